import Foundation

/// Where one model stands with its context: its identity, whether it changed since the last
/// save and the values that save kept. Public for `@Model`'s expansion only.
public final class __ModelPersistence {
  private var identifier: PersistentIdentifier?
  weak var context: ModelContext?
  var hasChanges = false
  var isDeleted = false
  /// The values at the last save (or when a store gave the model), for `rollback()`.
  var committed: [String: Any]?

  /// Creates the state of a model no context holds yet, once the model's type registered
  /// the inverses it declares (the argument is that registration, run once per type).
  public init(registering inverses: Void = ()) {}

  func identifier<Model: PersistentModel>(for type: Model.Type) -> PersistentIdentifier {
    if let identifier { return identifier }
    let made = PersistentIdentifier.next(for: String(describing: type))
    identifier = made
    return made
  }

  /// Called by a stored property's setter: the model has changes, and its context's
  /// queries see them.
  public func didChange<Model: PersistentModel>(_ model: Model) {
    hasChanges = true
    context?.modelDidChange(model)
  }
}
