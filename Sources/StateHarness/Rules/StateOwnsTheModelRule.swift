import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Rule 1 — `@State` owns the model: the root view's instance of `T` is the same object
  /// after `reRenders` parent re-renders.
  ///
  /// Fails when the view holds the model in a plain `let` or in `@Bindable` (a new
  /// instance with every struct the parent creates), naming the property, the instances
  /// before and after, and the fix.
  ///
  /// ```swift
  /// let harness = ParentHarness { SettingsScreen() }
  /// harness.expectOwnershipStable(of: SettingsStore.self)
  /// ```
  public func expectOwnershipStable<T: AnyObject>(
    of type: T.Type, reRenders: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkOwnershipStable(of: type, reRenders: reRenders, sourceLocation: sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 1 as a verdict: the failure ``expectOwnershipStable(of:reRenders:sourceLocation:)``
  /// would record, or nil when the rule holds.
  ///
  /// ```swift
  /// print(harness.checkOwnershipStable(of: SettingsStore.self)?.description ?? "holds")
  /// ```
  public func checkOwnershipStable<T: AnyObject>(
    of type: T.Type, reRenders: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    // Objects are named in this harness's numbering (Store#1 per test).
    host.perform { () -> HarnessFailure? in
      let held: (root: Node, value: HeldValue)
      switch singleHeld(T.self, asking: "expectOwnershipStable(of: \(T.self).self)", sourceLocation) {
      case .failure(let failure): return failure
      case .success(let found): held = found
      }
      let (root, property) = held
      let first = property.value as AnyObject
      for round in 1...max(reRenders, 1) {
        reRender(sourceLocation: sourceLocation)
        let now = heldValues(of: root).first { $0.name == property.name }?.value as AnyObject?
        guard let now, now !== first else { continue }
        return HarnessFailure(
          headline: "\(Rule.stateOwnsTheModel.broken()): \(root.typeName).\(property.name) is a new "
            + "\(T.self) after parent re-render \(round) of \(reRenders)",
          evidence: [
            "declared: \(property.kind.declaration) \(property.name)",
            "before:   \(objectName(first))",
            "after:    \(objectName(now))",
            Advice.lifetime(of: property.kind),
          ],
          fix: property.kind.isOwning
            ? Advice.keepIdentityStable(root.typeName) : Advice.own(property.name, T.self))
      }
      return nil
    }
  }
}
