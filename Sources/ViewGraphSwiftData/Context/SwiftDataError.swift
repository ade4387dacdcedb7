/// An error a container or context throws.
///
/// ```swift
/// do { try context.save() } catch let error as SwiftDataError { print(error) }
/// ```
public struct SwiftDataError: Error, Hashable, Sendable, CustomStringConvertible {
  let code: String
  let detail: String

  /// A model broke a rule of its schema (a `.deny` delete rule with related models left).
  public static let modelValidationFailure = SwiftDataError(code: "modelValidationFailure", detail: "")
  /// The container could not load its store.
  public static let loadIssueModelContainer = SwiftDataError(code: "loadIssueModelContainer", detail: "")
  /// A fetch's predicate cannot be evaluated.
  public static let unsupportedPredicate = SwiftDataError(code: "unsupportedPredicate", detail: "")

  func explained(_ detail: String) -> SwiftDataError { SwiftDataError(code: code, detail: detail) }

  public static func == (lhs: SwiftDataError, rhs: SwiftDataError) -> Bool { lhs.code == rhs.code }

  public func hash(into hasher: inout Hasher) { hasher.combine(code) }

  public var description: String {
    detail.isEmpty ? "SwiftDataError.\(code)" : "SwiftDataError.\(code): \(detail)"
  }
}
