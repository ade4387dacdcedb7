import Foundation
import ViewGraph

/// Fetches models from the context in the environment and keeps a view in step with them:
/// a view that reads the result re-renders when the context inserts, deletes, changes,
/// saves or rolls back models, and views that do not read it do not.
///
/// `Query` is a property wrapper here, as SwiftData declared it up to Xcode 26, so every
/// way an app writes one compiles: `@Query var items: [Item]`, `@Query(sort: \.name)` whose
/// key path takes its root from the declared type, `_items = Query(…)` in an initializer, and
/// a parent passing a `Query` through the memberwise initializer. (Xcode 27 also declares
/// `@Query` as a macro; a macro's arguments are type-checked without the declared type, so
/// `\.name` has no root there, and its storage is not a memberwise parameter.)
///
/// ```swift
/// struct TripList: View {
///   @Query(sort: \.start, order: .reverse) private var trips: [Trip]
///   var body: some View { List(trips) { Text($0.name) } }
/// }
/// ```
///
/// `Result` is a sequence of `Element` so that a bare `@Query var trips: [Trip]` finds its
/// model type from `[Trip]` alone, which the compiler cannot do from `init()`'s constraint.
@MainActor @preconcurrency @propertyWrapper
public struct Query<Element: PersistentModel, Result: Sequence>: DynamicProperty
where Result.Element == Element {
  @Environment(\.installedModelContext) private var context: ModelContext?
  private let fetch: (ModelContext, QueryState) -> Result
  private let state = QueryState()
  private let empty: Result
  /// The animation SwiftUI would run when the result changes; kept, not run.
  let animation: Animation?
  /// The transaction SwiftUI would update the result in; kept, not run.
  let transaction: Transaction?

  /// The models the query fetches now, in order.
  public var wrappedValue: Result {
    guard let context else {
      if !state.hasWarned {
        state.hasWarned = true
        RuntimeWarning.raise(.missingModelContainer, ModelContextKey.missingMessage)
      }
      return empty
    }
    return fetch(context, state)
  }

  /// The context the query fetches from.
  public var modelContext: ModelContext { context ?? ModelContextKey.emptyContext() }

  /// The error the last fetch threw, if it threw.
  public var fetchError: (any Error)? { state.error }

  /// Creates a query for every model of the type, in the order they were inserted.
  ///
  /// ```swift
  /// @Query private var trips: [Trip]
  /// ```
  public init() where Result == [Element] {
    self.init(FetchDescriptor(), animation: nil, transaction: nil)
  }

  /// The one initializer the others call: `descriptor` is fetched on every read, so the
  /// result is always the context's present state.
  init(_ descriptor: FetchDescriptor<Element>, animation: Animation?, transaction: Transaction?)
  where Result == [Element] {
    self.animation = animation
    self.transaction = transaction
    self.empty = []
    self.fetch = { context, state in
      do {
        state.error = nil
        return try context.fetch(descriptor)
      } catch {
        state.error = error
        return []
      }
    }
  }
}

/// What a query remembers between reads of one view struct: the last fetch's error, and
/// whether it already warned of a missing container.
final class QueryState {
  var error: (any Error)?
  var hasWarned = false
}

/// What an inspection reads of a `@Query`: the models it fetches now, without recording the
/// missing-container warning a body's read records.
@_spi(Inspection)
public protocol QueryResultInspecting {
  /// The models the query fetches now, in order; none when no context is above it.
  @MainActor var fetchedModels: [any PersistentModel] { get }
  /// The context the query fetches through, nil when no container is above it.
  @MainActor var inspectedContext: ModelContext? { get }
  /// The model type the query fetches (`Trip` for `@Query var trips: [Trip]`).
  static var elementTypeName: String { get }
}

@_spi(Inspection)
extension Query: QueryResultInspecting {
  public var fetchedModels: [any PersistentModel] {
    guard let context else { return [] }
    return fetch(context, state).map { $0 }
  }

  public var inspectedContext: ModelContext? { context }

  nonisolated public static var elementTypeName: String { String(describing: Element.self) }
}
