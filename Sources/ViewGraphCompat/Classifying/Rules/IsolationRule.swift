/// An error about actor isolation or `Sendable`: isolation that differs from SwiftUI's.
struct IsolationRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    let message = error.message
    guard message.contains("main actor-isolated") || message.contains("Sendable") else { return nil }
    return .isolation(Diagnostic.firstQuoted(message) ?? message)
  }
}
