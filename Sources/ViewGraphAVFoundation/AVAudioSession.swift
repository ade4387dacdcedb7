#if !canImport(AVFoundation)
  import Foundation

  /// The app's audio session, as AVFoundation declares it: it keeps the category, mode and
  /// options the app set and whether the app made it active, for a test to read (S323).
  public final class AVAudioSession: NSObject, @unchecked Sendable {
    /// How the app uses audio.
    public struct Category: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
      public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
      public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
      public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
      public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
      public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// What the audio is for.
    public struct Mode: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
      public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
      public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
      public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
      public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
      public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    }

    /// How the app's audio mixes with other apps'.
    public struct CategoryOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
      public static let duckOthers = CategoryOptions(rawValue: 0x2)
      public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
      public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    }

    /// Options of ``setActive(_:options:)``.
    public struct SetActiveOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// Posted when another app or a call interrupts the audio; a test posts it to play one.
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")

    private static let shared = AVAudioSession()
    private let lock = NSLock()
    private var state = (
      category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions(), active: false
    )

    /// The app's one session.
    public class func sharedInstance() -> AVAudioSession { shared }

    public var category: Category { lock.withLock { state.category } }
    public var mode: Mode { lock.withLock { state.mode } }
    public var categoryOptions: CategoryOptions { lock.withLock { state.options } }
    /// Whether the app made the session active (not an Apple name: a test's reading).
    @_spi(Inspection) public var isActive: Bool { lock.withLock { state.active } }

    public func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws
    {
      lock.withLock { state = (category, mode, options, state.active) }
    }

    public func setCategory(_ category: Category) throws { try setCategory(category, mode: mode) }

    public func setCategory(_ category: Category, options: CategoryOptions) throws {
      try setCategory(category, mode: mode, options: options)
    }

    public func setMode(_ mode: Mode) throws { lock.withLock { state.mode = mode } }

    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
      lock.withLock { state.active = active }
    }

    /// Restores the session a process starts with: call it between tests.
    @_spi(Inspection) public func reset() {
      lock.withLock { state = (.soloAmbient, .default, [], false) }
    }
  }
#endif
