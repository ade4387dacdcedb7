import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

/// A settings pane whose accent color is picked, and whose preview reads it.
private struct AccentSettings: View {
  @State var accent = Color.blue
  @State var locked = false

  var body: some View {
    Form {
      ColorPicker("Accent", selection: $accent)
        .disabled(locked)
      Text("Preview in \(accent.description)")
      Toggle("Lock", isOn: $locked)
    }
  }
}

@MainActor
@Suite("ColorPicker")
struct ColorPickerTests {
  @Test("select(color:) writes the picker's binding, and what reads it updates")
  func select() {
    let harness = ParentHarness { AccentSettings() }
    #expect(harness.find(colorPicker: "Accent")?.color == .blue)
    harness.find(colorPicker: "Accent")?.select(color: .orange)
    #expect(harness.find(colorPicker: "Accent")?.color == .orange)
    #expect(harness.find(AccentSettings.self)?.view.accent == .orange)
    #expect(harness.find(text: "Preview in orange") != nil)
  }

  @Test("the snapshot shows the picked color; the map shows the binding it writes")
  func snapshotAndMap() {
    let harness = ParentHarness { AccentSettings() }
    #expect(harness.snapshot().contains("ColorPicker \"Accent\": blue"))
    #expect(
      harness.ownershipMap().description.contains("ColorPicker \"Accent\" -> AccentSettings.accent = blue"))
  }

  @Test("finding a picker by a title none has records one issue listing the pickers mounted")
  func notFound() {
    let harness = ParentHarness { AccentSettings() }
    let recorded = recordedIssueDetails { #expect(harness.find(colorPicker: "Tint") == nil) }
    #expect(
      recorded.map(\.message) == [
        """
        find(colorPicker: "Tint"): no ColorPicker titled "Tint" is mounted
          ColorPickers mounted: "Accent"
          Fix: match the title exactly as shown.
        """
      ])
    #expect(recorded.map(\.line) == [#line - 9])
  }

  @Test("a disabled picker cannot be picked: one issue, and the color stays")
  func disabled() {
    let harness = ParentHarness { AccentSettings() }
    harness.find(toggle: "Lock")?.tap()
    expectRecorded(
      """
      select(color:): ColorPicker "Accent" is disabled
        A .disabled(true) above it sets \\.isEnabled to false.
        Fix: bring the screen into the state that enables it first.
      """
    ) {
      harness.find(colorPicker: "Accent")?.select(color: .red)
    }
    #expect(harness.find(colorPicker: "Accent")?.color == .blue)
  }

  @Test("a color picker asked for as a toggle is named, with the query that finds it")
  func askedAsAnotherKind() {
    let harness = ParentHarness { AccentSettings() }
    expectRecorded(
      """
      find(toggle: "Accent"): no Toggle titled "Accent" is mounted
        Toggles mounted: "Lock"
        A ColorPicker is titled "Accent".
        Fix: use find(colorPicker: "Accent") to find it; it offers select(color:) and color.
      """
    ) {
      _ = harness.find(toggle: "Accent")
    }
  }
}
