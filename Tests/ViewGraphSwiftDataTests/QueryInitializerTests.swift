import Foundation
import StateHarness
import Testing
import ViewGraph
import ViewGraphSwiftData

/// Sorted by a key path written without its root: `\.name` takes `Trip` from `[Trip]`.
struct RootlessTripList: View {
  @Query(sort: \.name, order: .reverse) var trips: [Trip]
  var body: some View { ForEach(trips) { TripRow(trip: $0) } }
}

/// A list whose parent chooses the query, through the memberwise initializer.
struct PassedTripList: View {
  @Query(sort: \.name) var trips: [Trip]
  var body: some View { ForEach(trips) { TripRow(trip: $0) } }
}

/// The parent of `PassedTripList`, choosing its query from its own state.
struct SearchingTrips: View {
  @State var minimumRating = 0
  var query: Query<Trip, [Trip]> {
    let minimum = minimumRating
    return Query(filter: #Predicate { $0.rating >= minimum }, sort: \.rating, order: .reverse)
  }
  var body: some View {
    VStack {
      Button("Only the best") { minimumRating = 4 }
      PassedTripList(trips: query)
    }
  }
}

/// A list whose own initializer sets its query's storage.
struct InitializedTripList: View {
  @Query var trips: [Trip]
  init(startingWith prefix: String) {
    _trips = Query(filter: #Predicate { $0.name.starts(with: prefix) }, sort: [SortDescriptor(\.name)])
  }
  var body: some View { ForEach(trips) { TripRow(trip: $0) } }
}

/// Every initializer SwiftData declares on `Query`, each in a view of its own.
struct EveryQueryInitializer: View {
  @Query var all: [Trip]
  @Query(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])) var described: [Trip]
  @Query(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]), animation: .default) var animated: [Trip]
  @Query(filter: #Predicate<Trip> { $0.rating > 2 }, sort: [SortDescriptor(\.name)], transaction: nil)
  var filtered: [Trip]
  @Query(filter: #Predicate<Trip> { $0.rating > 2 }, sort: [SortDescriptor(\.name)], animation: .default)
  var filteredAnimated: [Trip]
  @Query(sort: \.rating, order: .reverse, animation: .default) var byRating: [Trip]
  @Query(sort: \.optionalNote, order: .forward, transaction: Transaction()) var byNote: [Trip]
  @Query(sort: \.optionalNote, animation: .default) var byNoteAnimated: [Trip]
  var body: some View {
    let lists = [all, described, animated, filtered, filteredAnimated, byRating, byNote, byNoteAnimated]
    Text(lists.map { $0.map(\.name).joined(separator: ",") }.joined(separator: " | "))
  }
}

@MainActor
struct QueryInitializerTests {
  private func names<V: View>(_ harness: ParentHarness<V>) -> [String] {
    harness.findAll(TripRow.self).map(\.view.trip.name)
  }

  private func container(_ trips: [(String, Int)]) -> ModelContainer {
    let container = makeContainer(Trip.self, Sight.self)
    for (name, rating) in trips { container.mainContext.insert(Trip(name: name, rating: rating)) }
    return container
  }

  @Test func S267_aSortKeyPathWithoutItsRootTakesTheDeclaredModelType() {
    let container = container([("Oslo", 5), ("Rome", 3), ("Lima", 1)])
    let harness = ParentHarness { RootlessTripList().modelContainer(container) }
    #expect(names(harness) == ["Rome", "Oslo", "Lima"])
    container.mainContext.insert(Trip(name: "Zurich"))
    #expect(names(harness) == ["Zurich", "Rome", "Oslo", "Lima"])
  }

  @Test func S268_aParentPassesAQueryThroughTheMemberwiseInitializer() {
    let container = container([("Oslo", 5), ("Rome", 3), ("Lima", 4)])
    let harness = ParentHarness { SearchingTrips().modelContainer(container) }
    #expect(names(harness) == ["Oslo", "Lima", "Rome"])
    harness.find(button: "Only the best")?.tap()
    #expect(names(harness) == ["Oslo", "Lima"])
  }

  @Test func S268_aQueryLeftToItsDeclarationKeepsItsAttributesArguments() {
    let container = container([("Rome", 3), ("Oslo", 5)])
    let harness = ParentHarness { PassedTripList().modelContainer(container) }
    #expect(names(harness) == ["Oslo", "Rome"])
  }

  @Test func S268_anInitializerSetsTheQuerysStorage() {
    let container = container([("Rome", 3), ("Oslo", 5), ("Riga", 1)])
    let harness = ParentHarness { InitializedTripList(startingWith: "R").modelContainer(container) }
    #expect(names(harness) == ["Riga", "Rome"])
  }

  @Test func S268_everyInitializerFetchesWhatItDescribes() {
    let container = container([("Rome", 3), ("Oslo", 5), ("Lima", 1)])
    container.mainContext.insertedModelsArray.compactMap { $0 as? Trip }.first { $0.name == "Lima" }?
      .optionalNote = "a"
    let harness = ParentHarness { EveryQueryInitializer().modelContainer(container) }
    let expected = [
      "Rome,Oslo,Lima", "Lima,Oslo,Rome", "Lima,Oslo,Rome", "Oslo,Rome", "Oslo,Rome", "Oslo,Rome,Lima",
      "Rome,Oslo,Lima", "Rome,Oslo,Lima",
    ]
    #expect(harness.find(text: expected.joined(separator: " | ")) != nil)
  }
}
