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

/// The type `type` stands for when it is a ``StandInView`` (an app, for `AppRoot<App>`),
/// else nil. `name` is `type`'s unqualified name. Only `AppRoot`, a generic type, is a
/// stand-in, so no other type is asked about the protocol: the first question about a type
/// scans every conformance record in the process, and every named type would pay it.
func standInRepresentedType(_ type: Any.Type, named name: String) -> Any.Type? {
  guard name.hasPrefix("AppRoot<") else { return nil }
  return (type as? any StandInView.Type)?.representedType
}
