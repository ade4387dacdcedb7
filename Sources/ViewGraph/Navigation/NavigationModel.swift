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
