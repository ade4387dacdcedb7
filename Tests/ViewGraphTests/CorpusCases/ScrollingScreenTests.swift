import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

private struct ScrollingScreen: View {
  @State private var position = ScrollPosition(edge: .top)
  @State private var visibleID: Int?
  @State private var isScrolled = false

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(0..<3) { row in
          Text("Row \(row)")
            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(0.9)
            }
            .onScrollVisibilityChange(threshold: 0.2) { _ in }
        }
      }
      .scrollTargetLayout()
    }
    .scrollPosition($position)
    .scrollPosition(id: $visibleID)
    .onScrollGeometryChange(for: Bool.self) {
      $0.contentOffset.y > 20
    } action: { _, scrolled in
      isScrolled = scrolled
    }
    .onScrollPhaseChange { _, phase in if phase.isScrolling { isScrolled = true } }
    .onScrollTargetVisibilityChange(idType: Int.self) { _ in }
    .scrollTargetBehavior(.viewAligned)
    .defaultScrollAnchor(.bottom, for: .sizeChanges)
    .scrollBounceBehavior(.basedOnSize)
    .safeAreaBar(edge: .bottom) { Button("Top") { position.scrollTo(edge: .top) } }
  }
}

@MainActor
@Suite("Corpus screen: scroll positions, transitions and phases")
struct ScrollingScreenTests {
  @Test("scroll API records; a safe-area bar's button is mounted and acts")
  func scrollingMounts() {
    let host = mount(ScrollingScreen())
    #expect(host.texts.contains("Row 2"))
    host.tap("Top")
    var position = ScrollPosition(id: 3)
    #expect(position.viewID(type: Int.self) == 3)
    position.scrollTo(y: 40)
    #expect(position.point == CGPoint(x: 0, y: 40))
    #expect(position.viewID == nil)
  }
}
