import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

// Mistake 4: a `@Binding` whose value is an object. The binding's value type is the shape,
// whatever it is bound to.

/// Owns its store and hands the child a binding to the object instead of the object.
private struct StoreBindingScreen: View {
  @State var store = Store()
  var body: some View { StoreBindingChild(store: $store) }
}

private struct StoreBindingChild: View {
  @Binding var store: Store
  var body: some View { Text(store.name) }
}

@MainActor
@Suite("Mistake 4: @Binding to a reference type")
struct BindingToReferenceDetectorTests {
  @Test("a @Binding to an object is one issue at the caller's line, naming what it is bound to")
  func bindingToAnObject() {
    let line = #line + 1
    let issues = recordedIssueDetails { ParentHarness { StoreBindingScreen() }.auditOwnership() }
    #expect(
      issues.map(\.message) == [
        """
        Ownership audit: StoreBindingChild.store — mistake 4, @Binding to a reference type; breaks Rule 2 (@Bindable shares, never owns)
          @Binding store -> StoreBindingScreen.store = Store#N
          Fix: declare `@Bindable var store: Store` and pass the object itself.
        """
      ])
    #expect(issues.map(\.line) == [line])
    let finding = ParentHarness { StoreBindingScreen() }.ownershipAudit().findings.first
    #expect(finding?.mistake == .bindingToReference)
    #expect(finding?.rule == .bindableShares)
  }

  @Test("a @Binding to a value and a @Bindable object are no finding")
  func bindingsThatShareCorrectly() {
    // `Screen` binds a child's Bool and shares its store through @Bindable.
    #expect(ParentHarness { Screen() }.ownershipAudit().findings.isEmpty)
  }
}
