/// A primitive view that mounts one content view below it; stacks, lists and forms differ
/// only in layout, which ViewGraph does not model.
@MainActor
protocol ContentContainer: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
}

extension ContentContainer {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
}

/// Arranges views vertically. ViewGraph keeps the children and their identities; layout
/// arguments type-check and are ignored.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 8) { Text("Title"); Text("Subtitle") }
/// ```
public struct VStack<Content: View>: View, ContentContainer {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
}

/// Arranges views horizontally.
///
/// ```swift
/// HStack { Text("Name"); Spacer(); Text(name) }
/// ```
public struct HStack<Content: View>: View, ContentContainer {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
}

/// Overlays views.
///
/// ```swift
/// ZStack { Color.black; Text("On top") }
/// ```
public struct ZStack<Content: View>: View, ContentContainer {
  let alignment: Alignment
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
}

/// A vertical stack that SwiftUI builds lazily; ViewGraph mounts every child.
///
/// ```swift
/// LazyVStack { ForEach(items) { Row(item: $0) } }
/// ```
public struct LazyVStack<Content: View>: View, ContentContainer {
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
}

/// A horizontal stack that SwiftUI builds lazily; ViewGraph mounts every child.
///
/// ```swift
/// LazyHStack { ForEach(tags, id: \.self) { Text($0) } }
/// ```
public struct LazyHStack<Content: View>: View, ContentContainer {
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
}

/// Views that stay pinned in a lazy stack (ignored by ViewGraph).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A scrollable region.
///
/// ```swift
/// ScrollView { VStack { ForEach(items) { Row(item: $0) } } }
/// ```
public struct ScrollView<Content: View>: View, ContentContainer {
  let content: Content
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
  {
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
}

extension Axis {
  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// A container for grouped controls, as in a settings screen.
///
/// ```swift
/// Form { Section("Profile") { TextField("Name", text: $name) } }
/// ```
public struct Form<Content: View>: View, ContentContainer {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody(Self.self) }
}

/// A list of rows.
///
/// ```swift
/// List { ForEach(items) { Text($0.name) } }
/// List(items) { item in Text(item.name) }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, ContentContainer {
  let content: Content
  let selection: Binding<SelectionValue?>?

  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
    self.selection = nil
  }

  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
  {
    self.content = ForEach(data, content: rowContent)
    self.selection = nil
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = nil
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = selection
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// A titled group of rows in a form or list.
///
/// ```swift
/// Section("Notifications") { Toggle("Push", isOn: $isOn) }
/// Section { rows } header: { Text("Header") } footer: { Text("Footer") }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

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

extension Section: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(header, key: .index(0))
    visitor.visit(content, key: .index(1))
    visitor.visit(footer, key: .index(2))
  }
}

/// Groups views without layout; modifiers applied to it apply to each.
///
/// ```swift
/// Group { if isLoading { ProgressView() } else { content } }
/// ```
public struct Group<Content: View>: View, ContentContainer {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody(Self.self) }
}

/// Flexible space in a stack (nothing to mount).
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: View, Equatable, Sendable {
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}

/// A separator line (nothing to mount).
///
/// ```swift
/// VStack { Text("Above"); Divider(); Text("Below") }
/// ```
public struct Divider: View, Equatable, Sendable {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

extension Divider: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}

/// Alignment of views in a stack (layout is not modelled; these type-check).
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}

public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
