import Foundation

extension Report {
  /// What keeps files importing SwiftUI out of the mirror, each cause with the number of
  /// such files it keeps out: those it stops itself and every file blocked through them, down
  /// any chain (a UIKit helper → the modifier using it → every screen using the modifier).
  /// Most first: the order in which fixing, or standing in for, each brings the most back.
  var causes: [(cause: String, files: Int)] {
    var filesByCause: [String: Set<String>] = [:]
    for result in results {
      let outcomes = Dictionary(
        result.allFiles.map { ($0.file.relativePath, $0.outcome) }, uniquingKeysWith: { first, _ in first })
      for (file, outcome) in result.viewFiles where outcome != .compiles && outcome != .test {
        let cause = Self.cause(of: file.relativePath, outcomes: outcomes, seen: [])
        filesByCause[cause, default: []].insert(file.url.standardizedFileURL.path)
      }
    }
    return filesByCause.map { ($0.key, $0.value.count) }.sorted {
      ($0.files, $1.cause) > ($1.files, $0.cause)
    }
  }

  /// The cause at the end of `path`'s chain: the framework or module a left-out file needs,
  /// the file that fails on its own, or what a blocked file's lead line names.
  static func cause(of path: String, outcomes: [String: Outcome], seen: Set<String>) -> String {
    switch outcomes[path] {
    case .leftOut(let reason):
      return reasonKind(reason)
    case .fails:
      return "\(path) does not compile"
    case .blocked(let errors):
      let lead = errors.first?.message ?? ""
      if let match = lead.firstMatch(of: #/declared in (.+?), which is left out/#) {
        let blocker = String(match.output.1)
        guard !seen.contains(blocker), outcomes[blocker] != nil else { return "\(blocker) is left out" }
        return cause(of: blocker, outcomes: outcomes, seen: seen.union([path]))
      }
      if let match = lead.firstMatch(of: #/not available here \(([^)]+)\)/#) {
        return String(match.output.1)
      }
      return "a declaration of a left-out file"
    case .compiles, .test, nil:
      return "\(path)"
    }
  }

  /// The ranking's lines, after the total.
  var causesText: String {
    let ranked = causes
    guard !ranked.isEmpty else { return "" }
    var out = "\nWhat keeps the rest out, by files importing SwiftUI each would bring back "
    out += "(its own and those it blocks):\n"
    for (cause, files) in ranked.prefix(15) {
      out += "  " + String(repeating: " ", count: max(0, 4 - String(files).count)) + "\(files) \(cause)\n"
    }
    if ranked.count > 15 { out += "  … and \(ranked.count - 15) more causes\n" }
    return out
  }
}
