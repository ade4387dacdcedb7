import Foundation
import Observation

/// A class whose instances a ``ModelContext`` stores: what `@Model` makes of a class.
///
/// You never conform by hand; `@Model` writes the members the store needs (their names start
/// with `__`) and the `Observable` conformance, so a view that reads a property re-renders when
/// it changes.
///
/// ```swift
/// @Model final class Trip {
///   var name: String
///   init(name: String) { self.name = name }
/// }
/// let trip = Trip(name: "Rome")
/// context.insert(trip)
/// trip.hasChanges      // true until the context saves
/// ```
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  /// Where the model stands with its context; `@Model` writes it.
  var __persistence: __ModelPersistence { get }
  /// The names of the stored properties, and which are unique; `@Model` writes it.
  static var __schema: __ModelSchema { get }
  /// The stored properties' values, by name.
  func __snapshot() -> [String: Any]
  /// Puts back values a snapshot took, telling observers.
  func __restore(_ values: [String: Any])
  /// The properties that hold other models, with their delete rules.
  func __relationships() -> [__ModelRelationship]
}

extension PersistentModel {
  /// The model's identity in its store.
  public var persistentModelID: PersistentIdentifier { __persistence.identifier(for: Self.self) }

  /// The identity `Identifiable` asks for, when the model declares no `id` of its own.
  public var id: PersistentIdentifier { persistentModelID }

  /// The context the model was inserted into or fetched from; nil before `insert` and after
  /// a delete is saved.
  public var modelContext: ModelContext? { __persistence.context }

  /// Whether the model was inserted or changed since its context last saved.
  public var hasChanges: Bool { __persistence.hasChanges }

  /// Whether the model was deleted from its context.
  public var isDeleted: Bool { __persistence.isDeleted }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
