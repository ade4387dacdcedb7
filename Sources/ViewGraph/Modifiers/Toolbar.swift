/// Where a toolbar item sits (type-checks; not laid out).
public struct ToolbarItemPlacement: Sendable, Hashable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// One item of a toolbar. ViewGraph mounts toolbar content below the view it decorates,
/// so its buttons can be found and tapped.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: View {
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == Void {
    self.content = content()
  }

  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == String {
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItem: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: View {
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItemGroup: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
}

/// Mounts extra content beside the modified view: toolbar items, a background or overlay
/// view, a search field.
public struct _AttachedContentModifier<Attached: View>: ViewModifier {
  let attached: Attached
  let slot: AttachmentSlot
}

extension _AttachedContentModifier: PrimitiveModifier {
  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    visitor.visit(content, key: .content)
    visitor.visit(attached, key: .attached(slot))
  }
}

extension View {
  /// Adds toolbar items; ViewGraph mounts them so their controls can be driven.
  ///
  /// ```swift
  /// .toolbar { Button("Add") { add() } }
  /// ```
  public func toolbar<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _AttachedContentModifier<Content>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .toolbar))
  }

  /// Layers a view behind this one; it is mounted.
  ///
  /// ```swift
  /// .background { RoundedRectangle(cornerRadius: 8).fill(.gray) }
  /// ```
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _AttachedContentModifier<V>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .background))
  }

  /// Layers a view behind this one; it is mounted.
  @_disfavoredOverload
  public func background<V: View>(
    _ view: V, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _AttachedContentModifier<V>> {
    modifier(_AttachedContentModifier(attached: view, slot: .background))
  }

  /// Fills the space behind this view with a style (recorded, not drawn).
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("background", style)
  }

  /// Layers a view in front of this one; it is mounted.
  ///
  /// ```swift
  /// .overlay(alignment: .topTrailing) { Badge(count: unread) }
  /// ```
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _AttachedContentModifier<V>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .overlay))
  }

  /// Layers a view in front of this one; it is mounted.
  @_disfavoredOverload
  public func overlay<V: View>(
    _ view: V, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _AttachedContentModifier<V>> {
    modifier(_AttachedContentModifier(attached: view, slot: .overlay))
  }

  /// Fills the space in front of this view with a style (recorded, not drawn).
  public func overlay<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("overlay", style)
  }

  /// Adds a search field bound to `text`; it is mounted as a `TextField` titled by the
  /// prompt ("Search" by default), so a test can type into it.
  ///
  /// ```swift
  /// .searchable(text: $query, prompt: "Find a book")
  /// ```
  public func searchable(
    text: Binding<String>, prompt: LocalizedStringKey? = nil
  ) -> ModifiedContent<Self, _AttachedContentModifier<TextField<Text>>> {
    modifier(
      _AttachedContentModifier(
        attached: TextField(prompt ?? "Search", text: text), slot: .search))
  }
}
