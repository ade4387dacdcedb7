import Foundation

extension Text {
  /// A timer counting through `timerInterval` (iOS 16), shown as it reads when the view is
  /// built: the time left (counting down) or elapsed (counting up), `h:mm:ss` or `m:ss`,
  /// stopped at `pauseTime` when one is given. Nothing ticks headlessly: a test that needs a
  /// later reading builds the view again.
  ///
  /// ```swift
  /// Text(timerInterval: workout.start...workout.end, countsDown: true)
  /// ```
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
    let seconds = Int(
      (countsDown
        ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound))
        .rounded(.down))
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    let padded = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    self.init(
      verbatim: showsHours && hours > 0
        ? "\(hours):\(padded(minutes)):\(padded(rest))"
        : "\(showsHours ? minutes : seconds / 60):\(padded(rest))")
  }
}
