/// A tab of a `TabView` (the iOS 18 form): its content, its label, and the selection value
/// that shows it.
///
/// ViewGraph mounts every tab, as it does `.tabItem` tabs, so each keeps its state; the
/// label is mounted as the tab item and the value is the tab's tag.
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Inbox", systemImage: "tray", value: .inbox) { InboxScreen() }
///   Tab("Settings", systemImage: "gear", value: .settings) { SettingsScreen() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View> {
  let value: Value?
  let content: Content
  let label: Label

  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = value
    self.content = content()
    self.label = label()
  }
}

extension Tab where Label == ViewGraph.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) { ViewGraph.Label(titleKey, systemImage: systemImage) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) { ViewGraph.Label(title, systemImage: systemImage) }
  }

  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: systemImage, value: value, content: content)
  }
}

extension Tab where Value == Never, Label == ViewGraph.Label<Text, Image> {
  /// A tab with no selection value, in a `TabView` without a selection.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.content = content()
    self.label = ViewGraph.Label(titleKey, systemImage: systemImage)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.content = content()
    self.label = ViewGraph.Label(title, systemImage: systemImage)
  }
}

extension Tab where Value == Never, Label == ViewGraph.Label<Text, Image> {
  /// A tab with no selection value and a special role, such as `.search`.
  ///
  /// ```swift
  /// Tab("Search", systemImage: "magnifyingglass", role: .search) { SearchScreen() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: systemImage, content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.init(title, systemImage: systemImage, content: content)
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab whose label comes from its role: `Tab(role: .search)` is labelled "Search".
  ///
  /// ```swift
  /// Tab(role: .search) { SearchScreen() }
  /// ```
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.content = content()
    self.label = DefaultTabLabel(role: role)
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A selectable tab whose label comes from its role.
  ///
  /// ```swift
  /// Tab(value: .search, role: .search) { SearchScreen() }
  /// ```
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.value = value
    self.content = content()
    self.label = DefaultTabLabel(role: role)
  }
}

extension Tab where Value == Never, Label == EmptyView {
  /// A tab with an empty label.
  ///
  /// ```swift
  /// Tab { WelcomeScreen() }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.value = nil
    self.content = content()
    self.label = EmptyView()
  }
}

extension Tab where Label == EmptyView {
  /// A selectable tab with an empty label.
  ///
  /// ```swift
  /// Tab(value: Page.welcome) { WelcomeScreen() }
  /// ```
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.value = value
    self.content = content()
    self.label = EmptyView()
  }
}

/// The label a tab or tab section gets from its role (`Tab(role: .search)` shows "Search").
///
/// ```swift
/// Tab(role: .search) { SearchScreen() }
/// ```
public struct DefaultTabLabel {
  let role: TabRole?
}

extension DefaultTabLabel: View {
  public var body: some View {
    if role == .search {
      ViewGraph.Label("Search", systemImage: "magnifyingglass")
    }
  }
}

extension DefaultTabLabel: BuiltInCompositeView {}

extension Tab: View {
  // Tagged only with a value: a tag's type must be the selection's.
  @ViewBuilder public var body: some View {
    if let value {
      content.tabItem { label }.tag(value)
    } else {
      content.tabItem { label }
    }
  }
}

extension Tab: BuiltInCompositeView {}

/// A tab's special role (`.search`); recorded.
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The tab that searches the app's content.
  public static let search = TabRole(name: "search")
}

/// Builds a `TabView`'s tabs; each `Tab`'s value takes the selection's type, so
/// `value: .inbox` needs no type name.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
  public static func buildExpression<Content: View, Label: View>(
    _ tab: Tab<SelectionValue, Content, Label>
  ) -> Tab<SelectionValue, Content, Label> { tab }

  /// A tab with modifiers (`.badge(3)`), whose value still takes the selection's type.
  public static func buildExpression<Content: View, Label: View, Modifier>(
    _ tab: ModifiedContent<Tab<SelectionValue, Content, Label>, Modifier>
  ) -> ModifiedContent<Tab<SelectionValue, Content, Label>, Modifier> { tab }

  public static func buildExpression<Content: View, Label: View, Inner, Modifier>(
    _ tab: ModifiedContent<ModifiedContent<Tab<SelectionValue, Content, Label>, Inner>, Modifier>
  ) -> ModifiedContent<ModifiedContent<Tab<SelectionValue, Content, Label>, Inner>, Modifier> { tab }

  /// A section of tabs, whose tabs' values take the selection's type too.
  public static func buildExpression<Header: View, Tabs: View, Footer: View>(
    _ section: TabSection<Header, _TabContent<SelectionValue, Tabs>, Footer>
  ) -> TabSection<Header, _TabContent<SelectionValue, Tabs>, Footer> { section }

  public static func buildExpression<Header: View, Tabs: View, Footer: View, Modifier>(
    _ section: ModifiedContent<TabSection<Header, _TabContent<SelectionValue, Tabs>, Footer>, Modifier>
  ) -> ModifiedContent<TabSection<Header, _TabContent<SelectionValue, Tabs>, Footer>, Modifier> { section }

  /// Any other tab content: a `ForEach` of tabs, a section of other content.
  @_disfavoredOverload
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// The tabs, carrying the selection's type, so a `TabSection` infers its tabs' values
  /// from the tab view's selection.
  public static func buildFinalResult<Content: View>(_ content: Content) -> _TabContent<
    SelectionValue, Content
  > {
    _TabContent(content: content)
  }

  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    ViewBuilder.buildBlock(repeat each content)
  }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    ViewBuilder.buildEither(first: first)
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    ViewBuilder.buildEither(second: second)
  }
}

extension TabView {
  /// Tabs declared with `Tab`, selected through `selection`.
  public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.init(selection: Optional(selection), content: content)
  }
}

/// What a `TabContentBuilder` builds: the tabs, typed by the selection they are chosen by.
public struct _TabContent<SelectionValue: Hashable, Content: View> {
  let content: Content
}

extension _TabContent: View {
  public var body: Content { content }
}

extension _TabContent: BuiltInCompositeView {}
