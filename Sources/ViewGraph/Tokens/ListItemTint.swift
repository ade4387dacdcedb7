/// The tint of a list row's icon and controls (recorded).
///
/// ```swift
/// Label("Inbox", systemImage: "tray").listItemTint(.monochrome)
/// ```
public struct ListItemTint: Sendable {
  let name: String

  /// A tint the system may override (in a sidebar, with the accent color).
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(name: "preferred(\(tint))") }
  /// A tint the system never overrides.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(name: "fixed(\(tint))") }
  /// A tint in the system's monochrome color.
  public static let monochrome = ListItemTint(name: "monochrome")
}

extension View {
  /// Tints this list row's icon and controls (recorded).
  ///
  /// ```swift
  /// NavigationLink(value: city) { Label(city.name, systemImage: "building.2") }
  ///   .listItemTint(.fixed(.orange))
  /// ```
  nonisolated public func listItemTint(_ tint: ListItemTint?) -> ModifiedContent<Self, _StyleModifier> {
    style("listItemTint", tint?.name as Any)
  }

  /// Tints this list row's icon and controls with a color, as `.preferred(tint)` does
  /// (recorded).
  ///
  /// ```swift
  /// Label("Cities", systemImage: "building.2").listItemTint(.secondary)
  /// ```
  nonisolated public func listItemTint(_ tint: Color?) -> ModifiedContent<Self, _StyleModifier> {
    style("listItemTint", tint as Any)
  }
}
