/// A view the graph mounts to stand for a value that is not a view (an app, mounted by
/// `AppRoot`): its node is named after that value's type and lists that value's
/// properties, which are the ones a reader wrote.
@MainActor
protocol StandInView {
  /// The type of the value the node stands for.
  nonisolated static var representedType: Any.Type { get }
  /// The value as mounted: its stored properties are the ones the node shows.
  var representedValue: Any { get }
}
