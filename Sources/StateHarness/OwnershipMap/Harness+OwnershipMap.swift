import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// The mounted views of the app, each with its stored properties: what it owns, what it
  /// borrows and from where, what it reads from the environment.
  ///
  /// ```swift
  /// print(harness.ownershipMap())
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func ownershipMap(sourceLocation: SourceLocation = #_sourceLocation) -> OwnershipMap {
    operation(sourceLocation) { OwnershipMap(root: host.root) }
  }
}
