#if !canImport(NaturalLanguage)
  import Foundation
  import ViewGraphFoundationGaps

  /// The language of a body of text, as NaturalLanguage declares it. Here the language is
  /// told by the text's script and, in the Latin script, its common words (S402); a test
  /// supplies the answer for a text where that is not enough (``supplied``, inspection SPI).
  ///
  /// ```swift
  /// let recognizer = NLLanguageRecognizer()
  /// recognizer.processString(status.content)
  /// if let (language, confidence) = recognizer.languageHypotheses(withMaximum: 1).first,
  ///   confidence >= 0.85 { detectedLanguage = language.rawValue }
  /// ```
  open class NLLanguageRecognizer: NSObject, @unchecked Sendable {
    private var text = ""

    /// Languages to favour, with their prior probabilities.
    open var languageHints: [NLLanguage: Double] = [:]
    /// The only languages the recognizer may answer; all when empty.
    open var languageConstraints: [NLLanguage] = []

    public override init() { super.init() }

    /// The most likely language of `string`.
    open class func dominantLanguage(for string: String) -> NLLanguage? {
      let recognizer = NLLanguageRecognizer()
      recognizer.processString(string)
      return recognizer.dominantLanguage
    }

    /// Adds `string` to the text whose language the recognizer tells.
    open func processString(_ string: String) { text += string }

    /// The most likely language of the processed text, or nil when it cannot tell.
    open var dominantLanguage: NLLanguage? { hypotheses.first?.0 }

    /// Up to `maxHypotheses` languages the processed text may be in, with their probabilities.
    open func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] {
      Dictionary(uniqueKeysWithValues: hypotheses.prefix(max(0, maxHypotheses)).map { ($0.0, $0.1) })
    }

    /// Forgets the processed text.
    open func reset() { text = "" }

    /// The candidates, most likely first, as the hints and constraints shape them.
    private var hypotheses: [(NLLanguage, Double)] {
      if let supplied = Self.supplies.value[text] { return [(supplied, 1)] }
      var candidates = LanguageIdentification.hypotheses(of: text)
      if !languageConstraints.isEmpty { candidates.removeAll { !languageConstraints.contains($0.0) } }
      if !languageHints.isEmpty {
        candidates = candidates.map { ($0.0, $0.1 * (languageHints[$0.0] ?? 0.5)) }
      }
      let total = candidates.map(\.1).reduce(0, +)
      guard total > 0 else { return [] }
      let scale = languageHints.isEmpty && languageConstraints.isEmpty ? 1 : 1 / total
      return candidates.map { ($0.0, $0.1 * scale) }.sorted { $0.1 > $1.1 }
    }

    /// The languages the running test supplied, by text (S353).
    static let supplies = TestScoped<[String: NLLanguage]>([:])
  }

  @_spi(Inspection)
  extension NLLanguageRecognizer {
    /// The language a recognizer answers, with certainty, for exactly this processed text, in
    /// the running test.
    ///
    /// ```swift
    /// NLLanguageRecognizer.supplied["Moin!"] = .german
    /// ```
    public static var supplied: [String: NLLanguage] {
      get { supplies.value }
      set { supplies.value = newValue }
    }
  }
#endif
