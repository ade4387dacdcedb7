import Foundation
import Testing
import ViewGraph

// Screens the query and drive tests search and drive.

struct Person: Identifiable, Hashable {
  let id: Int
  var name: String
}

/// Rows that repeat a button title, an image-only button, identifiers, ids and tags.
struct PeopleScreen: View {
  @State var people = [
    Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace"), Person(id: 3, name: "Linus"),
  ]
  @State var skipped = 0
  @State var flavor = "vanilla"

  var body: some View {
    VStack {
      Text("Skipped \(skipped)").accessibilityIdentifier("skip-count")
      Button(action: { skipped += 1 }) { Image(systemName: "forward.fill") }
        .accessibilityLabel("Next speaker")
      Button(action: { skipped = 0 }) { Image(systemName: "arrow.counterclockwise") }
      ForEach(people) { person in
        PersonRow(person: person, remove: { people.removeAll { $0.id == person.id } })
      }
      .onDelete { people.remove(atOffsets: $0) }
      .onMove { people.move(fromOffsets: $0, toOffset: $1) }
      Text("Order: " + people.map(\.name).joined(separator: ", ")).id("order")
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag("vanilla")
        Text("Mint").tag("mint")
      }
    }
  }
}

struct PersonRow: View {
  let person: Person
  let remove: @MainActor () -> Void

  var body: some View {
    HStack {
      Text(person.name)
      Button("Remove", action: remove)
    }
  }
}

/// A list with a single selection and one with a set selection, over the same rows.
struct SelectionScreen: View {
  @State var single: Int?
  @State var several: Set<Int> = []
  @State var wrongType: String?
  let people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]

  var body: some View {
    VStack {
      List(people, selection: $single) { Text("One \($0.name)") }
      List(selection: $several) {
        ForEach(people) { Text("Many \($0.name)") }
      }
      List(selection: $wrongType) {
        Text("Tagged by number").tag(7)
      }
      List {
        Text("Plain row")
      }
      Text("single \(single.map(String.init) ?? "none"), several \(several.sorted())")
    }
  }
}

/// Tabs with a selection, tabs declared with `Tab`, and tabs without a selection.
struct TabsScreen: View {
  enum Section: Hashable { case home, profile }
  @State var section = Section.home

  var body: some View {
    VStack {
      TabView(selection: $section) {
        Text("Home content").tabItem { Label("Home", systemImage: "house") }.tag(Section.home)
        Text("Profile content").tabItem { Label("Profile", systemImage: "person") }.tag(Section.profile)
        Text("Untagged content").tabItem { Label("Untagged", systemImage: "questionmark") }
        Text("Wrong content").tabItem { Label("Wrong", systemImage: "xmark") }.tag("wrong")
      }
      TabView {
        Text("Loose content").tabItem { Label("Loose", systemImage: "circle") }
      }
      Text("Showing \(section == .home ? "home" : "profile")")
    }
  }
}

/// A stack with a pushed screen, a sheet that can be swiped away, one that cannot, a cover
/// and an alert.
struct PresentingScreen: View {
  @State var path: [Int] = []
  @State var showsSheet = false
  @State var showsLockedSheet = false
  @State var showsCover = false
  @State var showsAlert = false

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("Root")
        NavigationLink("Open 1", value: 1)
        Button("Sheet") { showsSheet = true }
        Button("Locked sheet") { showsLockedSheet = true }
        Button("Cover") { showsCover = true }
        Button("Alert") { showsAlert = true }
      }
      .navigationDestination(for: Int.self) { number in
        VStack {
          Text("Screen \(number)")
          NavigationLink("Open \(number + 1)", value: number + 1)
        }
      }
    }
    .sheet(isPresented: $showsSheet) { Text("Sheet content") }
    .sheet(isPresented: $showsLockedSheet) { Text("Locked content").interactiveDismissDisabled() }
    .fullScreenCover(isPresented: $showsCover) { Text("Cover content") }
    .alert("Heads up", isPresented: $showsAlert) { Button("OK") {} }
  }
}

/// A stack whose path cannot be written: going back changes nothing.
struct ConstantPathScreen: View {
  var body: some View {
    NavigationStack(path: .constant([1])) {
      Text("Root")
        .navigationDestination(for: Int.self) { Text("Pinned \($0)") }
    }
  }
}
