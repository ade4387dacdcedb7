import Foundation
import Testing
import ViewGraph

// A screen shaped like Apple's Scrumdinger tutorial app, with a few hundred values, and the
// mistakes a new user makes in it: a `@State` copy of a scrum its parent owns, and an
// `@ObservedObject` timer the meeting view creates.

struct Attendee: Identifiable, Hashable {
  let id: Int
  var name: String
}

struct DailyScrum: Identifiable, Hashable {
  let id: Int
  var title: String
  var attendees: [Attendee]
  var lengthInMinutes: Int
  var theme: String

  /// Three scrums of `attendees` attendees each.
  static func sampleData(attendees: Int = 100) -> [DailyScrum] {
    ["Design", "App Dev", "Web Dev"].enumerated().map { index, title in
      DailyScrum(
        id: index + 1, title: title,
        attendees: (0..<attendees).map { Attendee(id: $0, name: "Attendee \(index)-\($0)") },
        lengthInMinutes: 5 + index, theme: "bubblegum")
    }
  }
}

/// Scrumdinger's timer: an `ObservableObject`.
final class ScrumTimer: ObservableObject {
  @Published var speakerIndex = 0
  @Published var secondsElapsed = 0
}

/// The list of scrums: owns them, passes each card its scrum and the detail a binding.
struct ScrumsView: View {
  @State var scrums = DailyScrum.sampleData()
  @State var isPresentingNewScrum = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(scrums) { scrum in CardView(scrum: scrum) }
      }
      DetailView(scrum: $scrums[0])
    }
  }
}

/// Reads a scrum: a `let` is the right way to pass a value it only shows.
struct CardView: View {
  let scrum: DailyScrum
  var body: some View { Text("\(scrum.title): \(scrum.attendees.count) attendees") }
}

/// Edits the scrum through a binding, with every kind of control that writes one.
struct DetailView: View {
  @Binding var scrum: DailyScrum
  @State var volume = 0.5

  var body: some View {
    Form {
      Stepper("Length", value: $scrum.lengthInMinutes, in: 5...30)
      Slider(value: $volume) { Text("Volume") }
      Picker("Theme", selection: $scrum.theme) {
        Text("Bubblegum").tag("bubblegum")
        Text("Buttercup").tag("buttercup")
      }
      Menu {
        Button("Copy") {}
        Button("Mail") {}
      } label: {
        Text("Share")
      }
    }
  }
}

/// The parent of the copying editor below.
struct ScrumDetailScreen: View {
  @State var scrums = DailyScrum.sampleData(attendees: 3)
  var body: some View { EditView(scrum: scrums[1]) }
}

/// ❌ Owns a copy of the scrum its parent passes: edits never reach the parent.
struct EditView: View {
  @State var scrum: DailyScrum
  var body: some View { TextField("Title", text: $scrum.title) }
}

/// The fixed editor and its parent: a binding to the parent's scrum.
struct BindingDetailScreen: View {
  @State var scrums = DailyScrum.sampleData(attendees: 3)
  var body: some View { BindingEditView(scrum: $scrums[1]) }
}

struct BindingEditView: View {
  @Binding var scrum: DailyScrum
  @State var draftTitle = ""
  var body: some View { TextField("Title", text: $scrum.title) }
}

/// A `@State` an initialiser sets from a value no view above holds: the view's own.
struct CounterFromInitScreen: View {
  var body: some View { StartingCounter(start: 41) }
}

struct StartingCounter: View {
  @State var count: Int
  init(start: Int) { self.count = start + 1 }
  var body: some View { Text("\(count)") }
}

/// ❌ Creates its timer in an `@ObservedObject`: a new timer with every parent re-render.
struct MeetingView: View {
  @ObservedObject var scrumTimer = ScrumTimer()
  var body: some View { Text("Speaker \(scrumTimer.speakerIndex)") }
}

/// Holds its scrums in a `let`: a value with no storage of its own.
struct LetScrumsView: View {
  let scrums = DailyScrum.sampleData(attendees: 2)
  var body: some View { Text("\(scrums.count) scrums") }
}

/// Notes a user adds to: the value a test writes before re-rendering.
struct NotesView: View {
  @State var notes: [String] = []
  var body: some View { Button("Add") { notes.append("standup") } }
}

/// Hands out a new number on every call: an `.id` that changes with every parent body.
@MainActor
enum Ticket {
  private static var last = 0
  static func take() -> Int {
    last += 1
    return last
  }
}

/// Gives its child a new identity every time its body runs.
struct ResettingParent: View {
  @State var flag = false
  var body: some View { NotesView().id(Ticket.take()) }
}

// Landmarks-shaped: one `@Observable` model placed with `.environment(_:)`.

@Observable
final class ModelData {
  var landmarks = ["Turtle Rock", "Silver Salmon Creek"]
  var favorites: Set<String> = []
}

struct LandmarkList: View {
  @Environment(ModelData.self) var modelData
  var body: some View {
    VStack {
      ForEach(modelData.landmarks, id: \.self) { Text($0) }
      FavoritesBadge()
    }
  }
}

struct FavoritesBadge: View {
  @Environment(ModelData.self) var modelData
  var body: some View { Text("\(modelData.favorites.count) favorites") }
}

/// ❌ A preview's model left in the tree: the badge below reads its own.
struct ShieldedLandmarks: View {
  @State var preview = ModelData()
  var body: some View {
    VStack {
      LandmarkList()
      FavoritesBadge().environment(preview)
    }
  }
}

/// Screens mounted below a shell that holds nothing: their owners are not the root.
struct Shell: View {
  var body: some View { VStack { Screen() } }
}

struct CopyingShell: View {
  var body: some View { VStack { StateChildScreen() } }
}
