import Foundation

extension ProgressView {
  /// Progress through `timerInterval` (iOS 16), read when the view is built: the fraction
  /// left when counting down, elapsed when counting up. Nothing ticks headlessly.
  ///
  /// ```swift
  /// ProgressView(timerInterval: start...end) { Text("Brewing") } currentValueLabel: { Text("…") }
  /// ```
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      label: label(), currentValueLabel: currentValueLabel(),
      fractionCompleted: Self.fraction(of: timerInterval, countsDown: countsDown), resolvesStyle: true)
  }

  static func fraction(of interval: ClosedRange<Date>, countsDown: Bool) -> Double {
    let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard total > 0 else { return 1 }
    let elapsed = min(max(Date().timeIntervalSince(interval.lowerBound), 0), total) / total
    return countsDown ? 1 - elapsed : elapsed
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through `timerInterval` with the time shown as its current value.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
      DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through `timerInterval`, with no label.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
  }
}

/// The time a timer progress view shows as its current value.
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  public var body: Text { Text(timerInterval: interval, countsDown: countsDown) }
}
