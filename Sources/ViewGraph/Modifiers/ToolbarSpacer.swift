/// Space between toolbar items (iOS 26); it mounts nothing, since ViewGraph lays out no bar.
///
/// ```swift
/// .toolbar {
///   ToolbarItem { Button("Undo") { undo() } }
///   ToolbarSpacer(.fixed)
///   ToolbarItem { Button("Redo") { redo() } }
/// }
/// ```
public struct ToolbarSpacer {
  let sizing: SpacerSizing

  /// A space of `sizing` at `placement`.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
    self.sizing = sizing
  }
}

extension ToolbarSpacer: ToolbarContent {
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarSpacer: PrimitiveToolbarContent {
  var mountedView: AnyView { AnyView(EmptyView()) }
}

/// How much room a `ToolbarSpacer` takes (recorded).
///
/// ```swift
/// ToolbarSpacer(.flexible, placement: .bottomBar)
/// ```
public struct SpacerSizing: Sendable, Hashable {
  let name: String

  /// As much room as there is.
  public static var flexible: SpacerSizing { .init(name: "flexible") }
  /// A fixed, standard room.
  public static var fixed: SpacerSizing { .init(name: "fixed") }
}
