import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

final class Session: ObservableObject {
  @Published var user = "ada"
}

/// One property of every ownership kind, each borrowed by a child of its own.
struct KindsScreen: View {
  @State var count = 0
  @State var store = Store()
  @StateObject var session = Session()
  let shared: Store
  var body: some View {
    VStack {
      CountRow(count: $count)
      NameSection(store: store)
      SessionRow(session: session)
      SharedRow(model: shared)
      PassThrough { DiagramReader() }
        .environment(\.mode, .night)
    }
    .environment(store)
  }
}

struct CountRow: View {
  @Binding var count: Int
  var body: some View { Stepper("Count", value: $count) }
}

struct SessionRow: View {
  @ObservedObject var session: Session
  var body: some View { Text(session.user) }
}

struct SharedRow: View {
  let model: Store
  var body: some View { Text(model.name) }
}

/// Holds nothing: collapsed away.
struct PassThrough<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View { content }
}

/// Sets a value for its content and holds nothing itself.
struct NightMode<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View { content.environment(\.mode, .night) }
}

struct DiagramReader: View {
  @Environment(\.mode) var mode
  @Environment(Store.self) var store
  var body: some View { Text("\(mode)") }
}

@MainActor
@Suite("Ownership diagrams")
struct OwnershipDiagramTests {
  let shared = Store()

  var map: OwnershipMap { ParentHarness { [shared] in KindsScreen(shared: shared) }.ownershipMap() }

  @Test("Mermaid: owned values inside their view, borrows labelled with the wrapper, dotted environment")
  func mermaid() {
    #expect(
      map.mermaid == #"""
        flowchart TD
          subgraph v0["KindsScreen"]
            v0_0["@State count: 0"]
            v0_1["@State store: Store#1"]
            v0_2["@StateObject session: Session#1"]
          end
          v1["CountRow"]
          v2["NameSection"]
          v3["SessionRow"]
          v4["SharedRow"]
          v5["PassThrough#lt;DiagramReader#gt;"]
          v6["DiagramReader"]
          o0("Store#2")
          v0 -->|"let shared"| o0
          v0 --- v1
          v1 -->|"@Binding count"| v0_0
          v0 --- v2
          v2 -->|"@Bindable store"| v0_1
          v0 --- v3
          v3 -->|"@ObservedObject session"| v0_2
          v0 --- v4
          v4 -->|"let model"| o0
          v0 --- v5
          v5 --- v6
          v0 -.->|"\.mode"| v6
          v0 -.->|"Store.self"| v6
        """#)
  }

  @Test("DOT: a view is a table of what it owns; borrows point at the owned row")
  func dot() {
    #expect(
      map.dot == ##"""
        digraph OwnershipMap {
          node [shape=box, fontname="Helvetica", fontsize=11]
          edge [fontname="Helvetica", fontsize=10]
          v0 [shape=plain, label=<<table border="0" cellborder="1" cellspacing="0" cellpadding="4"><tr><td><b>KindsScreen</b></td></tr><tr><td port="h0" align="left">@State count: 0</td></tr><tr><td port="h1" align="left">@State store: Store#1</td></tr><tr><td port="h2" align="left">@StateObject session: Session#1</td></tr></table>>]
          v1 [label="CountRow"]
          v2 [label="NameSection"]
          v3 [label="SessionRow"]
          v4 [label="SharedRow"]
          v5 [label="PassThrough<DiagramReader>"]
          v6 [label="DiagramReader"]
          o0 [shape=ellipse, label="Store#2"]
          v0 -> o0 [constraint=false, color="#2563eb", label=<let shared>]
          v0 -> v1 [arrowhead=none]
          v1 -> v0:h0 [constraint=false, color="#2563eb", label=<@Binding count>]
          v0 -> v2 [arrowhead=none]
          v2 -> v0:h1 [constraint=false, color="#2563eb", label=<@Bindable store>]
          v0 -> v3 [arrowhead=none]
          v3 -> v0:h2 [constraint=false, color="#2563eb", label=<@ObservedObject session>]
          v0 -> v4 [arrowhead=none]
          v4 -> o0 [constraint=false, color="#2563eb", label=<let model>]
          v0 -> v5 [arrowhead=none]
          v5 -> v6 [arrowhead=none]
          v0 -> v6 [style=dashed, color="#6b7280", label=<\.mode>]
          v0 -> v6 [style=dashed, color="#6b7280", label=<Store.self>]
        }
        """##)
  }

  @Test("a value set above every app view comes from the harness")
  func harnessSetter() {
    let harness = ThemedHarness(\.mode, .night) { Screen() }
    #expect(
      harness.ownershipMap().mermaid == #"""
        flowchart TD
          subgraph v0["Screen"]
            v0_0["@State store: Store#1"]
          end
          v1["NameSection"]
          v2["SwitchSection"]
          harness(["harness"])
          harness -.->|"\.mode"| v0
          v0 --- v1
          v1 -->|"@Bindable store"| v0_0
          v0 --- v2
          v2 -->|"@Binding isOn"| v0_0
        """#)
  }

  @Test("a view reading only defaults has no environment edge")
  func defaults() {
    let harness = ParentHarness { DiagramReader().environment(Store()) }
    #expect(
      harness.ownershipMap().mermaid == #"""
        flowchart TD
          v0["DiagramReader"]
          harness(["harness"])
          harness -.->|"Store.self"| v0
        """#)
  }

  @Test("collapsing empty views moves their children up")
  func collapse() {
    let collapsed = map.collapsingEmptyViews()
    #expect(
      collapsed.entries.map(\.view) == [
        "KindsScreen", "CountRow", "NameSection", "SessionRow", "SharedRow", "DiagramReader",
      ])
    #expect(collapsed.entries.map(\.depth) == [0, 1, 1, 1, 1, 1])
    #expect(collapsed.mermaid.contains("  v0 --- v6\n"))
    #expect(!collapsed.mermaid.contains("v5"))
  }

  @Test("a view that holds nothing but sets a value for a reader is kept")
  func collapseKeepsSetters() {
    let harness = ParentHarness { NightMode { DiagramReader() }.environment(Store()) }
    let collapsed = harness.ownershipMap().collapsingEmptyViews()
    #expect(collapsed.entries.map(\.view) == ["NightMode<DiagramReader>", "DiagramReader"])
    #expect(collapsed.mermaid.contains(#"v0 -.->|"\.mode"| v1"#))
  }

  @Test("limiting the depth drops deeper views and the edges into them")
  func depth() {
    #expect(
      map.limitingDepth(to: 0).mermaid == #"""
        flowchart TD
          subgraph v0["KindsScreen"]
            v0_0["@State count: 0"]
            v0_1["@State store: Store#1"]
            v0_2["@StateObject session: Session#1"]
          end
          o0("Store#2")
          v0 -->|"let shared"| o0
        """#)
    #expect(map.limitingDepth(to: 1).entries.map(\.view).last == "PassThrough<DiagramReader>")
  }

  @Test("focusing on an object keeps who owns, borrows, binds into and reads it")
  func focus() {
    let focused = map.focused(on: "Store#1")
    #expect(
      focused.description == """
        KindsScreen
          @State store: Store#1  (owned)
          NameSection
            @Bindable store: Store#1  (borrowed from KindsScreen.store)
            TextField "Name" -> Store#1.name = ""
          PassThrough<DiagramReader>
            DiagramReader
              @Environment(Store.self) store = Store#1
        """)
    #expect(
      focused.mermaid == #"""
        flowchart TD
          subgraph v0["KindsScreen"]
            v0_1["@State store: Store#1"]
          end
          v2["NameSection"]
          v5["PassThrough#lt;DiagramReader#gt;"]
          v6["DiagramReader"]
          v0 --- v2
          v2 -->|"@Bindable store"| v0_1
          v0 --- v5
          v5 --- v6
          v0 -.->|"Store.self"| v6
        """#)
  }

  @Test("focusing on an instance nobody owns keeps every holder and one box for it")
  func focusOnUnowned() {
    let focused = map.focused(on: shared)
    #expect(focused.entries.map(\.view) == ["KindsScreen", "SharedRow"])
    #expect(focused.mermaid.components(separatedBy: "| o0").count - 1 == 2)
  }

  @Test("focusing on a name nothing holds gives an empty map")
  func focusOnNothing() {
    let focused = map.focused(on: "Store#9")
    #expect(focused.entries.isEmpty)
    #expect(focused.mermaid == "flowchart TD")
    #expect(focused.description == "")
  }
}
