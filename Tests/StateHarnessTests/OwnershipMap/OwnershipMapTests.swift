import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Ownership map")
struct OwnershipMapTests {
  @Test("the map shows who owns, who borrows from where, and what each view reads")
  func map() {
    let harness = ParentHarness { Screen() }
    #expect(
      normalized(harness.ownershipMap().description) == """
        Screen
          @State store: Store#N  (owned)
          @Environment(\\.mode) mode = day
          Stepper "Count 0" -> Screen.store.count = 0
          Button "Reset" -> action
          NameSection
            @Bindable store: Store#N  (borrowed from Screen.store)
            TextField "Name" -> Store#N.name = ""
          SwitchSection
            @Binding isOn -> Screen.store.isOn = true  (borrowed)
            Toggle "Switch" -> Screen.store.isOn = true
        """)
  }

  @Test("the map names the same object the same way everywhere")
  func sameNames() {
    let harness = ParentHarness { Screen() }
    let map = harness.ownershipMap().description
    let store = harness.installed(Store.self)!
    let name = ObjectNames.name(of: store)
    #expect(map.components(separatedBy: name).count - 1 == 3)
  }

  @Test("a `let` holding an object is marked as replaced on re-render")
  func plainLet() {
    let harness = ParentHarness { LetScreen() }
    #expect(
      normalized(harness.ownershipMap().description) == """
        LetScreen
          let store: Store#N  (replaced by every parent re-render)
        """)
  }

  // MARK: - Real data

  @Test("a screen of a few hundred values: values summarised, each control's binding, no line over 200")
  func realData() {
    let harness = ParentHarness { ScrumsView() }
    let map = harness.ownershipMap().description
    #expect(
      map == """
        ScrumsView
          @State scrums: [DailyScrum] (3)  (owned)
          @State isPresentingNewScrum: false  (owned)
          CardView
            let scrum: DailyScrum(id: 1, title: "Design", attendees: [Attendee] (100), …)
          CardView
            let scrum: DailyScrum(id: 2, title: "App Dev", attendees: [Attendee] (100), …)
          CardView
            let scrum: DailyScrum(id: 3, title: "Web Dev", attendees: [Attendee] (100), …)
          DetailView
            @Binding scrum -> ScrumsView.scrums[0] = DailyScrum(id: 1, title: "Design", attendees: [Attendee] (100), …)  (borrowed)
            @State volume: 0.5  (owned)
            Stepper "Length" -> ScrumsView.scrums[0].lengthInMinutes = 5
            Slider "Volume" -> DetailView.volume = 0.5
            Picker "Theme" -> ScrumsView.scrums[0].theme = "bubblegum"
            Menu "Share" -> action
            Button "Copy" -> action
            Button "Mail" -> action
        """)
    #expect(map.split(separator: "\n").allSatisfy { $0.count <= 200 })
  }

  @Test("a menu is titled by its label everywhere a user reads it, not by its label and items")
  func menuTitle() {
    let harness = ParentHarness { ScrumsView() }
    #expect(harness.outline().contains("    Menu \"Share\""))
    #expect(!harness.outline().contains { $0.contains("Share Copy") })
  }

  @Test("the whole value on request: values: .full prints every attendee, with short type names")
  func fullValues() {
    let harness = ParentHarness { ScrumsView() }
    let full = harness.ownershipMap(values: .full).description
    let scrums = full.split(separator: "\n").first { $0.contains("@State scrums") } ?? ""
    #expect(
      scrums.hasPrefix("  @State scrums: [DailyScrum(id: 1, title: \"Design\", attendees: [Attendee(id: 0, "))
    #expect(scrums.contains("Attendee(id: 99, name: \"Attendee 2-99\")"))
    #expect(!scrums.contains("StateHarnessTests."))
  }

  @Test("a long string is cut, a short collection printed whole, an optional unwrapped")
  func summaries() {
    #expect(describe(String(repeating: "a", count: 100)) == "\"" + String(repeating: "a", count: 77) + "…\"")
    #expect(describe([1, 2, 3]) == "[1, 2, 3]")
    #expect(describe(Array(0..<100)) == "[Int] (100)")
    #expect(describe(["a": 1]) == "[\"a\": 1]")
    #expect(describe(Optional(Attendee(id: 1, name: "Ada")) as Any) == "Attendee(id: 1, name: \"Ada\")")
    #expect(describe(Mode.night) == "night")
  }

  @Test("internal shapes stay out of the map: a trimmed circle is the view's, not _ModifiedShape<…>")
  func noInternalTypes() {
    let harness = ParentHarness { ProgressRing() }
    #expect(
      harness.ownershipMap().description == """
        ProgressRing
          @State progress: 0.5  (owned)
        """)
  }
}

struct ProgressRing: View {
  @State var progress = 0.5
  var body: some View { Circle().trim(from: 0, to: progress).stroke(lineWidth: 2) }
}

/// One control of every kind that writes a binding, and each kind that runs an action.
private struct EveryControl: View {
  @State var isOn = true
  @State var name = "Ada"
  @State var secret = "pw"
  @State var notes = "n"
  @State var count = 2
  @State var volume = 0.5
  @State var flavor = Flavor.vanilla
  @State var due = Date(timeIntervalSince1970: 0)
  @State var accent = Color.red
  @State var shifts: Set<DateComponents> = [DateComponents(year: 2026, month: 3, day: 2)]

  var body: some View {
    NavigationStack {
      Form {
        Toggle("Switch", isOn: $isOn)
        TextField("Name", text: $name)
        SecureField("Secret", text: $secret)
        TextEditor(text: $notes)
        Stepper("Count", value: $count)
        Slider(value: $volume) { Text("Volume") }
        Picker("Flavor", selection: $flavor) {
          Text("Vanilla").tag(Flavor.vanilla)
        }
        DatePicker("Due", selection: $due)
        ColorPicker("Accent", selection: $accent)
        Button("Reset") {}
        Link("Help", destination: URL(string: "https://example.com/help")!)
        NavigationLink("Details", value: 1)
        ShareLink("Share", item: URL(string: "https://example.com/a")!)
        MultiDatePicker("Shifts", selection: $shifts)
        TextFieldLink("Reply") { name = $0 }
      }
    }
  }
}

extension OwnershipMapTests {
  @Test("the map shows the binding of every control that writes one, and what the others do")
  func everyControlsBinding() {
    let harness = ParentHarness { EveryControl() }
    let controls = harness.ownershipMap().description.split(separator: "\n").filter { $0.contains(" -> ") }
      .filter { !$0.contains("@Binding") }.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      controls == [
        "Toggle \"Switch\" -> EveryControl.isOn = true",
        "TextField \"Name\" -> EveryControl.name = \"Ada\"",
        "SecureField \"Secret\" -> EveryControl.secret = \"pw\"",
        "TextEditor \"\" -> EveryControl.notes = \"n\"",
        "Stepper \"Count\" -> EveryControl.count = 2",
        "Slider \"Volume\" -> EveryControl.volume = 0.5",
        "Picker \"Flavor\" -> EveryControl.flavor = vanilla",
        "DatePicker \"Due\" -> EveryControl.due = 1970-01-01 00:00:00 +0000",
        "ColorPicker \"Accent\" -> EveryControl.accent = red",
        "Button \"Reset\" -> action",
        "Link \"Help\" -> opens https://example.com/help",
        "NavigationLink \"Details\" -> action",
        "ShareLink \"Share\" -> shares https://example.com/a",
        "MultiDatePicker \"Shifts\" -> EveryControl.shifts = 2026-03-02",
        "TextFieldLink \"Reply\" -> action(text)",
      ])
  }
}
