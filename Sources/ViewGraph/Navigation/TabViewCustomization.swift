/// The tabs a person moved, hid or reordered in a `.sidebarAdaptable` tab view; an app
/// keeps it in `@AppStorage` or `@SceneStorage`. ViewGraph mounts every tab whatever it
/// holds.
///
/// ```swift
/// @AppStorage("tabs") private var customization = TabViewCustomization()
/// TabView { … }.tabViewStyle(.sidebarAdaptable).tabViewCustomization($customization)
/// ```
public struct TabViewCustomization: Equatable, Codable, Sendable {
  /// No customization: every tab where the app declares it.
  public init() {}

  /// Clears the tabs' visibility changes.
  public mutating func resetVisibility() {}

  /// Clears the sections' tab order.
  public mutating func resetTabOrder() {}
}

extension View {
  /// The customization this tab view reads and writes (recorded).
  ///
  /// ```swift
  /// TabView { … }.tabViewCustomization($customization)
  /// ```
  public func tabViewCustomization(
    _ customization: Binding<TabViewCustomization>?
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("tabViewCustomization")
  }

  /// The id that keeps this tab's or section's customization across launches (recorded).
  ///
  /// ```swift
  /// Tab("Inbox", systemImage: "tray", value: .inbox) { Inbox() }.customizationID("inbox")
  /// ```
  public func customizationID(_ id: String) -> ModifiedContent<Self, _StyleModifier> {
    style("customizationID", id)
  }
}
