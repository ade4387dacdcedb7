import Foundation

#if !canImport(Darwin)
  extension MarkdownText {
    /// The inline syntax of `characters`: markers removed, links kept as `link` attributes.
    func inline(_ characters: [Character]) -> AttributedString {
      var result = AttributedString()
      var plain = ""
      var index = 0
      func emit(_ piece: AttributedString) {
        if !plain.isEmpty { result += AttributedString(plain) }
        plain = ""
        result += piece
      }
      while index < characters.count {
        let character = characters[index]
        if character == "\\", index + 1 < characters.count,
          characters[index + 1].isPunctuation
            || characters[index + 1].isSymbol
        {
          plain.append(characters[index + 1])
          index += 2
        } else if character == "`", let (code, end) = Self.codeSpan(characters, at: index) {
          emit(AttributedString(code))
          index = end
        } else if character == "["
          || (character == "!" && index + 1 < characters.count && characters[index + 1] == "["),
          let (text, url, end) = link(characters, at: character == "!" ? index + 1 : index)
        {
          var run = inline(text)
          if character == "[" { run.link = url }
          emit(run)
          index = end
        } else if character == "<", let (text, url, end) = Self.autolink(characters, at: index) {
          var run = AttributedString(text)
          run.link = url
          emit(run)
          index = end
        } else if "*_~".contains(character), let (inner, end) = Self.emphasis(characters, at: index) {
          emit(inline(inner))
          index = end
        } else {
          plain.append(character)
          index += 1
        }
      }
      if !plain.isEmpty { result += AttributedString(plain) }
      return result
    }

    /// A code span at `start` (a run of backticks closed by a run of the same length): its
    /// text, one leading and trailing space stripped when both are there, and where it ends.
    static func codeSpan(_ characters: [Character], at start: Int) -> ([Character], Int)? {
      var width = 0
      while start + width < characters.count, characters[start + width] == "`" { width += 1 }
      var index = start + width
      while index < characters.count {
        guard characters[index] == "`" else {
          index += 1
          continue
        }
        var run = 0
        while index + run < characters.count, characters[index + run] == "`" { run += 1 }
        if run == width {
          var code = Array(characters[(start + width)..<index])
          if code.count >= 2, code.first == " ", code.last == " " {
            code = Array(code.dropFirst().dropLast())
          }
          return (code, index + run)
        }
        index += run
      }
      return nil
    }

    /// `[text](destination)` at `start`: the text, the URL (resolved against `baseURL`) and
    /// where it ends; nil when the brackets or the destination do not close.
    func link(_ characters: [Character], at start: Int) -> ([Character], URL, Int)? {
      var depth = 0
      var index = start
      while index < characters.count {
        if characters[index] == "[" { depth += 1 }
        if characters[index] == "]" {
          depth -= 1
          if depth == 0 { break }
        }
        index += 1
      }
      guard index + 1 < characters.count, characters[index + 1] == "(",
        let close = characters[(index + 2)...].firstIndex(of: ")")
      else { return nil }
      let destination = String(characters[(index + 2)..<close]).trimmingCharacters(in: .whitespaces)
      let target = destination.split(separator: " ").first.map(String.init) ?? ""
      guard
        let url = URL(
          string: target.trimmingCharacters(in: CharacterSet(charactersIn: "<>")), relativeTo: baseURL)
      else { return nil }
      return (Array(characters[(start + 1)..<index]), url.absoluteURL, close + 1)
    }

    /// `<scheme:…>` at `start`, as CommonMark reads an autolink (a scheme of 2 to 32 letters,
    /// digits, `+`, `.` or `-` starting with a letter, then no space, `<` or `>`): its text as
    /// written, its URL and where it ends.
    static func autolink(_ characters: [Character], at start: Int) -> (String, URL, Int)? {
      guard let close = characters[(start + 1)...].firstIndex(where: { $0 == ">" || $0 == "<" }),
        characters[close] == ">"
      else { return nil }
      let text = String(characters[(start + 1)..<close])
      guard text.range(of: #"^[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*$"#, options: .regularExpression) != nil,
        let url = URL(string: text)
      else { return nil }
      return (text, url, close + 1)
    }

    /// An emphasis or strikethrough run at `start` (`*a*`, `**a**`, `_a_`, `~~a~~`): its inner
    /// text and where it ends; nil when it does not close, or for `_` inside a word.
    static func emphasis(_ characters: [Character], at start: Int) -> ([Character], Int)? {
      let marker = characters[start]
      var width = 0
      while start + width < characters.count, characters[start + width] == marker, width < 3 { width += 1 }
      let open = start + width
      guard open < characters.count, !characters[open].isWhitespace else { return nil }
      if marker == "_", start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber {
        return nil
      }
      let closing = Array(repeating: marker, count: width)
      var index = open + 1
      while index + width <= characters.count {
        if Array(characters[index..<(index + width)]) == closing, !characters[index - 1].isWhitespace {
          let after = index + width
          let intraword = marker == "_" && after < characters.count && characters[after].isLetter
          if !intraword { return (Array(characters[open..<index]), after) }
        }
        index += 1
      }
      return nil
    }
  }
#endif
