import Observation
@_spi(Inspection) import ViewGraph
import ViewGraphSwiftData

/// Mistake 3: the environment as a dumping ground — one value that carries the app's
/// state, read by views that each need a part of it.
///
/// Judged by what the value is, not by its size. Ambient context (a theme, a locale, a
/// router's path and its action, a container of services) holds little or no *mutable app
/// state*; the article's `var everything: AppCoordinator` holds the app. So the detector
/// takes an inventory of the state a value carries (``AppStateInventory``): the tracked
/// properties of an `@Observable` object, the `@Published` ones of an `ObservableObject`,
/// the same in every store the value holds, and a struct's fields. It does not count what
/// cannot change a reader: `let` constants, `@ObservationIgnored` fields, closures and
/// service objects. A struct's or a plain class's fields count one by one when they hold
/// data (`unreadCount`, `draftCount`), and once per type when they hold presentation values
/// (a palette of colours is one piece of a theme).
///
/// How the value is read decides which threshold applies:
/// - Through a key (`@Environment(\.everything)`), the value is ambient by construction,
///   so ``piecesOfAppState`` pieces of state are enough to call it app state.
/// - By type (`@Environment(AppCoordinator.self)`), sharing one observable model is what
///   SwiftUI recommends; it is a dumping ground only when it also holds
///   ``storesOfACoordinator`` other models — the coordinator holding the whole app.
struct EnvironmentDumpingGroundDetector: MistakeDetector {
  let mistake = OwnershipMistake.environmentDumpingGround

  /// Four independent pieces of mutable state. The ambient values in the screen catalog
  /// and the sample apps hold at most one (a locale, a theme) and the shared sign-in
  /// session three; the article's app-state struct holds four and its coordinator five.
  /// A six-field palette is three (its colours count once), a router one, a services
  /// container none (`EnvironmentDumpingGroundDetectorTests`).
  static let piecesOfAppState = 4
  /// Two stores: a model that holds other models composes the app rather than sharing
  /// one part of it.
  static let storesOfACoordinator = 2

  func findings(in context: AuditContext) -> [OwnershipAudit.Finding] {
    var reported: Set<String> = []
    var findings: [OwnershipAudit.Finding] = []
    for view in context.views {
      for property in view.properties {
        guard case .environment(let key, let value?) = property.ownership, !reported.contains(key),
          // SwiftUI itself puts a SwiftData context there (`.modelContainer`): the documented
          // way a view reaches the store, not app state dumped in the environment.
          !(value is ModelContext)
        else { continue }
        let inventory = AppStateInventory(of: value)
        let readByKey = key.hasPrefix("\\")
        let isAppState =
          inventory.pieces.count >= Self.piecesOfAppState
          && (readByKey || inventory.stores.count >= Self.storesOfACoordinator)
        guard isAppState else { continue }
        reported.insert(key)
        findings.append(
          finding(
            view, property.name, evidence: evidence(key, value, inventory, context.readers(of: key)),
            fix: Advice.keepTheEnvironmentAmbient))
      }
    }
    return findings
  }

  private func evidence(
    _ key: String, _ value: Any, _ inventory: AppStateInventory, _ readers: [Node]
  ) -> [String] {
    let readerList = "\(readers.count) reader(s): " + readers.map(\.typeName).joined(separator: ", ") + "."
    let pieces = inventory.pieces.joined(separator: ", ")
    guard type(of: value) is AnyClass else {
      return [
        "@Environment(\(key)) reads \(type(of: value)), a struct holding \(inventory.pieces.count) "
          + "pieces of app state: \(pieces).",
        "A change to any of them re-renders all " + readerList,
      ]
    }
    let stores =
      inventory.stores.isEmpty ? "" : "; the stores it holds: " + inventory.stores.joined(separator: ", ")
    let observable = value is any Observable || value is any ObservableObject
    return [
      "@Environment(\(key)) reads \(objectName(value as AnyObject)), which holds "
        + "\(inventory.pieces.count) pieces of app state: \(pieces)\(stores).",
      "It has " + readerList + " Each can reach and change all of it, and a test or preview of any "
        + "of them must build the whole app.",
    ]
      + (observable
        ? [] : ["It is a plain class: no reader re-renders when it changes; each shows what it read last."])
  }
}

/// The mutable app state a value carries, by path (`unreadCount`, `settings.displayName`),
/// and the model objects it holds on the way (`settings`).
///
/// ```swift
/// AppStateInventory(of: coordinator).pieces  // ["theme", "settings.displayName", …]
/// ```
struct AppStateInventory {
  /// Each piece of state a reader could depend on.
  private(set) var pieces: [String] = []
  /// The observable models the value holds, by path.
  private(set) var stores: [String] = []

  /// How deep into held models the inventory looks: a coordinator's stores and theirs.
  private static let maximumDepth = 3

  init(of value: Any) {
    var seen: Set<ObjectIdentifier> = []
    if Self.isModel(value) {
      takeObject(value as AnyObject, path: "", depth: 0, seen: &seen)
    } else if type(of: value) is AnyClass || Mirror(reflecting: value).displayStyle == .struct {
      // A plain class is read as a struct is: nothing tells its `var`s from its `let`s, and a
      // class of mutable app state behind a key is the article's coordinator without
      // Observation.
      takeFields(of: value, seen: &seen)
    }
  }

  /// A struct's or a plain class's fields: each field of data counts (`unreadCount`,
  /// `draftCount`), and fields of one presentation type together (`primary/accent`: a
  /// palette's colours are one piece of a theme).
  private mutating func takeFields(of value: Any, seen: inout Set<ObjectIdentifier>) {
    var groups: [(type: String, names: [String])] = []
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
      for child in current.children {
        guard let label = child.label else { continue }
        let field = Self.unwrapped(child.value)
        if Self.isModel(field) {
          stores.append(label)
          takeObject(field as AnyObject, path: label + ".", depth: 1, seen: &seen)
        } else if !Self.isService(field) {
          let typeName = Self.isData(field) ? label : "\(type(of: field))"
          if let index = groups.firstIndex(where: { $0.type == typeName }) {
            groups[index].names.append(label)
          } else {
            groups.append((typeName, [label]))
          }
        }
      }
      mirror = current.superclassMirror
    }
    pieces += groups.map { $0.names.joined(separator: "/") }
  }

  /// Whether a field holds the app's data (a count, a name, a flag, a list), each a piece
  /// of its own however many fields share its type, rather than a presentation value
  /// (`Color`, `Font`, a length) that a palette repeats.
  private static func isData(_ value: Any) -> Bool {
    let qualified = String(reflecting: type(of: value))
    if qualified.hasSuffix(".CGFloat") { return false }
    return ["Swift.", "Foundation.", "FoundationEssentials."].contains { qualified.hasPrefix($0) }
  }

  /// An object: its tracked or published properties, and the state of the models it holds.
  private mutating func takeObject(
    _ object: AnyObject, path: String, depth: Int, seen: inout Set<ObjectIdentifier>
  ) {
    guard depth < Self.maximumDepth, seen.insert(ObjectIdentifier(object)).inserted else { return }
    let observable = object is any Observable
    let published = object is any ObservableObject
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        guard let label = child.label, !label.hasPrefix("_$") else { continue }
        let field = Self.unwrapped(child.value)
        // @Observable stores a tracked property as `_name`; @Published wraps its value.
        let isTracked = observable && label.hasPrefix("_")
        let isPublished = published && "\(type(of: child.value))".hasPrefix("Published<")
        let name = path + (isTracked || isPublished ? String(label.dropFirst()) : label)
        if Self.isModel(field) {
          stores.append(name)
          takeObject(field as AnyObject, path: name + ".", depth: depth + 1, seen: &seen)
        } else if isTracked || isPublished {
          pieces.append(name)
        }
      }
      mirror = current.superclassMirror
    }
  }

  /// An object readers can observe: an `@Observable` or an `ObservableObject`.
  private static func isModel(_ value: Any) -> Bool {
    type(of: value) is AnyClass && (value is any Observable || value is any ObservableObject)
  }

  /// What a reader cannot depend on: a closure, an object that notifies nobody, or a
  /// struct made only of those (an API client of closures).
  private static func isService(_ value: Any, depth: Int = 0) -> Bool {
    if "\(type(of: value))".contains("->") { return true }
    if type(of: value) is AnyClass { return !isModel(value) }
    let mirror = Mirror(reflecting: value)
    guard depth < 2, mirror.displayStyle == .struct, !mirror.children.isEmpty else { return false }
    return mirror.children.allSatisfy { isService(unwrapped($0.value), depth: depth + 1) }
  }

  /// The value inside an optional, or the value itself.
  private static func unwrapped(_ value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map { unwrapped($0.value) } ?? value
  }
}
