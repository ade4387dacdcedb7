import Foundation
import StateHarness
import Testing
import ViewGraph
import ViewGraphSwiftData

private struct SyncedTrips: View {
  var body: some View {
    TripCount()
      .modelContainer(
        // An in-memory container cannot fail to be made here.
        try! ModelContainer(
          for: Schema([Trip.self, Sight.self]),
          configurations: ModelConfiguration(
            isStoredInMemoryOnly: true, cloudKitDatabase: .private("iCloud.trips"))))
  }
}

private enum TripsV1: VersionedSchema {
  static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
  static var models: [any PersistentModel.Type] { [Trip.self, Sight.self] }
}

private enum TripsPlan: SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { [TripsV1.self] }
  static var stages: [MigrationStage] { [] }
}

private struct MigratedTrips: View {
  var body: some View {
    TripCount()
      .modelContainer(
        // An in-memory container cannot fail to be made here.
        try! ModelContainer(
          for: Schema(versionedSchema: TripsV1.self), migrationPlan: TripsPlan.self,
          configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))
  }
}

@MainActor
struct UnmodelledFeatureTests {
  @Test func S297_aQueryWithNoContainerIsOneRecordedIssueAtTheHarnessCall() {
    withKnownIssue {
      _ = ParentHarness { TripCount() }
    } matching: { issue in
      issue.description.contains(
        "Runtime warning (missingModelContainer): Set a .modelContext in view's environment to use Query")
    }
  }

  @Test func cloudKitSyncIsARecordedWarningNotASilentPass() {
    let harness = ParentHarness(runtimeWarnings: .collect) { SyncedTrips() }
    #expect(harness.runtimeWarnings.map(\.kind) == [.swiftDataFeatureNotModelled])
    #expect(harness.runtimeWarnings.first?.message.contains("'iCloud.trips'") == true)
  }

  @Test func aMigrationPlanIsARecordedWarningNotASilentPass() {
    let harness = ParentHarness(runtimeWarnings: .collect) { MigratedTrips() }
    #expect(harness.runtimeWarnings.map(\.kind) == [.swiftDataFeatureNotModelled])
    #expect(harness.runtimeWarnings.first?.message.contains("TripsPlan") == true)
  }
}

private struct MoveButton: View {
  let trip: Trip
  let other: ModelContext
  var body: some View { Button("Move") { other.insert(trip) } }
}

@MainActor
struct ModelContextWarningTests {
  @Test func insertingAModelIntoAnotherContainersContextWarnsAndLeavesItWhereItWas() {
    let home = makeContainer(Trip.self, Sight.self).mainContext
    let other = makeContainer(Trip.self, Sight.self).mainContext
    let trip = Trip(name: "Rome")
    home.insert(trip)
    let harness = ParentHarness(runtimeWarnings: .collect) { MoveButton(trip: trip, other: other) }
    harness.find(button: "Move")?.tap()
    #expect(harness.runtimeWarnings.map(\.kind) == [.modelInsertedInAnotherContainer])
    #expect(trip.modelContext === home)
  }
}
