import Foundation
import ViewGraph

/// Reads and writes one container's models: inserts, deletes and changes wait in the context
/// until ``save()``, and fetches see them (unless a descriptor says otherwise).
///
/// Every context of one container hands out the same model instances here (in SwiftData each
/// context has its own copies).
///
/// ```swift
/// let context = container.mainContext
/// context.insert(Trip(name: "Rome"))
/// try context.save()
/// let trips = try context.fetch(FetchDescriptor<Trip>())
/// ```
public final class ModelContext: Hashable {
  /// Posted before a context saves.
  public static let willSave = Notification.Name("ModelContext.willSave")
  /// Posted after a context saved.
  public static let didSave = Notification.Name("ModelContext.didSave")

  /// The container whose store the context reads and writes.
  public let container: ModelContainer
  /// Whether the context saves its changes without being asked. Here it saves them when a
  /// new container opens the same store (an app's relaunch); fetches see unsaved changes
  /// either way.
  public var autosaveEnabled: Bool
  /// Records the context's changes for undo; changes are not registered with it here.
  public var undoManager: UndoManager?

  private(set) var registered: [any PersistentModel] = []
  var inserted: [any PersistentModel] = []
  var deleted: [any PersistentModel] = []
  let changes = ContextChanges()

  /// Creates a context for a container.
  ///
  /// - Parameter container: The container whose store the context reads and writes.
  public init(_ container: ModelContainer) {
    self.container = container
    self.autosaveEnabled = false
    container.store.attach(self)
  }

  /// Whether the context holds inserts, deletes or changes it has not saved.
  public var hasChanges: Bool {
    changes.access()
    return !inserted.isEmpty || !deleted.isEmpty || registered.contains { $0.hasChanges }
  }

  /// The models inserted since the last save.
  public var insertedModelsArray: [any PersistentModel] { inserted }
  /// The saved models changed since the last save.
  public var changedModelsArray: [any PersistentModel] {
    registered.filter { model in model.hasChanges && !isPending(model) }
  }
  /// The models deleted since the last save.
  public var deletedModelsArray: [any PersistentModel] { deleted }

  /// Adds a model to the context; its related models come along. A model whose unique
  /// attributes match a model already stored updates that model instead (an upsert).
  ///
  /// - Parameter model: The model to insert.
  public func insert<T: PersistentModel>(_ model: T) {
    if let owner = model.modelContext {
      if owner === self { return }
      if owner.container !== container {
        RuntimeWarning.raise(
          .modelInsertedInAnotherContainer,
          "Illegal attempt to insert a \(T.self) into a context of another container than its own: "
            + "the model stays in the context it was inserted into.")
        return
      }
    }
    if let existing = uniqueMatch(for: model) {
      existing.__restore(model.__snapshot())
      existing.__persistence.didChange(existing)
      return
    }
    register(model)
    inserted.append(model)
    model.__persistence.hasChanges = true
    model.__persistence.isDeleted = false
    insertRelated(of: model)
    changes.bump()
  }

  /// Called by a model's setter: fetches see the change, and related models it gained join
  /// the context.
  func modelDidChange<T: PersistentModel>(_ model: T) {
    insertRelated(of: model)
    changes.bump()
    // The other contexts holding the instance see the change too (S269), so their queries
    // fetch again.
    for other in container.store.attachedContexts where other !== self && other.holds(model) {
      other.changes.bump()
    }
  }

  /// Holds `model` from now on. A model keeps the context that first held it (S303): a
  /// second context's fetch does not take it over.
  func register(_ model: any PersistentModel) {
    guard !holds(model) else { return }
    registered.append(model)
    if model.__persistence.context == nil { model.__persistence.context = self }
  }

  func holds(_ model: any PersistentModel) -> Bool {
    registered.contains { $0 === model }
  }

  func forget(_ model: any PersistentModel) {
    registered.removeAll { $0 === model }
    if model.__persistence.context === self { model.__persistence.context = nil }
  }

  func isPending(_ model: any PersistentModel) -> Bool {
    inserted.contains { $0 === model }
  }

  private func insertRelated<T: PersistentModel>(of model: T) {
    for relationship in model.__relationships() {
      for related in relationship.models where related.modelContext == nil && !related.isDeleted {
        insert(related)
      }
    }
  }

  /// The stored or inserted model of `model`'s type whose unique attributes equal its own.
  private func uniqueMatch<T: PersistentModel>(for model: T) -> T? {
    let constraints = T.__schema.uniqueConstraints
    guard !constraints.isEmpty else { return nil }
    let values = model.__snapshot()
    let others = (container.store.models + inserted).compactMap { $0 as? T }
      .filter { $0 !== model && !$0.isDeleted }
    for constraint in constraints {
      if let match = others.first(where: { other in
        let otherValues = other.__snapshot()
        return constraint.allSatisfy { key in
          guard let lhs = values[key] as? AnyHashable, let rhs = otherValues[key] as? AnyHashable else {
            return false
          }
          return lhs == rhs
        }
      }) {
        return match
      }
    }
    return nil
  }

  public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
