/// A key for a value in ``EnvironmentValues``, as in SwiftUI.
///
/// ```swift
/// struct ThemeKey: EnvironmentKey {
///   static let defaultValue: Theme = .light
/// }
/// extension EnvironmentValues {
///   var theme: Theme {
///     get { self[ThemeKey.self] }
///     set { self[ThemeKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value
  /// The value readers see when no ancestor set one (SEMANTICS S22).
  static var defaultValue: Value { get }
}
