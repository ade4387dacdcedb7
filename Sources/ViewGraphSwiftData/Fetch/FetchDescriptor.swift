import Foundation

/// What a fetch asks of a context: which models (a predicate), in which order, and how many.
///
/// ```swift
/// var descriptor = FetchDescriptor<Trip>(
///   predicate: #Predicate { $0.name.contains("R") }, sortBy: [SortDescriptor(\.name)])
/// descriptor.fetchLimit = 10
/// let trips = try context.fetch(descriptor)
/// ```
public struct FetchDescriptor<T: PersistentModel> {
  /// Which models to fetch; all of the type when nil.
  public var predicate: Predicate<T>?
  /// The order, first descriptor first; the order of insertion when empty.
  public var sortBy: [SortDescriptor<T>]
  /// How many models at most.
  public var fetchLimit: Int?
  /// How many of the sorted models to skip.
  public var fetchOffset: Int?
  /// Whether unsaved inserts and deletes count.
  public var includePendingChanges: Bool = true
  /// The properties to load first; every property is in memory here.
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// The relationships to load with the models; every model is in memory here.
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  /// Creates a descriptor.
  ///
  /// - Parameters:
  ///   - predicate: Which models to fetch; all of the type when nil.
  ///   - sortBy: The order of the result.
  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}
