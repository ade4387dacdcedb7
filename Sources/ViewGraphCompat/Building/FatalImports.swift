import Foundation

/// A module the compiler cannot load (`no such module 'ViewGraphOS.trace'`) is a fatal error:
/// it stops at the first file importing it and checks no other. Every other file with the
/// same import fails the same way, so the tool says so at once; otherwise a settlement would
/// leave out one such file per round, a full compilation each (an app with 39 files importing
/// `os.log` took 16 rounds of a minute).
enum FatalImports {
  /// `diagnostics` with the fatal import error added to each file of `files` that has the
  /// same import and no error of its own.
  static func spread(_ diagnostics: [Diagnostic], over files: [SourceFile]) -> [Diagnostic] {
    let fatal = diagnostics.filter(\.isFatal)
    guard !fatal.isEmpty else { return diagnostics }
    let byPath = Dictionary(files.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
    var messages: [String: String] = [:]
    for error in fatal {
      guard let file = byPath[error.path],
        let line = file.activeImports.first(where: { $0.line == error.line })
      else { continue }
      messages[line.statement] = error.message
    }
    let failing = Set(diagnostics.map(\.path))
    var result = diagnostics
    for file in files where !failing.contains(file.relativePath) {
      guard let match = file.activeImports.first(where: { messages[$0.statement] != nil }) else { continue }
      result.append(
        Diagnostic(path: file.relativePath, line: match.line, column: 1, message: messages[match.statement]!))
    }
    return result
  }
}

extension SourceFile {
  /// The file's import statements in branches active here, with their line numbers, each as
  /// `import <path>` (attributes, spacing and trailing comments dropped).
  var activeImports: [(line: Int, statement: String)] {
    var active = ConditionStack()
    var found: [(line: Int, statement: String)] = []
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#") {
        active.read(directive: trimmed)
        continue
      }
      guard active.isActive else { continue }
      let code = trimmed.components(separatedBy: "//").first ?? trimmed
      let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" })
      guard let start = words.firstIndex(of: "import"), start + 1 < words.count,
        words[..<start].allSatisfy({ $0.hasPrefix("@") })
      else { continue }
      found.append((index + 1, words[start...].joined(separator: " ")))
    }
    return found
  }
}
