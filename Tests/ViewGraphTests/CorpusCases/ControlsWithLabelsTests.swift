import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

// Written as apps write them, in Swift 6 mode: `animatableData` declared plainly in a
// modifier and a shape, both main-actor isolated by their View conformance (#31).
private struct Shake: AnimatableModifier {
  var amount: Double
  var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }
  func body(content: Content) -> some View { content.offset(x: amount) }
}

private struct Wave: Shape {
  var phase: Double
  var animatableData: Double {
    get { phase }
    set { phase = newValue }
  }
  func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: phase, dy: 0)) }
}

/// The workaround apps adopted while SwiftUI's declaration was in flux still compiles.
private struct NonisolatedWave: Shape {
  var phase: Double
  nonisolated var animatableData: Double {
    get { phase }
    set { phase = newValue }
  }
  func path(in rect: CGRect) -> Path { Path(rect) }
}

private struct ControlsWithLabels: View {
  @State private var brightness = 0.5
  @State private var sort = 0
  @State private var selected: Set<Int> = []
  @State private var taps: [CGPoint] = []
  var body: some View {
    List(selection: $selected) {
      Slider(value: $brightness) {
        Text("Brightness")
      } minimumValueLabel: {
        Image(systemName: "sun.min")
      } maximumValueLabel: {
        Image(systemName: "sun.max")
      }
      Slider(value: $brightness, in: 0...1, step: 0.1) {
        Text("Stepped")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("1")
      }
      ProgressView(value: brightness) {
        Text("Upload")
      } currentValueLabel: {
        Text("\(brightness * 100, specifier: "%.0f") %")
      }
      ProgressView("Loading" as String)
      Picker(selection: $sort, label: Text("Sort")) {
        Text("Name").tag(0)
        Text("Date").tag(1)
      }
      Button("Add", systemImage: "plus") {}
      Button("Delete", systemImage: "trash", role: .destructive) {}
      Text("Canvas").onTapGesture { location in taps.append(location) }
      Text("Shaken").modifier(Shake(amount: 2))
    }
  }
}

@MainActor
@Suite("Corpus screen: controls with value labels, and animatable data")
struct ControlsWithLabelsTests {
  @Test("value labels, legacy pickers, symbol buttons and tap locations mount as controls")
  func controlsWithLabels() {
    let host = mount(ControlsWithLabels())
    #expect(host.control("Add") != nil)
    #expect(host.control("Delete") != nil)
    #expect(host.control("Brightness")?.kind == .slider)
    #expect(host.texts.contains("50 %"))
    #expect(host.root.descendants.contains { $0.control?.kind == .picker && $0.controlTitle == "Sort" })
    host.press("Canvas")
    #expect(host.view(ControlsWithLabels.self) != nil)
  }
}
