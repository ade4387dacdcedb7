extension OwnershipMap {
  /// The map as a Mermaid flowchart, which GitHub, GitLab and many documentation sites draw
  /// inline from a fenced ` ```mermaid ` block.
  ///
  /// Views are boxes in their tree; what a view owns (`@State`, `@StateObject`) is drawn
  /// inside its box. Each borrow is an arrow from the borrower to the storage it reads,
  /// labelled with its wrapper (`@Binding isEnabled`, `@Bindable store`, `let model`).
  /// Environment values are dotted arrows from the view that sets them (or the harness) to
  /// each reader. An object nobody in the map owns is one rounded box that every holder
  /// points at.
  ///
  /// ```swift
  /// let harness = ParentHarness { SettingsScreen() }
  /// print(harness.ownershipMap().mermaid)
  /// // flowchart TD
  /// //   subgraph v0["SettingsScreen"]
  /// //     v0_0["@State store: SettingsStore#1"]
  /// //   end
  /// //   v1["ProfileSection"]
  /// //   v0 --- v1
  /// //   v1 -->|"@Bindable store"| v0_0
  /// ```
  public var mermaid: String {
    let diagram = Diagram(self)
    func label(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "<", with: "#lt;")
        .replacingOccurrences(of: ">", with: "#gt;") + "\""
    }
    var lines = ["flowchart TD"]
    for entry in entries {
      let owned = entry.holdings.filter { $0.role == .owned }
      if owned.isEmpty {
        lines.append("  v\(entry.id)[\(label(entry.view))]")
        continue
      }
      lines.append("  subgraph v\(entry.id)[\(label(entry.view))]")
      lines += owned.map { "    v\(entry.id)_\($0.index)[\(label("\($0.wrapper) \($0.name): \($0.value)"))]" }
      lines.append("  end")
    }
    lines += diagram.objects.map { "  \($0.node)(\(label($0.name)))" }
    if diagram.drawsHarness { lines.append("  harness([\(label("harness"))])") }
    for edge in diagram.edges {
      switch edge.kind {
      case .tree: lines.append("  \(edge.from) --- \(edge.to)")
      case .borrow: lines.append("  \(edge.from) -->|\(label(edge.label))| \(edge.to)")
      case .environment: lines.append("  \(edge.from) -.->|\(label(edge.label))| \(edge.to)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The map as a Graphviz DOT graph: `dot -Tsvg map.dot -o map.svg` draws it.
  ///
  /// The same picture as ``mermaid``: a view is a table whose first row is its name and
  /// whose other rows are what it owns; borrows point at the owned row they read,
  /// environment values are dashed edges from the view that sets them.
  ///
  /// ```swift
  /// try harness.ownershipMap().dot.write(toFile: "settings.dot", atomically: true, encoding: .utf8)
  /// ```
  public var dot: String {
    let diagram = Diagram(self)
    func quoted(_ text: String) -> String {
      "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        + "\""
    }
    func html(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    var lines = [
      "digraph OwnershipMap {",
      "  node [shape=box, fontname=\"Helvetica\", fontsize=11]",
      "  edge [fontname=\"Helvetica\", fontsize=10]",
    ]
    for entry in entries {
      let owned = entry.holdings.filter { $0.role == .owned }
      if owned.isEmpty {
        lines.append("  v\(entry.id) [label=\(quoted(entry.view))]")
        continue
      }
      let rows = owned.map {
        "<tr><td port=\"h\($0.index)\" align=\"left\">\(html("\($0.wrapper) \($0.name): \($0.value)"))</td></tr>"
      }
      lines.append(
        "  v\(entry.id) [shape=plain, label=<<table border=\"0\" cellborder=\"1\" cellspacing=\"0\" "
          + "cellpadding=\"4\"><tr><td><b>\(html(entry.view))</b></td></tr>\(rows.joined())</table>>]")
    }
    lines += diagram.objects.map { "  \($0.node) [shape=ellipse, label=\(quoted($0.name))]" }
    if diagram.drawsHarness { lines.append("  harness [shape=oval, style=dashed, label=\"harness\"]") }
    for edge in diagram.edges {
      // An owned value is a port of its view's table: `v0:h0`.
      let to = edge.to.replacingOccurrences(of: "_", with: ":h")
      // Borrows run up the tree: left out of ranking, so the tree keeps its shape.
      switch edge.kind {
      case .tree: lines.append("  \(edge.from) -> \(to) [arrowhead=none]")
      case .borrow:
        lines.append(
          "  \(edge.from) -> \(to) [constraint=false, color=\"#2563eb\", label=<\(html(edge.label))>]")
      case .environment:
        lines.append("  \(edge.from) -> \(to) [style=dashed, color=\"#6b7280\", label=<\(html(edge.label))>]")
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}

/// What both diagram formats draw: the boxes beyond the views, and every edge, in the
/// order of the map so the text is stable.
private struct Diagram {
  enum Kind { case tree, borrow, environment }
  struct Edge {
    let kind: Kind
    let from: String
    let to: String
    let label: String
  }

  private(set) var objects: [(node: String, name: String)] = []
  private(set) var edges: [Edge] = []
  private(set) var drawsHarness = false

  init(_ map: OwnershipMap) {
    var ownedNodes: Set<String> = []
    for entry in map.entries {
      for holding in entry.holdings where holding.role == .owned {
        ownedNodes.insert("v\(entry.id)_\(holding.index)")
      }
    }
    let views = Set(map.entries.map(\.id))
    var objectNodes: [ObjectIdentifier: String] = [:]
    for entry in map.entries {
      let view = "v\(entry.id)"
      if let parent = entry.parent {
        edges.append(Edge(kind: .tree, from: "v\(parent)", to: view, label: ""))
      }
      for holding in entry.holdings {
        switch (holding.role, holding.target) {
        case (.borrowed, .owned(let owner, let index)?):
          // Drawn only when the owner's row is in the map (a filter may have left it out).
          let node = "v\(owner)_\(index)"
          if ownedNodes.contains(node) {
            edges.append(
              Edge(kind: .borrow, from: view, to: node, label: "\(holding.wrapper) \(holding.name)"))
          }
        case (.borrowed, .object(let id, let name)?):
          let node =
            objectNodes[id]
            ?? {
              let node = "o\(objects.count)"
              objectNodes[id] = node
              objects.append((node, name))
              return node
            }()
          edges.append(Edge(kind: .borrow, from: view, to: node, label: "\(holding.wrapper) \(holding.name)"))
        case (.environment(let key, .view(let setter)?), _) where views.contains(setter):
          edges.append(Edge(kind: .environment, from: "v\(setter)", to: view, label: key))
        case (.environment(let key, .harness?), _):
          drawsHarness = true
          edges.append(Edge(kind: .environment, from: "harness", to: view, label: key))
        default:
          break
        }
      }
    }
  }
}
