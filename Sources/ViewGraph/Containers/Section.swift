/// A titled group of rows in a form or list.
///
/// ```swift
/// Section("Notifications") { Toggle("Push", isOn: $isOn) }
/// Section { rows } header: { Text("Header") } footer: { Text("Footer") }
/// ```
public struct Section<Parent: View, Content: View, Footer: View> {
  let header: Parent
  let content: Content
  let footer: Footer
  /// For a collapsible section: whether its content shows.
  var isExpanded: Binding<Bool>? = nil

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

}

extension Section: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section {
  /// The form before trailing-closure headers: header and footer as views.
  ///
  /// ```swift
  /// Section(header: Text("Account"), footer: Text("Signed in")) { Text(user.name) }
  /// ```
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }
}

extension Section where Footer == EmptyView {
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }

  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A collapsible section: its content is mounted while `isExpanded` is true, and tapping
  /// its header toggles it (S163).
  ///
  /// ```swift
  /// List { Section("Favorites", isExpanded: $showsFavorites) { ForEach(favorites) { Row($0) } } }
  /// ```
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
  {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    self.isExpanded = isExpanded
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    self.isExpanded = isExpanded
  }
}

extension Section where Footer == EmptyView {
  /// A collapsible section with a header view.
  ///
  /// ```swift
  /// Section(isExpanded: $showsRecent) { rows } header: { Label("Recent", systemImage: "clock") }
  /// ```
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
  ) {
    self.init(content: content, header: header, footer: { EmptyView() })
    self.isExpanded = isExpanded
  }
}

extension Section: PrimitiveView {
  // Reads a collapsible section's binding while visiting: expanding mounts the content.
  static var runsUserCode: Bool { true }

  func visitChildren(_ visitor: inout ChildVisitor) {
    if let isExpanded {
      // A collapsed section shows only its header, whose chevron toggles it, as SwiftUI's.
      let toggle = GestureActions(tap: { isExpanded.wrappedValue.toggle() })
      visitor.visit(GestureTarget(content: header, actions: toggle), key: .index(0))
      if isExpanded.wrappedValue { visitor.visit(content, key: .index(1)) }
    } else {
      visitor.visit(header, key: .index(0))
      visitor.visit(content, key: .index(1))
    }
    visitor.visit(footer, key: .index(2))
  }
}

extension Section {
  /// Whether a sidebar section can be collapsed (macOS; recorded): it is mounted either way.
  ///
  /// ```swift
  /// Section { rows } header: { Text("Library") }.collapsible(false)
  /// ```
  @MainActor public func collapsible(_ collapsible: Bool) -> ModifiedContent<Self, _StyleModifier> {
    style("collapsible", collapsible)
  }
}
