/// The field types, besides `DynamicProperty`, whose own property wrappers the graph
/// installs in the node of the view that holds them (S56): a modifier's `@State` lives in
/// the modified view's node, an app's in the node of the root that mounts it.
///
/// The graph asks, once per field type; the families that mount such values answer, in
/// `Core/NestedStateHolders+Families.swift`, so the engine names none of them.
enum NestedStateHolders {}

/// A view of the runtime's that mounts a value whose wrappers live in the view's own node,
/// held in one stored field: a style's `makeBody` runs in the node of the `StyleBody` that
/// holds the style (S197). The view names the field for its own type, asked once per view
/// type, rather than ``NestedStateHolders/holdsState(_:isView:)`` asking every field type of every
/// view about each style family, which would also install a style in the node of the
/// modifier that sets it.
protocol NestedStateHoldingView {
  /// The name of the stored field whose value's wrappers the graph installs in this view's
  /// node, as it installs a `DynamicProperty`'s.
  static var nestedStateField: String { get }
}
