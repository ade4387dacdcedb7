import Foundation

/// A view that updates on a schedule. ViewGraph mounts the content once, for the moment
/// of mounting; time does not advance on its own.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
  let content: (TimelineViewDefaultContext) -> Content

  /// The content closure takes a `TimelineViewDefaultContext`, as SwiftUI's does: a context
  /// type that does not depend on `Content`, so a closure using `context.date` before its
  /// views still infers the content's type.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    self.content = content
  }

  /// What the content is given: the date of this update.
  public struct Context {
    public let date: Date
    public let cadence: Cadence

    /// How often the timeline updates.
    public enum Cadence: Sendable, Comparable { case live, seconds, minutes }
  }
}

extension TimelineView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension TimelineView: PrimitiveView {
  static var runsUserCode: Bool { true }
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(content(TimelineViewDefaultContext(date: Date(), cadence: .live)), key: .content)
  }
}

/// What every timeline view's content is given: one concrete `TimelineView.Context`.
///
/// ```swift
/// TimelineView(.animation) { (context: TimelineViewDefaultContext) in Text(context.date, style: .time) }
/// ```
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// When a `TimelineView` updates.
public protocol TimelineSchedule: Sendable {}

public struct PeriodicTimelineSchedule: TimelineSchedule {
  public init(from startDate: Date, by interval: TimeInterval) {}
}

public struct EveryMinuteTimelineSchedule: TimelineSchedule {}
public struct AnimationTimelineSchedule: TimelineSchedule {
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
public struct ExplicitTimelineSchedule: TimelineSchedule {
  public init(_ dates: [Date]) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
