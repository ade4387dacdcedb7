/// Where a toolbar item sits (type-checks; not laid out).
public struct ToolbarItemPlacement: Sendable, Hashable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// One item of a toolbar. ViewGraph mounts toolbar content below the view it decorates,
/// so its buttons can be found and tapped.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View> {
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == Void {
    self.content = content()
  }

  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == String {
    self.content = content()
  }

}

extension ToolbarItem: ToolbarContent {
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItem: PrimitiveToolbarContent {
  var mountedView: AnyView { AnyView(content) }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View> {
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

}

extension ToolbarItemGroup: ToolbarContent {
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
  var mountedView: AnyView { AnyView(content) }
}

extension View {
  /// Adds toolbar items; ViewGraph mounts them so their controls can be driven.
  ///
  /// ```swift
  /// .toolbar { Button("Add") { add() } }
  /// ```
  nonisolated public func toolbar<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _AttachedContentModifier<Content>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .toolbar))
  }
}
