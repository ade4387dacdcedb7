import Foundation
import Testing

@Suite("Tests that wait on a compiler run off the cooperative pool", .ownThread)
struct OwnThreadTests {
  @Test("a synchronous test under .ownThread runs on its own thread, not the pool's")
  func synchronousBody() {
    #expect(onOwnThread())
  }

  @Test("an asynchronous test comes back to its own thread after each suspension")
  func asynchronousBody() async {
    #expect(onOwnThread())
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
    #expect(onOwnThread())
  }

  /// Read from a synchronous function: `Thread.current` is not available in an async one.
  private func onOwnThread() -> Bool { ThreadExecutor.isCurrentThreadOwn }
}
