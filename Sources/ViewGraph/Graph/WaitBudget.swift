/// How long a wait may still last, charged only for the time its waiter ran.
///
/// A wait on `.task` work (`waitForTasks(timeout:)`, StateHarness's `settle()`) polls from the
/// main actor. Tests running in parallel share that actor: one test's long synchronous stretch
/// holds every other waiter off it, sometimes for a minute on a loaded machine. A timeout read
/// off the clock then expires while the awaited work had no chance to run, and the wait fails
/// although nothing is wrong. So a gap of `stall` or more between two checks — the waiter was
/// not scheduled at all — is charged only a quarter of the timeout; the time between regular
/// checks is charged in full. A wait survives three such holds, and still ends within four
/// however loaded the machine is: with nothing charged for them, a 20 ms `settle()` polled
/// once a second by a starved main actor waited a minute for a task it should have reported.
///
/// ```swift
/// var budget = WaitBudget(.seconds(5))
/// while !done {
///   if budget.isSpent() { break }
///   await Task.yield()
/// }
/// ```
@_spi(Inspection)
public struct WaitBudget: Sendable {
  private var remaining: Duration
  private var lastCheck: ContinuousClock.Instant
  private let stall: Duration
  /// What a gap of `stall` or more costs: a quarter of the timeout.
  private let stallCharge: Duration

  /// A budget of `timeout`, whose gaps of `stall` or more between checks are charged a
  /// quarter of it.
  public init(_ timeout: Duration, stall: Duration = .seconds(1), now: ContinuousClock.Instant = .now) {
    remaining = timeout
    lastCheck = now
    self.stall = stall
    stallCharge = timeout / 4
  }

  /// Charges the time since the last check (a quarter of the timeout if the waiter was held
  /// off for `stall` or more), and says whether the budget is spent.
  public mutating func isSpent(now: ContinuousClock.Instant = .now) -> Bool {
    let gap = now - lastCheck
    lastCheck = now
    remaining -= gap < stall ? gap : min(gap, stallCharge)
    return remaining <= .zero
  }
}
