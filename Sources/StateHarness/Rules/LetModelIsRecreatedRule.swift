import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Rule 5 — the documented anti-pattern, asserted as such: the root view's `T` is a new
  /// instance after a parent re-render (a `let model = Model()` is re-created).
  ///
  /// Fails when the instance survives — the view was fixed, or SwiftUI's semantics
  /// changed — so the anti-pattern test can be deleted.
  ///
  /// ```swift
  /// let harness = ParentHarness { LetBoundModelView() }
  /// harness.expectRecreatedOnReRender(SettingsStore.self)
  /// ```
  public func expectRecreatedOnReRender<T: AnyObject>(
    _ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkRecreatedOnReRender(type, sourceLocation: sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 5 as a verdict: the failure ``expectRecreatedOnReRender(_:sourceLocation:)``
  /// would record, or nil when the anti-pattern still shows.
  public func checkRecreatedOnReRender<T: AnyObject>(
    _ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    // Objects are named in this harness's numbering (Store#1 per test).
    host.perform { () -> HarnessFailure? in
      let held: (root: Node, value: HeldValue)
      switch singleHeld(T.self, asking: "expectRecreatedOnReRender(\(T.self).self)", sourceLocation) {
      case .failure(let failure): return failure
      case .success(let found): held = found
      }
      let (root, property) = held
      let first = property.value as AnyObject
      reRender(sourceLocation: sourceLocation)
      let now = heldValues(of: root).first { $0.name == property.name }?.value as AnyObject?
      guard now === first else { return nil }
      return HarnessFailure(
        headline: "\(Rule.letModelIsRecreated) no longer holds: \(root.typeName).\(property.name) "
          + "survived a parent re-render",
        evidence: [
          "declared: \(property.kind.declaration) \(property.name)",
          "before and after: \(objectName(first))",
        ],
        fix: "the view now keeps its model (owned with @State, or passed in): delete this anti-pattern test.")
    }
  }
}
