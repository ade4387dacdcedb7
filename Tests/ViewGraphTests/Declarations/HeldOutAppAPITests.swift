import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// API the held-out apps' compiled files reached that ViewGraph did not declare as SwiftUI
// does, found by the corpus re-measure of issue 49 (S315): each as Apple declares it.

/// EhPanda's comment editor: a computed `String` title with a display mode.
private struct CommentEditor: View {
  var title: String

  var body: some View {
    Text("Draft")
      .navigationBarTitle(title.uppercased(), displayMode: .inline)
  }
}

/// XcodesApp's release row: a date interpolated with a style into a `Text`'s key.
private struct ReleaseDate: View {
  var date: Date

  var body: some View {
    Text("Released \(date, style: .date)")
  }
}

/// Solstice's time-travel slider (iOS 26): a neutral value, value labels, selectable range.
private struct TimeTravel: View {
  @State private var offset = 0.0

  var body: some View {
    VStack {
      Text("offset \(Int(offset))")
      Slider(value: $offset, in: -180...180, neutralValue: 0, enabledBounds: -90...90) {
        Text("Offset")
      } minimumValueLabel: {
        Text("-6mo")
      } maximumValueLabel: {
        Text("+6mo")
      }
      Slider(value: $offset, in: -180...180, neutralValue: 0) { Text("Plain") }
    }
  }
}

@MainActor
@Suite("S307, S315, S317: API the held-out apps reach, declared as SwiftUI declares it")
struct HeldOutAppAPITests {
  @Test("S315: navigationBarTitle(_:displayMode:) takes any StringProtocol title, shown as written")
  func stringTitleWithDisplayMode() {
    let host = mount(CommentEditor(title: "reply"))
    let recorded = host.root.descendants.compactMap(\.recordedModifier).filter {
      $0.name == "navigationTitle"
    }
    #expect(recorded.map(\.arguments) == ["REPLY"])
    let substring: Substring = "Sub"[...]
    let sub = mount(Text("x").navigationBarTitle(substring, displayMode: .large))
    #expect(sub.root.descendants.compactMap(\.recordedModifier).map(\.arguments).contains("Sub"))
  }

  @Test("S315: \"\\(date, style:)\" in a Text's key shows the date as Text(_:style:) does")
  func dateStyleInterpolation() {
    let date = Date(timeIntervalSince1970: 86_400 * 365)
    let host = mount(ReleaseDate(date: date))
    let expected = Text(date, style: .date).string
    #expect(!expected.isEmpty)
    #expect(host.texts == ["Released \(expected)"])
    let time: LocalizedStringKey = "at \(date, style: .time)"
    #expect(Text(time).string == "at \(Text(date, style: .time).string)")
  }

  @Test("S317: a slider with a neutral value takes values only in its enabled bounds")
  func neutralValueSlider() throws {
    let host = mount(TimeTravel())
    let slider = try #require(host.control("Offset")?.slider)
    #expect(slider.bounds == -90...90)
    host.perform { slider.value.wrappedValue = 45 }
    host.update()
    #expect(host.shows("offset 45"))
    #expect(host.control("Plain")?.slider?.bounds == -180...180)
  }

  @Test("S317: Path.addPath(_:transform:) appends the path, transformed")
  func addPathWithTransform() {
    var path = Path()
    path.addPath(
      Path(CGRect(x: 0, y: 0, width: 2, height: 2)), transform: CGAffineTransform(translationX: 10, y: 0))
    #expect(path.boundingRect == CGRect(x: 10, y: 0, width: 2, height: 2))
    var plain = Path()
    plain.addPath(Path(CGRect(x: 1, y: 1, width: 1, height: 1)))
    #expect(plain.boundingRect == CGRect(x: 1, y: 1, width: 1, height: 1))
  }

  @Test("S315: containerBackground takes a placement and a view or a style, recorded by placement")
  func containerBackground() {
    let widget = Text("w").containerBackground(for: .widget) { Color.teal }
    let navigation = Text("n").containerBackground(.blue, for: .navigation)
    #expect("\(widget.modifier.name)(\(widget.modifier.arguments))" == "containerBackground(widget)")
    #expect(navigation.modifier.arguments == "navigation")
    #expect(ContainerBackgroundPlacement.tabView != .navigationSplitView)
  }
}

/// BackyardBirds' viewport and list rows: a bird mirrored in right-to-left layouts, a name
/// padded as the scene calls for.
private struct BackyardRow: View {
  var name: String

  var body: some View {
    VStack {
      Image(systemName: "bird").flipsForRightToLeftLayoutDirection(true)
      Text(name).scenePadding(.horizontal)
      Text("Feeders").scenePadding(.minimum, edges: .vertical)
      Text("All").scenePadding()
    }
  }
}

extension HeldOutAppAPITests {
  @Test("S307: flipsForRightToLeftLayoutDirection and scenePadding are recorded with their arguments")
  func sceneLayoutModifiers() {
    let flipped = Text("b").flipsForRightToLeftLayoutDirection(true)
    #expect(
      "\(flipped.modifier.name)(\(flipped.modifier.arguments))" == "flipsForRightToLeftLayoutDirection(true)")
    let edges = Text("n").scenePadding(.horizontal)
    #expect(edges.modifier.arguments == "\(Edge.Set.horizontal.rawValue)")
    let minimum = Text("f").scenePadding(.minimum, edges: .vertical)
    #expect(minimum.modifier.arguments == "minimum, \(Edge.Set.vertical.rawValue)")
    #expect(Text("a").scenePadding().modifier.arguments == "\(Edge.Set.all.rawValue)")
    #expect(ScenePadding.minimum == .minimum)
    let host = mount(BackyardRow(name: "Meadow"))
    #expect(host.texts.contains("Meadow"))
  }
}
