#if !canImport(Charts)
  import Foundation

  /// Bins of dates for a chart's axis or marks, as Swift Charts declares them: the thresholds
  /// that surround the bins, computed from the range and the bin size (S331).
  ///
  /// ```swift
  /// AxisMarks(values: DateBins(unit: .hour, by: 3, range: start...end).thresholds)
  /// ```
  public struct DateBins: Hashable, Sendable {
    /// The thresholds that surround the bins, earliest first: N thresholds make N − 1 bins.
    public let thresholds: [Date]

    /// N − 1 bins between the N `thresholds`.
    public init(thresholds: [Date]) { self.thresholds = thresholds }

    /// Bins of `timeInterval` seconds covering `range`, the first starting at its lower bound.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
      self.init(covering: range, from: range.lowerBound) { $0.addingTimeInterval(max(timeInterval, 1)) }
    }

    /// Bins of `stride` calendar `unit`s covering `range`, the first starting where the unit
    /// holding the range's lower bound starts (an hour's bins start on the hour).
    public init(
      unit: Calendar.Component, by stride: Int = 1, range: ClosedRange<Date>,
      calendar: Calendar = .autoupdatingCurrent
    ) {
      let start = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
      self.init(covering: range, from: start) { date in
        calendar.date(byAdding: unit, value: max(stride, 1), to: date) ?? date.addingTimeInterval(1)
      }
    }

    /// Thresholds from `start`, each the next of the one before, until one reaches the upper
    /// bound: at least one bin, none past the one that reaches it, and at most 10,000.
    private init(covering range: ClosedRange<Date>, from start: Date, next: (Date) -> Date) {
      var thresholds = [start]
      var last = start
      repeat {
        last = next(last)
        thresholds.append(last)
      } while last < range.upperBound && thresholds.count < 10_000
      self.thresholds = thresholds
    }
  }
#endif
