import Foundation
import ViewGraph

/// Fetches models from the context in the environment and keeps a view in step with them:
/// a view that reads the result re-renders when the context inserts, deletes, changes,
/// saves or rolls back models, and views that do not read it do not.
///
/// ```swift
/// struct TripList: View {
///   @Query(sort: \Trip.start, order: .reverse) private var trips: [Trip]
///   var body: some View { List(trips) { Text($0.name) } }
/// }
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
  @Environment(\.installedModelContext) private var context: ModelContext?
  private let fetch: (ModelContext, QueryState) -> Result
  private let state = QueryState()
  private let empty: Result
  /// The animation SwiftUI would run when the result changes; kept, not run.
  public let animation: Animation?

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

  /// Creates a query with a fetch descriptor.
  ///
  /// - Parameters:
  ///   - descriptor: What to fetch.
  ///   - animation: The animation for changes to the result.
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default)
  where Result == [Element] {
    self.animation = animation
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

  /// Creates a query for every model of the type, in the order they were inserted.
  public init() where Result == [Element] {
    self.init(FetchDescriptor(), animation: .default)
  }

  /// Creates a query with a predicate and sort descriptors.
  ///
  /// - Parameters:
  ///   - filter: Which models; all of the type when nil.
  ///   - sort: The order of the result.
  ///   - animation: The animation for changes to the result.
  public init(
    filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default
  ) where Result == [Element] {
    self.init(FetchDescriptor(predicate: filter, sortBy: sort), animation: animation)
  }

  /// Creates a query sorted by one property.
  ///
  /// - Parameters:
  ///   - filter: Which models; all of the type when nil.
  ///   - keyPath: The property to sort by.
  ///   - order: The direction of the sort.
  ///   - animation: The animation for changes to the result.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
    order: SortOrder = .forward, animation: Animation = .default
  ) where Result == [Element] {
    self.init(
      FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
      animation: animation)
  }

  /// Creates a query sorted by one optional property.
  ///
  /// - Parameters:
  ///   - filter: Which models; all of the type when nil.
  ///   - keyPath: The property to sort by.
  ///   - order: The direction of the sort.
  ///   - animation: The animation for changes to the result.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
    order: SortOrder = .forward, animation: Animation = .default
  ) where Result == [Element] {
    self.init(
      FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
      animation: animation)
  }

  /// Creates a query with a fetch descriptor and a transaction.
  ///
  /// - Parameters:
  ///   - descriptor: What to fetch.
  ///   - transaction: The transaction for changes to the result.
  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) where Result == [Element] {
    self.init(descriptor, animation: .default)
  }
}

/// What a query remembers between reads of one view struct: the last fetch's error, and
/// whether it already warned of a missing container.
final class QueryState {
  var error: (any Error)?
  var hasWarned = false
}
