#if !canImport(NaturalLanguage)
  import Foundation

  /// How the stand-in names a text's language without a trained model, in NaturalLanguage's
  /// two steps: the text's dominant script first — a script of one language (Hangul, Greek,
  /// Thai) names it — then, for the Latin script, the language whose most common words the
  /// text uses most (S402).
  enum LanguageIdentification {
    /// Each candidate language with its probability, most likely first.
    static func hypotheses(of text: String) -> [(NLLanguage, Double)] {
      var letters: [Script: Int] = [:]
      for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
        letters[Script(scalar), default: 0] += 1
      }
      guard let (script, _) = letters.max(by: { $0.value < $1.value }), script != .other else { return [] }
      if script != .latin { return [(script.language(of: text, letters: letters), 1)] }
      return latinHypotheses(of: text)
    }

    /// Latin-script languages scored by their common words and letters in `text`; the scores
    /// sharpened into probabilities, as a recognizer is sure of a text that uses many.
    private static func latinHypotheses(of text: String) -> [(NLLanguage, Double)] {
      let words = text.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
      var scores: [NLLanguage: Double] = [:]
      for (language, common) in commonWords {
        let hits = words.filter { common.contains($0) }.count
        let marks = text.lowercased().filter { (letters[language] ?? "").contains($0) }.count
        if hits + marks > 0 { scores[language] = Double(hits + marks) }
      }
      guard !scores.isEmpty else { return [] }
      let weights = scores.mapValues { exp(2 * $0) }
      // Every Latin-script language this knows shares the rest: a text using the words of
      // none of the others is the more certain.
      let total = weights.values.reduce(0, +) + Double(commonWords.count - scores.count)
      return weights.map { ($0.key, $0.value / total) }.sorted { $0.1 > $1.1 }
    }

    /// Words of two letters or more that are frequent in each language and rare in others.
    static let commonWords: [NLLanguage: Set<String>] = [
      .english: [
        "the", "and", "is", "are", "was", "to", "of", "that", "it", "you", "for", "this", "with", "not",
        "have", "be", "my", "we", "but", "what", "just", "so", "they", "will", "can", "i'm", "it's", "from",
      ],
      .french: [
        "le", "les", "et", "est", "un", "une", "des", "du", "je", "vous", "pas", "qui", "pour", "dans",
        "ce", "avec", "sur", "nous", "mais", "très", "c'est", "au", "aux", "il", "elle", "sont", "cette",
      ],
      .german: [
        "der", "die", "das", "und", "ist", "nicht", "ich", "du", "ein", "eine", "zu", "mit", "auf",
        "für", "sie", "es", "wir", "auch", "sich", "den", "dem", "aber", "wie", "noch", "nach", "bei", "sind",
      ],
      .spanish: [
        "el", "los", "las", "es", "una", "que", "por", "para", "con", "lo", "del", "pero", "muy", "está",
        "yo", "como", "más", "su", "al", "este", "esta", "hay", "son", "también",
      ],
      .italian: [
        "il", "che", "di", "è", "non", "per", "con", "sono", "mi", "ma", "anche", "della", "questo", "io",
        "gli", "una", "del", "alla", "molto", "come", "più", "ho", "ci",
      ],
      .portuguese: [
        "os", "as", "um", "uma", "não", "do", "da", "para", "com", "em", "eu", "mas", "muito", "você",
        "que", "é", "dos", "das", "no", "na", "mais", "está", "isso", "também",
      ],
      .dutch: [
        "de", "het", "een", "en", "niet", "ik", "je", "van", "dat", "die", "te", "op", "met", "voor",
        "zijn", "maar", "ook", "wij", "we", "is", "er", "naar", "wat", "heb",
      ],
      .swedish: [
        "och", "det", "att", "en", "ett", "är", "jag", "inte", "du", "på", "som", "för", "med", "har",
        "den", "av", "men", "till", "vi", "var", "om", "så",
      ],
      .polish: [
        "nie", "się", "na", "to", "jest", "że", "do", "jak", "ale", "co", "tak", "ja", "dla", "po",
        "już", "jestem", "czy", "ten", "mnie",
      ],
      .turkish: [
        "ve", "bir", "bu", "da", "de", "ne", "için", "ile", "çok", "ama", "gibi", "daha", "ben", "sen",
        "değil", "var", "yok", "olan",
      ],
    ]

    /// Letters that mark a language among the Latin-script ones.
    static let letters: [NLLanguage: String] = [
      .german: "ßäöü", .spanish: "ñ¿¡", .french: "çèêàù", .portuguese: "ãõç", .italian: "èàù",
      .polish: "łąęśźżćń", .turkish: "şğı", .swedish: "åäö",
    ]

    /// The writing systems the stand-in tells apart.
    enum Script: Hashable {
      case latin, han, kana, hangul, cyrillic, greek, arabic, hebrew, thai, devanagari, bengali, gurmukhi,
        gujarati, oriya, tamil, telugu, kannada, malayalam, sinhala, lao, tibetan, myanmar, georgian,
        ethiopic, cherokee, khmer, armenian, mongolian, other

      init(_ scalar: Unicode.Scalar) {
        self = Self.ranges.first { $0.range.contains(scalar.value) }?.script ?? .other
      }

      private static let ranges: [(range: ClosedRange<UInt32>, script: Script)] = [
        (0x41...0x24F, .latin), (0x1E00...0x1EFF, .latin), (0x370...0x3FF, .greek),
        (0x400...0x4FF, .cyrillic),
        (0x530...0x58F, .armenian), (0x590...0x5FF, .hebrew), (0x600...0x6FF, .arabic),
        (0x900...0x97F, .devanagari), (0x980...0x9FF, .bengali), (0xA00...0xA7F, .gurmukhi),
        (0xA80...0xAFF, .gujarati), (0xB00...0xB7F, .oriya), (0xB80...0xBFF, .tamil),
        (0xC00...0xC7F, .telugu),
        (0xC80...0xCFF, .kannada), (0xD00...0xD7F, .malayalam), (0xD80...0xDFF, .sinhala),
        (0xE00...0xE7F, .thai),
        (0xE80...0xEFF, .lao), (0xF00...0xFFF, .tibetan), (0x1000...0x109F, .myanmar),
        (0x10A0...0x10FF, .georgian), (0x1100...0x11FF, .hangul), (0x1200...0x137F, .ethiopic),
        (0x13A0...0x13FF, .cherokee), (0x1780...0x17FF, .khmer), (0x1800...0x18AF, .mongolian),
        (0x3040...0x30FF, .kana), (0x3130...0x318F, .hangul), (0x3400...0x4DBF, .han),
        (0x4E00...0x9FFF, .han),
        (0xAC00...0xD7AF, .hangul),
      ]

      /// The language a text mostly in this script is in: the script's own, or the one its
      /// letters mark (Japanese writes Han with kana; Ukrainian's Cyrillic has і, ї, є, ґ).
      func language(of text: String, letters: [Script: Int]) -> NLLanguage {
        let has = { (marks: String) in text.unicodeScalars.contains { marks.unicodeScalars.contains($0) } }
        switch self {
        case .han: return letters[.kana, default: 0] > 0 ? .japanese : .simplifiedChinese
        case .kana: return .japanese
        case .hangul: return .korean
        case .cyrillic: return has("іїєґ") ? .ukrainian : has("әғқңөұүһ") ? .kazakh : .russian
        case .arabic: return has("ٹڈڑںے") ? .urdu : has("پچژگکی") ? .persian : .arabic
        case .greek: return .greek
        case .hebrew: return .hebrew
        case .thai: return .thai
        case .devanagari: return .hindi
        case .bengali: return .bengali
        case .gurmukhi: return .punjabi
        case .gujarati: return .gujarati
        case .oriya: return .oriya
        case .tamil: return .tamil
        case .telugu: return .telugu
        case .kannada: return .kannada
        case .malayalam: return .malayalam
        case .sinhala: return .sinhalese
        case .lao: return .lao
        case .tibetan: return .tibetan
        case .myanmar: return .burmese
        case .georgian: return .georgian
        case .ethiopic: return .amharic
        case .cherokee: return .cherokee
        case .khmer: return .khmer
        case .armenian: return .armenian
        case .mongolian: return .mongolian
        case .latin, .other: return .undetermined
        }
      }
    }
  }
#endif
