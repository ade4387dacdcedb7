import Foundation

/// One stored property that may hold other models, as `@Model` describes it to the context:
/// what it holds now, how a delete treats it, and how to take a model out of it.
/// Public for `@Model`'s expansion only.
public struct __ModelRelationship {
  /// The property's name.
  public var name: String
  /// What deleting the owner does to the models it holds.
  public var deleteRule: Schema.Relationship.DeleteRule
  /// The models the property holds now.
  public var models: [any PersistentModel]
  /// Takes one model out of the property (an array loses it, an optional becomes nil).
  public var remove: (any PersistentModel) -> Void

  /// Describes one property of a model.
  public init(
    name: String, deleteRule: Schema.Relationship.DeleteRule, models: [any PersistentModel],
    remove: @escaping (any PersistentModel) -> Void
  ) {
    self.name = name
    self.deleteRule = deleteRule
    self.models = models
    self.remove = remove
  }
}

/// What `@Model`'s setters call to keep relationships in step. Public for its expansion only.
public enum __ModelRelationships {
  /// The models a property's value holds: a model, an optional one, or an array of them;
  /// none for any other value.
  public static func models<Value>(in value: Value) -> [any PersistentModel] {
    if let many = value as? [any PersistentModel] { return many }
    if let one = value as? any PersistentModel { return [one] }
    return []
  }

  /// `value` without `model`: an array filtered, an optional holding it made nil.
  public static func removing<Value>(_ model: any PersistentModel, from value: Value) -> Value {
    if let many = value as? [any PersistentModel] {
      guard many.contains(where: { $0 === model }) else { return value }
      return many.filter { $0 !== model } as! Value
    }
    if let one = value as? any PersistentModel, one === model, let none = Optional<Any>.none as? Value {
      return none
    }
    return value
  }

  /// Reads a stored value back from a snapshot into `slot`, when it has the slot's type.
  public static func restore<Value>(_ slot: inout Value, from value: Any?) {
    if let value = value as? Value { slot = value }
  }

  /// After `owner`'s property went from `old` to `new`: every model it gained points back at
  /// it through `inverse`, every model it lost no longer does. Writes only what differs, so
  /// the other side's setter, which calls this in turn, ends the exchange.
  public static func update<Owner: PersistentModel, Value, Other: PersistentModel, Inverse>(
    _ owner: Owner, from old: Value, to new: Value, inverse: ReferenceWritableKeyPath<Other, Inverse>
  ) {
    let before = models(in: old).compactMap { $0 as? Other }
    let after = models(in: new).compactMap { $0 as? Other }
    for lost in before where !after.contains(where: { $0 === lost }) {
      let current = lost[keyPath: inverse]
      if models(in: current).contains(where: { $0 === owner }) {
        lost[keyPath: inverse] = removing(owner, from: current)
      }
    }
    for gained in after where !before.contains(where: { $0 === gained }) {
      let current = gained[keyPath: inverse]
      guard !models(in: current).contains(where: { $0 === owner }) else { continue }
      if let added = adding(owner, to: current) { gained[keyPath: inverse] = added }
    }
  }

  /// `value` with `owner` in it: appended to an array, or as the optional's model.
  static func adding<Owner: PersistentModel, Value>(_ owner: Owner, to value: Value) -> Value? {
    if Value.self == [Owner].self || Value.self == [Owner]?.self {
      let many = models(in: value).compactMap { $0 as? Owner }
      return (many + [owner]) as? Value
    }
    return owner as? Value
  }
}

extension __ModelRelationships {
  /// `forward` declared `inverse:`: from now on, a write to `inverse` on the other side
  /// updates `forward` too, as SwiftData keeps both sides of one relationship in step.
  public static func register<Owner: PersistentModel, Value, Other: PersistentModel, Inverse>(
    _ forward: ReferenceWritableKeyPath<Owner, Value>, inverse: ReferenceWritableKeyPath<Other, Inverse>
  ) {
    nonisolated(unsafe) let forward = forward
    inverses.set(inverse) { other, old, new in
      guard let other = other as? Other, let old = old as? Inverse, let new = new as? Inverse else { return }
      update(other, from: old, to: new, inverse: forward)
    }
  }

  /// Called by a setter whose property declares no inverse: when another model's
  /// relationship names this property as its inverse, that side follows.
  public static func updateRegisteredInverse<Owner: PersistentModel, Value>(
    of owner: Owner, _ keyPath: ReferenceWritableKeyPath<Owner, Value>, from old: Value, to new: Value
  ) {
    inverses.get(keyPath)?(owner, old, new)
  }

  private static let inverses = InverseRegistry()
}

/// The inverses `@Relationship(inverse:)` declared, by the key path of the side that did not.
private final class InverseRegistry: @unchecked Sendable {
  typealias Update = (AnyObject, Any, Any) -> Void
  private let lock = NSLock()
  private var updates: [AnyKeyPath: Update] = [:]

  func set(_ keyPath: AnyKeyPath, _ update: @escaping Update) {
    lock.lock()
    defer { lock.unlock() }
    updates[keyPath] = update
  }

  func get(_ keyPath: AnyKeyPath) -> Update? {
    lock.lock()
    defer { lock.unlock() }
    return updates[keyPath]
  }
}
