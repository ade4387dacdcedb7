#if !canImport(Network)
  /// The state of the network a monitor sees: whether it can reach the internet, over which
  /// interfaces, and whether they cost the user (as Network declares it).
  ///
  /// ```swift
  /// monitor.pathUpdateHandler = { path in
  ///   let online = path.status == .satisfied
  ///   let onCellular = path.usesInterfaceType(.cellular)
  /// }
  /// ```
  public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// Whether a path can be used.
    public enum Status: Hashable, Sendable {
      case satisfied, unsatisfied, requiresConnection
    }

    /// Why a path cannot be used.
    public enum UnsatisfiedReason: Hashable, Sendable {
      case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
    }

    /// Whether the path can be used.
    public let status: Status
    /// Why it cannot, when it cannot.
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces the path can use, preferred first.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses an interface the system considers expensive (cellular, a hotspot).
    public let isExpensive: Bool
    /// Whether the path uses an interface in Low Data Mode.
    public let isConstrained: Bool
    /// Whether the path can resolve names.
    public var supportsDNS: Bool { status == .satisfied }
    /// Whether the path has an IPv4 route.
    public var supportsIPv4: Bool { status == .satisfied }
    /// Whether the path has an IPv6 route.
    public var supportsIPv6: Bool { status == .satisfied }

    /// Whether the path uses an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
      availableInterfaces.contains { $0.type == type }
    }

    public var debugDescription: String {
      let interfaces = availableInterfaces.map(\.name).joined(separator: ", ")
      return "\(status)" + (status == .satisfied ? " (\(interfaces))" : " (\(unsatisfiedReason))")
        + (isExpensive ? ", expensive" : "") + (isConstrained ? ", constrained" : "")
    }

    /// A path a test supplies (inspection SPI: Network makes paths).
    ///
    /// ```swift
    /// await NWPathMonitor.change(to: NWPath(status: .unsatisfied))
    /// await NWPathMonitor.change(to: NWPath(interfaces: [NWInterface(type: .cellular)], isExpensive: true))
    /// ```
    @_spi(Inspection)
    public init(
      status: Status = .satisfied, interfaces: [NWInterface]? = nil, isExpensive: Bool = false,
      isConstrained: Bool = false, unsatisfiedReason: UnsatisfiedReason = .notAvailable
    ) {
      self.status = status
      self.availableInterfaces = interfaces ?? (status == .satisfied ? [NWInterface(type: .wifi)] : [])
      self.isExpensive = isExpensive
      self.isConstrained = isConstrained
      self.unsatisfiedReason = unsatisfiedReason
    }

    /// The path as a monitor restricted to or from some interface types sees it: satisfied
    /// only over an interface it may use.
    func seen(
      requiring required: NWInterface.InterfaceType?, prohibiting prohibited: [NWInterface.InterfaceType]
    )
      -> NWPath
    {
      let usable = availableInterfaces.filter { interface in
        !prohibited.contains(interface.type) && (required.map { interface.type == $0 } ?? true)
      }
      guard usable.count != availableInterfaces.count else { return self }
      return NWPath(
        status: status == .satisfied && !usable.isEmpty ? .satisfied : .unsatisfied, interfaces: usable,
        isExpensive: isExpensive, isConstrained: isConstrained, unsatisfiedReason: unsatisfiedReason)
    }
  }
#endif
