import Foundation
import Testing
import ViewGraphFoundationGaps
import ViewGraphSwiftData

/// S302: a fetch sorted by a string compares as `.localizedStandard` does, the comparator
/// Apple's string `SortDescriptor` defaults to.
@MainActor
struct StringSortTests {
  private func context(_ names: [String], notes: [String?] = []) -> ModelContext {
    let context = makeContainer(Trip.self, Sight.self).mainContext
    for (index, name) in names.enumerated() {
      let trip = Trip(name: name)
      trip.optionalNote = index < notes.count ? notes[index] : nil
      context.insert(trip)
    }
    return context
  }

  @Test func S302_aStringSortIgnoresCaseAndOrdersNumbersByValue() throws {
    let context = context(["zoo", "Item 10", "apple", "Item 9", "Zebra"])
    let expected = ["apple", "Item 9", "Item 10", "Zebra", "zoo"]
    let plain = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
    #expect(try context.fetch(plain).map(\.name) == expected)
    let spelled = FetchDescriptor<Trip>(sortBy: [.init(\Trip.name, comparator: .localizedStandard)])
    #expect(try context.fetch(spelled).map(\.name) == expected)
    let reversed = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name, order: .reverse)])
    #expect(try context.fetch(reversed).map(\.name) == expected.reversed())
  }

  @Test func S302_aMissingStringComesFirstAndTheNextDescriptorBreaksTies() throws {
    let context = context(["b", "a", "c", "d"], notes: ["x", nil, "x", "y"])
    let descriptor = FetchDescriptor<Trip>(
      sortBy: [SortDescriptor(\.optionalNote), SortDescriptor(\.name, order: .reverse)])
    #expect(try context.fetch(descriptor).map(\.name) == ["a", "c", "b", "d"])
  }

  /// BackyardBirds' `@Query(sort: [.init(\BirdFood.priority, order: .reverse),
  /// .init(\BirdFood.name, comparator: .localizedStandard)])`, on the fixture's models.
  @Test func S302_theLocalizedStandardComparatorCompilesInAQueryAndSorts() throws {
    let sort: [SortDescriptor<Trip>] = [
      .init(\Trip.rating, order: .reverse), .init(\Trip.name, comparator: .localizedStandard),
    ]
    _ = Query<Trip, [Trip]>(sort: sort)
    let context = context(["b", "A", "c"])
    try #require(try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "c" })).first)
      .rating = 1
    #expect(try context.fetch(FetchDescriptor(sortBy: sort)).map(\.name) == ["c", "A", "b"])
  }
}
