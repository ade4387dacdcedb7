import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog
@_spi(Inspection) @testable import StateHarness

// A trip planner: every control with a value, a list whose rows have ids, a sheet and a
// pushed screen, a disabled button and an `.id(_:)`.

private struct Trip: Identifiable, Hashable {
  let id: String
  var name: String
}

private struct TripRow: View {
  let trip: Trip
  var body: some View {
    HStack {
      Image(systemName: "airplane")
      Text(trip.name)
    }
  }
}

private struct Badge<Count: Hashable>: View {
  let count: Count
  var body: some View { Text("\(count) \"new\"") }
}

private struct PackingSheet: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text("Packing list")
      Button("Done") { dismiss() }
    }
  }
}

private struct TripDetail: View {
  let trip: Trip
  var body: some View { Text("Detail of \(trip.name)") }
}

private struct TripPlannerScreen: View {
  @State private var trips = [Trip(id: "ams", name: "Amsterdam"), Trip(id: "lis", name: "Lisbon")]
  @State var path: [Trip] = []
  @State private var reminders = true
  @State private var notes = "Bring snacks"
  @State private var travellers = 2
  @State private var budget = 500.0
  @State private var mode = "Train"
  @State private var departure = Date(timeIntervalSince1970: 86_400)
  @State private var isPacking = false

  var body: some View {
    NavigationStack(path: $path) {
      Form {
        Section("Trip") {
          Toggle("Reminders", isOn: $reminders)
          TextField("Notes", text: $notes)
          Stepper("Travellers: \(travellers)", value: $travellers, in: 1...9)
          Slider(value: $budget, in: 0...1000) { Text("Budget") }
          Picker("Mode", selection: $mode) {
            Text("Train").tag("Train")
            Text("Plane").tag("Plane")
          }
          DatePicker("Departure", selection: $departure)
        }
        Section {
          ForEach(trips) { trip in
            NavigationLink(value: trip) { TripRow(trip: trip) }
          }
        } header: {
          Text("Trips")
        } footer: {
          Badge(count: trips.count)
        }
        Button("Pack") { isPacking = true }
        Button("Book") {}.disabled(true)
        Text("Summary").id("summary")
      }
      .navigationDestination(for: Trip.self) { TripDetail(trip: $0) }
      .navigationTitle("Trips")
      .sheet(isPresented: $isPacking) { PackingSheet() }
    }
  }
}

@MainActor
@Suite("Snapshots of the mounted tree")
struct SnapshotTests {
  @Test("snapshot() shows views, controls with their values, row ids, a sheet and a pushed screen")
  func representativeScreen() {
    let harness = ParentHarness { TripPlannerScreen() }
    harness.find(button: "Pack")?.tap()
    // The sheet covers the list (S239): the app pushes the trip itself, as a deep link would.
    harness.find(TripPlannerScreen.self)?.view.path = [Trip(id: "lis", name: "Lisbon")]
    #expect(
      harness.snapshot() == """
        TripPlannerScreen
          NavigationStack
            Form
              Section
                header: Text "Trip"
                Toggle "Reminders": on
                TextField "Notes": "Bring snacks"
                Stepper "Travellers: 2"
                Slider "Budget": 500.0
                Picker "Mode": "Train" (options: "Train", "Plane")
                DatePicker "Departure": 1970-01-02T00:00:00Z
              Section
                header: Text "Trips"
                ForEach
                  id "ams": NavigationLink "Amsterdam"
                    TripRow
                      HStack
                        Image "airplane"
                        Text "Amsterdam"
                  id "lis": NavigationLink "Lisbon"
                    TripRow
                      HStack
                        Image "airplane"
                        Text "Lisbon"
                footer: Badge<Int>
                  Text "2 \\"new\\""
              Button "Pack"
              Button "Book" (disabled)
              .id("summary"): Text "Summary"
            sheet (presented)
              PackingSheet
                VStack
                  Text "Packing list"
                  Button "Done"
            pushed 0 (presented)
              TripDetail
                Text "Detail of Lisbon"
        """)
  }

  @Test("The same screen mounted twice, or re-rendered unchanged, snapshots byte for byte the same")
  func stableAcrossMountsAndReRenders() {
    let first = ParentHarness { TripPlannerScreen() }
    let second = ParentHarness { TripPlannerScreen() }
    let snapshot = first.snapshot()
    #expect(second.snapshot() == snapshot)
    first.reRender()
    #expect(first.snapshot() == snapshot)
    #expect(first.snapshot() == first.snapshot())
  }

  @Test("Rows whose ids are fresh each run (UUID) are shown by position, so mounts agree")
  func freshIdsByPosition() {
    let snapshot = ParentHarness { BookListScreen() }.snapshot()
    #expect(ParentHarness { BookListScreen() }.snapshot() == snapshot)
    #expect(
      snapshot == """
        BookListScreen
          NavigationStack
            List
              ForEach
                row 0: NavigationLink "Dune"
                row 1: NavigationLink "Emma"
            search
              TextField "Find a book": ""
            toolbar
              Button "Add"
        """)
  }

  @Test("Driving a control changes its line and nothing else")
  func drivingAControlChangesOnlyItsLine() {
    let harness = ParentHarness { TripPlannerScreen() }
    let before = harness.snapshot().split(separator: "\n")
    harness.find(toggle: "Reminders")?.tap()
    let after = harness.snapshot().split(separator: "\n")
    #expect(after.count == before.count)
    let changed = zip(before, after).filter { $0 != $1 }
    #expect(changed.count == 1)
    #expect(changed.first?.0 == #"        Toggle "Reminders": on"#)
    #expect(changed.first?.1 == #"        Toggle "Reminders": off"#)
  }

  @Test("A presented confirmation dialog is marked presented, with its title and buttons")
  func presentedDialog() {
    let harness = ParentHarness { CardGalleryScreen() }
    #expect(!harness.snapshot().contains("confirmationDialog"))
    harness.find(button: "Delete Card 1")?.tap()
    #expect(
      harness.snapshot().hasSuffix(
        """
          confirmationDialog (presented)
            Text "Delete card?"
            Button "Delete"
        """))
  }

  @Test("An empty harness closure snapshots as (nothing mounted)")
  func emptyClosure() {
    #expect(ParentHarness {}.snapshot() == "(nothing mounted)")
    #expect(ParentHarness { EmptyView() }.snapshot() == "(nothing mounted)")
  }

  @Test("An image-only button is named as a query finds it: its accessibility label, else its image")
  func imageOnlyButtons() {
    let harness = ParentHarness {
      HStack {
        Button {
        } label: {
          Image(systemName: "forward.fill")
        }
        .accessibilityLabel("Next speaker")
        Button {
        } label: {
          Image(systemName: "plus")
        }
      }
    }
    #expect(
      harness.snapshot() == """
        HStack
          Button "Next speaker"
            Image "forward.fill"
          Button image "plus"
            Image "plus"
        """)
    #expect(harness.find(button: "Next speaker") != nil)
    #expect(harness.find(button: "plus") != nil)
  }
}
