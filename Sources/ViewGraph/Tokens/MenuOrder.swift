/// The order a menu lists its items in.
///
/// ```swift
/// Menu("Sort") { sortButtons }.menuOrder(.fixed)
/// ```
public struct MenuOrder: Equatable, Hashable, Sendable {
  let name: String

  /// The system chooses: on iOS, the first item nearest where the menu was opened.
  public static let automatic = MenuOrder(name: "automatic")
  /// The first items nearest the menu's source, reordered by placement.
  public static let priority = MenuOrder(name: "priority")
  /// The items in the order they are written, top to bottom.
  public static let fixed = MenuOrder(name: "fixed")
}

extension View {
  /// The order menus below list their items in: recorded, and written to `\.menuOrder`
  /// (S140).
  ///
  /// ```swift
  /// Menu("Sort") { sortButtons }.menuOrder(.fixed)
  /// ```
  nonisolated public func menuOrder(_ order: MenuOrder) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<MenuOrder>
  > {
    environmentStyle("menuOrder", \.menuOrder, order, order.name)
  }
}
