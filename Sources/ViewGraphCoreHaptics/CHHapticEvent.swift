#if !canImport(CoreHaptics)
  import Foundation

  /// One haptic or audio event of a pattern, as CoreHaptics declares it.
  ///
  /// ```swift
  /// let tap = CHHapticEvent(
  ///   eventType: .hapticTransient,
  ///   parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)], relativeTime: 0)
  /// ```
  open class CHHapticEvent: NSObject, @unchecked Sendable {
    /// A kind of event.
    public struct EventType: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let hapticTransient = EventType(rawValue: "HapticTransient")
      public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
      public static let audioContinuous = EventType(rawValue: "AudioContinuous")
      public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    /// A parameter an event is made with.
    public struct ParameterID: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
      public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
      public static let attackTime = ParameterID(rawValue: "AttackTime")
      public static let decayTime = ParameterID(rawValue: "DecayTime")
      public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
      public static let sustained = ParameterID(rawValue: "Sustained")
      public static let audioVolume = ParameterID(rawValue: "AudioVolume")
      public static let audioPitch = ParameterID(rawValue: "AudioPitch")
      public static let audioPan = ParameterID(rawValue: "AudioPan")
      public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    open var type: EventType
    open var eventParameters: [CHHapticEventParameter]
    open var relativeTime: TimeInterval
    open var duration: TimeInterval

    /// A transient event (a tap).
    public init(
      eventType type: EventType, parameters eventParams: [CHHapticEventParameter],
      relativeTime time: TimeInterval
    ) {
      self.type = type
      eventParameters = eventParams
      relativeTime = time
      duration = 0
    }

    /// A continuous event that lasts `duration` seconds.
    public init(
      eventType type: EventType, parameters eventParams: [CHHapticEventParameter],
      relativeTime time: TimeInterval,
      duration: TimeInterval
    ) {
      self.type = type
      eventParameters = eventParams
      relativeTime = time
      self.duration = duration
    }
  }

  /// A parameter's value for one event.
  open class CHHapticEventParameter: NSObject, @unchecked Sendable {
    public let parameterID: CHHapticEvent.ParameterID
    open var value: Float

    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
      self.parameterID = parameterID
      self.value = value
    }
  }

  /// A change to a playing pattern's parameters.
  open class CHHapticDynamicParameter: NSObject, @unchecked Sendable {
    /// A parameter a player changes as it plays.
    public struct ID: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
      public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
      public static let hapticAttackTimeControl = ID(rawValue: "HapticAttackTimeControl")
      public static let hapticDecayTimeControl = ID(rawValue: "HapticDecayTimeControl")
      public static let hapticReleaseTimeControl = ID(rawValue: "HapticReleaseTimeControl")
      public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
      public static let audioPanControl = ID(rawValue: "AudioPanControl")
      public static let audioBrightnessControl = ID(rawValue: "AudioBrightnessControl")
      public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
    }

    public let parameterID: ID
    open var value: Float
    open var relativeTime: TimeInterval

    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
      self.parameterID = parameterID
      self.value = value
      relativeTime = time
    }
  }
#endif
