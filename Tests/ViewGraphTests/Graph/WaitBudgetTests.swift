import Testing
@_spi(Inspection) import ViewGraph

@Suite("WaitBudget")
struct WaitBudgetTests {
  private let start = ContinuousClock.now

  @Test("the time between regular checks is charged, and the budget is spent at its timeout")
  func regularChecksAreCharged() {
    var budget = WaitBudget(.seconds(1), now: start)
    let spent = [400, 800, 1_200].map { budget.isSpent(now: start + .milliseconds($0)) }
    #expect(spent == [false, false, true])
  }

  @Test("a gap of a second or more, when the waiter did not run, is not charged")
  func stallsAreNotCharged() {
    var budget = WaitBudget(.seconds(1), now: start)
    // Another test held the main actor for a minute after the first check: the wait still
    // has half its budget after it.
    let spent = [500, 60_500, 60_900, 61_100].map { budget.isSpent(now: start + .milliseconds($0)) }
    #expect(spent == [false, false, false, true])
  }

  @Test("a waiter that checks often enough is bounded, whatever the clock does between")
  func manySmallGapsStillSpendIt() {
    var budget = WaitBudget(.milliseconds(100), stall: .seconds(1), now: start)
    var now = start
    var checks = 0
    repeat {
      now += .milliseconds(10)
      checks += 1
    } while !budget.isSpent(now: now)
    #expect(checks == 10)
  }
}
