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

  @Test("a gap of a second or more, when the waiter did not run, is charged a quarter of the timeout")
  func stallsAreChargedAQuarter() {
    var budget = WaitBudget(.seconds(1), now: start)
    // Another test held the main actor for a minute after the first check: the wait still
    // has a quarter of its budget after it (0.5 s checking, 0.25 s for the hold).
    let spent = [500, 60_500, 60_700, 60_800].map { budget.isSpent(now: start + .milliseconds($0)) }
    #expect(spent == [false, false, false, true])
  }

  @Test("a wait whose every check is held off still ends, after four holds")
  func starvedWaitEnds() {
    // settle(timeout: .milliseconds(20)) on a machine so loaded that its main actor runs
    // once a second: nothing charged for holds, it waited for the task to end by itself.
    var budget = WaitBudget(.milliseconds(20), now: start)
    let spent = [1, 2, 3, 4].map { budget.isSpent(now: start + .seconds($0)) }
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
