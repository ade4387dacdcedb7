import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

// Misuses a real suite meets: each is a recorded issue at the caller's line, or works, and
// never crashes the test process. Tested elsewhere, with their exact messages: a query for
// a view or control that is not mounted (FindTests), a control found or driven as the
// wrong kind (FindTests, ViewProbeTests), a probe kept after its view left
// (ViewProbeTests), a recursive view 1,000 levels deep and a recursion with a new input
// every level (ViewGraphTests/EverydayPatternTests).

private struct ManyRows: View {
  let count: Int
  var body: some View {
    List {
      ForEach(0..<count, id: \.self) { index in Text("row \(index)") }
    }
  }
}

private struct DuplicateIDs: View {
  var body: some View {
    ForEach(["a", "b", "a"], id: \.self) { Text($0) }
  }
}

/// Writes its @State from a detached task, as a careless completion handler would.
private struct BackgroundWriter: View {
  @State var status = "idle"
  var body: some View {
    Button("Load \(status)") {
      let binding = $status
      Task.detached { binding.wrappedValue = "done" }
    }
  }
}

struct Twice: View {
  var body: some View {
    VStack {
      SwitchSection(isOn: .constant(true))
      SwitchSection(isOn: .constant(false))
    }
  }
}

/// Contains itself with the same input at every level: never ends.
struct EndlessNesting: View {
  var body: some View { VStack { EndlessNesting() } }
}

/// A `ForEach(0..<count)` without an id, whose count changes.
struct CountedRows: View {
  @State var count = 2
  var body: some View {
    VStack {
      Button("More") { count += 1 }
      ForEach(0..<count) { Text("row \($0)") }
    }
  }
}

/// Writes its own state while its body runs.
struct WritesDuringBody: View {
  @State var renders = 0
  var body: some View {
    let _ = renders += 1
    Text("rendered")
  }
}

/// Sets its `@State` in `init`: lost, as in SwiftUI (S3).
struct WritesInInit: View {
  @State var title = "default"
  init(title: String) { self.title = title }
  var body: some View { Text(title) }
}

/// Reads an `@Observable` model nobody placed in the environment.
struct NeedsStore: View {
  @Environment(Store.self) var store
  var body: some View { Text(store.name) }
}

struct RowItem: Identifiable {
  let id: Int
  var name: String
}

/// Editable rows with a remove button.
struct EditableList: View {
  @State var items = [RowItem(id: 1, name: "one"), RowItem(id: 2, name: "two")]
  var body: some View {
    VStack {
      Button("Remove two") { items.removeAll { $0.id == 2 } }
      ForEach($items) { $item in TextField("Item \(item.id)", text: $item.name) }
      Text("items: \(items.map(\.name).joined(separator: ","))")
    }
  }
}

/// Shows a counter under an id the test changes.
struct Keyed: View {
  @State var key = 0
  var body: some View {
    VStack {
      Button("Rekey") { key += 1 }
      SwitchSection(isOn: .constant(true)).id(key)
    }
  }
}

@MainActor
@Suite("Misuse catalogue")
struct MisuseCatalogTests {
  @Test("a harness whose content was torn down records an issue per query, at its line")
  func harnessAfterUnmount() {
    let harness = ParentHarness { Screen() }
    harness.host.unmount()
    let line = #line + 2
    expectRecorded(1) {
      _ = harness.find(button: "Reset")
    } matching: { issue in
      message(issue).hasPrefix("find(button: \"Reset\"): no Button titled \"Reset\" is mounted")
        && issue.sourceLocation?.line == line
    }
    #expect(recordedIssues { _ = harness.installed(Store.self) } == 1)
  }

  @Test("20,000 sibling rows mount, and a query finds the last one")
  func twentyThousandSiblings() {
    let harness = ParentHarness { ManyRows(count: 20_000) }
    #expect(harness.contains(text: "row 19999"))
  }

  @Test("duplicate ForEach ids are one recorded issue at the harness call that mounted them")
  func duplicateIDs() {
    let line = #line + 2
    expectRecorded(1) {
      _ = ParentHarness { DuplicateIDs() }
    } matching: { issue in
      message(issue).contains("the ID a occurs multiple times within the collection")
        && issue.sourceLocation?.line == line
    }
    #expect(recordedIssues { _ = ParentHarness { DuplicateIDs() } } == 1)
  }

  @Test("state written from a background thread reaches the view on the main actor, no crash")
  func backgroundWrite() async {
    let harness = ParentHarness { BackgroundWriter() }
    harness.find(button: "Load idle")?.tap()
    for _ in 0..<10_000 where !harness.contains(text: "Load done") { await Task.yield() }
    #expect(harness.find(button: "Load done") != nil)
  }

  @Test("find(_:) of a type mounted twice is one issue listing both, and no guess")
  func typeMountedTwice() {
    let harness = ParentHarness { Twice() }
    var found: ViewProbe<SwitchSection>?
    let line = #line + 1
    let issues = recordedIssueDetails { found = harness.find(SwitchSection.self) }
    #expect(found == nil)
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message == """
        find(SwitchSection.self): 2 SwitchSection views are mounted; find expects exactly one
          Mounted at:
            Twice > [0]: SwitchSection
            Twice > [1]: SwitchSection
          Fix: use findAll(SwitchSection.self) and pick one, or find a control inside it by its title.
        """)
    #expect(harness.findAll(SwitchSection.self).count == 2)
  }

  @Test(
    "a probe kept after .id(_:) re-created its view records an issue on every read, naming the new identity")
  func probeAfterRecreation() {
    let harness = ParentHarness { Keyed() }
    // Properties take no source location: their issues point at the query that found the view.
    let line = #line + 1
    let probe = harness.find(SwitchSection.self)
    harness.find(button: "Rekey")?.tap()
    let issues = recordedIssueDetails {
      _ = probe?.view
      _ = probe?.bodyEvaluations
    }
    #expect(issues.map(\.line) == [line, line])
    #expect(
      issues.first?.message == """
        view: SwitchSection is no longer mounted
          found at: Keyed > [1] .id(0): SwitchSection
          replaced by: Keyed > [1] .id(1): SwitchSection
          A new .id(_:) value made a new identity, with fresh state.
          Fix: find the view again after the action that replaced it.
        """)
    #expect(harness.find(SwitchSection.self)?.view != nil)
  }

  @Test("writing through a probe to a row whose element was removed is one issue; the list keeps its value")
  func bindingIntoRemovedElement() {
    let harness = ParentHarness { EditableList() }
    let findLine = #line + 1
    let field = harness.find(textField: "Item 2")
    harness.find(button: "Remove two")?.tap()
    let line = #line + 2
    let issues = recordedIssueDetails {
      field?.setInput("changed")
      _ = field?.input
    }
    #expect(issues.map(\.line) == [line, findLine])
    #expect(
      issues.first?.message == """
        setInput(_:): TextField "Item 2" is no longer mounted
          found at: EditableList > [1] id 2: TextField
          Nothing of its type is mounted at that position now.
          Fix: assert that it is gone with contains(_:) or findAll(_:).
        """)
    #expect(harness.contains(text: "items: one"))
  }

  @Test("a view that contains itself without end is one issue at the harness; the harness still answers")
  func endlessRecursion() {
    var harness: ParentHarness<EndlessNesting>?
    let line = #line + 1
    let issues = recordedIssueDetails { harness = ParentHarness { EndlessNesting() } }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message == """
        Runtime warning (recursionLimit): EndlessNesting contains itself without end: its body produces an equal EndlessNesting in the same environment 2 levels down, so the nesting never stops. The subtree below was not rendered.
          Fix: a view's body contains its own type without end; add a base case. If the test expects this warning, create the harness with runtimeWarnings: .collect.
        """)
    #expect(harness?.findAll(EndlessNesting.self).isEmpty == false)
  }

  @Test("a ForEach range that changes is one issue at the action that changed it")
  func unstableRange() {
    let harness = ParentHarness { CountedRows() }
    let line = #line + 1
    let issues = recordedIssueDetails { harness.find(button: "More")?.tap() }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "Runtime warning (nonConstantForEachRange): ForEach<Range<Int>, Int, Text> count (3) != its initial count (2)."
      ) == true)
  }

  @Test("state written during body is one issue naming the property")
  func stateWrittenDuringBody() {
    let line = #line + 1
    let issues = recordedIssueDetails { _ = ParentHarness { WritesDuringBody() } }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message == """
        Runtime warning (stateModifiedDuringUpdate): Modifying state during view update, this will cause undefined behavior. (WritesDuringBody.renders)
          Fix: move the write out of body, into an action, onAppear, onChange or task. If the test expects this warning, create the harness with runtimeWarnings: .collect.
        """)
  }

  @Test("S3: state written in init is lost, as in SwiftUI, and is one issue saying so")
  func stateWrittenInInit() {
    var harness: ParentHarness<WritesInInit>?
    let line = #line + 1
    let issues = recordedIssueDetails { harness = ParentHarness { WritesInInit(title: "custom") } }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message == """
        Runtime warning (stateAccessedOutsideInstall): Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.
          Fix: read and write @State only from body and the actions it creates, never from init. If the test expects this warning, create the harness with runtimeWarnings: .collect.
        """)
    #expect(harness?.contains(text: "default") == true)
  }

  @Test("a missing environment object is one issue; the view is not rendered, nothing crashes")
  func missingEnvironmentObject() {
    var harness: ParentHarness<NeedsStore>?
    let line = #line + 1
    let issues = recordedIssueDetails { harness = ParentHarness { NeedsStore() } }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message == """
        Runtime warning (missingEnvironmentObject): No Observable object of type Store found. A View.environmentObject(_:) for Store may be missing as an ancestor of this view.
          Fix: place the object above this view with .environment(_:) (or .environmentObject(_:)). If the test expects this warning, create the harness with runtimeWarnings: .collect.
        """)
    #expect(harness?.findAll(Text.self).isEmpty == true)
  }
}
