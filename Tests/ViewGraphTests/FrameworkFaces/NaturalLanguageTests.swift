import Foundation
import Testing
@_spi(Inspection) import ViewGraphNaturalLanguage

/// IceCubesApp's `detectLanguage(text:)`: the language when the recognizer is at least 85 %
/// sure, else nil.
private func detectLanguage(text: String) -> String? {
  let recognizer = NLLanguageRecognizer()
  recognizer.processString(text)
  guard let (language, confidence) = recognizer.languageHypotheses(withMaximum: 1).first, confidence >= 0.85
  else { return nil }
  return language.rawValue
}

@Suite("S402: NaturalLanguage's language recognizer", .serialized)
struct NaturalLanguageTests {
  @Test(
    "S402: a post's language, told by its script or its common words",
    arguments: [
      ("Just shipped a new version of the app with a lot of fixes, thanks for the feedback!", "en"),
      ("Je suis très content de cette nouvelle version, merci pour vos retours", "fr"),
      ("Ich bin sehr froh über die neue Version und die vielen Verbesserungen", "de"),
      ("Estoy muy contento con la nueva versión, gracias por los comentarios", "es"),
      ("Sono molto contento della nuova versione, grazie per il supporto", "it"),
      ("今日はとても良い天気ですね", "ja"),
      ("今天天气很好", "zh-Hans"),
      ("오늘 날씨가 정말 좋네요", "ko"),
      ("Сегодня отличная погода", "ru"),
      ("Сьогодні чудова погода, і я щасливий", "uk"),
      ("Σήμερα ο καιρός είναι υπέροχος", "el"),
      ("اليوم الطقس جميل جدا", "ar"),
    ])
  func tellsLanguages(text: String, code: String) {
    #expect(detectLanguage(text: text) == code)
    #expect(NLLanguageRecognizer.dominantLanguage(for: text)?.rawValue == code)
  }

  @Test("S402: too little to tell is no answer; constraints, hints and supplied answers shape it")
  func shapes() {
    #expect(detectLanguage(text: "") == nil)
    #expect(detectLanguage(text: "🎉 #SwiftUI @dimillian 2025") == nil)
    // Here, words several languages share are not 85 % sure (a trained model may be).
    #expect(detectLanguage(text: "de la") == nil)
    let recognizer = NLLanguageRecognizer()
    recognizer.processString("Je suis là")
    recognizer.languageConstraints = [.english, .german]
    #expect(recognizer.dominantLanguage == nil)
    recognizer.languageConstraints = []
    #expect(recognizer.dominantLanguage == .french)
    recognizer.reset()
    #expect(recognizer.dominantLanguage == nil && recognizer.languageHypotheses(withMaximum: 3).isEmpty)
    NLLanguageRecognizer.supplied = ["Moin!": .german]
    defer { NLLanguageRecognizer.supplied = [:] }
    #expect(detectLanguage(text: "Moin!") == "de")
    #expect(NLLanguage("zh-Hant") == .traditionalChinese && NLLanguage.english.rawValue == "en")
  }
}
