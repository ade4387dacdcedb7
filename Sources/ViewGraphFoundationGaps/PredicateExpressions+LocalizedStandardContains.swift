import Foundation

// Apple's Foundation lets `#Predicate` call `localizedStandardContains(_:)` (the search a
// SwiftData list filters with); swift-corelibs-foundation's predicates do not, though its
// strings have the method.
#if !canImport(Darwin)
  extension PredicateExpressions {
    /// `root.localizedStandardContains(other)` inside a predicate: a case- and
    /// diacritic-insensitive search, as Finder's.
    ///
    /// ```swift
    /// let byName = #Predicate<Person> { $0.name.localizedStandardContains("ada") }
    /// ```
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>:
      PredicateExpression, CustomStringConvertible
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
      public typealias Output = Bool

      /// The string searched.
      public let root: Root
      /// The string searched for.
      public let other: Other

      /// Creates the expression.
      ///
      /// - Parameters:
      ///   - root: The string searched.
      ///   - other: The string searched for.
      public init(root: Root, other: Other) {
        self.root = root
        self.other = other
      }

      public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
        try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
      }

      public var description: String {
        "StringLocalizedStandardContains(root: \(root), other: \(other))"
      }
    }

    /// What `#Predicate` writes for `localizedStandardContains(_:)`.
    ///
    /// - Parameters:
    ///   - root: The string searched.
    ///   - other: The string searched for.
    /// - Returns: The expression.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
      -> StringLocalizedStandardContains<Root, Other>
    {
      StringLocalizedStandardContains(root: root, other: other)
    }
  }

  extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
  where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

  extension PredicateExpressions.StringLocalizedStandardContains: Codable
  where Root: Codable, Other: Codable {}

  extension PredicateExpressions.StringLocalizedStandardContains: Sendable
  where Root: Sendable, Other: Sendable {}
#endif
