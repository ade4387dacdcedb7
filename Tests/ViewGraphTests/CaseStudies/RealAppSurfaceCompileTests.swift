import Testing
@_spi(Inspection) import ViewGraph

// The SwiftUI API real apps use that ViewGraph records rather than acts on (issue #31):
// written as the apps write it, and mounted, so that each snippet is compiled in full and
// its view runs, not only type-checked.

private struct SpringsAndPointers: View {
  @State private var isHovering = false
  @State private var isExpanded = false
  var body: some View {
    VStack {
      Text("Row")
        .onHover { isHovering = $0 }
        .pointerStyle(isHovering ? .link : nil)
        .pointerStyle(.frameResize(position: .trailing, directions: .all))
        .help("Opens the row")
      Divider().pointerStyle(.columnResize(directions: .all))
      Button("Toggle") {
        withAnimation(.snappy) { isExpanded.toggle() }
        withAnimation(.snappy(duration: 0.3, extraBounce: 0.1)) { isExpanded.toggle() }
        withAnimation(.smooth(duration: 0.4)) { isExpanded.toggle() }
        withAnimation(.bouncy(extraBounce: 0.2)) { isExpanded.toggle() }
      }
      .animation(.smooth, value: isExpanded)
      .animation(.bouncy, value: isExpanded)
      .keyboardShortcut("t")
      .keyboardShortcut(.return, modifiers: [.command, .shift])
      .keyboardShortcut(.defaultAction)
      .keyboardShortcut(isExpanded ? .cancelAction : nil)
      .help(Text("Toggles"))
    }
  }
}

private struct StylesAndGradients: View {
  @Environment(\.displayScale) private var displayScale
  @Environment(\.font) private var font
  @Environment(\.layoutDirection) private var layoutDirection
  @ScaledMetric private var iconSize: CGFloat = 24
  @ScaledMetric(relativeTo: .caption) private var spacing = 4.0
  var body: some View {
    VStack(spacing: spacing) {
      Circle().fill(.blue.shadow(.drop(radius: 4, y: 2)))
      Circle().fill(.red.gradient)
      Rectangle().fill(.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
      Rectangle().fill(.linearGradient(Color.red.gradient, startPoint: .top, endPoint: .bottom))
      Rectangle().fill(
        .radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 9))
      Rectangle().fill(.angularGradient(Color.green.gradient, startAngle: .zero, endAngle: .degrees(90)))
      Rectangle().fill(.conicGradient(colors: [.red, .blue], center: .center))
      Rectangle().fill(Gradient(colors: [.red, .blue]))
      Text("Inset").foregroundStyle(.white.shadow(.inner(radius: 1)))
      Image(systemName: "heart").symbolVariant(.circle.fill)
      Image(systemName: "star").accessibility(label: Text("Favorite")).accessibility(hidden: false)
      Text("Scale \(displayScale, specifier: "%.0f") size \(iconSize, specifier: "%.1f")")
      Text(layoutDirection == .leftToRight && font == nil ? "ltr" : "rtl")
    }
  }
}

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
@Suite("Real-app surface compiles and mounts (#31)")
struct RealAppSurfaceCompileTests {
  @Test("springs, pointer styles, hover, help and keyboard shortcuts are recorded")
  func springsAndPointers() {
    let host = mount(SpringsAndPointers())
    host.press("Toggle")
    #expect(host.texts.contains("Row"))
  }

  @Test("shadows, gradients, scaled metrics and the display environment compile and read defaults")
  func stylesAndGradients() {
    let host = mount(StylesAndGradients())
    #expect(host.texts.contains("Scale 3 size 24.0"))
    #expect(host.texts.contains("ltr"))
  }

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

private struct PercentGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      Text("\(Int(configuration.value * 100)) percent")
    }
  }
}

private struct Tag: Identifiable {
  let id: Int
  var name: String { "tag \(id)" }
}

private struct GaugesFormsAndToolbars: View {
  @State private var query = ""
  @State private var tags = [Tag(id: 1), Tag(id: 2)]
  @State private var renamed = false
  var body: some View {
    NavigationStack {
      Form {
        Gauge(value: 40, in: 0...100) {
          Text("Battery")
        } currentValueLabel: {
          Text("40")
        }
        .gaugeStyle(.accessoryCircular)
        Gauge(value: 0.25) { Text("Storage") }.gaugeStyle(PercentGaugeStyle())
        Gauge(value: 3, in: 0...10) {
          Text("Level")
        } currentValueLabel: {
          Text("3")
        } minimumValueLabel: {
          Text("Low")
        } maximumValueLabel: {
          Text("High")
        }
        Text(renamed ? "renamed" : "named")
      }
      .formStyle(.grouped)
      .tableStyle(.inset(alternatesRowBackgrounds: false))
      .navigationTitle("Settings")
      .toolbarTitleDisplayMode(.inlineLarge)
      .toolbar {
        ToolbarTitleMenu {
          Button("Rename") { renamed = true }
        }
      }
      .searchable(text: $query, tokens: $tags) { tag in Text(tag.name) }
    }
  }
}

@MainActor
@Suite("Real-app surface: gauges, form and table styles, title menus, search tokens (#31)")
struct GaugeAndToolbarSurfaceTests {
  @Test("gauges show their labels, a custom gauge style is mounted, title menus and tokens are mounted")
  func gaugesFormsAndToolbars() {
    let host = mount(GaugesFormsAndToolbars())
    #expect(host.texts.contains("Battery"))
    #expect(host.texts.contains("40"))
    #expect(host.texts.contains("Storage"))
    #expect(host.texts.contains("25 percent"))
    #expect(host.texts.contains("Low"))
    #expect(host.texts.contains("tag 2"))
    host.press("Rename")
    #expect(host.texts.contains("renamed"))
  }

  @Test("S84: submitScope keeps a field's return from the onSubmit actions above the scope")
  func submitScopeBlocksOuterActions() {
    struct Composer: View {
      @State var log: [String] = []
      @State var tag = ""
      @State var title = ""
      var body: some View {
        Form {
          TextField("Tag", text: $tag).onSubmit { log.append("tag") }.submitScope()
          TextField("Title", text: $title)
          Text("Log \(log.joined(separator: ","))")
        }
        .onSubmit { log.append("save") }
      }
    }
    let host = mount(Composer())
    host.perform { host.control("Tag")?.textInput?.submit?() }
    host.update()
    #expect(host.texts.contains("Log tag"))
    host.perform { host.control("Title")?.textInput?.submit?() }
    host.update()
    #expect(host.texts.contains("Log tag,save"))
  }
}
