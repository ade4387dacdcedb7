import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

/// A value the parent's body reads at each render.
@MainActor private final class Target {
  var name: String
  init(name: String) { self.name = name }
}

@MainActor
@Suite("S65: gestures") struct GestureTests {
  @Test("S65: a tap drives onTapGesture and TapGesture, a long press the long press")
  func gesturesAreDriven() {
    let host = mount(HabitRow(habit: Habit(name: "Read"), showsStreak: true))
    #expect(host.control("Read")?.kind == .button)
    host.tap("Read")
    host.tap("Read")
    #expect(host.shows("Streak 2"))
    host.longPress("Read")
    #expect(host.nodes(Image.self).count == 1)

    var flips = 0
    let tapGesture = mount(Text("Card").gesture(TapGesture().onEnded { flips += 1 }))
    #expect(tapGesture.control("Card")?.kind == .button)
    tapGesture.tap("Card")
    #expect(flips == 1)
  }

  @Test("S65: a tap drives SpatialTapGesture's onEnded, at the view's origin")
  func spatialTapIsDriven() {
    var locations: [CGPoint] = []
    let host = mount(
      Text("Map").gesture(
        SpatialTapGesture(count: 1, coordinateSpace: .local).onEnded { locations.append($0.location) }))
    #expect(host.control("Map")?.kind == .button)
    host.tap("Map")
    #expect(locations == [.zero])
  }

  @Test("S65, S59: a tap runs the action of the latest render, as a button's does")
  func tapRunsTheLatestAction() {
    let target = Target(name: "first")
    var hits: [String] = []
    // The parent's body captures the name at each render, as a row captures its item.
    let host = mount(
      Rendered {
        let name = target.name
        return Text("Go").onTapGesture { hits.append(name) }
      })
    target.name = "second"
    host.invalidate(host.root)
    host.update()
    host.tap("Go")
    #expect(hits == ["second"])
  }

  @Test("S65: simultaneous gestures both run on a tap; an exclusive one runs its first")
  func combinedGestures() {
    var taps: [String] = []
    let host = mount(
      VStack {
        Text("Both").gesture(
          TapGesture().onEnded { taps.append("a") }.simultaneously(
            with: TapGesture().onEnded { taps.append("b") }))
        Text("Either").gesture(
          TapGesture().onEnded { taps.append("c") }.exclusively(
            before: TapGesture().onEnded { taps.append("d") }))
      })
    host.tap("Both")
    host.tap("Either")
    #expect(taps == ["a", "b", "c"])
  }

  @Test("S65: @GestureState reads its initial value between gestures")
  func gestureStateRestsAtItsInitialValue() {
    let host = mount(HabitRow(habit: Habit(name: "Walk"), showsStreak: false))
    #expect(!host.nodes(Ring.self).isEmpty)
    #expect(!host.shows("Streak 0"))
    #expect(host.nodes(Image.self).isEmpty)
  }
}
