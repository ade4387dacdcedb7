/// When a `@State` property's initial-value expression runs (SEMANTICS S4).
///
/// - `eager`: every time the view struct is initialised, as SwiftUI does while `@State`
///   is a property wrapper (Xcode 26 and earlier). Values made for an identity that
///   already has storage are thrown away. The default.
/// - `lazy`: once, when the identity's storage is created, as with Xcode 27's `@State`
///   macro.
///
/// ```swift
/// let host = ViewHost(SettingsScreen(), stateInitialization: .lazy)
/// ```
public enum StateInitialization: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case eager
  case lazy

  /// The mode in force for `@State` values created on this task. A host sets it while it
  /// evaluates bodies; outside a host it is `.eager`.
  @TaskLocal public static var current: StateInitialization = .eager

  public var description: String {
    switch self {
    case .eager: "eager"
    case .lazy: "lazy"
    }
  }
}
