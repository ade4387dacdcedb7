import Foundation

extension ModelContext {
  /// Deletes a model: it leaves every relationship that holds it, and its relationships'
  /// delete rules apply (`.cascade` deletes the models it holds). The store forgets it when
  /// the context saves.
  ///
  /// - Parameter model: The model to delete.
  public func delete<T: PersistentModel>(_ model: T) {
    deleteModel(model)
    changes.bump()
  }

  /// Deletes every model of a type a predicate matches.
  ///
  /// - Parameters:
  ///   - model: The type of the models to delete.
  ///   - predicate: Which models; all of the type when nil.
  ///   - includeSubclasses: Whether subclasses' models count.
  public func delete<T: PersistentModel>(
    model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
  ) throws {
    let models = try fetch(FetchDescriptor<T>(predicate: predicate))
    for model in models where includeSubclasses || type(of: model) == T.self { deleteModel(model) }
    changes.bump()
  }

  private func deleteModel(_ model: any PersistentModel) {
    guard !deleted.contains(where: { $0 === model }) else { return }
    if isPending(model) {
      inserted.removeAll { $0 === model }
      forget(model)
    } else {
      register(model)
      deleted.append(model)
    }
    model.__persistence.isDeleted = true
    for relationship in model.__relationships() where relationship.deleteRule == .cascade {
      for related in relationship.models { deleteModel(related) }
    }
    // Whatever holds the model lets go of it; a declared inverse keeps the other side in step.
    let holders = registered + container.store.models + inserted
    for holder in holders where holder !== model {
      for relationship in holder.__relationships() where relationship.models.contains(where: { $0 === model })
      {
        relationship.remove(model)
      }
    }
  }

  /// The first deleted model whose `.deny` relationship still holds models, as a message.
  func deniedDeletion() -> String? {
    for model in deleted {
      for relationship in model.__relationships() where relationship.deleteRule == .deny {
        let left = relationship.models.filter { !$0.isDeleted }
        if !left.isEmpty {
          return "\(type(of: model)).\(relationship.name) has the delete rule .deny and still holds "
            + "\(left.count) model\(left.count == 1 ? "" : "s")"
        }
      }
    }
    return nil
  }
}
