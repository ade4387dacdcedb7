/// The navigation container before `NavigationStack` (deprecated in SwiftUI, still in most
/// apps). ViewGraph mounts its content as a `NavigationStack` root, so `NavigationLink`
/// destinations push as they do there.
///
/// ```swift
/// NavigationView {
///   List(items) { NavigationLink($0.name, destination: DetailView(item: $0)) }
///     .navigationBarTitle("Items")
/// }
/// .navigationViewStyle(.stack)
/// ```
public struct NavigationView<Content: View> {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension NavigationView: View {
  public var body: NavigationStack<NavigationPath, Content> { NavigationStack { content } }
}

extension NavigationView: BuiltInCompositeView {}

/// A navigation view's style (recorded).
public protocol NavigationViewStyle: _RecordedStyle {}

public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
  public var _styleName: String { "stack" }
}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
  public var _styleName: String { "columns" }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
  /// Gives navigation views a style (recorded).
  nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("navigationViewStyle", style._styleName)
  }
}
