import Foundation
import ViewGraph

// `@Query` is a macro, as SwiftData declares it with Xcode 27: it writes the `Query` storage
// `_name` with its generic arguments taken from the declared type, so `@Query var items:
// [Item]` needs no arguments, and the getter that reads it.

/// Fetches every model of the declared type, in the order they were inserted.
///
/// ```swift
/// @Query private var trips: [Trip]
/// ```
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query() = #externalMacro(module: "ViewGraphMacros", type: "QueryMacro")

/// Fetches the models a descriptor describes.
///
/// - Parameters:
///   - descriptor: What to fetch.
///   - animation: The animation for changes to the result.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
  _ descriptor: FetchDescriptor<Element>, animation: Animation = .default
) =
  #externalMacro(module: "ViewGraphMacros", type: "QueryMacro")

/// Fetches the models a descriptor describes.
///
/// - Parameters:
///   - descriptor: What to fetch.
///   - transaction: The transaction for changes to the result.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
  _ descriptor: FetchDescriptor<Element>, transaction: Transaction?
) =
  #externalMacro(module: "ViewGraphMacros", type: "QueryMacro")

/// Fetches the models a predicate matches, sorted by sort descriptors.
///
/// ```swift
/// @Query(filter: #Predicate<Trip> { $0.rating > 2 }, sort: [SortDescriptor(\Trip.name)])
/// private var trips: [Trip]
/// ```
///
/// - Parameters:
///   - filter: Which models; all of the type when nil.
///   - descriptors: The order of the result.
///   - animation: The animation for changes to the result.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
  animation: Animation = .default
) = #externalMacro(module: "ViewGraphMacros", type: "QueryMacro")

/// Fetches the models a predicate matches, sorted by one property.
///
/// ```swift
/// @Query(sort: \Trip.start, order: .reverse) private var trips: [Trip]
/// ```
///
/// - Parameters:
///   - filter: Which models; all of the type when nil.
///   - keyPath: The property to sort by.
///   - order: The direction of the sort.
///   - animation: The animation for changes to the result.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
  animation: Animation = .default
) = #externalMacro(module: "ViewGraphMacros", type: "QueryMacro")

/// Fetches the models a predicate matches, sorted by one optional property.
///
/// - Parameters:
///   - filter: Which models; all of the type when nil.
///   - keyPath: The property to sort by.
///   - order: The direction of the sort.
///   - animation: The animation for changes to the result.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
  animation: Animation = .default
) = #externalMacro(module: "ViewGraphMacros", type: "QueryMacro")
