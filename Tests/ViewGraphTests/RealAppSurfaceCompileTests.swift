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

// `nonisolated` until `Animatable`'s isolation matches SwiftUI's (#31's wrong answers): a
// modifier is main-actor isolated, and its `animatableData` otherwise crosses into it.
private struct Shake: AnimatableModifier {
  var amount: Double
  nonisolated var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }
  func body(content: Content) -> some View { content.offset(x: amount) }
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
