/// The field types, besides `DynamicProperty`, whose own property wrappers the graph
/// installs in the node of the view that holds them (S56): a modifier's `@State` lives in
/// the modified view's node, an app's in the node of the root that mounts it.
///
/// The graph asks, once per field type; the families that mount such values answer, in
/// `Core/NestedStateHolders+Families.swift`, so the engine names none of them.
enum NestedStateHolders {}
