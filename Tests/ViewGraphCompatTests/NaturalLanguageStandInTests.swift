import Foundation
import Testing

@testable import ViewGraphCompat

/// IceCubesApp's language detection compiled in a mirror: a recognizer's hypotheses, read as
/// the first (language, confidence) pair (S402).
@Suite("viewgraph-compat: NaturalLanguage", .serialized, .ownThread)
struct NaturalLanguageStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("S402: a language recognizer compiles")
  func recognizerShapesCompile() throws {
    let app = try FixtureApp([
      "LanguageDetection.swift": """
      import Foundation
      import NaturalLanguage
      func detectLanguage(text: String) -> String? {
        let recognizer = NLLanguageRecognizer()
        recognizer.processString(text)
        let hypotheses = recognizer.languageHypotheses(withMaximum: 1)
        if let (lang, confidence) = hypotheses.first, confidence >= 0.85 { return lang.rawValue }
        return nil
      }
      """,
      "StatusRow.swift": """
      import SwiftUI
      struct StatusRow: View {
        let content: String
        var body: some View {
          if let language = detectLanguage(text: content), language != Locale.current.language.languageCode?.identifier {
            Button("Translate from \\(language)") {}
          }
        }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.compiling == 1, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
