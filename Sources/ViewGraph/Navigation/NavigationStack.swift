/// A stack of views: a root, and the views pushed on it by `NavigationLink`s, in order.
/// Each pushed view is its own identity; popping tears it down.
///
/// ```swift
/// NavigationStack {
///   List(books) { book in NavigationLink(book.title, value: book) }
///     .navigationDestination(for: Book.self) { BookDetail(book: $0) }
/// }
/// ```
public struct NavigationStack<Data, Root: View> {
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

}

extension NavigationStack: View {
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
    // On iOS a navigation stack provides edit mode to its screens unless one is set above
    // (S97): an EditButton in its toolbar toggles it.
    let editMode = visitor.node.environment.editMode ?? model.editModeBinding
    visitor.visit(root.modifier(_NavigationContext(model: model, editMode: editMode)), key: .content)
    _ = model.registrations
    _ = model.pushedViewRevision
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
          content: view.modifier(_NavigationContext(model: model, editMode: editMode)),
          dismiss: DismissAction { [weak model] in model?.pop(from: depth) }, buttonsDismiss: false),
        // A pushed view's identity is its depth and its path element (S96): replacing an
        // element pushes a new view, with fresh state, in place of the old one.
        key: .attached(.pushed(PathElement(depth: depth, entry))))
    }
  }
}

extension NavigationStack: ScreenContainer, LifecycleObservingView {
  /// A screen is hidden under the ones pushed above it: the root while anything is pushed,
  /// a pushed screen while a deeper one is (S237).
  func hides(pathChild child: Node, tab: Node?, in node: Node) -> Bool {
    guard let model = node.modifierState as? NavigationModel else { return false }
    let depth = (model.path?.wrappedValue.count ?? 0) + model.entries.count
    switch child.component {
    case .content: return depth > 0
    case .attached(.pushed(let element)): return element.depth < depth - 1
    default: return false
    }
  }

  // A push or a pop changes which screen shows: the one covered disappears, the one
  // uncovered appears again (S237).
  func didEvaluate(in node: Node) { node.host.refreshScreenVisibility() }
}

/// What a navigation stack gives the screens it shows: itself, to push on, and edit mode.
public struct _NavigationContext {
  let model: NavigationModel
  let editMode: Binding<EditMode>
}

extension _NavigationContext: PrimitiveModifier {
  static var transformsEnvironment: Bool { true }
  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment.navigationModel = model
    environment.editMode = editMode
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _NavigationContext: ViewModifier {}
