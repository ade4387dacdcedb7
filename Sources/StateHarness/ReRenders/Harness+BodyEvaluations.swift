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
}
