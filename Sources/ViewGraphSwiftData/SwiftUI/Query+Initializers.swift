import Foundation
import ViewGraph

// The initializers SwiftData declares on `Query`, each in an `animation:` form and a
// `transaction:` form (the `animation:` one has no default, so a call without either is
// the `transaction:` one).

extension Query where Result == [Element] {
  /// Creates a query with a fetch descriptor.
  ///
  /// ```swift
  /// init(limit: Int) {
  ///   var recent = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.start, order: .reverse)])
  ///   recent.fetchLimit = limit
  ///   _trips = Query(recent)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - descriptor: What to fetch.
  ///   - transaction: The transaction for changes to the result.
  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
    self.init(descriptor, animation: nil, transaction: transaction)
  }

  /// Creates a query with a fetch descriptor.
  ///
  /// - Parameters:
  ///   - descriptor: What to fetch.
  ///   - animation: The animation for changes to the result.
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
    self.init(descriptor, animation: animation, transaction: nil)
  }

  /// Creates a query with a predicate and sort descriptors.
  ///
  /// ```swift
  /// @Query(filter: #Predicate<Trip> { $0.rating > 2 }, sort: [SortDescriptor(\.name)])
  /// private var trips: [Trip]
  /// ```
  ///
  /// - Parameters:
  ///   - filter: Which models; all of the type when nil.
  ///   - descriptors: The order of the result.
  ///   - transaction: The transaction for changes to the result.
  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    transaction: Transaction? = nil
  ) {
    self.init(
      FetchDescriptor(predicate: filter, sortBy: descriptors), animation: nil, transaction: transaction)
  }

  /// Creates a query with a predicate and sort descriptors.
  ///
  /// - Parameters:
  ///   - filter: Which models; all of the type when nil.
  ///   - descriptors: The order of the result.
  ///   - animation: The animation for changes to the result.
  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation, transaction: nil)
  }

  /// Creates a query sorted by one property.
  ///
  /// ```swift
  /// @Query(sort: \.start, order: .reverse) private var trips: [Trip]
  /// ```
  ///
  /// - Parameters:
  ///   - filter: Which models; all of the type when nil.
  ///   - keyPath: The property to sort by.
  ///   - order: The direction of the sort.
  ///   - transaction: The transaction for changes to the result.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
    order: SortOrder = .forward, transaction: Transaction? = nil
  ) {
    self.init(
      FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
      animation: nil, transaction: transaction)
  }

  /// Creates a query sorted by one optional property.
  ///
  /// - Parameters:
  ///   - filter: Which models; all of the type when nil.
  ///   - keyPath: The property to sort by.
  ///   - order: The direction of the sort.
  ///   - transaction: The transaction for changes to the result.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
    order: SortOrder = .forward, transaction: Transaction? = nil
  ) {
    self.init(
      FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
      animation: nil, transaction: transaction)
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
    order: SortOrder = .forward, animation: Animation
  ) {
    self.init(
      FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
      animation: animation, transaction: nil)
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
    order: SortOrder = .forward, animation: Animation
  ) {
    self.init(
      FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
      animation: animation, transaction: nil)
  }
}
