#if !canImport(Combine)
  /// A namespace for types that serve as subscribers (`Sink`, `Assign`) and for the events a
  /// subscriber receives (`Completion`, `Demand`).
  ///
  /// ```swift
  /// let finished: Subscribers.Completion<Never> = .finished
  /// ```
  public enum Subscribers {}

  extension Subscribers {
    /// A signal that a publisher produces no further values, normally or because of an error.
    ///
    /// ```swift
    /// subject.send(completion: .failure(LoadError.offline))
    /// ```
    public enum Completion<Failure: Error> {
      /// The publisher finished normally.
      case finished
      /// The publisher stopped publishing because of an error.
      case failure(Failure)
    }

    /// A requested number of items, sent to a publisher by a subscriber through its
    /// subscription.
    ///
    /// The publishers here deliver every value without counting (as if every subscriber asked
    /// for `.unlimited`, which `sink` and `assign` do).
    ///
    /// ```swift
    /// subscription.request(.unlimited)
    /// ```
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
      /// The number of items, nil when unlimited.
      public let max: Int?

      private init(count: Int?) { max = count }

      /// A request for as many values as the publisher can produce.
      public static let unlimited = Demand(count: nil)
      /// A request for no elements.
      public static let none = Demand(count: 0)

      /// A request for at most `value` elements.
      ///
      /// ```swift
      /// subscription.request(.max(1))
      /// ```
      public static func max(_ value: Int) -> Demand {
        precondition(value >= 0, "demand must not be negative")
        return Demand(count: value)
      }

      public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

      public static func + (lhs: Demand, rhs: Demand) -> Demand {
        guard let left = lhs.max, let right = rhs.max else { return .unlimited }
        let (sum, overflow) = left.addingReportingOverflow(right)
        return overflow ? .unlimited : .max(sum)
      }

      public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

      public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

      public static func < (lhs: Demand, rhs: Demand) -> Bool {
        switch (lhs.max, rhs.max) {
        case (nil, _): false
        case (_, nil): true
        case (let left?, let right?): left < right
        }
      }
    }
  }

  extension Subscribers.Completion: Equatable where Failure: Equatable {}
  extension Subscribers.Completion: Hashable where Failure: Hashable {}
  extension Subscribers.Completion: Sendable where Failure: Sendable {}
#endif
