import Foundation

extension ModelContext {
  /// The models a descriptor asks for: filtered by its predicate, sorted by its sort
  /// descriptors (by insertion otherwise), then cut by its offset and limit.
  ///
  /// ```swift
  /// let recent = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.start, order: .reverse)]))
  /// ```
  ///
  /// - Parameter descriptor: What to fetch.
  /// - Returns: The models, in order.
  /// - Throws: What the predicate throws while it is evaluated.
  /// - Complexity: O(n log n) in the models of the type.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    changes.access()
    var models = candidates(T.self, includePendingChanges: descriptor.includePendingChanges)
    if let predicate = descriptor.predicate {
      models = try models.filter { try predicate.evaluate($0) }
    }
    models.sortAsStored(by: descriptor.sortBy)
    let offset = max(0, descriptor.fetchOffset ?? 0)
    models = Array(models.dropFirst(offset))
    if let limit = descriptor.fetchLimit { models = Array(models.prefix(max(0, limit))) }
    for model in models { register(model) }
    return models
  }

  /// How many models a descriptor would fetch.
  ///
  /// - Parameter descriptor: What to count.
  /// - Returns: The number of models ``fetch(_:)`` would return.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  /// The identifiers of the models a descriptor would fetch.
  ///
  /// - Parameter descriptor: What to fetch.
  /// - Returns: The models' identifiers, in order.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws
    -> [PersistentIdentifier]
  {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// The model this context holds with an identifier, if it holds one.
  ///
  /// - Parameter persistentModelID: The model's identifier.
  /// - Returns: The model, or nil when the context never registered it.
  public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
    registered.first { $0.persistentModelID == persistentModelID } as? T
  }

  /// The model with an identifier, from this context or its store.
  ///
  /// A model no context or store holds has nothing to return: as SwiftData's would on its
  /// first read, the call stops the program, saying which identifier was asked.
  ///
  /// - Parameter persistentModelID: The model's identifier.
  /// - Returns: The model.
  public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
    let known = registered + container.store.models
    guard let model = known.first(where: { $0.persistentModelID == persistentModelID }) else {
      fatalError(
        "ModelContext.model(for:) found no \(persistentModelID.entityName) with identifier "
          + "\(persistentModelID.id.key) in this context or its store.")
    }
    register(model)
    return model
  }

  /// The stored models of a type, and the unsaved inserts and deletes when asked.
  private func candidates<T: PersistentModel>(_ type: T.Type, includePendingChanges: Bool) -> [T] {
    let stored = container.store.models.compactMap { $0 as? T }
    guard includePendingChanges else { return stored }
    let pending = inserted.compactMap { $0 as? T }
    return (stored + pending).filter { model in !deleted.contains { $0 === model } }
  }
}
