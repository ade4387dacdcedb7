import Foundation
import ViewGraph

/// Holds the store a schema's models are saved in, and the main context that reads and
/// writes them.
///
/// ```swift
/// let container = try ModelContainer(
///   for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// container.mainContext.insert(Trip(name: "Rome"))
/// ```
public final class ModelContainer: Hashable, @unchecked Sendable {
  /// The model types the container stores.
  public let schema: Schema
  /// How the container keeps its models.
  public let configurations: Set<ModelConfiguration>
  /// How a store moves between schema versions (not modelled here).
  public let migrationPlan: (any SchemaMigrationPlan.Type)?
  let store: ModelStore
  private let contextLock = NSLock()
  nonisolated(unsafe) private var main: ModelContext?

  /// Creates a container for a schema.
  ///
  /// - Parameters:
  ///   - givenSchema: The model types the container stores.
  ///   - migrationPlan: How the store moves between versions; migrations are not modelled, so
  ///     a plan records a warning.
  ///   - configurations: How the container keeps its models; the first is used.
  public init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: [ModelConfiguration]
  ) throws {
    let configuration = configurations.first ?? ModelConfiguration()
    schema = givenSchema
    self.configurations = Set(configurations.isEmpty ? [configuration] : configurations)
    self.migrationPlan = migrationPlan
    store = ModelStore.opening(configuration)
    if !configuration.isStoredInMemoryOnly { store.relaunch() }
    if let migrationPlan {
      RuntimeWarning.raise(
        .swiftDataFeatureNotModelled,
        "ModelContainer was given the migration plan \(migrationPlan); migrations are not modelled here, "
          + "so the store keeps the models as they are.")
    }
    if let cloudKit = configuration.cloudKitContainerIdentifier {
      RuntimeWarning.raise(
        .swiftDataFeatureNotModelled,
        "ModelConfiguration names the CloudKit database '\(cloudKit)'; sync is not modelled here, "
          + "so nothing is sent or received.")
    }
  }

  /// Creates a container for a schema, as Apple declares it (`migrationPlan` defaults to nil,
  /// so Grocy's `ModelContainer(for: schema, migrationPlan: .none, configurations: config)`
  /// compiles).
  ///
  /// - Parameters:
  ///   - givenSchema: The model types the container stores.
  ///   - migrationPlan: How the store moves between versions; a plan records a warning.
  ///   - configurations: How the container keeps its models.
  public convenience init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
  }

  /// Creates a container for model types.
  ///
  /// - Parameters:
  ///   - forTypes: The model types the container stores.
  ///   - migrationPlan: How the store moves between versions; a plan records a warning.
  ///   - configurations: How the container keeps its models.
  public convenience init(
    for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
  }

  /// The context bound to the main actor, which views' `@Query` and `\.modelContext` use.
  @MainActor public var mainContext: ModelContext {
    contextLock.lock()
    defer { contextLock.unlock() }
    if let main { return main }
    let context = ModelContext(self)
    context.autosaveEnabled = true
    main = context
    return context
  }

  /// Removes every model from the store.
  public func deleteAllData() {
    store.removeAll()
  }

  public static func == (lhs: ModelContainer, rhs: ModelContainer) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
