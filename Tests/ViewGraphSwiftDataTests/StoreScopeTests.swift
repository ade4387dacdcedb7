import Foundation
import StateHarness
import Testing
import ViewGraph
import ViewGraphSwiftData

/// S305: a store with a file is the running test's whether the test made its container
/// before or after its first harness, and two tests never share it. Every test here opens
/// the same file, so a store that was not scoped to the test would carry one test's trips
/// into the next (the suite runs its tests one by one, so that order is not left to chance).
@MainActor
@Suite(.serialized)
struct StoreScopeTests {
  private static let url = URL(fileURLWithPath: NSTemporaryDirectory())
    .appendingPathComponent("scope-\(UUID()).store")

  private static func container() -> ModelContainer {
    makeContainer(Trip.self, Sight.self, url: url)
  }

  private func savedNames(_ container: ModelContainer) throws -> [String] {
    try container.mainContext.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])).map(\.name)
  }

  @Test func S305_aContainerMadeBeforeTheFirstHarnessIsTheTestsStore() throws {
    let container = Self.container()
    #expect(try savedNames(container).isEmpty)
    container.mainContext.insert(Trip(name: "Rome"))
    try container.mainContext.save()
    let harness = ParentHarness { TripList().modelContainer(Self.container()) }
    #expect(harness.findAll(TripRow.self).map(\.view.trip.name) == ["Rome"])
  }

  @Test func S305_aContainerMadeAfterAHarnessIsTheSameStore() throws {
    let harness = ParentHarness { TripList().modelContainer(Self.container()) }
    #expect(harness.findAll(TripRow.self).isEmpty)
    harness.find(button: "Add")?.tap()
    harness.unmount()
    let relaunched = Self.container()
    #expect(try savedNames(relaunched) == ["Zurich"])
  }

  @Test(arguments: ["Oslo", "Bern"])
  func S305_twoTestsDoNotShareAStore(name: String) throws {
    let container = Self.container()
    container.mainContext.insert(Trip(name: name))
    try container.mainContext.save()
    #expect(try savedNames(Self.container()) == [name])
  }
}
