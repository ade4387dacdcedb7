import Foundation

/// The identity of a model in a store: its entity name and a key the store gives it.
///
/// ```swift
/// let id = trip.persistentModelID
/// let same: Trip? = context.registeredModel(for: id)
/// ```
public struct PersistentIdentifier: Hashable, Identifiable, Comparable, Codable, Sendable {
  /// The identifier's own identity, as Apple's `ID` type stands for it.
  public struct ID: Hashable, Codable, Sendable {
    let key: UInt64
  }

  /// The identity of this identifier.
  public var id: ID
  /// The model's type name.
  public let entityName: String
  /// The store the model belongs to, once one holds it.
  public var storeIdentifier: String?

  init(entityName: String, key: UInt64) {
    self.id = ID(key: key)
    self.entityName = entityName
  }

  public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
    (lhs.entityName, lhs.id.key) < (rhs.entityName, rhs.id.key)
  }

  public static func == (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
    lhs.id == rhs.id && lhs.entityName == rhs.entityName
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(entityName)
  }

  private static let counter = IdentifierCounter()

  static func next(for entityName: String) -> PersistentIdentifier {
    PersistentIdentifier(entityName: entityName, key: counter.next())
  }
}

/// Hands out store keys from any thread.
private final class IdentifierCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value: UInt64 = 0

  func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
