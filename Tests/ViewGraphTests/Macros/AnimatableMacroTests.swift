import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A shape written for iOS 26: `@Animatable` writes its `animatableData`.
@Animatable
struct RingSegment: Shape {
  var progress: Double
  var angle: Angle
  var center: CGPoint = .zero
  @AnimatableIgnored var isClosed = false

  func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: progress, dy: progress)) }
}

/// One property: its own data, no pair.
@Animatable
struct Dot: Shape {
  var radius: CGFloat
  func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// Nothing to animate: the empty data.
@Animatable
struct Flag: Shape {
  @AnimatableIgnored var isRaised: Bool
  func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A type that declares `Animatable` itself keeps its conformance; the macro writes the data.
@Animatable
struct Fader: ViewModifier, Animatable {
  var opacity = 1.0
  func body(content: Content) -> some View { content.opacity(opacity) }
}

/// A shape with a helper of its own: with `Shape` nonisolated, as Apple declares it, the
/// helper is nonisolated too and a background task may call it.
struct Wedge: Shape {
  var inset: CGFloat
  func insetRect(_ rect: CGRect) -> CGRect { rect.insetBy(dx: inset, dy: inset) }
  func path(in rect: CGRect) -> Path { Path(insetRect(rect)) }
}

@MainActor
@Suite("S277: @Animatable writes animatableData from the stored properties")
struct AnimatableMacroTests {
  @Test("S277: the stored vars, in order, nest in pairs; @AnimatableIgnored takes no part")
  func readsNestedPairs() {
    let ring = RingSegment(progress: 0.5, angle: .radians(2), center: CGPoint(x: 3, y: 4), isClosed: true)
    #expect(ring.animatableData == AnimatablePair(0.5, AnimatablePair(2.0, AnimatablePair(3, 4))))
  }

  @Test("S277: writing animatableData writes each property back; the ignored one keeps its value")
  func writesBack() {
    var ring = RingSegment(progress: 0, angle: .zero, isClosed: true)
    ring.animatableData = AnimatablePair(0.25, AnimatablePair(1.0, AnimatablePair(5, 6)))
    #expect(ring.progress == 0.25)
    #expect(ring.angle == .radians(1))
    #expect(ring.center == CGPoint(x: 5, y: 6))
    #expect(ring.isClosed)
  }

  @Test("S277: one property is its own data; none is the empty data; a declared conformance stays")
  func singleAndEmpty() {
    var dot = Dot(radius: 4)
    #expect(dot.animatableData == 4)
    dot.animatableData = 9
    #expect(dot.radius == 9)
    #expect(Flag(isRaised: true).animatableData == EmptyAnimatableData())
    var fader = Fader(opacity: 0.5)
    fader.animatableData = 0.75
    #expect(fader.opacity == 0.75)
  }

  @Test("S276: Shape is nonisolated: a shape's own helper runs off the main actor")
  func shapeIsNonisolated() async {
    let wedge = Wedge(inset: 2)
    let rect = await Task.detached { wedge.insetRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }.value
    #expect(rect == CGRect(x: 2, y: 2, width: 6, height: 6))
    #expect(wedge.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect == rect)
  }
}
