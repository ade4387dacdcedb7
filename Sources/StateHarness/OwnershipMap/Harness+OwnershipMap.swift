import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// The mounted views of the app, each with its stored properties: what it owns, what it
  /// borrows and from where, what it reads from the environment.
  ///
  /// Values are summarised (`@State scrums: [DailyScrum] (3)`), so a screen holding
  /// hundreds of values still prints one short line per property; pass `values: .full` to
  /// print each whole.
  ///
  /// ```swift
  /// print(harness.ownershipMap())
  /// print(harness.ownershipMap(values: .full))
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views, plus O(s) in the size of the values with
  ///   `.full`.
  public func ownershipMap(
    values: OwnershipMap.ValueDetail = .summarised, sourceLocation: SourceLocation = #_sourceLocation
  ) -> OwnershipMap {
    operation(sourceLocation) { OwnershipMap(root: host.root, values: values) }
  }
}
