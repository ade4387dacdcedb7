#if !canImport(AppKit)
  import Foundation

  /// A method's name, as the Objective-C runtime AppKit re-exports declares it. Linux has no
  /// Objective-C runtime: a selector is kept as its name and never performed, and
  /// `#selector(…)` does not compile there. It lets `NSMenuItem(title:action: nil,
  /// keyEquivalent:)` and `Selector("refresh:")` compile; a menu item runs its action only
  /// through a test (S352).
  ///
  /// ```swift
  /// let item = NSMenuItem(title: "Copy Path", action: nil, keyEquivalent: "")
  /// ```
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let name: String
    public init(_ str: String) { name = str }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
  }
#endif
