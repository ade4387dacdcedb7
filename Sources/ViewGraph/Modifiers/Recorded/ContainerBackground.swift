/// Which container a container background is for (iOS 17): a widget, a navigation stack or
/// split view's column, or a tab view.
///
/// ```swift
/// Text("Blue").containerBackground(.blue.gradient, for: .navigation)
/// ```
public struct ContainerBackgroundPlacement: Sendable, Hashable {
  let name: String

  /// Inside a `NavigationStack` or a `NavigationSplitView`'s column (iOS 18).
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// Behind the columns of a `NavigationSplitView` (iOS 18).
  public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
  /// Inside a `TabView` (iOS 26).
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
  /// A widget's background (declared by WidgetKit on Apple platforms).
  public static let widget = ContainerBackgroundPlacement(name: "widget")
  /// A subscription store view's background (declared by StoreKit on Apple platforms).
  public static let subscriptionStore = ContainerBackgroundPlacement(name: "subscriptionStore")
  /// A subscription store view's background, the full height of the view (StoreKit's).
  public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement(
    name: "subscriptionStoreFullHeight")
  /// A subscription store view's header background (StoreKit's).
  public static let subscriptionStoreHeader = ContainerBackgroundPlacement(name: "subscriptionStoreHeader")
}

// Recorded: ViewGraph draws no backgrounds; the placement is kept by name.
extension View {
  /// Sets the background of the container `container` names with a view (recorded).
  ///
  /// ```swift
  /// content.containerBackground(for: .widget) { Color.teal }
  /// ```
  nonisolated public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("containerBackground", container.name)
  }

  /// Sets the background of the container `container` names with a style (recorded).
  ///
  /// ```swift
  /// Text("Red").containerBackground(.red.gradient, for: .navigation)
  /// ```
  nonisolated public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("containerBackground", container.name)
  }
}
