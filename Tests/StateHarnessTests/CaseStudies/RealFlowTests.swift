import Foundation
import StateHarness
import Testing
import ViewGraph

// The tests a new user writes for Scrumdinger's and Landmarks' flows, over screens shaped
// like theirs, with the public API only: no `@_spi` import here.

// MARK: - Scrumdinger-shaped screens

private struct FlowAttendee: Identifiable, Hashable {
  let id = UUID()
  var name: String
}

private struct FlowDailyScrum: Identifiable {
  let id = UUID()
  var title: String
  var attendees: [FlowAttendee]
  var history: [String] = []

  static let sample = [
    FlowDailyScrum(title: "Design", attendees: [FlowAttendee(name: "Cathy"), FlowAttendee(name: "Daisy")]),
    FlowDailyScrum(title: "App Dev", attendees: [FlowAttendee(name: "Katie"), FlowAttendee(name: "Gray")]),
  ]
}

private struct FlowScrumsView: View {
  @State var scrums = FlowDailyScrum.sample
  @State private var isPresentingNewScrumView = false

  var body: some View {
    NavigationStack {
      List($scrums) { $scrum in
        NavigationLink(destination: FlowDetailView(scrum: $scrum)) { Text(scrum.title) }
      }
      .navigationTitle("Daily Scrums")
      .toolbar {
        Button(action: { isPresentingNewScrumView = true }) { Image(systemName: "plus") }
          .accessibilityLabel("New Scrum")
      }
    }
    .sheet(isPresented: $isPresentingNewScrumView) {
      NewScrumSheet(scrums: $scrums, isPresenting: $isPresentingNewScrumView)
    }
  }
}

private struct NewScrumSheet: View {
  @Binding var scrums: [FlowDailyScrum]
  @Binding var isPresenting: Bool
  @State private var newScrum = FlowDailyScrum(title: "", attendees: [])

  var body: some View {
    NavigationStack {
      DetailEditView(scrum: $newScrum)
        .toolbar {
          Button("Dismiss") { isPresenting = false }
          Button("Add") {
            scrums.append(newScrum)
            isPresenting = false
          }
        }
    }
    .interactiveDismissDisabled(!newScrum.attendees.isEmpty)
  }
}

private struct DetailEditView: View {
  @Binding var scrum: FlowDailyScrum
  @State private var newAttendeeName = ""

  var body: some View {
    Form {
      TextField("Title", text: $scrum.title)
      Section("Attendees") {
        ForEach(scrum.attendees) { attendee in Text(attendee.name) }
          .onDelete { indices in scrum.attendees.remove(atOffsets: indices) }
        HStack {
          TextField("New FlowAttendee", text: $newAttendeeName)
          Button(action: {
            withAnimation {
              scrum.attendees.append(FlowAttendee(name: newAttendeeName))
              newAttendeeName = ""
            }
          }) {
            Image(systemName: "plus.circle.fill").accessibilityLabel("Add attendee")
          }
          .disabled(newAttendeeName.isEmpty)
        }
      }
    }
  }
}

private struct FlowDetailView: View {
  @Binding var scrum: FlowDailyScrum

  var body: some View {
    List {
      NavigationLink(destination: FlowMeetingView(scrum: $scrum)) {
        Label("Start Meeting", systemImage: "timer")
      }
      ForEach(scrum.attendees) { Text($0.name) }
      ForEach(scrum.history, id: \.self) { Text($0) }
    }
    .navigationTitle(scrum.title)
  }
}

private struct FlowMeetingView: View {
  @Binding var scrum: FlowDailyScrum
  @State private var speakerIndex = 0

  var body: some View {
    VStack {
      Text("Speaker \(speakerIndex + 1) of \(scrum.attendees.count)")
      MeetingFooterView(speakerIndex: $speakerIndex, count: scrum.attendees.count)
    }
    .onDisappear { scrum.history.append("Met with \(scrum.attendees.count)") }
  }
}

private struct MeetingFooterView: View {
  @Binding var speakerIndex: Int
  let count: Int

  var body: some View {
    HStack {
      if speakerIndex == count - 1 {
        Text("Last Speaker")
      } else {
        Button(action: { speakerIndex += 1 }) { Image(systemName: "forward.fill") }
          .accessibilityLabel("Next speaker")
      }
    }
  }
}

// MARK: - Landmarks-shaped screens

@Observable private final class FlowModelData {
  var landmarks = [
    Landmark(id: 1, name: "Turtle Rock", isFavorite: true),
    Landmark(id: 2, name: "Silver Salmon Creek", isFavorite: false),
    Landmark(id: 3, name: "Chilkoot Trail", isFavorite: true),
  ]
}

private struct Landmark: Identifiable, Hashable {
  let id: Int
  var name: String
  var isFavorite: Bool
}

private struct ContentView: View {
  enum Tab { case featured, list }
  @State private var selection: Tab = .featured
  @State private var modelData = FlowModelData()

  var body: some View {
    TabView(selection: $selection) {
      Text("Featured landmarks")
        .tabItem { Label("Featured", systemImage: "star") }
        .tag(Tab.featured)
      FlowLandmarkList()
        .tabItem { Label("List", systemImage: "list.bullet") }
        .tag(Tab.list)
    }
    .environment(modelData)
  }
}

private struct FlowLandmarkList: View {
  @Environment(FlowModelData.self) var modelData
  @State private var showFavoritesOnly = false
  @State private var selected: Landmark.ID?

  var filtered: [Landmark] { modelData.landmarks.filter { !showFavoritesOnly || $0.isFavorite } }

  var body: some View {
    NavigationStack {
      List(selection: $selected) {
        Toggle("Favorites only", isOn: $showFavoritesOnly)
        ForEach(filtered) { landmark in
          NavigationLink {
            LandmarkDetail(landmark: landmark)
          } label: {
            LandmarkRow(landmark: landmark)
          }
        }
      }
      Text("Selected: \(selected.map(String.init) ?? "none")")
    }
  }
}

private struct LandmarkRow: View {
  let landmark: Landmark

  var body: some View {
    HStack {
      Text(landmark.name)
      if landmark.isFavorite { Image(systemName: "star.fill") }
    }
  }
}

private struct LandmarkDetail: View {
  @Environment(FlowModelData.self) var modelData
  let landmark: Landmark

  var index: Int { modelData.landmarks.firstIndex { $0.id == landmark.id } ?? 0 }

  var body: some View {
    @Bindable var modelData = modelData
    VStack {
      Text(landmark.name)
      FavoriteButton(isSet: $modelData.landmarks[index].isFavorite)
    }
  }
}

private struct FavoriteButton: View {
  @Binding var isSet: Bool

  var body: some View {
    Button {
      isSet.toggle()
    } label: {
      Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
        .labelStyle(.iconOnly)
    }
  }
}

// MARK: - The flows

@MainActor
@Suite("Real flows, with the public API only")
struct RealFlowTests {
  @Test("Scrumdinger add-attendee: type a name, tap the image-only add button, the row appears")
  func addAttendee() {
    let harness = ParentHarness { FlowScrumsView() }
    harness.find(button: "New Scrum")?.tap()
    let sheet = harness.find(NewScrumSheet.self)
    #expect(sheet?.find(button: "Add attendee")?.isDisabled == true)
    sheet?.find(textField: "New FlowAttendee")?.setInput("Ada")
    sheet?.find(button: "Add attendee")?.tap()
    #expect(sheet?.contains(text: "Ada") == true)
    #expect(sheet?.find(textField: "New FlowAttendee")?.input == "")
  }

  @Test("Scrumdinger next-speaker: the image-only button found by its accessibility label")
  func nextSpeaker() {
    let harness = ParentHarness { FlowScrumsView() }
    harness.find(navigationLink: "Design")?.tap()
    harness.find(navigationLink: "Start Meeting")?.tap()
    #expect(harness.contains(text: "Speaker 1 of 2"))
    harness.find(button: "Next speaker")?.tap()
    #expect(harness.contains(text: "Speaker 2 of 2"))
    #expect(harness.contains(text: "Last Speaker"))
    #expect(harness.findAll(button: "Next speaker").isEmpty)
  }

  @Test("Scrumdinger swipe-delete: delete() on an attendee's row runs the ForEach's onDelete")
  func swipeDelete() {
    let harness = ParentHarness { FlowScrumsView() }
    harness.find(button: "New Scrum")?.tap()
    let sheet = harness.find(NewScrumSheet.self)
    for name in ["Ada", "Grace"] {
      sheet?.find(textField: "New FlowAttendee")?.setInput(name)
      sheet?.find(button: "Add attendee")?.tap()
    }
    sheet?.find(text: "Ada")?.delete()
    #expect(sheet?.contains(text: "Ada") == false)
    #expect(sheet?.contains(text: "Grace") == true)
  }

  @Test("Scrumdinger: a sheet with attendees cannot be swiped away; its Dismiss button closes it")
  func sheetSwipe() {
    let harness = ParentHarness { FlowScrumsView() }
    harness.find(button: "New Scrum")?.tap()
    harness.find(text: "Attendees")?.dismiss()
    #expect(!harness.contains(NewScrumSheet.self))

    harness.find(button: "New Scrum")?.tap()
    harness.find(textField: "New FlowAttendee")?.setInput("Ada")
    harness.find(button: "Add attendee")?.tap()
    expectRecorded(
      """
      dismiss(): the sheet showing NewScrumSheet cannot be swiped away
        A view in it declares .interactiveDismissDisabled(), so a swipe down does nothing.
        Fix: tap the button that dismisses it (find(button:)?.tap()).
      """
    ) {
      harness.find(text: "Ada")?.dismiss()
    }
    #expect(harness.contains(NewScrumSheet.self))
    harness.find(button: "Dismiss")?.tap()
    #expect(!harness.contains(NewScrumSheet.self))
  }

  @Test("Scrumdinger back-from-meeting: going back ends the meeting and records it in the history")
  func backFromMeeting() {
    let harness = ParentHarness { FlowScrumsView() }
    harness.find(navigationLink: "App Dev")?.tap()
    harness.find(navigationLink: "Start Meeting")?.tap()
    #expect(harness.contains(FlowMeetingView.self))
    harness.navigateBack()
    #expect(!harness.contains(FlowMeetingView.self))
    #expect(harness.contains(text: "Met with 2"))
    harness.navigateBack()
    #expect(harness.contains(text: "Design"))
    #expect(!harness.contains(FlowDetailView.self))
  }

  @Test("Landmarks tabs: select a tab by its label; its content was mounted all along")
  func tabs() {
    let harness = ParentHarness { ContentView() }
    #expect(harness.find(tab: "Featured")?.isSelected == true)
    harness.find(tab: "List")?.select()
    #expect(harness.find(tab: "List")?.isSelected == true)
    #expect(harness.find(tab: "Featured")?.isSelected == false)
    #expect(harness.find(tab: "List")?.contains(text: "Turtle Rock") == true)
  }

  @Test("Landmarks favorites: filter with the toggle, unfavorite from the detail, select a row")
  func favorites() {
    let harness = ParentHarness { ContentView() }
    #expect(harness.findAll(LandmarkRow.self).count == 3)
    // The list is in the second tab: a user shows it first (S239).
    harness.find(tab: "List")?.select()
    harness.find(toggle: "Favorites only")?.tap()
    #expect(harness.findAll(LandmarkRow.self).map(\.view.landmark.name) == ["Turtle Rock", "Chilkoot Trail"])

    harness.find(navigationLink: "Turtle Rock")?.tap()
    let detail = harness.find(LandmarkDetail.self)
    detail?.find(button: "Toggle Favorite")?.tap()
    harness.navigateBack()
    #expect(!harness.contains(LandmarkDetail.self))
    #expect(harness.findAll(LandmarkRow.self).map(\.view.landmark.name) == ["Chilkoot Trail"])

    harness.find(text: "Chilkoot Trail")?.select()
    #expect(harness.contains(text: "Selected: 3"))
    #expect(harness.find(LandmarkRow.self)?.isSelected == true)
  }

}
