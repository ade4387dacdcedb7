#if !canImport(Network)
  import ViewGraphFoundationGaps

  /// The running test's network (S353: tests run in parallel, and one test going offline must
  /// not take another's app offline): its path, and the monitors the test's app started.
  enum NetworkConditions {
    /// A device on Wi-Fi, until a test supplies another path.
    static let path = TestScoped(NWPath(status: .satisfied))

    /// The monitors started in the running test, weakly: an app that lets its monitor go
    /// stops hearing, as on a device.
    static let started = TestScoped<[WeakMonitor]>([])

    static func register(_ monitor: NWPathMonitor) {
      started.modify { monitors in
        monitors.removeAll { $0.monitor == nil }
        monitors.append(WeakMonitor(monitor: monitor))
      }
    }

    static func monitors() -> [NWPathMonitor] { started.value.compactMap(\.monitor) }

    struct WeakMonitor: @unchecked Sendable {
      weak var monitor: NWPathMonitor?
    }
  }
#endif
