/// What a `NavigationStack` identity has pushed, and the destinations views registered
/// with `navigationDestination(for:)`. Observable: pushing invalidates the stack.
@MainActor @Observable
final class NavigationModel {
  enum Entry: Hashable {
    case value(AnyHashable)
    case view(Int)
  }

  /// Pushed entries beyond the path binding (or all of them without one).
  var entries: [Entry] = []
  /// Bumped when a destination type is first registered, so the stack resolves again.
  var registrations = 0
  @ObservationIgnored var path: Binding<[AnyHashable]>?
  @ObservationIgnored var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
  @ObservationIgnored var pushedViews: [Int: AnyView] = [:]
  @ObservationIgnored var nextViewID = 0
  @ObservationIgnored var visits = 0

  func push(_ value: AnyHashable) {
    if let path {
      path.wrappedValue.append(value)
    } else {
      entries.append(.value(value))
    }
  }

  func push(view: AnyView) {
    pushedViews[nextViewID] = view
    entries.append(.view(nextViewID))
    nextViewID += 1
  }

  /// Removes the entry at `depth` and everything above it.
  func pop(from depth: Int) {
    let pathCount = path?.wrappedValue.count ?? 0
    if depth < pathCount {
      path?.wrappedValue.removeLast(pathCount - depth)
      entries.removeAll()
    } else if depth - pathCount < entries.count {
      entries.removeLast(entries.count - (depth - pathCount))
    }
  }

  func register<D: Hashable>(_ type: D.Type, _ build: @escaping (D) -> AnyView) {
    let isNew = destinations[ObjectIdentifier(type)] == nil
    destinations[ObjectIdentifier(type)] = { value in (value.base as? D).map(build) }
    if isNew { registrations += 1 }
  }

  func destination(for value: AnyHashable) -> AnyView? {
    destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }
}

private struct NavigationModelKey: EnvironmentKey {
  static let defaultValue: NavigationModel? = nil
}

extension EnvironmentValues {
  var navigationModel: NavigationModel? {
    get { self[NavigationModelKey.self] }
    set { self[NavigationModelKey.self] = newValue }
  }
}

/// A type-erased list of pushed values, as in SwiftUI.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(book)
/// ```
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  public init() { elements = [] }
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    var erased: [AnyHashable] = []
    for element in elements { erased.append(AnyHashable(element)) }
    self.elements = erased
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// A stack of views: a root, and the views pushed on it by `NavigationLink`s, in order.
/// Each pushed view is its own identity; popping tears it down.
///
/// ```swift
/// NavigationStack {
///   List(books) { book in NavigationLink(book.title, value: book) }
///     .navigationDestination(for: Book.self) { BookDetail(book: $0) }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: Binding<[AnyHashable]>?

  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = nil
  }

  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.path = Binding(
      get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
  }

  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable
  {
    self.root = root()
    self.path = Binding(
      get: {
        var erased: [AnyHashable] = []
        for element in path.wrappedValue { erased.append(AnyHashable(element)) }
        return erased
      },
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationStack: PrimitiveView {
  // Reads the path and the pushed entries while visiting.
  static var runsUserCode: Bool { true }

  func visitChildren(_ visitor: inout ChildVisitor) {
    let node = visitor.node
    let model = (node.modifierState as? NavigationModel) ?? NavigationModel()
    node.modifierState = model
    model.path = path
    model.visits += 1
    visitor.visit(root.environment(\.navigationModel, model), key: .content)
    _ = model.registrations
    let entries = (path?.wrappedValue.map(NavigationModel.Entry.value) ?? []) + model.entries
    for (depth, entry) in entries.enumerated() {
      let view: AnyView?
      switch entry {
      case .value(let value):
        view = model.destination(for: value)
        if view == nil && model.visits > 1 {
          RuntimeWarning.raise(
            .missingNavigationDestination,
            "A NavigationLink is presenting a value of type \(type(of: value.base)) but there is "
              + "no matching navigationDestination declaration visible from the location of "
              + "the link. The link cannot be activated.")
        }
      case .view(let id):
        view = model.pushedViews[id]
      }
      guard let view else { continue }
      visitor.visit(
        PresentedContent(
          content: view.environment(\.navigationModel, model),
          dismiss: DismissAction { model.pop(from: depth) }, buttonsDismiss: false),
        key: .attached(.pushed(depth: depth)))
    }
  }
}

/// A control that pushes a value or a view onto the enclosing `NavigationStack`.
///
/// ```swift
/// NavigationLink("Settings") { SettingsScreen() }
/// NavigationLink("Details", value: item)
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let title: String?
  let destination: Destination?
  let value: AnyHashable?

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.destination = destination()
    self.value = nil
  }

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    label = Text(titleKey)
    title = label.string
    self.destination = destination()
    value = nil
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    label = Text(title)
    self.title = label.string
    self.destination = destination()
    value = nil
  }
}

extension NavigationLink where Destination == Never {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.destination = nil
    if let value { self.value = AnyHashable(value) } else { self.value = nil }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    label = Text(titleKey)
    title = label.string
    destination = nil
    if let value { self.value = AnyHashable(value) } else { self.value = nil }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    label = Text(title)
    self.title = label.string
    destination = nil
    if let value { self.value = AnyHashable(value) } else { self.value = nil }
  }
}

extension NavigationLink: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? { Control(kind: .navigationLink, title: title) }

  func control(in environment: EnvironmentValues) -> Control? {
    let model = environment.navigationModel
    let value = value
    let destination: AnyView? = if let destination { AnyView(destination) } else { nil }
    return Control(
      kind: .navigationLink, title: title,
      action: {
        guard let model else {
          RuntimeWarning.raise(
            .navigationLinkOutsideStack,
            "A NavigationLink was activated outside a NavigationStack; nothing is pushed.")
          return
        }
        if let value { model.push(value) }
        if let destination { model.push(view: destination) }
      })
  }
}

/// Registers the view a `NavigationStack` pushes for values of one type.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier {
  let build: (D) -> Destination
}

extension _NavigationDestinationModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    let build = build
    node.environment.navigationModel?.register(D.self) { AnyView(build($0)) }
  }
}

extension View {
  /// The view to push for values of `data` presented by `NavigationLink(value:)`.
  ///
  /// ```swift
  /// .navigationDestination(for: Book.self) { book in BookDetail(book: book) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, _NavigationDestinationModifier<D, C>> {
    modifier(_NavigationDestinationModifier(build: destination))
  }

  /// Pushes `destination` while `isPresented` is true.
  ///
  /// ```swift
  /// .navigationDestination(isPresented: $showsDetail) { Detail() }
  /// ```
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
  ) -> ModifiedContent<Self, _PresentationModifier<V>> {
    present(isPresented, nil, .navigationDestination, destination)
  }
}

/// Columns of navigation: a sidebar, an optional content column and a detail.
///
/// ```swift
/// NavigationSplitView { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }
}

extension NavigationSplitView: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(sidebar, key: .index(0))
    visitor.visit(content, key: .index(1))
    visitor.visit(detail, key: .index(2))
  }
}

/// Tabs of content. ViewGraph mounts every tab, so each keeps its state, as SwiftUI keeps
/// a visited tab's state.
///
/// ```swift
/// TabView(selection: $tab) {
///   Inbox().tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox)
///   Settings().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension TabView: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
}

/// The label of a tab, mounted beside the tab's content so its title can be found.
public struct _TabItemModifier<Label: View>: ViewModifier {
  let label: Label
}

extension _TabItemModifier: PrimitiveModifier {
  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    visitor.visit(content, key: .content)
    visitor.visit(label, key: .attached(.tabItem))
  }
}

extension View {
  /// The label of this view's tab in a `TabView`.
  ///
  /// ```swift
  /// Inbox().tabItem { Label("Inbox", systemImage: "tray") }
  /// ```
  public func tabItem<V: View>(
    @ViewBuilder _ label: () -> V
  ) -> ModifiedContent<Self, _TabItemModifier<V>> {
    modifier(_TabItemModifier(label: label()))
  }
}
