import Foundation

// Animation modifiers: recorded, never run (state changes apply at once, S44).

extension View {
  /// The deprecated, value-less form (recorded).
  nonisolated public func animation(_ animation: Animation?) -> ModifiedContent<Self, _StyleModifier> {
    style("animation", animation as Any)
  }
  nonisolated public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("contentTransition", transition.name)
  }
  nonisolated public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("matchedGeometryEffect", id)
  }
  /// Plays a symbol effect each time `value` changes (recorded).
  ///
  /// ```swift
  /// Image(systemName: "waveform").symbolEffect(.variableColor.iterative, options: .repeat(3), value: isSpeaking)
  /// ```
  nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("symbolEffect", symbolEffectName(effect), options.name)
  }

  /// Plays a symbol effect while `isActive` is true (recorded).
  ///
  /// ```swift
  /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
  /// ```
  nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("symbolEffect", symbolEffectName(effect), options.name, isActive)
  }
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("sensoryFeedback", feedback.name)
  }

  /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new
  /// values (recorded: there is no device to play it on).
  ///
  /// ```swift
  /// .sensoryFeedback(.success, trigger: saved) { _, isSaved in isSaved }
  /// ```
  nonisolated public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("sensoryFeedback", feedback.name)
  }

  /// Plays the feedback `feedback` returns for the old and new values when `trigger`
  /// changes (recorded).
  ///
  /// ```swift
  /// .sensoryFeedback(trigger: count) { old, new in new > old ? .increase : .decrease }
  /// ```
  nonisolated public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("sensoryFeedback")
  }

  /// Plays the feedback `feedback` returns when `trigger` changes (recorded).
  nonisolated public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping () -> SensoryFeedback?
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("sensoryFeedback")
  }

  /// Applies `animation` to the modifiers `body` applies to this view (iOS 17); ViewGraph
  /// does not animate, so the body's effects are applied as written.
  ///
  /// ```swift
  /// Text("Hi").animation(.smooth) { $0.opacity(isVisible ? 1 : 0) }
  /// ```
  nonisolated public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> V {
    body(PlaceholderContentView(content: AnyView(self)))
  }

  /// Changes the transaction of updates below this view (recorded: every change applies at
  /// once here).
  ///
  /// ```swift
  /// Text(status).transaction { $0.animation = nil }
  /// ```
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("transaction")
  }

  /// Changes the transaction of updates below this view when `value` changes (recorded).
  nonisolated public func transaction(
    value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
  )
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("transaction")
  }

  /// Changes the transaction of the modifiers `body` applies to this view; they are
  /// applied as written.
  nonisolated public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> V {
    body(PlaceholderContentView(content: AnyView(self)))
  }
}

/// How content changes are animated (recorded).
public struct ContentTransition: Sendable {
  let name: String
  public static let identity = ContentTransition(name: "identity")
  public static let opacity = ContentTransition(name: "opacity")
  public static let interpolate = ContentTransition(name: "interpolate")
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
  /// A content transition that plays a symbol effect as the symbol changes (recorded).
  ///
  /// ```swift
  /// Image(systemName: isOn ? "bell" : "bell.slash")
  ///   .contentTransition(.symbolEffect(.replace.magic(fallback: .replace)))
  /// ```
  ///
  /// - Parameters:
  ///   - effect: The symbol effect to play.
  ///   - options: How the effect plays.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    ContentTransition(name: "symbolEffect(\(symbolEffectName(effect)), \(options.name))")
  }
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}

/// Which geometry a matched-geometry effect shares (recorded).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for matched-geometry effects. Each `@Namespace` property gets its own id.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private let id: ID
  public init() {
    id = ID(value: Namespace.counter.next())
  }
  public var wrappedValue: ID { id }

  private static let counter = Counter()
  private final class Counter: @unchecked Sendable {
    // Guarded by the lock; namespaces are created from any thread.
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value
    }
  }
}

/// How a symbol effect plays: how often it repeats and how fast (recorded).
///
/// ```swift
/// .symbolEffect(.bounce, options: .repeat(2).speed(1.5), value: count)
/// ```
public struct SymbolEffectOptions: Sendable, Equatable {
  let name: String

  /// Plays as the effect does by default.
  public static let `default` = SymbolEffectOptions(name: "default")
  /// Repeats the effect.
  public static let repeating = SymbolEffectOptions(name: "repeating")
  /// Plays the effect once.
  public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")
  /// Repeats the effect `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(name: "repeat(\(count))")
  }
  /// Repeats the effect with `behavior`: continuously, or periodically with a count and a
  /// delay (iOS 18).
  ///
  /// ```swift
  /// .symbolEffect(.bounce, options: .repeat(.periodic(delay: 2)), value: count)
  /// ```
  ///
  /// - Parameter behavior: How the effect repeats.
  /// - Returns: Options that repeat the effect that way.
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions(name: "repeat(\(behavior.name))")
  }
  /// Plays the effect at `speed` times its speed.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(name: "speed(\(speed))")
  }

  /// These options, repeating `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(name: "\(name).repeat(\(count))")
  }
  /// These options, repeating with `behavior`.
  ///
  /// - Parameter behavior: How the effect repeats.
  /// - Returns: These options, repeating that way.
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions(name: "\(name).repeat(\(behavior.name))")
  }
  /// These options, at `speed` times the speed.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(name: "\(name).speed(\(speed))")
  }
}

extension SymbolEffectOptions {
  /// How a repeating symbol effect repeats (iOS 18): continuously, or periodically, a number
  /// of times with a delay between plays.
  ///
  /// ```swift
  /// .symbolEffect(.wiggle, options: .repeat(.periodic(3, delay: 0.5)), value: count)
  /// ```
  public struct RepeatBehavior: Sendable, Equatable {
    let name: String

    /// Repeats indefinitely, with the continuous animation where the effect has one.
    public static var continuous: RepeatBehavior { RepeatBehavior(name: "continuous") }
    /// Repeats indefinitely, starting and stopping each time.
    public static var periodic: RepeatBehavior { RepeatBehavior(name: "periodic") }

    /// Plays `count` times (nil: indefinitely), `delay` seconds apart (nil: the default).
    ///
    /// - Parameters:
    ///   - count: How many times the effect plays, or nil to play it indefinitely.
    ///   - delay: The seconds between plays, or nil for the default delay.
    /// - Returns: The periodic behavior.
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(
        name: "periodic(\(count.map(String.init) ?? "nil"), delay: \(delay.map { "\($0)" } ?? "nil"))")
    }
  }
}

/// Haptic feedback (recorded).
public struct SensoryFeedback: Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let impact = SensoryFeedback(name: "impact")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let pathComplete = SensoryFeedback(name: "pathComplete")
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact(\(flexibility.name))")
  }
  /// The flexibility of the object an impact hits.
  public struct Flexibility: Sendable, Equatable {
    let name: String
    public static let rigid = Flexibility(name: "rigid")
    public static let solid = Flexibility(name: "solid")
    public static let soft = Flexibility(name: "soft")
  }
  /// The weight of an impact.
  public struct Weight: Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }
}
