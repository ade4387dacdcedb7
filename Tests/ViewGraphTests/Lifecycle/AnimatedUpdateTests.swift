import Testing
@_spi(Inspection) import ViewGraph

/// OpenSwiftUI's `StateCompatibilityTests.nestedStateUpdate`, run against SwiftUI.
private struct AnimatedWrites: View {
  @MainActor final class Log {
    var values: [Int] = []
    var changes: [[Int]] = []
  }
  let log: Log
  @State private var value = 0

  var body: some View {
    let _ = log.values.append(value)
    Color.white
      .onAppear {
        value = 1
        value = 2
        withAnimation {
          value = 3
          value = 4
        }
      }
      .onChange(of: value) { old, new in log.changes.append([old, new]) }
  }
}

@MainActor
@Suite("S236: an animated write is its own update")
struct AnimatedUpdateTests {
  @Test("S236: writes before withAnimation and inside it are two updates: bodies [0, 2, 4]")
  func withAnimationSplitsTheAction() {
    let log = AnimatedWrites.Log()
    _ = mount(AnimatedWrites(log: log))
    #expect(log.values == [0, 2, 4])
    #expect(log.changes == [[0, 2], [2, 4]])
  }
}
