import Foundation
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
}
