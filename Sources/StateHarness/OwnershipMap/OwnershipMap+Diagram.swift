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
        lines.append("  \(Diagram.Endpoint.view(entry.id).mermaid)[\(label(entry.view))]")
        continue
      }
      lines.append("  subgraph \(Diagram.Endpoint.view(entry.id).mermaid)[\(label(entry.view))]")
      lines += owned.map {
        "    \(Diagram.Endpoint.owned(view: entry.id, holding: $0.index).mermaid)[\(label("\($0.wrapper) \($0.name): \($0.value)"))]"
      }
      lines.append("  end")
    }
    lines += diagram.objects.map { "  \($0.node.mermaid)(\(label($0.name)))" }
    if diagram.drawsHarness { lines.append("  harness([\(label("harness"))])") }
    for edge in diagram.edges {
      switch edge.kind {
      case .tree: lines.append("  \(edge.from.mermaid) --- \(edge.to.mermaid)")
      case .borrow: lines.append("  \(edge.from.mermaid) -->|\(label(edge.label))| \(edge.to.mermaid)")
      case .environment: lines.append("  \(edge.from.mermaid) -.->|\(label(edge.label))| \(edge.to.mermaid)")
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
        lines.append("  \(Diagram.Endpoint.view(entry.id).dot) [label=\(quoted(entry.view))]")
        continue
      }
      let rows = owned.map {
        "<tr><td port=\"h\($0.index)\" align=\"left\">\(html("\($0.wrapper) \($0.name): \($0.value)"))</td></tr>"
      }
      lines.append(
        "  \(Diagram.Endpoint.view(entry.id).dot) [shape=plain, label=<<table border=\"0\" cellborder=\"1\" cellspacing=\"0\" "
          + "cellpadding=\"4\"><tr><td><b>\(html(entry.view))</b></td></tr>\(rows.joined())</table>>]")
    }
    lines += diagram.objects.map { "  \($0.node.dot) [shape=ellipse, label=\(quoted($0.name))]" }
    if diagram.drawsHarness { lines.append("  harness [shape=oval, style=dashed, label=\"harness\"]") }
    for edge in diagram.edges {
      let (from, to) = (edge.from.dot, edge.to.dot)
      // Borrows run up the tree: left out of ranking, so the tree keeps its shape.
      switch edge.kind {
      case .tree: lines.append("  \(from) -> \(to) [arrowhead=none]")
      case .borrow:
        lines.append("  \(from) -> \(to) [constraint=false, color=\"#2563eb\", label=<\(html(edge.label))>]")
      case .environment:
        lines.append("  \(from) -> \(to) [style=dashed, color=\"#6b7280\", label=<\(html(edge.label))>]")
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

  /// One end of an edge; each format spells it its own way.
  enum Endpoint: Hashable {
    case view(Int)
    /// An owned value, drawn inside its view.
    case owned(view: Int, holding: Int)
    /// An object nobody in the map owns, numbered in order of appearance.
    case object(Int)
    case harness

    /// `v0`, `v0_1`, `o0`, `harness`.
    var mermaid: String {
      switch self {
      case .view(let id): "v\(id)"
      case .owned(let view, let holding): "v\(view)_\(holding)"
      case .object(let index): "o\(index)"
      case .harness: "harness"
      }
    }

    /// As ``mermaid``, but an owned value is a port of its view's table: `v0:h1`.
    var dot: String {
      if case .owned(let view, let holding) = self { return "v\(view):h\(holding)" }
      return mermaid
    }
  }

  struct Edge {
    let kind: Kind
    let from: Endpoint
    let to: Endpoint
    let label: String
  }

  private(set) var objects: [(node: Endpoint, name: String)] = []
  private(set) var edges: [Edge] = []
  private(set) var drawsHarness = false

  init(_ map: OwnershipMap) {
    var ownedRows: Set<Endpoint> = []
    for entry in map.entries {
      for holding in entry.holdings where holding.role == .owned {
        ownedRows.insert(.owned(view: entry.id, holding: holding.index))
      }
    }
    let views = Set(map.entries.map(\.id))
    var objectNodes: [ObjectIdentifier: Endpoint] = [:]
    for entry in map.entries {
      let view = Endpoint.view(entry.id)
      if let parent = entry.parent {
        edges.append(Edge(kind: .tree, from: .view(parent), to: view, label: ""))
      }
      for holding in entry.holdings {
        let borrow = "\(holding.wrapper) \(holding.name)"
        switch (holding.role, holding.target) {
        case (.borrowed, .owned(let owner, let index)?):
          // Drawn only when the owner's row is in the map (a filter may have left it out).
          let row = Endpoint.owned(view: owner, holding: index)
          if ownedRows.contains(row) { edges.append(Edge(kind: .borrow, from: view, to: row, label: borrow)) }
        case (.borrowed, .object(let id, let name)?):
          let node = objectNodes[id] ?? .object(objects.count)
          if objectNodes[id] == nil {
            objectNodes[id] = node
            objects.append((node, name))
          }
          edges.append(Edge(kind: .borrow, from: view, to: node, label: borrow))
        case (.environment(let key, .view(let setter)?), _) where views.contains(setter):
          edges.append(Edge(kind: .environment, from: .view(setter), to: view, label: key))
        case (.environment(let key, .harness?), _):
          drawsHarness = true
          edges.append(Edge(kind: .environment, from: .harness, to: view, label: key))
        default:
          break
        }
      }
    }
  }
}
