import Foundation

extension ModelContext {
  /// Writes the context's inserts, deletes and changes to the store.
  ///
  /// - Throws: ``SwiftDataError/modelValidationFailure`` when a deleted model's `.deny`
  ///   relationship still holds models, or when the configuration does not allow saving.
  public func save() throws {
    if let denied = deniedDeletion() {
      throw SwiftDataError.modelValidationFailure.explained(denied)
    }
    guard hasChanges else { return }
    if container.configurations.contains(where: { !$0.allowsSave }) {
      throw SwiftDataError.modelValidationFailure.explained(
        "the container's configuration does not allow saving")
    }
    NotificationCenter.default.post(name: ModelContext.willSave, object: self)
    container.store.commit(inserted: inserted, deleted: deleted)
    for model in registered where model.hasChanges || isPending(model) {
      model.__persistence.committed = model.__snapshot()
      model.__persistence.hasChanges = false
    }
    for model in deleted { forget(model) }
    inserted.removeAll()
    deleted.removeAll()
    changes.bump()
    NotificationCenter.default.post(name: ModelContext.didSave, object: self)
  }

  /// Drops every unsaved insert, delete and change: models return to their saved values.
  public func rollback() {
    for model in inserted {
      model.__persistence.hasChanges = false
      forget(model)
    }
    for model in deleted { model.__persistence.isDeleted = false }
    for model in registered where model.hasChanges || model.isDeleted {
      if let committed = model.__persistence.committed { model.__restore(committed) }
      model.__persistence.hasChanges = false
      model.__persistence.isDeleted = false
    }
    inserted.removeAll()
    deleted.removeAll()
    changes.bump()
  }

  /// Runs `block`, then saves; when the block throws, its changes are rolled back.
  ///
  /// - Parameter block: The changes to make together.
  public func transaction(block: () throws -> Void) throws {
    do {
      try block()
    } catch {
      rollback()
      throw error
    }
    try save()
  }

  /// Applies pending changes; they apply at once here.
  public func processPendingChanges() {}

  /// Lets go of every model, as the context of an app that ended.
  func forgetAll() {
    for model in registered { forget(model) }
  }
}
