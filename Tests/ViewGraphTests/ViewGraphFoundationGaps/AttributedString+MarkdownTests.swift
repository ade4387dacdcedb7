import Foundation
import Testing
import ViewGraphFoundationGaps

/// IceCubesApp's `HTMLString` and HackerNews's comments read Markdown into an AttributedString.
@Suite("S387: AttributedString(markdown:) where corelibs has no parser")
struct AttributedStringMarkdownTests {
  private func text(
    _ markdown: String, _ syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax = .full
  )
    throws -> (String, AttributedString)
  {
    let options = AttributedString.MarkdownParsingOptions(
      allowsExtendedAttributes: true, interpretedSyntax: syntax)
    let parsed = try AttributedString(markdown: markdown, options: options)
    return (String(parsed.characters), parsed)
  }

  @Test("S387: inline markers are removed and links keep their URL")
  func inlineSyntax() throws {
    let (plain, parsed) = try text("Read **the** _new_ ~~old~~ [post](https://example.com/p) `x*y`")
    #expect(plain == "Read the new old post x*y")
    let linked = parsed.runs.compactMap { run in run.link.map { (String(parsed[run.range].characters), $0) } }
    #expect(linked.map(\.0) == ["post"] && linked.map(\.1) == [URL(string: "https://example.com/p")!])
    #expect(
      try text(#"\*not\* snake_case_name <https://a.example>"#).0 == "*not* snake_case_name https://a.example"
    )
    #expect(try text("an *unclosed star").0 == "an *unclosed star")
  }

  @Test("S387: whitespace is kept, collapsed, or joined as the interpreted syntax says")
  func whitespace() throws {
    #expect(try text("a\n*b*  c", .inlineOnlyPreservingWhitespace).0 == "a\nb  c")
    #expect(try text("a\n*b*  c", .inlineOnly).0 == "a b c")
    #expect(
      try text("# Title\n\nHello *world*\nagain\n\n- item\n> quote").0 == "TitleHello world againitemquote")
  }

  @Test("S387: a relative link resolves against the base URL; non-UTF-8 data throws")
  func relativeLinksAndData() throws {
    let parsed = try AttributedString(
      markdown: "[reply](item?id=1)", baseURL: URL(string: "https://news.example.com/"))
    #expect(parsed.runs.first?.link == URL(string: "https://news.example.com/item?id=1"))
    #expect(throws: CocoaError.self) { try AttributedString(markdown: Data([0xFF, 0xFE, 0xFD])) }
  }

  @Test("S387: malformed Markdown of every marker, in any order, reads as text no longer than itself")
  func malformedInput() throws {
    let alphabet = Array("*_~`[]()<>!\\#-> a1:\n")
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<300 {
      var text = ""
      for _ in 0..<40 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      for syntax in [.full, .inlineOnly, .inlineOnlyPreservingWhitespace]
        as [AttributedString.MarkdownParsingOptions.InterpretedSyntax]
      {
        #expect(try self.text(text, syntax).0.count <= text.count, "\(syntax): \(text.debugDescription)")
      }
    }
  }
}
