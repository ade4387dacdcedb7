@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphSwiftData

/// What the ownership map says of SwiftData: which view owns a container, which views borrow
/// its context, and what each `@Query` fetches through (S304).
///
/// ```
/// TripsScreen
///   .modelContainer(for: [Trip])
///     owns container: ModelContainer#1  (made once for this identity)
///     TripList
///       @Environment(\.modelContext) modelContext = ModelContext#1  (borrowed: the main context of ModelContainer#1, owned by TripsScreen's .modelContainer(for:))
///       @Query trips: [Trip] (2)  (fetched through ModelContext#1)
/// ```
@MainActor
struct ModelOwnership {
  /// Who owns each container the map's views hold, by the container's identity.
  private var owners: [ObjectIdentifier: String] = [:]

  /// Reads the owners from the map's views, outermost first: a view's `@State` (or
  /// `@StateObject`) holding a container, or the `.modelContainer(for:)` that made one.
  init(views: [Node], enclosingView: (Int) -> Node?) {
    for (index, node) in views.enumerated() {
      if let host = node.value as? any ModelContainerOwning, let container = host.ownedContainer {
        let site = enclosingView(index).map { "\($0.typeName)'s .modelContainer(for:)" }
        if owners[ObjectIdentifier(container)] == nil {
          owners[ObjectIdentifier(container)] = site ?? ".modelContainer(for:) at the root"
        }
      }
      for property in node.properties {
        guard case .state(let value) = property.ownership, let container = value as? ModelContainer,
          owners[ObjectIdentifier(container)] == nil
        else { continue }
        owners[ObjectIdentifier(container)] = "\(node.typeName).\(property.name)"
      }
    }
  }

  /// The map's name of a view SwiftData's `.modelContainer` put in the tree, nil for any other.
  static func viewName(of node: Node) -> String? {
    if let host = node.value as? any ModelContainerOwning {
      return ".modelContainer(for: [\(host.modelTypeNames.joined(separator: ", "))])"
    }
    if node.value is any ModelContainerInstalling { return ".modelContainer(_:)" }
    return nil
  }

  /// The properties the map lists of a `.modelContainer(for:)` view: the one that keeps its
  /// container (its request is not the app's data); nil for any other view.
  static func keptProperties(of node: Node) -> [PropertyDescription]? {
    guard node.value is any ModelContainerOwning else { return nil }
    return node.properties.filter { property in
      if case .state = property.ownership { true } else { false }
    }
  }

  /// The lines of a `.modelContainer(for:)` view: the container it owns, in place of its
  /// bookkeeping; nil for any other view.
  static func ownerLines(of node: Node) -> [String]? {
    guard let host = node.value as? any ModelContainerOwning else { return nil }
    guard let container = host.ownedContainer else {
      return ["owns container: none yet  (made on first render)"]
    }
    return ["owns container: \(objectName(container))  (made once for this identity)"]
  }

  /// A property's line with what SwiftData adds: where a context comes from, what a query
  /// fetches; nil for a property that holds neither.
  func line(for property: PropertyDescription) -> String? {
    switch property.ownership {
    case .environment(let key, let value?):
      guard let context = value as? ModelContext else { return nil }
      return
        "@Environment(\(key)) \(property.name) = \(objectName(context))  (borrowed: \(origin(of: context)))"
    case .plain(let value):
      guard let query = value as? any QueryResultInspecting else { return nil }
      let type = Swift.type(of: query).elementTypeName
      guard let context = query.inspectedContext else {
        return "@Query \(property.name): [\(type)] (0)  (no context above: fetches nothing)"
      }
      let count = query.fetchedModels.count
      return "@Query \(property.name): [\(type)] (\(count))  (fetched through \(objectName(context)))"
    default:
      return nil
    }
  }

  /// Where a context comes from: its container, and who owns that.
  private func origin(of context: ModelContext) -> String {
    let container = context.container
    let kind = context === container.mainContext ? "the main context" : "a context"
    let owner = owners[ObjectIdentifier(container)].map { "owned by \($0)" } ?? "which no view here owns"
    return "\(kind) of \(objectName(container)), \(owner)"
  }
}
