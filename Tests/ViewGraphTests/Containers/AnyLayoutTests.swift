import Testing
@_spi(Inspection) import ViewGraph

/// A counter that keeps its count in `@State` and counts its appearances.
private struct Tally: View {
  @State private var count = 0
  let appearances: Appearances
  var body: some View {
    Button("Count \(count)") { count += 1 }.onAppear { appearances.count += 1 }
  }
}

@MainActor private final class Appearances { var count = 0 }

private struct Adaptive: View {
  @State private var isCompact = false
  let appearances: Appearances
  let erasesTheLayout: Bool
  var body: some View {
    VStack {
      Button("Switch") { isCompact.toggle() }
      if erasesTheLayout {
        let layout = isCompact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout())
        layout { Tally(appearances: appearances) }
      } else if isCompact {
        VStack { Tally(appearances: appearances) }
      } else {
        HStack { Tally(appearances: appearances) }
      }
    }
  }
}

@MainActor
@Suite("S132: AnyLayout") struct AnyLayoutTests {
  @Test("S132: switching the layout an AnyLayout holds keeps its subviews' state and appearance")
  func switchingLayoutsKeepsIdentity() {
    let appearances = Appearances()
    let host = mount(Adaptive(appearances: appearances, erasesTheLayout: true))
    host.tap("Count 0")
    host.tap("Count 1")
    host.tap("Switch")
    #expect(host.shows("Count 2"))
    #expect(appearances.count == 1)
    host.tap("Switch")
    #expect(host.shows("Count 2"))
    #expect(appearances.count == 1)
  }

  @Test("S132: two stacks in an if's branches are two identities: the state starts again")
  func stacksInBranchesDoNot() {
    let appearances = Appearances()
    let host = mount(Adaptive(appearances: appearances, erasesTheLayout: false))
    host.tap("Count 0")
    host.tap("Switch")
    #expect(host.shows("Count 0"))
    #expect(appearances.count == 2)
  }
}
