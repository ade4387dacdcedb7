import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A parallax offset read from the scroll view's space, as Backyard Birds' viewport writes it.
private extension GeometryProxy {
  func parallaxOffset(_ length: Double = 20) -> Double {
    guard let scrollHeight = bounds(of: .scrollView)?.height, scrollHeight > 0 else { return 0 }
    let centerY = frame(in: .scrollView).midY
    let percent = ((centerY / scrollHeight) - 0.5) * 2
    return percent * -length
  }
}

private struct Viewport: View {
  @State private var visits = 0
  var body: some View {
    ScrollView {
      GeometryReader { proxy in
        Button("Visits \(visits), offset \(Int(proxy.parallaxOffset()))") { visits += 1 }
      }
    }
  }
}

@MainActor
@Suite("S365: the scroll view's coordinate space")
struct GeometryProxyScrollViewTests {
  @Test("S365: .scrollView and .scrollView(axis:) are named spaces of their own, told apart by axis")
  func scrollViewSpaces() {
    let plain: NamedCoordinateSpace = .scrollView
    #expect(plain == .scrollView)
    #expect(plain != .scrollView(axis: .vertical))
    #expect(NamedCoordinateSpace.scrollView(axis: .vertical) == .scrollView(axis: .vertical))
    #expect(NamedCoordinateSpace.scrollView(axis: .vertical) != .scrollView(axis: .horizontal))
    // An app's own name cannot stand for the scroll view's space.
    #expect(plain != .named("scrollView"))
  }

  @Test(
    "S365: with no layout, bounds(of:) and frame(in: .scrollView) are the reader's frame; the view keeps its state"
  )
  func boundsAreTheReadersFrame() {
    let host = mount(Viewport())
    #expect(host.shows("Visits 0, offset 0"))
    host.tap("Visits 0, offset 0")
    #expect(host.shows("Visits 1, offset 0"))
  }
}
