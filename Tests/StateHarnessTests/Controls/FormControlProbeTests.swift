import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

enum Flavor: Hashable { case chocolate, vanilla, mint }

struct Preferences: View {
  @State var flavor = Flavor.chocolate
  @State var volume = 5.0
  @State var due = Date(timeIntervalSince1970: 0)
  @State var notes = ""
  @State var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      Form {
        Picker("Flavor", selection: $flavor) {
          Text("Chocolate").tag(Flavor.chocolate)
          Text("Vanilla").tag(Flavor.vanilla)
        }
        Slider(value: $volume, in: 0...10) { Text("Volume") }
        DatePicker("Due", selection: $due)
        TextEditor(text: $notes)
        NavigationLink("Details", value: 1)
      }
      .navigationDestination(for: Int.self) { Text("Detail \($0)") }
    }
  }
}

@MainActor
@Suite("Driving form controls")
struct FormControlProbeTests {
  @Test("select(_:) picks a tagged option of a Picker")
  func selectOption() {
    let harness = ParentHarness { Preferences() }
    harness.find(picker: "Flavor")?.select(Flavor.vanilla)
    #expect(harness.find(Preferences.self)?.view.flavor == .vanilla)
    #expect(harness.find(picker: "Flavor")?.selection == AnyHashable(Flavor.vanilla))
  }

  @Test("select(_:) of an option the picker does not have records an issue listing the options")
  func selectMissingOption() {
    let harness = ParentHarness { Preferences() }
    expectRecorded(
      """
      select(mint): Picker "Flavor" has no option tagged mint
        options: chocolate ("Chocolate"), vanilla ("Vanilla")
        Fix: select one of the tags the picker's content declares with .tag(_:).
      """
    ) {
      harness.find(picker: "Flavor")?.select(Flavor.mint)
    }
  }

  @Test("setValue(_:) moves a Slider; outside its bounds it records an issue")
  func slider() {
    let harness = ParentHarness { Preferences() }
    harness.find(slider: "Volume")?.setValue(8)
    #expect(harness.find(slider: "Volume")?.value == 8)
    expectRecorded(
      """
      setValue(11.0): Slider "Volume" only goes from 0.0 to 10.0
        Fix: pick a value inside the slider's range.
      """
    ) {
      harness.find(slider: "Volume")?.setValue(11)
    }
  }

  @Test("select(date:) sets a DatePicker; setInput(_:) types into a TextEditor")
  func dateAndEditor() {
    let harness = ParentHarness { Preferences() }
    let date = Date(timeIntervalSince1970: 3_600)
    harness.find(datePicker: "Due")?.select(date: date)
    #expect(harness.find(Preferences.self)?.view.due == date)
    let editor = harness.findAll(TextEditor.self).first
    editor?.setInput("Buy milk")
    #expect(harness.find(Preferences.self)?.view.notes == "Buy milk")
  }

  @Test("tap() on a NavigationLink pushes its destination")
  func navigationLink() {
    let harness = ParentHarness { Preferences() }
    harness.find(navigationLink: "Details")?.tap()
    #expect(harness.contains(text: "Detail 1"))
    #expect(harness.find(Preferences.self)?.view.path == [1])
  }
}
