#if !canImport(CoreHaptics)
  import Foundation
  import ViewGraphFoundationGaps

  /// What the device's haptic hardware can do.
  public protocol CHHapticDeviceCapability {
    var supportsHaptics: Bool { get }
    var supportsAudio: Bool { get }
  }

  /// The engine that plays haptic patterns, as CoreHaptics declares it (S404). Here it plays
  /// nothing the user feels: the events its players start are kept for the running test
  /// (``playedEvents``, inspection SPI), and the device's capability is the test's
  /// (``suppliedCapability``: no haptics by default, as a simulator).
  ///
  /// ```swift
  /// guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
  /// let engine = try CHHapticEngine()
  /// try engine.start()
  /// try engine.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
  /// ```
  // Not an `NSObject` here, as Apple's is: its initializer throws, which an override of
  // `NSObject.init()` cannot.
  open class CHHapticEngine: @unchecked Sendable {
    /// Why an engine stopped.
    public enum StoppedReason: Int, Sendable {
      case audioSessionInterrupt = 1
      case applicationSuspended = 2
      case idleTimeout = 3
      case notifyWhenFinished = 4
      case engineDestroyed = 5
      case gameControllerDisconnect = 6
      case systemError = -1
    }

    open var playsHapticsOnly = false
    open var playsAudioOnly = false
    open var isAutoShutdownEnabled = false
    open var isMutedForAudio = false
    open var isMutedForHaptics = false
    /// Called when the system stops the engine; the test plays it (``stop(for:)``).
    open var stoppedHandler: (StoppedReason) -> Void = { _ in }
    /// Called when the engine must be started again after a reset.
    open var resetHandler: () -> Void = {}
    /// Whether the engine runs.
    public private(set) var isRunning = false

    /// An engine on the device's haptic hardware.
    public init() throws {}

    /// The device's haptic hardware: the running test's.
    open class func capabilitiesForHardware() -> any CHHapticDeviceCapability {
      HapticsState.capability.value
    }

    /// Starts the engine.
    open func start() throws { isRunning = true }

    /// Starts the engine; `completionHandler` hears that it did.
    open func start(completionHandler: (((any Error)?) -> Void)? = nil) {
      isRunning = true
      completionHandler?(nil)
    }

    /// Stops the engine; `completionHandler` hears that it did.
    open func stop(completionHandler: (((any Error)?) -> Void)? = nil) {
      isRunning = false
      completionHandler?(nil)
    }

    /// A player of `pattern`.
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
      HapticPlayer(pattern: pattern)
    }

    /// A player of `pattern` that can pause, seek and loop.
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer {
      HapticPlayer(pattern: pattern)
    }
  }

  /// The capability a test supplies.
  @_spi(Inspection)
  public struct HapticCapability: CHHapticDeviceCapability, Sendable {
    public var supportsHaptics: Bool
    public var supportsAudio: Bool
    public init(supportsHaptics: Bool, supportsAudio: Bool = true) {
      self.supportsHaptics = supportsHaptics
      self.supportsAudio = supportsAudio
    }
  }

  /// The running test's haptics (S353).
  enum HapticsState {
    static let capability = TestScoped(HapticCapability(supportsHaptics: false))
    static let played = TestScoped<[PlayedEvent]>([])

    struct PlayedEvent: @unchecked Sendable {
      let event: CHHapticEvent
    }
  }

  @_spi(Inspection)
  extension CHHapticEngine {
    /// The device's haptic hardware in the running test: none by default.
    public static var suppliedCapability: HapticCapability {
      get { HapticsState.capability.value }
      set { HapticsState.capability.value = newValue }
    }

    /// The events players started in the running test, in order.
    public static var playedEvents: [CHHapticEvent] { HapticsState.played.value.map(\.event) }

    /// Plays the system stopping the engine: it stops, and its stopped handler hears why.
    public func stop(for reason: StoppedReason) {
      isRunning = false
      stoppedHandler(reason)
    }

    /// Forgets the running test's capability and played events.
    public static func reset() {
      HapticsState.capability.reset()
      HapticsState.played.reset()
    }
  }
#endif
