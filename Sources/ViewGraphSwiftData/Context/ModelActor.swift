import Foundation

/// Gives a context to code that runs off the main actor: what an actor `@ModelActor` writes
/// conforms to, with its own context of the container.
///
/// ```swift
/// @ModelActor actor Importer {
///   func importTrips(_ names: [String]) throws {
///     for name in names { modelContext.insert(Trip(name: name)) }
///     try modelContext.save()
///   }
/// }
/// ```
public protocol ModelActor: Actor {
  /// The container the actor's context reads and writes.
  nonisolated var modelContainer: ModelContainer { get }
  /// What holds the actor's context.
  nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
  /// The actor's own context.
  public var modelContext: ModelContext { modelExecutor.modelContext }
}

/// Holds the context a model actor uses.
public protocol ModelExecutor: AnyObject, Sendable {
  /// The context.
  var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` makes: it holds the actor's context. The actor runs on its own
/// default executor here; the context is used from the actor alone.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
  /// The context.
  public let modelContext: ModelContext

  /// Creates an executor holding a context.
  ///
  /// - Parameter modelContext: The context the actor uses.
  public init(modelContext: ModelContext) {
    self.modelContext = modelContext
  }
}

/// Makes an actor a ``ModelActor`` with a context of its own, made by `init(modelContainer:)`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "ViewGraphMacros", type: "ModelActorMacro")
