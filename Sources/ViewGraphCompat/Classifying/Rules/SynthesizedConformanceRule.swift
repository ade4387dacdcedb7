/// A synthesized conformance that fails because a stored property's type is declared in a
/// left-out file and a SwiftUI type of the same name stands in (`Preferences: Decodable`
/// holding the app's own `Visibility`, which is not SwiftUI's).
struct SynthesizedConformanceRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard
      error.message.firstMatch(
        of:
          #/^type '[^']+' does not conform to protocol '(?:Decodable|Encodable|Codable|Equatable|Hashable)'/#)
        != nil,
      let fileLines = error.fileLines,
      let type = fileLines.lazy.compactMap({
        $0.firstMatch(of: #/\b(?:let|var)\s+\w+\s*:\s*\[?([A-Z][A-Za-z0-9_]*)/#).map { String($0.output.1) }
      }).first(where: { error.leftOutNames.contains($0) })
    else { return nil }
    return .leftOut(type)
  }
}
