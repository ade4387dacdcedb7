import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

// `changes { }` against what `Self._printChanges()` prints in Xcode's console for the same
// screen: first evaluations (OpenSwiftUI's ChangedBodyPropertyCompatibilityTests, run
// against SwiftUI) and nested type names.

private enum Outer {
  struct Counter: View {
    @State private var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
  }
}

private struct SheetForm: View {
  @State private var name = ""
  var body: some View { TextField("Name", text: $name) }
}

private struct PushedDetail: View {
  var title = ""
  var body: some View { Text("Detail \(title)") }
}

private struct Home: View {
  @State private var showsSheet = false
  var body: some View {
    NavigationStack {
      VStack {
        Outer.Counter()
        Button("Open sheet") { showsSheet = true }
        NavigationLink("Push") { PushedDetail(title: "one") }
      }
      .sheet(isPresented: $showsSheet) { SheetForm() }
    }
  }
}

@MainActor
@Suite("S234–S235: changes { } prints _printChanges lines")
struct PrintChangesFidelityTests {
  @Test("S234: a first evaluation is `@self` alone without dynamic properties")
  func firstEvaluationWithoutDynamicProperties() {
    let harness = ParentHarness { Home() }
    let lines = harness.changes { harness.find(navigationLink: "Push")?.tap() }
    #expect(lines == ["PushedDetail: @self changed."])
  }

  @Test("S234: a first evaluation with @State is `@self, @identity, _name`")
  func firstEvaluationWithState() {
    let harness = ParentHarness { Home() }
    #expect(
      harness.changes { harness.find(button: "Open sheet")?.tap() } == [
        "SheetForm: @self, @identity, _name changed."
      ])
  }

  @Test("S235: a nested type is printed with the type it is nested in")
  func nestedTypeName() {
    let harness = ParentHarness { Home() }
    let lines = harness.changes { harness.find(button: "Count 0")?.tap() }
    #expect(lines == ["Outer.Counter: _count changed."])
  }
}
