import Foundation
import Testing

@testable import ViewGraphCompat

/// The scanner stands for a pattern the tool matched with `Regex` before: on the same text
/// it must find the same names.
@Suite("Declared names, scanned")
struct DeclaredNameScannerTests {
  static let keywords = [
    "struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "case",
  ]

  static func byRegex(_ text: String) -> Set<String> {
    let pattern =
      #/(?:struct|class|enum|protocol|actor|typealias|func|var|let|case)\s+([A-Za-z_][A-Za-z0-9_]*)/#
    return Set(text.matches(of: pattern).map { String($0.output.1) })
  }

  @Test(
    "finds what the pattern finds",
    arguments: [
      "struct Row: View { var title: String; let id: Int }",
      "final class Store {\n  func load() {}\n\tcase\tready\r\n}",
      "enum Kind { case a, b; case c }",
      "subclass Foo; overlet bar; let_ baz; var1 x",  // keywords inside words count, as in the pattern
      "func\n\n  spaced(_ x: Int)",
      "let 1x = 2; var _private = 3; case é = 4",  // no identifier head: skipped
      "typealias T = Int\nprotocol P {}\nactor A {}",
      "var",  // a keyword at the very end
      "case ",
      "",
      "let a = \"var inString\"",  // strings are text too, for the pattern
      "struct 日本 {}; struct Ok {}",
    ])
  func sameAsPattern(_ text: String) {
    #expect(DeclaredNameScanner.names(in: text, after: Self.keywords) == Self.byRegex(text))
  }

  @Test("a file's declared names and type names")
  func sourceFileNames() throws {
    let file = SourceFile(
      url: URL(fileURLWithPath: "/tmp/Row.swift"), relativePath: "Row.swift",
      text: "struct Row: View {\n  @State private var count = 0\n  func bump() {}\n}\n")
    #expect(file.declaredNames == ["Row", "count", "bump"])
    #expect(file.declaredTypeNames == ["Row"])
  }
}
