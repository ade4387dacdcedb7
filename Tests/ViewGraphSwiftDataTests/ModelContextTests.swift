import Foundation
import Testing
import ViewGraphFoundationGaps
import ViewGraphSwiftData

@MainActor
struct ModelContextTests {
  @Test func S298_insertMarksChangesUntilSave() throws {
    let context = makeContainer(Trip.self, Sight.self).mainContext
    let trip = Trip(name: "Rome")
    #expect(trip.modelContext == nil)
    context.insert(trip)
    #expect(trip.modelContext === context)
    #expect(trip.hasChanges && context.hasChanges)
    try context.save()
    #expect(!trip.hasChanges && !context.hasChanges)
    trip.rating = 4
    #expect(trip.hasChanges && context.hasChanges)
    #expect(context.changedModelsArray.count == 1)
  }

  @Test func S289_fetchSeesInsertsAndDeletesBeforeAndAfterSave() throws {
    let context = makeContainer(Trip.self, Sight.self).mainContext
    let rome = Trip(name: "Rome")
    context.insert(rome)
    context.insert(Trip(name: "Oslo"))
    #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 2)
    var saved = FetchDescriptor<Trip>()
    saved.includePendingChanges = false
    #expect(try context.fetchCount(saved) == 0)
    try context.save()
    #expect(try context.fetchCount(saved) == 2)
    context.delete(rome)
    #expect(rome.isDeleted)
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Oslo"])
    #expect(try context.fetchCount(saved) == 2)
    try context.save()
    #expect(try context.fetchCount(saved) == 1)
    #expect(rome.modelContext == nil)
  }

  @Test func S290_fetchFollowsPredicateSortOffsetAndLimit() throws {
    let context = makeContainer(Trip.self, Sight.self).mainContext
    for (name, rating) in [("Rome", 3), ("Oslo", 5), ("Lima", 1), ("Riga", 4)] {
      context.insert(Trip(name: name, rating: rating))
    }
    let byRating = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.rating, order: .reverse)])
    #expect(try context.fetch(byRating).map(\.name) == ["Oslo", "Riga", "Rome", "Lima"])
    let startingWithR = FetchDescriptor<Trip>(
      predicate: #Predicate { $0.name.starts(with: "R") }, sortBy: [SortDescriptor(\.name)])
    #expect(try context.fetch(startingWithR).map(\.name) == ["Riga", "Rome"])
    let search = FetchDescriptor<Trip>(
      predicate: #Predicate { $0.name.localizedStandardContains("RI") }, sortBy: [SortDescriptor(\.name)])
    #expect(try context.fetch(search).map(\.name) == ["Riga"])
    var page = byRating
    page.fetchOffset = 1
    page.fetchLimit = 2
    #expect(try context.fetch(page).map(\.name) == ["Riga", "Rome"])
    #expect(try context.fetchIdentifiers(page).count == 2)
    try context.delete(model: Trip.self, where: #Predicate { $0.rating < 4 })
    #expect(
      try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])).map(\.name) == [
        "Oslo", "Riga",
      ])
  }

  @Test func S291_cascadeDeleteRemovesChildrenAndNullifyKeepsThem() throws {
    let context = makeContainer(Trip.self, Sight.self, Folder.self, Note.self).mainContext
    let trip = Trip(name: "Rome")
    context.insert(trip)
    trip.sights.append(Sight(title: "Colosseum"))
    trip.sights.append(Sight(title: "Pantheon"))
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<Sight>()) == 2)
    context.delete(trip)
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<Sight>()) == 0)

    let folder = Folder(name: "Work")
    let note = Note(text: "Plan")
    context.insert(folder)
    folder.notes.append(note)
    try context.save()
    context.delete(folder)
    try context.save()
    #expect(try context.fetch(FetchDescriptor<Note>()).map(\.text) == ["Plan"])
    #expect(note.folder == nil)
  }

  @Test func S296_inverseRelationshipsStayInStep() {
    let context = makeContainer(Trip.self, Sight.self).mainContext
    let rome = Trip(name: "Rome")
    let oslo = Trip(name: "Oslo")
    context.insert(rome)
    context.insert(oslo)
    let sight = Sight(title: "Fountain")
    rome.sights.append(sight)
    #expect(sight.trip === rome)
    #expect(sight.modelContext === context)
    sight.trip = oslo
    #expect(rome.sights.isEmpty)
    #expect(oslo.sights.map(\.title) == ["Fountain"])
    oslo.sights = []
    #expect(sight.trip == nil)
  }

  @Test func S292_uniqueAttributeUpserts() throws {
    let context = makeContainer(Trip.self, Sight.self, Folder.self, Note.self).mainContext
    let first = Trip(name: "Rome", rating: 2)
    context.insert(first)
    try context.save()
    context.insert(Trip(name: "Rome", rating: 5))
    let trips = try context.fetch(FetchDescriptor<Trip>())
    #expect(trips.count == 1)
    #expect(trips.first === first && first.rating == 5)
    context.insert(Note(text: "Same"))
    context.insert(Note(text: "Same"))
    #expect(try context.fetchCount(FetchDescriptor<Note>()) == 1)
  }

  @Test func S295_rollbackRestoresSavedValuesAndDropsInserts() throws {
    let context = makeContainer(Trip.self, Sight.self).mainContext
    let trip = Trip(name: "Rome", rating: 1)
    context.insert(trip)
    try context.save()
    trip.rating = 9
    let extra = Trip(name: "Oslo")
    context.insert(extra)
    context.rollback()
    #expect(trip.rating == 1)
    #expect(extra.modelContext == nil)
    #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 1)
    #expect(!context.hasChanges)
    #expect(context.registeredModel(for: trip.persistentModelID) as Trip? === trip)
  }

  @Test func S295_transactionSavesOrRollsBack() throws {
    let context = makeContainer(Trip.self, Sight.self).mainContext
    try context.transaction { context.insert(Trip(name: "Rome")) }
    #expect(!context.hasChanges)
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try context.transaction {
        context.insert(Trip(name: "Oslo"))
        throw Stop()
      }
    }
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Rome"])
  }

  @Test func S291_denyRuleRefusesTheSave() throws {
    let context = makeContainer(Shelf.self, Book.self).mainContext
    let shelf = Shelf()
    context.insert(shelf)
    shelf.books.append(Book())
    try context.save()
    context.delete(shelf)
    #expect(throws: SwiftDataError.modelValidationFailure) { try context.save() }
  }

  @Test func S294_aContainerWithAURLFindsWhatWasSavedAfterARelaunch() throws {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("relaunch-\(UUID()).store")
    let first = makeContainer(Trip.self, Sight.self, url: url)
    first.mainContext.insert(Trip(name: "Rome"))
    try first.mainContext.save()
    let unsaved = ModelContext(first)
    unsaved.insert(Trip(name: "Lost"))
    let second = makeContainer(Trip.self, Sight.self, url: url)
    #expect(try second.mainContext.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Rome"])
    let inMemory = makeContainer(Trip.self, Sight.self)
    #expect(try inMemory.mainContext.fetchCount(FetchDescriptor<Trip>()) == 0)
  }

  @Test func S294_theMainContextAutosavesBeforeARelaunch() throws {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("autosave-\(UUID()).store")
    let first = makeContainer(Trip.self, Sight.self, url: url)
    #expect(first.mainContext.autosaveEnabled)
    first.mainContext.insert(Trip(name: "Kept"))
    let second = makeContainer(Trip.self, Sight.self, url: url)
    #expect(try second.mainContext.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Kept"])
  }

  @Test func S293_modelPropertiesAreObservedOneByOne() {
    let trip = Trip(name: "Rome")
    let changed = ChangeFlag()
    withObservationTracking {
      _ = trip.name
    } onChange: {
      changed.value = true
    }
    trip.rating = 3
    #expect(!changed.value)
    trip.isExpanded = true
    #expect(!changed.value)
    trip.name = "Roma"
    #expect(changed.value)
  }
}

@Model final class Shelf {
  @Relationship(deleteRule: .deny) var books: [Book] = []
  init() {}
}

@Model final class Book {
  var title = "Untitled"
  init() {}
}

final class ChangeFlag: @unchecked Sendable {
  var value = false
}

@ModelActor actor TripImporter {
  func importTrips(_ names: [String]) throws -> Int {
    for name in names { modelContext.insert(Trip(name: name)) }
    try modelContext.save()
    return try modelContext.fetchCount(FetchDescriptor<Trip>())
  }
}

struct ModelActorTests {
  @Test func S294_aModelActorSavesThroughItsOwnContext() async throws {
    let container = makeContainer(Trip.self, Sight.self)
    let importer = TripImporter(modelContainer: container)
    #expect(try await importer.importTrips(["Rome", "Oslo"]) == 2)
    let names = try await MainActor.run {
      try container.mainContext.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])).map(\.name)
    }
    #expect(names == ["Oslo", "Rome"])
  }
}
