/// The lines of a trapped process's standard error that say why it trapped, bounded.
enum TrapMessage {
  /// The runtime's trap lines (`ModelData.swift:33: Fatal error: Couldn't find …`), or, when
  /// the process printed none, its last lines; at most `limit` lines of at most 200
  /// characters each.
  static func lines(in output: String, limit: Int = 8) -> [String] {
    let all = output.split(whereSeparator: \.isNewline).map(String.init)
    let markers = [
      "Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil",
      "Index out of range", "Illegal instruction", "Segmentation fault",
    ]
    let traps = all.filter { line in markers.contains { line.contains($0) } }
    let chosen = traps.isEmpty ? Array(all.suffix(limit)) : Array(traps.prefix(limit))
    guard !chosen.isEmpty else { return ["trap:   (the process printed nothing on standard error)"] }
    return chosen.map { "trap:   " + bounded($0) }
  }

  private static func bounded(_ line: String) -> String {
    guard line.count > 200 else { return line }
    return String(line.prefix(200)) + "… (\(line.count - 200) more characters)"
  }
}
