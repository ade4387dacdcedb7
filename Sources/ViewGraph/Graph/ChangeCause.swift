@_spi(SwiftUI) import Observation

/// Why a body ran, in the words SwiftUI's `Self._printChanges()` prints:
/// `Counter: _count changed.`, `Row: @self changed.`, `Feed: @dependencies changed.`,
/// `Detail: @identity changed.`, several joined with ", ".
///
/// Causes are collected only while someone records body evaluations (an inspection
/// `changes(during:)`), so ordinary updates pay nothing for them.
enum ChangeCause: Equatable {
  /// The parent passed a value that differs from the last (S37).
  case selfChanged
  /// A dynamic property of the view changed: its storage, its binding's source, its
  /// environment value, its observed object. The name is the underscored property name.
  case property(String)
  /// Written `@State` storage, resolved to a property name when the body runs.
  case state(StateStorageBase)
  /// Something the body read outside its own properties (an `@Observable` model's property).
  case dependencies
  /// An `@Observable` property the body read, named when the body runs: `Store.count`.
  case observed(AnyKeyPath)

  static func == (lhs: ChangeCause, rhs: ChangeCause) -> Bool {
    switch (lhs, rhs) {
    case (.selfChanged, .selfChanged), (.dependencies, .dependencies):
      true
    case (.property(let a), .property(let b)): a == b
    case (.observed(let a), .observed(let b)): a == b
    case (.state(let a), .state(let b)): a === b
    default: false
    }
  }
}

/// One body evaluation, with its causes, as `_printChanges()` would print it.
@_spi(Inspection)
public struct BodyEvaluation: Sendable, Equatable, CustomStringConvertible {
  /// The view type's name.
  public let view: String
  /// The name `_printChanges()` prints: the type's name with the types it is nested in,
  /// without its module (`Outer.Counter`, S235).
  public let printedName: String
  /// A first evaluation: `@self`, then, for a view with dynamic properties, `@identity`
  /// and every one of them (S234). Later: `@self`, then underscored property names, then
  /// `@dependencies`, in SwiftUI's order.
  public let causes: [String]
  /// False for ViewGraph's own views and an inspection tool's roots.
  public let isUserView: Bool
  /// For `@dependencies`: the `@Observable` properties that changed, `Store.count`.
  public let observed: [String]

  /// `ProfileSection: @self, _store changed.`
  public var description: String { "\(printedName): \(causes.joined(separator: ", ")) changed." }

  init(view: String, printedName: String, causes: [String], isUserView: Bool, observed: [String]) {
    self.view = view
    self.printedName = printedName
    self.causes = causes
    self.isUserView = isUserView
    self.observed = observed
  }
}

/// A type's name as SwiftUI's `_printChanges()` prints it: qualified by the types it is
/// nested in, without module names or the anonymous contexts of private and local types
/// (`Outer.Counter`, `Box<Int>.Row`) (S235).
func printedTypeName(_ type: Any.Type) -> String {
  // An app's node is named after the app, not the view that mounts it.
  if let represented = standInRepresentedType(type, named: _typeName(type, qualified: false)) {
    return printedTypeName(represented)
  }
  var name = String(reflecting: type)
  // `(unknown context at $10f2c1a40).`: a private or local type's context.
  while let start = name.range(of: "(unknown context at $") {
    guard let end = name[start.upperBound...].range(of: ").") else { break }
    name.removeSubrange(start.lowerBound..<end.upperBound)
  }
  // Every qualified name, at the start and in generic arguments, starts with its module.
  var result = ""
  var atNameStart = true
  var index = name.startIndex
  while index < name.endIndex {
    if atNameStart, let dot = name[index...].firstIndex(of: "."),
      !name[index..<dot].contains(where: { "<>, ".contains($0) })
    {
      index = name.index(after: dot)
      atNameStart = false
      continue
    }
    let character = name[index]
    result.append(character)
    atNameStart = character == "<" || character == " "
    index = name.index(after: index)
  }
  return result
}

/// The storage being written right now, so an invalidation it triggers synchronously can
/// name it. Main thread only: a write from another thread reaches the graph later, through
/// a task, and counts as `@dependencies`.
enum StateWriteContext {
  // Read and written only on the main thread (callers check `isOnMainActor()`).
  nonisolated(unsafe) static var current: StateStorageBase?
}

/// A `Binding`'s source, when it is (a path into) `@State` storage.
protocol StateRootedLocation {
  var rootState: StateStorageBase? { get }
}

extension ViewHost {
  /// Records every body evaluation `body` causes, with its causes, in order.
  @_spi(Inspection)
  public func recordingEvaluations(_ body: () -> Void) -> [BodyEvaluation] {
    let outer = evaluationLog
    evaluationLog = []
    defer { evaluationLog = outer }
    perform {
      body()
      update()
    }
    return evaluationLog ?? []
  }
}

extension Node {
  /// Notes why this node will evaluate, while causes are being recorded.
  func noteCause(_ cause: ChangeCause) {
    guard host.evaluationLog != nil, !pendingCauses.contains(cause) else { return }
    pendingCauses.append(cause)
  }

  /// The causes of the evaluation about to run, resolved to SwiftUI's words, and the
  /// `@Observable` properties behind `@dependencies`.
  func takeCauses(of view: Any, isFirstEvaluation: Bool) -> (causes: [String], observed: [String]) {
    defer { pendingCauses.removeAll() }
    if isFirstEvaluation { return (Self.firstEvaluationCauses(of: view), []) }
    var selfChanged = false
    var properties: [String] = []
    var observed: [String] = []
    var dependencies = false
    func add(_ name: String, to list: inout [String]) { if !list.contains(name) { list.append(name) } }
    for cause in pendingCauses {
      switch cause {
      case .selfChanged: selfChanged = true
      case .property(let name): add(name, to: &properties)
      case .state(let storage):
        if let name = propertyName(reading: storage, in: view) {
          add(name, to: &properties)
        } else {
          dependencies = true
        }
      case .dependencies: dependencies = true
      case .observed(let keyPath):
        dependencies = true
        add(KeyPathNaming.observedProperty(keyPath), to: &observed)
      }
    }
    var causes = (selfChanged ? ["@self"] : []) + properties
    if dependencies || causes.isEmpty { causes.append("@dependencies") }
    return (causes, observed)
  }

  /// What SwiftUI prints for a view's first body: `@self`, and for a view with dynamic
  /// properties `@identity` and each of them by its stored name (`_name`) (S234).
  private static func firstEvaluationCauses(of view: Any) -> [String] {
    let dynamic = Mirror(reflecting: view).children.compactMap { child in
      child.value is any DynamicProperty ? child.label : nil
    }
    return dynamic.isEmpty ? ["@self"] : ["@self", "@identity"] + dynamic
  }

  /// `_count` when this view owns the storage, `_isEnabled` when a binding of this view
  /// reads it; nil when the body read it some other way.
  private func propertyName(reading storage: StateStorageBase, in view: Any) -> String? {
    if storage.owner === self { return "_" + storage.name }
    for child in Mirror(reflecting: view).children {
      if let rooted = child.value as? any StateRootedLocation, rooted.rootState === storage {
        return child.label
      }
    }
    return nil
  }
}

// `.state` is made only on the main thread, from a write happening there; what crosses
// threads (an observed object's change from a background task) is a name.
extension ChangeCause: @unchecked Sendable {}
