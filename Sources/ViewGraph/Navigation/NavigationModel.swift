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
  /// The edit mode the stack provides to its screens when none is set above it (S97).
  var editMode = EditMode.inactive
  /// A binding to ``editMode``, made once so that the environment value stays the same.
  @ObservationIgnored private(set) lazy var editModeBinding = Binding<EditMode>(
    get: { [unowned self] in self.editMode }, set: { [unowned self] in self.editMode = $0 })

  func push(_ value: AnyHashable) {
    if let path {
      path.wrappedValue.append(value)
    } else {
      entries.append(.value(value))
    }
  }

  /// Bumped when a link replaces the view it pushed, so the stack hands it on (S230).
  var pushedViewRevision = 0

  @discardableResult
  func push(view: AnyView) -> Int {
    pushedViews[nextViewID] = view
    entries.append(.view(nextViewID))
    nextViewID += 1
    return nextViewID - 1
  }

  /// Replaces the view pushed as `id` while it is on the stack; false once it was popped.
  func replacePushedView(_ id: Int, with view: AnyView) -> Bool {
    guard entries.contains(.view(id)), pushedViews[id] != nil else { return false }
    pushedViews[id] = view
    pushedViewRevision += 1
    return true
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
    // A popped view is gone for good (a link pushes a new one): keeping it would keep what
    // its environment holds, the screen's models included, for the stack's life.
    let shown = Set(entries.compactMap { if case .view(let id) = $0 { id } else { nil } })
    pushedViews = pushedViews.filter { shown.contains($0.key) }
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
  static let defaultValue = WeakNavigationModel()
}

/// The stack's model as its screens' environment holds it: weakly. A pushed view kept by
/// the model (``NavigationModel/pushedViews``) keeps the environment it read, and a strong
/// reference there would be a cycle that outlives the stack (found by LeakSanitizer).
struct WeakNavigationModel: Equatable {
  weak var model: NavigationModel?

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.model === rhs.model }
}

extension EnvironmentValues {
  var navigationModel: NavigationModel? {
    get { self[NavigationModelKey.self].model }
    set { self[NavigationModelKey.self] = WeakNavigationModel(model: newValue) }
  }
}
