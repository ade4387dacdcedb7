import Foundation

// Animation modifiers: recorded, never run (state changes apply at once, S44).

extension View {
  /// The deprecated, value-less form (recorded).
  public func animation(_ animation: Animation?) -> ModifiedContent<Self, _StyleModifier> {
    style("animation", animation as Any)
  }
  public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _StyleModifier> {
    style("contentTransition", transition.name)
  }
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("matchedGeometryEffect", id)
  }
  public func symbolEffect<T: Equatable>(_ effect: SymbolEffect, value: T) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("symbolEffect", effect.name)
  }
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("sensoryFeedback", feedback.name)
  }
}

/// How content changes are animated (recorded).
public struct ContentTransition: Sendable {
  let name: String
  public static let identity = ContentTransition(name: "identity")
  public static let opacity = ContentTransition(name: "opacity")
  public static let interpolate = ContentTransition(name: "interpolate")
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
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

/// An SF Symbol animation (recorded).
public struct SymbolEffect: Sendable {
  let name: String
  public static let bounce = SymbolEffect(name: "bounce")
  public static let pulse = SymbolEffect(name: "pulse")
  public static let variableColor = SymbolEffect(name: "variableColor")
  public static let scale = SymbolEffect(name: "scale")
  public static let appear = SymbolEffect(name: "appear")
  public static let disappear = SymbolEffect(name: "disappear")
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
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }
  /// The weight of an impact.
  public struct Weight: Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }
}
