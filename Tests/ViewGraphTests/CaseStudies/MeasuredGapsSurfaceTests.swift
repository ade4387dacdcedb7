import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// The SwiftUI API the measured apps of issue #31 failed on (measure6): written as the apps
// write it and mounted, so each snippet is compiled in full and its view runs.

private enum Panel: Hashable { case city }

private struct SidebarAndGrid: View {
  var body: some View {
    List {
      NavigationLink(value: Panel.city) { Label("Cities", systemImage: "building.2") }
        .listItemTint(.secondary)
      Label("Inbox", systemImage: "tray").listItemTint(.monochrome)
      Label("Fixed", systemImage: "pin").listItemTint(.fixed(.orange))
      Grid {
        GridRow {
          Text("Sweet").gridCellAnchor(.leading)
          Text("3").gridCellAnchor(.trailing)
        }
      }
    }
    .toolbar(removing: .sidebarToggle)
  }
}

private struct ShapesAndStyles: View {
  @State private var isOn = true
  var body: some View {
    VStack {
      Circle().trim(from: 0, to: 0.5)
        .stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round)).fill(.white)
      Capsule().stroke(lineWidth: 2).fill(.quinary)
      RoundedRectangle(cornerRadius: 4).fill(.quinary.shadow(.inner(radius: 2)))
      Image(systemName: "truck.box").clipShape(ContainerRelativeShape())
      HStack { Text("A") }.containerShape(RoundedRectangle(cornerRadius: 8))
      HStack { Text("Key") }
        .alignmentGuide(.firstTextBaseline) { $0[VerticalAlignment.center] }
        .alignmentGuide(.leading) { $0[.trailing] }
      Toggle("Checkbox", isOn: $isOn).toggleStyle(.checkbox)
      Menu("More") { Button("One") {} }.menuStyle(.button).buttonStyle(.bordered)
      Menu("Plain") { Button("Two") {} }.menuStyle(.automatic)
      Text("Row").accessibilityAction { isOn.toggle() }.accessibilityAction(.escape) {}
      Text(AttributedString("Attributed"))
      ScrollView { Text("Body") }.safeAreaInset(edge: .trailing) { Button("Index") {} }
        .contentMargins(.all, EdgeInsets(), for: .scrollContent)
        .contentMargins(.horizontal, 8, for: .scrollIndicators)
        .contentMargins(4)
        .scrollIndicatorsFlash(trigger: isOn)
    }
    .alert("Quit?", isPresented: .constant(false)) { Button("Quit") {} }
    .dialogSuppressionToggle(isSuppressed: .constant(false))
    .dialogSuppressionToggle("Do not ask again", isSuppressed: .constant(false))
  }
}

private struct Animators: View {
  enum Phase: CaseIterable { case idle, scale }
  var body: some View {
    VStack {
      PhaseAnimator(Phase.allCases) { phase in
        Text(phase == .idle ? "Idle" : "Scaled").scaleEffect(phase == .scale ? 1.2 : 1)
      }
      Text("Pulse").phaseAnimator([false, true]) { view, pulsing in
        view.opacity(pulsing ? 0.5 : 1)
      } animation: { _ in
        .easeInOut(duration: 1)
      }
      Text("Bump").phaseAnimator([1.0, 1.3], trigger: 0) { view, scale in view.scaleEffect(scale) }
    }
  }
}

private struct OptionalGesture: View {
  let isEditable: Bool
  @State private var taps = 0
  var body: some View {
    let tap: _EndedGesture<TapGesture>? = isEditable ? TapGesture().onEnded { taps += 1 } : nil
    Text("Taps \(taps)").gesture(tap)
  }
}

private struct RedactionReader: View {
  @Environment(\.redactionReasons) private var reasons
  let name: String
  var body: some View { Text("\(name) \(reasons.rawValue)") }
}

private struct ScrollReader: View {
  @Environment(\.isScrollEnabled) private var isScrollEnabled
  let name: String
  var body: some View { Text("\(name) \(isScrollEnabled)") }
}

private struct GeometryWatcher: View {
  @State private var width: CGFloat = 300
  @State private var reports: [String] = []
  var body: some View {
    VStack {
      Text("Reports \(reports.joined(separator: ","))")
      Button("Widen") { width = 500 }
      Button("Same") { width = width }
      Text("Measured")
        .onGeometryChange(for: CGFloat.self) {
          $0.size.width
        } action: {
          reports.append("\(Int($0))")
        }
        .onGeometryChange(for: CGFloat.self) {
          $0.size.width
        } action: { old, new in
          reports.append("\(Int(old))>\(Int(new))")
        }
        .environment(\.containerSize, CGSize(width: width, height: 100))
    }
  }
}

private struct Order: Identifiable {
  let id: String
  var total: Int
}

private struct OrdersTable: View {
  @State private var selection: Set<Order.ID> = []
  @State private var single: Order.ID?
  @State private var sortOrder = [KeyPathComparator(\Order.total)]
  let orders = [Order(id: "A1", total: 3), Order(id: "B2", total: 5)]
  var body: some View {
    VStack {
      Table(selection: $selection, sortOrder: $sortOrder) {
        TableColumn("Order", value: \.id) { order in Text("Order \(order.id)") }
        TableColumn("Details") { order in
          Menu("More \(order.id)") { Button("Complete") {} }.menuStyle(.borderlessButton).menuIndicator(
            .hidden)
        }
      } rows: {
        Section { ForEach(orders) { TableRow($0) } }
        TableRow(Order(id: "C3", total: 1))
      }
      Table(orders, selection: $single, sortOrder: $sortOrder) {
        TableColumn("Name", value: \.id)
      }
      .contextMenu(forSelectionType: Order.ID.self) { ids in
        Button("Delete \(ids.count)") {}
      } primaryAction: { _ in
      }
      Button("Cancel") {}.focusable().keyboardShortcut(.escape)
    }
  }
}

@available(*, deprecated, message: "uses the deprecated ContextMenu container, as apps still do")
private struct LegacyContextMenu: View {
  let shows: Bool
  var body: some View {
    Text("Legacy").contextMenu(shows ? ContextMenu { Button("Copy") {} } : nil)
  }
}

private struct Shake: GeometryEffect {
  var animatableData: CGFloat
  nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: 3 * sin(animatableData * .pi), y: 0))
  }
}

private struct RoundedField: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    configuration.textFieldStyle(.plain).padding(12)
  }
}

private struct EffectsAndFieldStyles: View {
  @State private var name = ""
  @State private var attempts: CGFloat = 0
  var body: some View {
    VStack {
      TextField("Name", text: $name).textFieldStyle(RoundedField())
      TextField("Plain", text: $name).textFieldStyle(.roundedBorder)
      Text("Wrong").modifier(Shake(animatableData: attempts))
      Image(systemName: "waveform")
        .symbolEffect(.variableColor.iterative, options: .repeat(100), value: attempts)
        .symbolEffect(.pulse.byLayer, options: .repeating.speed(2), isActive: true)
    }
  }
}

/// FoodTruck's BrandHeader: the content closure uses `context.date` before its views, which
/// only infers when the context's type does not depend on `Content`.
private struct AnimatedHeader: View {
  var animated = false
  var body: some View {
    TimelineView(.animation(paused: !animated)) { context in
      let seconds = context.date.timeIntervalSince1970
      Canvas { context, size in
        let rect = CGRect(origin: .zero, size: size)
        context.fill(
          Rectangle().path(in: rect),
          with: .radialGradient(
            Gradient(colors: [.blue, .white]), center: .zero, startRadius: 0, endRadius: 600))
        context.drawLayer { layer in
          layer.rotate(by: .degrees(seconds.truncatingRemainder(dividingBy: 360)))
          layer.draw(Image(systemName: "cloud"), at: .zero)
        }
      }
      .padding(.top, -20)
    }
  }
}

@available(*, deprecated, message: "uses the iOS 13 Slider initializers, as SwiftUI-Kit still does")
private struct LegacySliders: View {
  @State private var volume = 50.0
  @State private var rating = 5.0
  var body: some View {
    VStack {
      Slider(value: $volume, in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%")) {
        Text("Volume")
      }
      Slider(value: $rating, in: 1...10, step: 1, minimumValueLabel: Text("1"), maximumValueLabel: Text("10"))
      {
        Text("Rating")
      }
    }
  }
}

@MainActor
@Suite("Real-app surface: measured gaps (#31, measure6)")
struct MeasuredGapsSurfaceTests {
  @Test("list tints, grid anchors and toolbar removal are recorded and mount")
  func sidebarAndGrid() {
    let host = mount(SidebarAndGrid())
    #expect(host.texts.contains("Sweet"))
    #expect(host.texts.contains("3"))
  }

  @Test("stroked shapes fill, quinary, container shapes, alignment guides, menu and toggle styles mount")
  func shapesAndStyles() {
    let host = mount(ShapesAndStyles())
    #expect(host.texts.contains("Attributed"))
    #expect(host.control("Checkbox")?.kind == .toggle)
    #expect(host.control("Index") != nil)
  }

  @Test("a phase animator shows its first phase")
  func animators() {
    let host = mount(Animators())
    #expect(host.texts.contains("Idle"))
    #expect(host.texts.contains("Pulse"))
    #expect(host.texts.contains("Bump"))
  }

  @Test("an optional gesture acts when it holds one")
  func optionalGesture() {
    let editable = mount(OptionalGesture(isEditable: true))
    editable.press("Taps 0")
    #expect(editable.texts.contains("Taps 1"))
    let readOnly = mount(OptionalGesture(isEditable: false))
    #expect(readOnly.texts.contains("Taps 0"))
  }

  @Test("geometry effects, custom text field styles and symbol effect options mount their content")
  func effectsAndFieldStyles() {
    let host = mount(EffectsAndFieldStyles())
    #expect(host.control("Name")?.kind == .textField)
    #expect(host.texts.contains("Wrong"))
    #expect(
      ProjectionTransform(CGAffineTransform(translationX: 2, y: 3)).concatenating(ProjectionTransform()).m31
        == 2)
  }

  @Test("a timeline view's content gets a TimelineViewDefaultContext and mounts")
  func timelineContext() {
    let host = mount(
      VStack {
        AnimatedHeader()
        TimelineView(.everyMinute) { (context: TimelineViewDefaultContext) in
          Text(context.cadence == .live ? "Live" : "Slower")
        }
      })
    #expect(host.view(AnimatedHeader.self) != nil)
    #expect(host.texts.contains("Live"))
  }

  @available(*, deprecated, message: "mounts the iOS 13 Slider initializers")
  @Test("sliders with value labels given as views are sliders titled by their label")
  func legacySliders() {
    let host = mount(LegacySliders())
    #expect(host.control("Volume")?.kind == .slider)
    #expect(host.control("Rating")?.kind == .slider)
  }

  @Test("a table built with rows: mounts each TableRow's columns; a selection's context menu is mounted")
  func tableRows() {
    let host = mount(OrdersTable())
    #expect(host.texts.contains("Order A1"))
    #expect(host.texts.contains("Order B2"))
    #expect(host.texts.contains("Order C3"))
    #expect(host.control("Delete 0") != nil)
    #expect(host.control("Cancel") != nil)
  }

  @available(*, deprecated, message: "mounts the deprecated ContextMenu container")
  @Test("a ContextMenu container's items are mounted; nil shows none")
  func legacyContextMenu() {
    #expect(mount(LegacyContextMenu(shows: true)).control("Copy") != nil)
    #expect(mount(LegacyContextMenu(shows: false)).control("Copy") == nil)
  }

  @Test(
    "S102: scrollDisabled(true) makes isScrollEnabled false below it; scrollDisabled(false) does not undo it")
  func scrollDisabledSetsIsScrollEnabled() {
    let host = mount(
      VStack {
        ScrollReader(name: "Top")
        VStack {
          ScrollReader(name: "Disabled")
          ScrollReader(name: "Inner").scrollDisabled(false)
        }
        .scrollDisabled(true)
        ScrollReader(name: "Enabled").scrollDisabled(false)
      })
    #expect(host.texts == ["Top true", "Disabled false", "Inner false", "Enabled true"])
  }

  @Test("S103: redacted(reason:) adds reasons below it, unredacted() removes them all")
  func redactionReasonsFlowDown() {
    let host = mount(
      VStack {
        RedactionReader(name: "Plain")
        VStack {
          RedactionReader(name: "Placeholder")
          RedactionReader(name: "Both").redacted(reason: .privacy)
          RedactionReader(name: "Shown").unredacted()
        }
        .redacted(reason: .placeholder)
      })
    #expect(host.texts == ["Plain 0", "Placeholder 1", "Both 3", "Shown 0"])
  }

  @Test("S104: onGeometryChange runs its action when the view appears and when the value changes")
  func geometryChangeRunsAction() {
    let host = mount(GeometryWatcher())
    #expect(host.texts.contains("Reports 300,300>300"))
    host.press("Same")
    #expect(host.texts.contains("Reports 300,300>300"))
    host.press("Widen")
    #expect(host.texts.contains("Reports 300,300>300,500,300>500"))
  }
}
