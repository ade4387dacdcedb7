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
