/// A titled group of tabs, shown as a section of the sidebar of a `.sidebarAdaptable` tab
/// view.
///
/// ViewGraph mounts the tabs of a section as it mounts every tab, so each keeps its state
/// and its buttons can be tapped (S161); the header is mounted before them.
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Home", systemImage: "house", value: Section.home) { Home() }
///   TabSection("Collections") {
///     Tab("Favorites", systemImage: "star", value: Section.favorites) { Favorites() }
///   }
/// }
/// ```
public struct TabSection<Header: View, Content: View, Footer: View> {
  let header: Header
  let content: Content
  let footer: Footer
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// A section titled with a localized key, whose tabs' values take the tab view's
  /// selection type (`value: .favorites`).
  public init<SelectionValue: Hashable, Tabs: View>(
    _ titleKey: LocalizedStringKey,
    @TabContentBuilder<SelectionValue> content: () -> _TabContent<SelectionValue, Tabs>
  ) where Content == _TabContent<SelectionValue, Tabs> {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }

  /// A section titled with a localized key, of any tab content.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content
  ) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }

  /// A section titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content
  ) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }
}

extension TabSection where Footer == EmptyView {
  /// A section with a header view.
  ///
  /// ```swift
  /// TabSection { Tab("Inbox", systemImage: "tray", value: 0) { Inbox() } } header: { Label("Mail", systemImage: "envelope") }
  /// ```
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
  /// A section without a title, whose tabs' values take the tab view's selection type.
  public init<SelectionValue: Hashable, Tabs: View>(
    @TabContentBuilder<SelectionValue> content: () -> _TabContent<SelectionValue, Tabs>
  ) where Content == _TabContent<SelectionValue, Tabs> {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }

  /// A section without a title, of any tab content.
  @_disfavoredOverload
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension TabSection: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension TabSection: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(header, key: .index(0))
    visitor.visit(content, key: .index(1))
    visitor.visit(footer, key: .index(2))
  }
}
