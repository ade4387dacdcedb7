import Testing
@_spi(Inspection) import ViewGraph

// What failures show of the mounted tree.

extension Harness {
  /// An outline of the mounted app views, controls and texts, for failure messages.
  func outline(of root: Node? = nil, limit: Int = 40) -> [String] {
    var lines: [String] = []
    func walk(_ node: Node, depth: Int) {
      var childDepth = depth
      if let line = outlineLine(node) {
        lines.append(String(repeating: "  ", count: depth) + line)
        childDepth += 1
      }
      // A control's label is part of its title, not a view of its own.
      if node.control != nil { return }
      for child in node.children { walk(child, depth: childDepth) }
    }
    if let unmountedAt { return ["(nothing: unmount() at line \(unmountedAt.line) tore the views down)"] }
    walk(root ?? host.root, depth: 0)
    if lines.count > limit { return Array(lines.prefix(limit)) + ["… \(lines.count - limit) more"] }
    return lines.isEmpty ? ["(nothing)"] : lines
  }

  private func outlineLine(_ node: Node) -> String? {
    if node.isUserView { return node.typeName }
    if let control = node.control { return "\(control.kind) \(ControlName(node).short)" }
    if let text = node.text { return "Text \"\(text)\"" }
    return nil
  }

  func noRootView(asking call: String) -> HarnessFailure {
    HarnessFailure(
      headline: "\(call): the harness closure returned no view with a body",
      evidence: ["Mounted:"] + outline().map { "  " + $0 },
      fix: "return your screen from the harness closure, e.g. ParentHarness { SettingsScreen() }.")
  }
}
