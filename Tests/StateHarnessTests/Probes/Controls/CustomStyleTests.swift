import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog
@testable import StateHarness

/// What custom styles mount is pinned in ViewGraphTests (S70); here, what a probe says when a
/// style leaves a button nothing to tap.
@MainActor
@Suite("S70: driving custom styles") struct CustomStyleTests {
  @Test("S70: a tap on a button whose primitive style only long-presses records one issue")
  func tapThroughLongPressOnlyStyleRecords() {
    let board = TaskBoard()
    let harness = ParentHarness { ThemedTasksScreen().environment(board) }
    expectRecorded(
      """
      tap(): Button "Delete all" has no tap action
        Found: a button whose only action is a long press (onLongPressGesture, or a style that triggers on one).
        Fix: call longPress() instead.
      """
    ) {
      harness.find(button: "Delete all")?.tap()
    }
    #expect(board.tasks.count == 2)
  }
}
