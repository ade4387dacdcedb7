import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// An icon clipped and hit-tested by its container's shape, as Backyard Birds writes it.
private struct SupplyIndicator: View {
  @State private var taps = 0
  var body: some View {
    Button("Refill \(taps)") { taps += 1 }
      .contentShape(.containerRelative)
      .clipShape(.containerRelative)
      .background(.quaternary, in: .containerRelative)
  }
}

@MainActor
@Suite("S356: Shape.containerRelative")
struct ContainerRelativeShapeTests {
  @Test("S356: .containerRelative is the container-relative shape: a rectangle with no container shape")
  func shorthandIsTheShape() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let shape: ContainerRelativeShape = .containerRelative
    #expect(shape == ContainerRelativeShape())
    #expect(shape.path(in: rect) == Rectangle().path(in: rect))
  }

  @Test("S356: a view clipped and hit-tested by .containerRelative keeps its action and its state")
  func viewKeepsItsAction() {
    let host = mount(SupplyIndicator())
    host.tap("Refill 0")
    #expect(host.shows("Refill 1"))
  }
}
