import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("ParentHarness")
struct ParentHarnessTests {
  @Test("installed(_:) returns the root's installed @State value")
  func installedState() {
    let harness = ParentHarness { Screen() }
    let store = harness.installed(Store.self)
    #expect(store != nil)
    harness.reRender()
    #expect(harness.installed(Store.self) === store)
  }

  @Test("installed(_:) returns a plain stored property, replaced on re-render")
  func installedPlain() {
    let harness = ParentHarness { LetScreen() }
    let first = harness.installed(Store.self)
    harness.reRender()
    #expect(harness.installed(Store.self) !== first)
  }

  @Test("installed(_:) of a type the root does not hold records an issue listing what it holds")
  func installedMissing() {
    let harness = ParentHarness { Screen() }
    expectRecorded(1) {
      #expect(harness.installed(Int.self) == nil)
    } matching: { issue in
      message(issue) == """
        installed(Int.self): Screen holds no Int
          Screen holds:
            @State store: Store#N  (owned)
            @Environment(\\.mode) mode = day
          Fix: ask for the type of a @State, @StateObject or stored property of Screen.
        """
    }
  }

  @Test("installed(_:) of a model the root only borrows says what it holds and how")
  func installedBorrowed() {
    let harness = ParentHarness { MeetingView() }
    expectRecorded(
      """
      installed(ScrumTimer.self): MeetingView holds no ScrumTimer of its own; it borrows ScrumTimer#N through @ObservedObject scrumTimer
        MeetingView holds:
          @ObservedObject scrumTimer: ScrumTimer#N  (borrowed)
        Fix: a borrowed value belongs to the view that passed it: read it there, or read `find(MeetingView.self)?.view.scrumTimer`.
      """
    ) {
      #expect(harness.installed(ScrumTimer.self) == nil)
    }
  }

  @Test("installed(_:) of a type held twice records an issue naming both")
  func installedAmbiguous() {
    let harness = ParentHarness { TwoStores() }
    expectRecorded(1) {
      _ = harness.installed(Store.self)
    } matching: { issue in
      message(issue).hasPrefix(
        "installed(Store.self): TwoStores holds 2 values of type Store: first, second\n")
    }
  }

  @Test("reRender() keeps owned state and re-evaluates only changed children")
  func reRenderKeepsState() {
    let harness = ParentHarness { Screen() }
    harness.find(stepper: "Count 0")?.increment()
    harness.reRender()
    #expect(harness.contains(text: "Mode: Day"))
    #expect(harness.find(stepper: "Count 1") != nil)
    #expect(harness.bodyEvaluations(of: Screen.self) == 2, "mount + the increment")
  }

  @Test("stateInitialization: .lazy evaluates @State initial values once")
  func lazyMode() {
    let eager = ParentHarness(stateInitialization: .eager) {
      LetScreen(); Screen()
    }
    let lazy = ParentHarness(stateInitialization: .lazy) { Screen() }
    eager.reRender()
    lazy.reRender()
    #expect(eager.host.discardedInitialValueCount(of: Screen.self) == 1)
    #expect(lazy.host.discardedInitialValueCount(of: Screen.self) == 0)
  }

  @Test("bodyEvaluations(of:) counts bodies since mount, applying pending updates first")
  func bodyEvaluations() {
    let harness = ParentHarness { Screen() }
    let store = harness.installed(Store.self)
    store?.count = 5
    #expect(harness.bodyEvaluations(of: Screen.self) == 2, "Screen reads count in the stepper title")
    store?.name = "Ada"
    // NameSection only makes $store.name; the text field reads it (S8).
    #expect(harness.bodyEvaluations(of: NameSection.self) == 1)
    #expect(harness.find(textField: "Name")?.input == "Ada")
  }

  @Test("a runtime warning is recorded as an issue at the harness call that caused it")
  func runtimeWarningIsIssue() {
    let line = #line + 2
    expectRecorded(1) {
      _ = ParentHarness { WritesInBody() }
    } matching: { issue in
      message(issue) == """
        Runtime warning (stateModifiedDuringUpdate): Modifying state during view update, this will cause undefined behavior. (WritesInBody.count)
          Fix: move the write out of body, into an action, onAppear, onChange or task. If the test expects this warning, create the harness with runtimeWarnings: .collect.
        """
        && issue.sourceLocation?.line == line
    }
  }

  @Test("runtimeWarnings: .collect keeps warnings for the test instead")
  func collectWarnings() {
    let harness = ParentHarness(runtimeWarnings: .collect) { WritesInBody() }
    #expect(harness.runtimeWarnings.map(\.kind) == [.stateModifiedDuringUpdate])
  }

  @Test("the harness closure returning no app view is reported by queries that need one")
  func noRootView() {
    let harness = ParentHarness { Text("bare") }
    expectRecorded(1) {
      _ = harness.installed(Store.self)
    } matching: { issue in
      message(issue) == """
        installed(Store.self): the harness closure returned no view with a body
          Mounted:
            Text "bare"
          Fix: return your screen from the harness closure, e.g. ParentHarness { SettingsScreen() }.
        """
    }
  }
}

/// Writes its state from its body once the model's count is set: a warning raised on the
/// update after a direct model write.
struct TriggeredWriter: View {
  let model: Store
  @State var copy = 0
  var body: some View {
    if model.count > 0 { copy = model.count }
    return Text("triggered")
  }
}

@MainActor
@Suite("Warnings point at the query that applied the update")
struct QueryWarningLocationTests {
  @Test("a warning raised while a query applies pending updates is recorded at the query's line")
  func warningAtQueryLine() {
    let store = Store()
    let harness = ParentHarness { TriggeredWriter(model: store) }
    store.count = 1
    let line = #line + 2
    expectRecorded(1) {
      _ = harness.contains(text: "triggered")
    } matching: { issue in
      message(issue).hasPrefix("Runtime warning (stateModifiedDuringUpdate)")
        && issue.sourceLocation?.line == line
    }
  }
}
