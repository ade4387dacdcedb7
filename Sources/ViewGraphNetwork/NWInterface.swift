#if !canImport(Network)
  /// A network interface a path can use, as Network declares it.
  ///
  /// ```swift
  /// let onWiFi = monitor.currentPath.availableInterfaces.contains { $0.type == .wifi }
  /// ```
  public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kinds of interface.
    public enum InterfaceType: Hashable, Sendable {
      case other, wifi, cellular, wiredEthernet, loopback
    }

    /// The interface's kind.
    public let type: InterfaceType
    /// The interface's name, as the system names it (`en0`).
    public let name: String
    /// The interface's index.
    public let index: Int

    public var debugDescription: String { name }

    /// An interface of `type` (inspection SPI: Network makes them, a test supplies them).
    @_spi(Inspection)
    public init(type: InterfaceType, name: String? = nil, index: Int = 0) {
      self.type = type
      self.name = name ?? Self.defaultName(of: type)
      self.index = index
    }

    private static func defaultName(of type: InterfaceType) -> String {
      switch type {
      case .wifi: "en0"
      case .cellular: "pdp_ip0"
      case .wiredEthernet: "en1"
      case .loopback: "lo0"
      case .other: "utun0"
      }
    }
  }
#endif
