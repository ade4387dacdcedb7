import Foundation

#if !canImport(Darwin)
  /// A small Markdown reader for `AttributedString(markdown:)` on Linux: CommonMark's inline
  /// syntax (emphasis, strikethrough, code spans, links, autolinks, escapes) and, for `.full`,
  /// the markers of headings, lists, quotes and fences, whose text it keeps. Paragraphs are
  /// joined without a separator and soft breaks become spaces, as Foundation's parser joins
  /// them into one run of text.
  struct MarkdownText {
    let syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax
    let baseURL: URL?

    func parse(_ markdown: String) -> AttributedString {
      switch syntax {
      case .inlineOnlyPreservingWhitespace: return inline(Array(markdown))
      case .inlineOnly: return inline(Array(Self.collapsingWhitespace(markdown)))
      case .full: return full(markdown)
      }
    }

    /// Block markers removed; each paragraph's lines joined by spaces, paragraphs by nothing.
    private func full(_ markdown: String) -> AttributedString {
      var result = AttributedString()
      var paragraph: [String] = []
      var inFence = false
      func flush() {
        if !paragraph.isEmpty { result += inline(Array(paragraph.joined(separator: " "))) }
        paragraph = []
      }
      for line in markdown.components(separatedBy: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
          flush()
          inFence.toggle()
        } else if inFence {
          result += AttributedString(line + "\n")
        } else if trimmed.isEmpty {
          flush()
        } else if let content = Self.blockContent(trimmed) {
          flush()
          paragraph = [content]
          flush()
        } else {
          paragraph.append(trimmed)
        }
      }
      flush()
      return result
    }

    /// A heading's or list item's text, or a quote's, without its marker; nil for a plain line.
    private static func blockContent(_ line: String) -> String? {
      let markers = [#"^#{1,6}\s+"#, #"^[-*+]\s+"#, #"^\d{1,9}[.)]\s+"#, #"^>\s?"#]
      for marker in markers {
        if let range = line.range(of: marker, options: .regularExpression) {
          return String(line[range.upperBound...]).replacingOccurrences(
            of: #"\s+#+\s*$"#, with: "", options: .regularExpression)
        }
      }
      return nil
    }

    private static func collapsingWhitespace(_ text: String) -> String {
      text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
    }
  }
#endif
