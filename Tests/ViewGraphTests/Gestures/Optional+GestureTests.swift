import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

private struct OptionalGesture: View {
  let isEditable: Bool
  @State private var taps = 0
  var body: some View {
    let tap: _EndedGesture<TapGesture>? = isEditable ? TapGesture().onEnded { taps += 1 } : nil
    Text("Taps \(taps)").gesture(tap)
  }
}

@MainActor
@Suite("An optional gesture")
struct OptionalGestureTests {
  @Test("an optional gesture acts when it holds one")
  func optionalGesture() {
    let editable = mount(OptionalGesture(isEditable: true))
    editable.press("Taps 0")
    #expect(editable.texts.contains("Taps 1"))
    let readOnly = mount(OptionalGesture(isEditable: false))
    #expect(readOnly.texts.contains("Taps 0"))
  }
}
