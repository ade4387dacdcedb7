import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A button style hit-tested and filled in the button's border shape, as Harbour writes it.
private struct TransparentStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .background(Color.gray.opacity(configuration.isPressed ? 0.1 : 0), in: .buttonBorder)
      .contentShape(.buttonBorder)
  }
}

private struct BorderedCounter: View {
  @State private var count = 0
  var body: some View {
    Button("Count \(count)") { count += 1 }.buttonStyle(TransparentStyle()).buttonBorderShape(.capsule)
  }
}

@MainActor
@Suite("S365: ButtonBorderShape as a Shape")
struct ButtonBorderShapeTests {
  @Test("S365: .buttonBorder is the automatic border shape; each border shape has its outline")
  func outlines() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let shape: ButtonBorderShape = .buttonBorder
    #expect(shape == .automatic)
    #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule().path(in: rect))
    #expect(ButtonBorderShape.circle.path(in: rect) == Circle().path(in: rect))
    #expect(
      ButtonBorderShape.roundedRectangle(radius: 6).path(in: rect)
        == Path(roundedRect: rect, cornerRadius: 6))
    // The system's radius is not modelled: the automatic shape's outline is the rectangle.
    #expect(ButtonBorderShape.automatic.path(in: rect) == Rectangle().path(in: rect))
  }

  @Test("S365: a button hit-tested in its border shape keeps its action and its state")
  func keepsItsAction() {
    let host = mount(BorderedCounter())
    host.tap("Count 0")
    #expect(host.shows("Count 1"))
  }
}
