// What an app's files use of Combine, for a mirror target on Linux, where Combine does not
// exist: the mirror compiles with `-module-alias Combine=ViewGraphCombine`, so `import Combine`
// loads this module, and it offers the Combine subset ViewGraph declares on Linux (because
// SwiftUI re-exports Combine): `ObservableObject` and `@Published`, publishers, subjects,
// subscribers, the common operators and the schedulers (Sources/ViewGraph/Combine), and here
// `URLSession.dataTaskPublisher`, offline. What the subset lacks (`zip`, `collect`, `share`,
// `values`…) still fails to compile, and the compatibility tool names it.
//
// On Apple platforms it is Combine itself, so a mirror written with the same flags builds
// there too.
#if canImport(Combine)
  @_exported import Combine
#else
  @_exported import protocol ViewGraph.ObservableObject
  @_exported import class ViewGraph.ObservableObjectPublisher
  @_exported import struct ViewGraph.Published
  @_exported import protocol ViewGraph.Cancellable
  @_exported import class ViewGraph.AnyCancellable
  @_exported import protocol ViewGraph.Publisher
  @_exported import protocol ViewGraph.Subscriber
  @_exported import protocol ViewGraph.Subscription
  @_exported import protocol ViewGraph.Subject
  @_exported import protocol ViewGraph.ConnectablePublisher
  @_exported import protocol ViewGraph.Scheduler
  @_exported import protocol ViewGraph.SchedulerTimeIntervalConvertible
  @_exported import enum ViewGraph.Publishers
  @_exported import enum ViewGraph.Subscribers
  @_exported import struct ViewGraph.AnySubscriber
  @_exported import struct ViewGraph.AnyPublisher
  @_exported import class ViewGraph.PassthroughSubject
  @_exported import class ViewGraph.CurrentValueSubject
  @_exported import struct ViewGraph.Just
  @_exported import struct ViewGraph.Empty
  @_exported import struct ViewGraph.Fail
  @_exported import class ViewGraph.Future
  @_exported import struct ViewGraph.Deferred
  @_exported import struct ViewGraph.ImmediateScheduler
  @_exported import protocol ViewGraph.TopLevelDecoder
  @_exported import protocol ViewGraph.TopLevelEncoder
#endif
