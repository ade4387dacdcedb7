import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// API of the current SDK that apps reach, as Apple declares it.

@MainActor
@Suite("Picker")
struct PickerTests {
  @Test("tag(_:includeOptional: false) leaves a tag to selections of its own type, not its optional")
  func tagIncludeOptional() {
    struct Chooser: View {
      @State private var plain = "a"
      @State private var optional: String? = nil
      var body: some View {
        VStack {
          Picker("Plain", selection: $plain) {
            Text("A").tag("a", includeOptional: false)
            Text("B").tag("b")
          }
          Picker("Optional", selection: $optional) {
            Text("A").tag("a", includeOptional: false)
            Text("B").tag("b")
          }
        }
      }
    }
    let host = mount(Chooser())
    let pickers = host.root.descendants.filter { $0.control?.kind == .picker }
    #expect(pickers.map { $0.pickerOptions.map(\.label) } == [["A", "B"], ["B"]])
  }
}
