/// Text cut to a size a reader can take in, with a marker saying how much was left out: a
/// 5 MB button title must not go whole into an issue or a line of the ownership map
/// (issue 51).
///
/// ```swift
/// bounded(line: String(repeating: "a", count: 1_000), to: 40)
/// // "aaaaaaaaaaaaaaa… (985 more characters)"
/// ```
enum BoundedText {
  /// What one line of a failure message may take.
  static let messageLineLimit = 300
  /// How many lines a failure message may take.
  static let messageLineCount = 120
  /// What one line of the ownership map may take (the README's promise).
  static let mapLineLimit = 200

  /// `line` whole when it fits in `limit` characters; else its start and
  /// `… (N more characters)`, `limit` characters in all.
  static func line(_ line: String, limit: Int) -> String {
    // Characters never outnumber UTF-8 bytes: most lines are accepted without counting.
    guard line.utf8.count > limit else { return line }
    let count = line.count
    guard count > limit else { return line }
    let widest = marker(leavingOut: count).count
    let kept = max(limit - widest, 1)
    return String(line.prefix(kept)) + marker(leavingOut: count - kept)
  }

  /// `text` with every line bounded, and at most `messageLineCount` lines.
  static func message(_ text: String) -> String {
    guard text.utf8.count > messageLineLimit else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var kept = lines.prefix(messageLineCount).map { line(String($0), limit: messageLineLimit) }
    if lines.count > messageLineCount {
      kept[kept.count - 1] = "… (\(grouped(lines.count - messageLineCount + 1)) more lines)"
    }
    return kept.joined(separator: "\n")
  }

  private static func marker(leavingOut count: Int) -> String {
    "… (\(grouped(count)) more \(count == 1 ? "character" : "characters"))"
  }

  /// `5,000,021`: thousands grouped, whatever the locale.
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }
}
