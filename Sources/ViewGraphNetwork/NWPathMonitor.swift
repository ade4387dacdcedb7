#if !canImport(Network)
  import Foundation
  import ViewGraphFoundationGaps

  /// An observer of the network path, as Network declares it. Started on a queue, it calls
  /// `pathUpdateHandler` there with the current path, and again each time the path changes;
  /// here the path is the running test's (S400): a device on Wi-Fi unless the test supplied
  /// another (`NWPathMonitor.supplied`), changed with `NWPathMonitor.change(to:)`.
  ///
  /// ```swift
  /// let monitor = NWPathMonitor()
  /// monitor.pathUpdateHandler = { path in
  ///   Task { @MainActor in model.isOnline = path.status == .satisfied }
  /// }
  /// monitor.start(queue: DispatchQueue(label: "NetworkMonitor"))
  /// ```
  public final class NWPathMonitor: @unchecked Sendable {
    private let lock = NSLock()
    private let requiredInterfaceType: NWInterface.InterfaceType?
    private let prohibitedInterfaceTypes: [NWInterface.InterfaceType]
    private var handler: (@Sendable (NWPath) -> Void)?
    private var onCancel: (@Sendable () -> Void)?
    private var startedQueue: DispatchQueue?
    private var isCancelled = false

    /// A monitor of every interface.
    public init() {
      requiredInterfaceType = nil
      prohibitedInterfaceTypes = []
    }

    /// A monitor of paths over interfaces of one type.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
      self.requiredInterfaceType = requiredInterfaceType
      prohibitedInterfaceTypes = []
    }

    /// A monitor of paths over interfaces of every type but these.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
      requiredInterfaceType = nil
      self.prohibitedInterfaceTypes = prohibitedInterfaceTypes
    }

    /// Called on the monitor's queue with the current path when it starts, then on each change.
    @preconcurrency public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
      get { locked { handler } }
      set { locked { handler = newValue } }
    }

    /// Called on the monitor's queue once it is cancelled.
    @preconcurrency public var cancelHandler: (@Sendable () -> Void)? {
      get { locked { onCancel } }
      set { locked { onCancel = newValue } }
    }

    /// The queue the monitor delivers on, once started.
    public var queue: DispatchQueue? { locked { startedQueue } }

    /// The path the monitor sees now (unsatisfied before it starts).
    public var currentPath: NWPath {
      guard locked({ startedQueue != nil }) else { return NWPath(status: .unsatisfied) }
      return view(of: NetworkConditions.path.value)
    }

    /// Starts monitoring: the handler hears the current path on `queue`, then each change.
    public func start(queue: DispatchQueue) {
      let starts = locked { () -> Bool in
        guard startedQueue == nil, !isCancelled else { return false }
        startedQueue = queue
        return true
      }
      guard starts else { return }
      NetworkConditions.register(self)
      let path = view(of: NetworkConditions.path.value)
      queue.async { [self] in deliver(path) }
    }

    /// Stops monitoring: the handler hears no more paths.
    public func cancel() {
      let (queue, handler) = locked { () -> (DispatchQueue?, (@Sendable () -> Void)?) in
        guard !isCancelled else { return (nil, nil) }
        isCancelled = true
        return (startedQueue, onCancel)
      }
      if let handler { (queue ?? .global()).async { handler() } }
    }

    /// The path as this monitor's interface types see it.
    private func view(of path: NWPath) -> NWPath {
      path.seen(requiring: requiredInterfaceType, prohibiting: prohibitedInterfaceTypes)
    }

    private func deliver(_ path: NWPath) {
      guard let handler = locked({ isCancelled ? nil : handler }) else { return }
      handler(path)
    }

    /// Delivers the test's new path on the monitor's queue; returns once the handler ran.
    func hear(_ path: NWPath) async {
      guard let queue = locked({ isCancelled ? nil : startedQueue }) else { return }
      let seen = view(of: path)
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        queue.async { [self] in
          deliver(seen)
          continuation.resume()
        }
      }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
      lock.lock()
      defer { lock.unlock() }
      return body()
    }
  }

  @_spi(Inspection)
  extension NWPathMonitor {
    /// The path the running test's device has: a device on Wi-Fi until the test supplies
    /// another. Set it before the app starts its monitors; use ``change(to:)`` after.
    public static var supplied: NWPath {
      get { NetworkConditions.path.value }
      set { NetworkConditions.path.value = newValue }
    }

    /// Changes the running test's path, as the device losing or finding a network, and
    /// returns once every started monitor's handler heard it on its queue.
    ///
    /// ```swift
    /// await NWPathMonitor.change(to: NWPath(status: .unsatisfied))
    /// await harness.settle()
    /// #expect(harness.find(text: "You're offline") != nil)
    /// ```
    public static func change(to path: NWPath) async {
      NetworkConditions.path.value = path
      for monitor in NetworkConditions.monitors() { await monitor.hear(path) }
    }

    /// Forgets the running test's path and monitors.
    public static func reset() {
      NetworkConditions.path.reset()
      NetworkConditions.started.reset()
    }
  }
#endif
