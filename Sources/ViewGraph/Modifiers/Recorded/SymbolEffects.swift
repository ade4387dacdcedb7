import Foundation

// SF Symbols' effects as the Symbols framework declares them (SwiftUI re-exports it): a
// protocol per behaviour and a struct per effect, so `symbolEffect(_:options:isActive:)`
// takes only indefinite effects and `symbolEffect(_:options:value:)` only discrete ones,
// and a generic constraint an app writes on them compiles (S316). Each is recorded by name.

/// An SF Symbol animation (recorded by its name: `.bounce.up` is `bounce.up`).
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce.up, value: count)
/// ```
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that runs until it is removed or made inactive: `symbolEffect(_:isActive:)`.
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
/// ```
public protocol IndefiniteSymbolEffect {}

/// An effect that runs once from start to end, each time a value changes:
/// `symbolEffect(_:value:)`.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, value: count)
/// ```
public protocol DiscreteSymbolEffect {}

/// An effect that animates a symbol in or out of view.
///
/// ```swift
/// func reveal<E: SymbolEffect & TransitionSymbolEffect>(_ effect: E) -> E { effect }
/// ```
public protocol TransitionSymbolEffect {}

/// An effect that replaces one symbol with another: `.contentTransition(.symbolEffect(_:))`.
///
/// ```swift
/// Image(systemName: isOn ? "bell" : "bell.slash").contentTransition(.symbolEffect(.replace))
/// ```
public protocol ContentTransitionSymbolEffect {}

/// ViewGraph's record of an effect: its name, variants appended (`variableColor.iterative`).
protocol NamedSymbolEffect {
  var name: String { get }
  init(name: String)
}

extension NamedSymbolEffect {
  func variant(_ suffix: String) -> Self { Self(name: "\(name).\(suffix)") }
}

/// The name an effect is recorded by: its own for ViewGraph's effects, else its description.
func symbolEffectName(_ effect: some SymbolEffect) -> String {
  (effect as? any NamedSymbolEffect)?.name ?? String(describing: effect)
}

/// A bounce: the symbol springs and settles.
///
/// ```swift
/// Image(systemName: "star").symbolEffect(.bounce.up, value: count)
/// ```
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  NamedSymbolEffect
{
  let name: String
  /// Bouncing upwards.
  public var up: BounceSymbolEffect { variant("up") }
  /// Bouncing downwards.
  public var down: BounceSymbolEffect { variant("down") }
  /// Each layer on its own.
  public var byLayer: BounceSymbolEffect { variant("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: BounceSymbolEffect { variant("wholeSymbol") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A bounce: the symbol springs and settles.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect(name: "bounce") }
}

/// A pulse: the symbol's opacity fades and returns.
///
/// ```swift
/// Image(systemName: "star").symbolEffect(.pulse.byLayer, value: count)
/// ```
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, NamedSymbolEffect
{
  let name: String
  /// Each layer on its own.
  public var byLayer: PulseSymbolEffect { variant("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: PulseSymbolEffect { variant("wholeSymbol") }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// A pulse: the symbol's opacity fades and returns.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect(name: "pulse") }
}

/// Variable color: the symbol's layers light up in turn.
///
/// ```swift
/// Image(systemName: "star").symbolEffect(.variableColor.iterative, value: count)
/// ```
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  NamedSymbolEffect
{
  let name: String
  /// One layer at a time.
  public var iterative: VariableColorSymbolEffect { variant("iterative") }
  /// Each layer staying on.
  public var cumulative: VariableColorSymbolEffect { variant("cumulative") }
  /// Forwards, then backwards.
  public var reversing: VariableColorSymbolEffect { variant("reversing") }
  /// Forwards only.
  public var nonReversing: VariableColorSymbolEffect { variant("nonReversing") }
  /// Layers not animating hidden.
  public var hideInactiveLayers: VariableColorSymbolEffect { variant("hideInactiveLayers") }
  /// Layers not animating dimmed.
  public var dimInactiveLayers: VariableColorSymbolEffect { variant("dimInactiveLayers") }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Variable color: the symbol's layers light up in turn.
  public static var variableColor: VariableColorSymbolEffect {
    VariableColorSymbolEffect(name: "variableColor")
  }
}

/// A scale: the symbol grows or shrinks.
///
/// ```swift
/// Image(systemName: "star").symbolEffect(.scale.up)
/// ```
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect,
  NamedSymbolEffect
{
  let name: String
  /// Scaled up.
  public var up: ScaleSymbolEffect { variant("up") }
  /// Scaled down.
  public var down: ScaleSymbolEffect { variant("down") }
  /// Each layer on its own.
  public var byLayer: ScaleSymbolEffect { variant("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: ScaleSymbolEffect { variant("wholeSymbol") }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A scale: the symbol grows or shrinks.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(name: "scale") }
}

/// An appearance: the symbol is drawn in.
///
/// ```swift
/// Image(systemName: "star").symbolEffect(.appear.up)
/// ```
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect,
  NamedSymbolEffect
{
  let name: String
  /// Appearing upwards.
  public var up: AppearSymbolEffect { variant("up") }
  /// Appearing downwards.
  public var down: AppearSymbolEffect { variant("down") }
  /// Each layer on its own.
  public var byLayer: AppearSymbolEffect { variant("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: AppearSymbolEffect { variant("wholeSymbol") }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// An appearance: the symbol is drawn in.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect(name: "appear") }
}

/// A disappearance: the symbol is taken away.
///
/// ```swift
/// Image(systemName: "star").symbolEffect(.disappear.up)
/// ```
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect,
  NamedSymbolEffect
{
  let name: String
  /// Disappearing upwards.
  public var up: DisappearSymbolEffect { variant("up") }
  /// Disappearing downwards.
  public var down: DisappearSymbolEffect { variant("down") }
  /// Each layer on its own.
  public var byLayer: DisappearSymbolEffect { variant("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: DisappearSymbolEffect { variant("wholeSymbol") }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// A disappearance: the symbol is taken away.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(name: "disappear") }
}

/// A replacement of one symbol's layers with another's.
///
/// ```swift
/// Image(systemName: name).contentTransition(.symbolEffect(.replace.downUp))
/// ```
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, NamedSymbolEffect {
  let name: String
  /// The old symbol goes down, the new one comes up.
  public var downUp: ReplaceSymbolEffect { variant("downUp") }
  /// Both go up.
  public var upUp: ReplaceSymbolEffect { variant("upUp") }
  /// The old symbol goes off, the new one comes up.
  public var offUp: ReplaceSymbolEffect { variant("offUp") }
  /// Each layer on its own.
  public var byLayer: ReplaceSymbolEffect { variant("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: ReplaceSymbolEffect { variant("wholeSymbol") }

  /// Magic Replace, which animates the layers two symbols share, or `fallback` where it
  /// cannot (iOS 18).
  ///
  /// - Parameter fallback: The replace effect to play where Magic Replace is not possible.
  /// - Returns: The effect, recorded by both names.
  public func magic(fallback: ReplaceSymbolEffect) -> MagicReplaceSymbolEffect {
    MagicReplaceSymbolEffect(name: "\(name).magic(fallback: \(fallback.name))")
  }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// A replacement of one symbol's layers with another's.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(name: "replace") }
}

/// A wiggle: the symbol moves back and forth (iOS 18).
///
/// ```swift
/// Image(systemName: "star").symbolEffect(.wiggle.up, value: count)
/// ```
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  NamedSymbolEffect
{
  let name: String
  /// Up and down.
  public var up: WiggleSymbolEffect { variant("up") }
  /// Down and up.
  public var down: WiggleSymbolEffect { variant("down") }
  /// Left and right.
  public var left: WiggleSymbolEffect { variant("left") }
  /// Right and left.
  public var right: WiggleSymbolEffect { variant("right") }
  /// Forwards for the reading direction.
  public var forward: WiggleSymbolEffect { variant("forward") }
  /// Backwards for the reading direction.
  public var backward: WiggleSymbolEffect { variant("backward") }
  /// Clockwise.
  public var clockwise: WiggleSymbolEffect { variant("clockwise") }
  /// Counterclockwise.
  public var counterClockwise: WiggleSymbolEffect { variant("counterClockwise") }
  /// Each layer on its own.
  public var byLayer: WiggleSymbolEffect { variant("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: WiggleSymbolEffect { variant("wholeSymbol") }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// A wiggle: the symbol moves back and forth (iOS 18).
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(name: "wiggle") }
}

/// A breath: the symbol swells and settles (iOS 18).
///
/// ```swift
/// Image(systemName: "star").symbolEffect(.breathe.plain, value: count)
/// ```
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  NamedSymbolEffect
{
  let name: String
  /// Scaling only.
  public var plain: BreatheSymbolEffect { variant("plain") }
  /// Scaling, with the opacity pulsing.
  public var pulse: BreatheSymbolEffect { variant("pulse") }
  /// Each layer on its own.
  public var byLayer: BreatheSymbolEffect { variant("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: BreatheSymbolEffect { variant("wholeSymbol") }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// A breath: the symbol swells and settles (iOS 18).
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(name: "breathe") }
}

/// A rotation of the symbol or its layers (iOS 18).
///
/// ```swift
/// Image(systemName: "star").symbolEffect(.rotate.clockwise, value: count)
/// ```
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  NamedSymbolEffect
{
  let name: String
  /// Clockwise.
  public var clockwise: RotateSymbolEffect { variant("clockwise") }
  /// Counterclockwise.
  public var counterClockwise: RotateSymbolEffect { variant("counterClockwise") }
  /// Each layer on its own.
  public var byLayer: RotateSymbolEffect { variant("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: RotateSymbolEffect { variant("wholeSymbol") }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// A rotation of the symbol or its layers (iOS 18).
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect(name: "rotate") }
}

/// The symbol drawn on along its paths (iOS 26).
///
/// ```swift
/// Image(systemName: "star").symbolEffect(.drawOn.byLayer)
/// ```
public struct DrawOnSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect,
  NamedSymbolEffect
{
  let name: String
  /// Each layer on its own.
  public var byLayer: DrawOnSymbolEffect { variant("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: DrawOnSymbolEffect { variant("wholeSymbol") }
  /// Each path on its own.
  public var individually: DrawOnSymbolEffect { variant("individually") }
}

extension SymbolEffect where Self == DrawOnSymbolEffect {
  /// The symbol drawn on along its paths (iOS 26).
  public static var drawOn: DrawOnSymbolEffect { DrawOnSymbolEffect(name: "drawOn") }
}

/// The symbol drawn off along its paths (iOS 26).
///
/// ```swift
/// Image(systemName: "star").symbolEffect(.drawOff.byLayer)
/// ```
public struct DrawOffSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect,
  NamedSymbolEffect
{
  let name: String
  /// Each layer on its own.
  public var byLayer: DrawOffSymbolEffect { variant("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: DrawOffSymbolEffect { variant("wholeSymbol") }
  /// Each path on its own.
  public var individually: DrawOffSymbolEffect { variant("individually") }
}

extension SymbolEffect where Self == DrawOffSymbolEffect {
  /// The symbol drawn off along its paths (iOS 26).
  public static var drawOff: DrawOffSymbolEffect { DrawOffSymbolEffect(name: "drawOff") }
}

/// Magic Replace (iOS 18): `.replace.magic(fallback: .replace)`, for a content transition.
///
/// ```swift
/// Image(systemName: name).contentTransition(.symbolEffect(.replace.magic(fallback: .replace.downUp)))
/// ```
public struct MagicReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, NamedSymbolEffect {
  let name: String
  /// Each layer on its own.
  public var byLayer: MagicReplaceSymbolEffect { variant("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: MagicReplaceSymbolEffect { variant("wholeSymbol") }
}

/// The effect the system picks for a transition or content transition.
///
/// ```swift
/// Image(systemName: name).contentTransition(.symbolEffect(.automatic))
/// ```
public struct AutomaticSymbolEffect: SymbolEffect, TransitionSymbolEffect, ContentTransitionSymbolEffect,
  NamedSymbolEffect
{
  let name: String
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
  /// The effect the system picks.
  public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect(name: "automatic") }
}
