import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// How many times bodies of `V` ran since mount, all identities together.
  ///
  /// ```swift
  /// store.displayName = "Ada"
  /// #expect(harness.bodyEvaluations(of: ProfileSection.self) == 2)
  /// ```
  ///
  /// - Complexity: O(1) after pending updates are applied.
  public func bodyEvaluations<V: View>(
    of type: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    operation(sourceLocation) { host.bodyEvaluationCount(of: type) }
  }

  /// How many times the body of the app `A` ran since mount: once at mount, then once per
  /// ``reRender(sourceLocation:)`` and per update in which state the body read changed.
  ///
  /// ```swift
  /// let harness = ParentHarness(app: SettingsApp())
  /// harness.reRender()
  /// #expect(harness.bodyEvaluations(of: SettingsApp.self) == 2)
  /// ```
  ///
  /// - Complexity: O(1) after pending updates are applied.
  public func bodyEvaluations<A: App>(
    of type: A.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    operation(sourceLocation) { host.bodyEvaluationCount(of: AppRoot<A>.self) }
  }
}
