import Foundation
import Observation
import Testing
import ViewGraphSwiftData

/// S269 pins the stand-in's documented divergence, so a change to it is seen and the
/// Semantics entry updated with it.
@MainActor
struct ContextIdentityTests {
  @Test func S269_everyContextOfAContainerHandsOutTheSameInstance() throws {
    let container = makeContainer(Trip.self, Sight.self)
    let rome = Trip(name: "Rome")
    container.mainContext.insert(rome)
    try container.mainContext.save()
    let background = ModelContext(container)
    let fetched = try #require(try background.fetch(FetchDescriptor<Trip>()).first)
    #expect(fetched === rome)
    #expect(background.model(for: rome.persistentModelID) as? Trip === rome)
    rome.rating = 5
    #expect(fetched.rating == 5)
  }

  @Test func S303_aModelKeepsTheContextThatFirstHeldIt() throws {
    let container = makeContainer(Trip.self, Sight.self)
    let rome = Trip(name: "Rome")
    container.mainContext.insert(rome)
    try container.mainContext.save()
    let background = ModelContext(container)
    #expect((background.registeredModel(for: rome.persistentModelID) as Trip?) == nil)
    _ = try background.fetch(FetchDescriptor<Trip>())
    #expect((background.registeredModel(for: rome.persistentModelID) as Trip?) === rome)
    #expect(rome.modelContext === container.mainContext)
  }

  /// The divergence, measured: SwiftData's second context holds a copy with the saved
  /// values, so it has no changes and reads 0; here it reads the edit and has changes.
  @Test func S303_anUnsavedEditIsSeenThroughEveryContextHoldingTheModel() throws {
    let container = makeContainer(Trip.self, Sight.self)
    let rome = Trip(name: "Rome")
    container.mainContext.insert(rome)
    try container.mainContext.save()
    let background = ModelContext(container)
    let copy = try #require(try background.fetch(FetchDescriptor<Trip>()).first)
    let refetched = Flag()
    withObservationTracking {
      _ = try? background.fetch(FetchDescriptor<Trip>())
    } onChange: {
      refetched.isSet = true
    }
    rome.rating = 3
    #expect(copy.rating == 3)
    #expect(background.hasChanges)
    #expect(refetched.isSet)
  }
}

/// Set from an observation's change handler.
private final class Flag: @unchecked Sendable {
  var isSet = false
}

/// Apple's convenience initialisers take a migration plan (nil by default) before variadic
/// configurations; GrocySwiftUI's App writes `migrationPlan: .none` with one configuration.
@MainActor
struct ContainerInitializerTests {
  @Test func aMigrationPlanOfNoneWithOneConfigurationOpensTheStore() throws {
    let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
    let bySchema = try ModelContainer(
      for: Schema([Trip.self, Sight.self]), migrationPlan: .none, configurations: configuration)
    let byTypes = try ModelContainer(
      for: Trip.self, Sight.self, migrationPlan: nil, configurations: configuration)
    #expect(bySchema.migrationPlan == nil && byTypes.migrationPlan == nil)
    bySchema.mainContext.insert(Trip(name: "Rome"))
    #expect(try bySchema.mainContext.fetchCount(FetchDescriptor<Trip>()) == 1)
  }
}
