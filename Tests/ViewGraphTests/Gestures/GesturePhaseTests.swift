import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@MainActor
private final class GestureLog {
  var events: [String] = []
}

/// A card dragged sideways, as swipe-to-archive rows are: its offset is gesture state.
private struct Card: View {
  let log: GestureLog
  @GestureState private var offset = CGSize.zero

  var body: some View {
    Text("offset \(Int(offset.width))")
      .gesture(
        DragGesture()
          .updating($offset) { value, state, _ in state = value.translation }
          .onChanged { log.events.append("changed \(Int($0.translation.width))") }
          .onEnded { log.events.append("ended \(Int($0.translation.width))") })
  }
}

/// A photo zoomed with a pinch: the live scale is gesture state, the committed one state.
private struct Photo: View {
  let log: GestureLog
  @GestureState private var pinch: CGFloat = 1
  @State private var zoom: CGFloat = 1

  var body: some View {
    Text("zoom \(Int(zoom * pinch * 100))%")
      .gesture(
        MagnifyGesture()
          .updating($pinch) { value, state, _ in state = value.magnification }
          .onEnded { value in zoom *= value.magnification }
      )
      .simultaneousGesture(
        MagnificationGesture().onChanged { log.events.append("scale \($0)") })
  }
}

@MainActor
@Suite("S250: a drag's and a pinch's phases")
struct GesturePhaseTests {
  private func gesture(_ kind: ContinuousGesture.Kind, in host: ViewHost) -> ContinuousGesture? {
    host.root.descendants.lazy.flatMap(\.continuousGestures).first { $0.kind == kind }
  }

  @Test("S250: each change runs updating and onChanged; the end resets @GestureState and runs onEnded")
  func dragPhases() throws {
    let log = GestureLog()
    let host = mount(Card(log: log))
    let drag = try #require(gesture(.drag, in: host))
    host.perform { drag.change(.drag(translation: CGSize(width: 30, height: 5))) }
    host.update()
    #expect(host.shows("offset 30"))
    host.perform { drag.change(.drag(translation: CGSize(width: 60, height: 5))) }
    host.update()
    #expect(host.shows("offset 60"))
    host.perform { drag.end(.drag(translation: CGSize(width: 60, height: 5))) }
    host.update()
    #expect(host.shows("offset 0"))
    #expect(log.events == ["changed 30", "changed 60", "ended 60"])
  }

  @Test("S250: a drag's translation is its location less its start location")
  func dragValue() throws {
    var seen: DragGesture.Value?
    let host = mount(
      Text("Card").gesture(DragGesture().onEnded { seen = $0 }))
    let drag = try #require(gesture(.drag, in: host))
    host.perform {
      drag.end(.drag(translation: CGSize(width: 12, height: -4), startLocation: CGPoint(x: 10, y: 10)))
    }
    #expect(seen?.startLocation == CGPoint(x: 10, y: 10))
    #expect(seen?.location == CGPoint(x: 22, y: 6))
    #expect(seen?.translation == CGSize(width: 12, height: -4))
  }

  @Test("S250: a pinch updates its gesture state, commits on end, and MagnificationGesture sees the scale")
  func magnifyPhases() throws {
    let log = GestureLog()
    let host = mount(Photo(log: log))
    let pinches = host.root.descendants.flatMap(\.continuousGestures).filter { $0.kind == .magnify }
    #expect(pinches.count == 2)
    host.perform { for pinch in pinches { pinch.change(.magnify(1.5)) } }
    host.update()
    #expect(host.shows("zoom 150%"))
    host.perform { for pinch in pinches { pinch.end(.magnify(2)) } }
    host.update()
    #expect(host.shows("zoom 200%"))
    #expect(log.events == ["scale 1.5"])
  }

  @Test("S250: a tap gesture has no drag, and a drag has no tap")
  func kindsStayApart() {
    let host = mount(
      VStack {
        Text("Tap me").onTapGesture {}
        Text("Drag me").gesture(DragGesture())
      })
    let tappable = host.root.descendants.filter { $0.control?.tap?.action != nil }
    let tapGestures = tappable.flatMap(\.continuousGestures)
    #expect(tapGestures.isEmpty)
    #expect(host.root.descendants.flatMap(\.continuousGestures).map(\.kind) == [.drag])
  }
}
