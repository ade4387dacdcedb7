/// One of the five rules of SwiftUI data flow the harness asserts: its number, its title as
/// failures print it, and what it states. The rules' failures and the ownership audit's
/// findings name rules through this one type.
///
/// ```swift
/// print(Rule.bindableShares)            // Rule 2 (@Bindable shares, never owns)
/// print(Rule.bindableShares.statement)  // A child given the model holds the very instance…
/// ```
public struct Rule: Sendable, Hashable, CustomStringConvertible {
  /// Its number in the article.
  public let number: Int
  /// A few words: `@Bindable shares, never owns`.
  public let title: String
  /// What holds when the rule is kept.
  public let statement: String

  /// `Rule 2 (@Bindable shares, never owns)`.
  public var description: String { "Rule \(number) (\(title))" }

  /// Rule 1: the instance a view owns survives any number of parent re-renders.
  public static let stateOwnsTheModel = Rule(
    number: 1, title: "@State owns the model",
    statement: "The instance a view owns with @State survives any number of parent re-renders.")

  /// Rule 2: a child given the model holds the owner's instance and does not own it.
  public static let bindableShares = Rule(
    number: 2, title: "@Bindable shares, never owns",
    statement: "A child given the model holds the very instance its owner holds, and does not own it.")

  /// Rule 3: a control's write lands in the model the owner holds, and the control shows it.
  public static let bindingWritesReachTheSource = Rule(
    number: 3, title: "@Binding writes reach the source of truth",
    statement: "A control's write lands in the model the owner holds, and the control shows it.")

  /// Rule 4: every reader of an environment key follows each value set above it.
  public static let environmentIsRead = Rule(
    number: 4, title: "environment values are read, not stored",
    statement: "Every reader of an environment key follows each value set above it.")

  /// Rule 5: the documented anti-pattern, asserted as such — a `let` model is re-created.
  public static let letModelIsRecreated = Rule(
    number: 5, title: "a `let` model is re-created",
    statement: "A model held in a plain `let` is a new instance after every parent re-render.")

  /// The five, in order.
  public static let all: [Rule] = [
    .stateOwnsTheModel, .bindableShares, .bindingWritesReachTheSource, .environmentIsRead,
    .letModelIsRecreated,
  ]

  /// The headline of a failure: `Rule 1 (@State owns the model) broken: …`.
  func broken(_ detail: String? = nil) -> String {
    "\(self) broken" + (detail.map { ": " + $0 } ?? "")
  }
}
