import Foundation
import StateHarness
import Testing
import ViewGraph
import ViewGraphSwiftData

struct TripRow: View {
  let trip: Trip
  var body: some View { Text(trip.name) }
}

struct TripList: View {
  @Query(sort: \Trip.name) private var trips: [Trip]
  @Environment(\.modelContext) private var context

  var body: some View {
    VStack {
      ForEach(trips) { TripRow(trip: $0) }
      Button("Add") { context.insert(Trip(name: "Zurich")) }
    }
  }
}

struct TopTrips: View {
  @Query(filter: #Predicate<Trip> { $0.rating > 2 }, sort: \Trip.rating, order: .reverse) private var trips:
    [Trip]
  var body: some View { ForEach(trips) { TripRow(trip: $0) } }
}

struct TripCount: View {
  @Query private var trips: [Trip]
  var body: some View { Text("\(trips.count) trips") }
}

struct TripEditor: View {
  @Bindable var trip: Trip
  var body: some View {
    VStack {
      TextField("Name", text: $trip.name)
      Text("Editing \(trip.name)")
    }
  }
}

struct RatingBadge: View {
  let trip: Trip
  var body: some View { Text("\(trip.rating) stars") }
}

struct TripDetail: View {
  let trip: Trip
  var body: some View {
    VStack {
      TripEditor(trip: trip)
      RatingBadge(trip: trip)
    }
  }
}

struct TripsApp: App {
  var body: some Scene {
    WindowGroup { TripList() }.modelContainer(for: [Trip.self, Sight.self], inMemory: true)
  }
}

@MainActor
struct QueryTests {
  private func names<V: View>(_ harness: ParentHarness<V>) -> [String] {
    harness.findAll(TripRow.self).map(\.view.trip.name)
  }

  @Test func S289_queryGrowsOnInsertAndShrinksOnDeleteBeforeAndAfterSave() throws {
    let container = makeContainer(Trip.self, Sight.self)
    let context = container.mainContext
    let harness = ParentHarness { TripList().modelContainer(container) }
    #expect(names(harness).isEmpty)
    harness.find(button: "Add")?.tap()
    context.insert(Trip(name: "Oslo"))
    #expect(names(harness) == ["Oslo", "Zurich"])
    try context.save()
    #expect(names(harness) == ["Oslo", "Zurich"])
    let oslo = try #require(
      context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "Oslo" })).first)
    context.delete(oslo)
    #expect(names(harness) == ["Zurich"])
    try context.save()
    #expect(names(harness) == ["Zurich"])
  }

  @Test func S290_queryFollowsItsFilterAndSort() {
    let container = makeContainer(Trip.self, Sight.self)
    let context = container.mainContext
    for (name, rating) in [("Rome", 3), ("Oslo", 5), ("Lima", 1)] {
      context.insert(Trip(name: name, rating: rating))
    }
    let harness = ParentHarness { TopTrips().modelContainer(container) }
    #expect(names(harness) == ["Oslo", "Rome"])
    let lima = context.insertedModelsArray.compactMap { $0 as? Trip }.first { $0.name == "Lima" }
    lima?.rating = 9
    #expect(names(harness) == ["Lima", "Oslo", "Rome"])
  }

  @Test func S289_onlyTheViewsReadingAQueryReRenderOnInsert() {
    let container = makeContainer(Trip.self, Sight.self)
    let harness = ParentHarness {
      VStack {
        TripCount()
        RatingBadge(trip: Trip(name: "Unrelated"))
      }
      .modelContainer(container)
    }
    harness.expectReRenders([TripCount.self: 1]) { container.mainContext.insert(Trip(name: "Oslo")) }
    #expect(harness.find(text: "1 trips") != nil)
  }

  @Test func S293_aBindableEditReRendersOnlyItsReaders() {
    let trip = Trip(name: "Rome", rating: 4)
    let harness = ParentHarness { TripDetail(trip: trip) }
    harness.expectReRenders([TripEditor.self: 1]) { harness.find(textField: "Name")?.setInput("Roma") }
    #expect(trip.name == "Roma")
    #expect(harness.find(text: "Editing Roma") != nil)
    harness.expectReRenders([RatingBadge.self: 1]) { trip.rating = 5 }
  }

  @Test func S297_aQueryWithNoContainerWarns() {
    let harness = ParentHarness(runtimeWarnings: .collect) { TripCount() }
    #expect(harness.find(text: "0 trips") != nil)
    #expect(harness.runtimeWarnings.map(\.kind) == [.missingModelContainer])
    #expect(
      harness.runtimeWarnings.first?.message.hasPrefix("Set a .modelContext in view's environment") == true)
  }

  @Test func S299_anAppsModelContainerReachesItsScreens() {
    let harness = ParentHarness(app: TripsApp())
    harness.find(button: "Add")?.tap()
    #expect(names(harness) == ["Zurich"])
  }

  @Test func S294_aStoreInTheDefaultLocationStartsEmptyInEachTest() {
    let harness = ParentHarness { TripList().modelContainer(for: [Trip.self, Sight.self]) }
    #expect(names(harness).isEmpty)
    harness.find(button: "Add")?.tap()
    #expect(names(harness) == ["Zurich"])
  }

  @Test func S294_aRelaunchOfAnAppInTheDefaultLocationFindsWhatItSaved() {
    let first = ParentHarness { TripList().modelContainer(for: [Trip.self, Sight.self]) }
    #expect(names(first).isEmpty)
    first.find(button: "Add")?.tap()
    first.unmount()
    let second = ParentHarness { TripList().modelContainer(for: [Trip.self, Sight.self]) }
    #expect(names(second) == ["Zurich"])
  }

  @Test func S294_aRelaunchFindsWhatTheAppSaved() throws {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("app-\(UUID()).store")
    let first = ParentHarness { TripList().modelContainer(makeContainer(Trip.self, Sight.self, url: url)) }
    first.find(button: "Add")?.tap()
    first.unmount()
    let second = ParentHarness { TripList().modelContainer(makeContainer(Trip.self, Sight.self, url: url)) }
    #expect(names(second) == ["Zurich"])
  }
}
