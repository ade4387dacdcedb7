import Foundation

/// The text the tool prints: per project, per file, then what is missing, by kind and by
/// how many files need it. The denominator is every file that imports SwiftUI: a file left
/// out or blocked counts as not compiling, with its reason listed.
struct Report {
  let results: [ProjectResult]
  let listsEveryFile: Bool
  var listsEveryError = false
  /// App targets the tool could not measure, with why: said beside the total, which would
  /// otherwise read as a folder with nothing to count.
  var unmeasured: [(target: String, reason: String)] = []

  /// Why a blocked file is blocked: the tool's own line naming what it needs, else its first
  /// error, which follows from a left-out file.
  static func blockedReason(_ errors: [Diagnostic]) -> String {
    let message = errors[0].message
    return message.hasPrefix("uses ") ? message : "uses a declaration of a left-out file (\(message))"
  }

  var text: String {
    results.map(projectText).joined() + apisText + totalsText + causesText + unmeasuredText
  }

  /// One project's header, modules, and a line per file that does not compile.
  func projectText(_ result: ProjectResult) -> String {
    var out = ""
    let percent = Self.percent(result.compiling, of: result.counted)
    out +=
      "\(result.project.name): \(result.compiling) of \(result.counted) files that import SwiftUI compile (\(percent)); "
      + "Swift \(result.project.settings.swiftVersion) mode\n"
    for note in result.project.notes { out += "  note: \(note)\n" }
    for (name, reason) in result.failedModules.sorted(by: { $0.key < $1.key }) {
      out += "  module \(name) left out: \(reason)\n"
    }
    for file in result.project.unreadable {
      out += "  ✗ \(file.relativePath): \(file.reason) (counted as not compiling)\n"
    }
    for (file, outcome) in result.viewFiles { out += viewFileLine(file, outcome) }
    for error in result.generatedFailures {
      out += "  ✗ \(error.path):\(error.line): \(error.message) (written by this tool: please report it)\n"
    }
    // Models and helpers are not in the figure, but a mirror needs them to compile.
    for (file, outcome) in result.otherFailures {
      guard case .fails(let errors) = outcome else { continue }
      out +=
        "  ✗ \(file.relativePath):\(errors[0].line): \(errors[0].message) (a file without SwiftUI, not counted)\n"
    }
    // With every file listed, models left out or blocked are listed too: a screen blocked
    // by a model is blocked by whatever blocks that model, and a reader following the
    // chain needs each link.
    if listsEveryFile {
      for (file, outcome) in result.allFiles where !file.isViewFile && result.project.reports(file) {
        switch outcome {
        case .blocked(let errors):
          out +=
            "  – \(file.relativePath): blocked, \(Self.blockedReason(errors)) (a file without SwiftUI, not counted)\n"
        case .leftOut(let reason):
          out += "  – \(file.relativePath): left out, \(reason) (a file without SwiftUI, not counted)\n"
        default:
          break
        }
      }
    }
    return out
  }

  /// The line of one file importing SwiftUI (none for a test, or a file that compiles
  /// unless every file is listed).
  func viewFileLine(_ file: SourceFile, _ outcome: Outcome) -> String {
    switch outcome {
    case .compiles:
      return listsEveryFile ? "  ✓ \(file.relativePath)\n" : ""
    case .fails(let errors):
      let first = errors[0]
      let line = "  ✗ \(file.relativePath):\(first.line): \(first.message)"
      if listsEveryError {
        return line + "\n" + errors.dropFirst().map { "      \($0.line): \($0.message)\n" }.joined()
      }
      return line + (errors.count > 1 ? " (+\(errors.count - 1) more)\n" : "\n")
    case .blocked(let errors):
      return "  – \(file.relativePath): blocked, \(Self.blockedReason(errors))\n"
    case .leftOut(let reason):
      return "  – \(file.relativePath): left out, \(reason)\n"
    case .test:
      return ""
    }
  }

  /// What the compiled files' errors name, by category, each API with the files it affects.
  var apisText: String {
    var out = ""
    var filesByAPI: [Diagnostic.API: Set<String>] = [:]
    for result in results {
      for (file, api) in result.apis {
        if case .leftOut = api { continue }
        filesByAPI[api, default: []].insert(
          result.project.root.appendingPathComponent(file).standardizedFileURL.path)
      }
    }
    let byCategory = Dictionary(grouping: filesByAPI, by: \.key.category)
    let order = [
      "SwiftUI API missing or shaped differently", "Isolation or Sendable differing from SwiftUI's",
      "Apple frameworks' API their stand-in lacks", "Foundation API missing on Linux",
      "Other Apple frameworks' API (no stand-in here)",
      "Follow-on errors (inference after another error)", "Other errors",
    ]
    if byCategory.isEmpty { out += "\nErrors in compiled files: none\n" }
    for category in order {
      guard let entries = byCategory[category] else { continue }
      out += "\n\(category), by files affected:\n"
      let ranked = entries.sorted {
        ($0.value.count, $1.key.description) > ($1.value.count, $0.key.description)
      }
      for (api, files) in ranked {
        out += "  \(String(files.count).leftPadded(to: 4)) \(api)\n"
      }
    }
    return out
  }

  /// Files left out and blocked, by reason, and the total over every project.
  var totalsText: String {
    var out = ""
    var leftOutReasons: [String: Int] = [:]
    var blocked = 0
    for outcome in distinctOutcomes.values.compactMap(\.first) {
      if case .leftOut(let reason) = outcome { leftOutReasons[Self.reasonKind(reason), default: 0] += 1 }
      if case .blocked = outcome { blocked += 1 }
    }
    if !leftOutReasons.isEmpty {
      let list = leftOutReasons.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
      out += "\nFiles importing SwiftUI left out (counted as not compiling): \(list)\n"
    }
    if blocked > 0 {
      out +=
        "Files importing SwiftUI blocked by a left-out file's declarations (counted as not compiling): \(blocked)\n"
    }
    let unreadable = Set(results.flatMap { $0.project.unreadable.map(\.url.standardizedFileURL.path) })
    if !unreadable.isEmpty {
      out += "\nSwift files that cannot be read (counted as not compiling): \(unreadable.count)\n"
    }
    let counted = distinctOutcomes.values.count { !$0.allSatisfy { $0 == .test } } + unreadable.count
    let compiling = distinctOutcomes.values.count { $0.allSatisfy { $0 == .compiles } }
    let wholeApps = results.count { $0.compiling == $0.counted && $0.counted > 0 }
    out += "\nTotal: \(compiling) of \(counted) files that import SwiftUI compile "
    out +=
      "(\(Self.percent(compiling, of: counted))); \(wholeApps) of \(results.count) app targets compile whole.\n"
    return out
  }

  /// The app targets the tool could not measure, with why.
  var unmeasuredText: String {
    unmeasured.map { target, reason in
      let headline = reason.split(separator: "\n").prefix(2).joined(separator: " ")
      return "Not measured: app target \(target), none of its files counted: \(headline.prefix(240))\n"
    }.joined()
  }

  /// Each file importing SwiftUI once, with its outcome in every target that compiles it:
  /// a file shared by an iOS and a macOS target compiles when it compiles in both.
  var distinctOutcomes: [String: [Outcome]] {
    var outcomes: [String: [Outcome]] = [:]
    for result in results {
      for (file, outcome) in result.viewFiles {
        outcomes[file.url.standardizedFileURL.path, default: []].append(outcome)
      }
    }
    return outcomes
  }

  /// Whether the run should fail: a file that does not compile, or nothing to count.
  var isFailure: Bool {
    results.isEmpty
      || results.contains {
        $0.compiling < $0.counted || $0.counted == 0 || !$0.otherFailures.isEmpty
          || !$0.project.unreadable.isEmpty
          || !$0.generatedFailures.isEmpty
      }
  }

  /// `imports UIKit` → `UIKit`; `uses UIKit (through SwiftUI) (12: …)` → `UIKit (through SwiftUI)`.
  static func reasonKind(_ reason: String) -> String {
    if let match = reason.prefixMatch(of: #/its module (\w+)/#) { return "module \(match.output.1)" }
    if reason.hasPrefix("imports ") {
      return String(reason.dropFirst(8).prefix { $0 != " " && $0 != "," && $0 != "(" })
    }
    if let match = reason.wholeMatch(of: #/uses (.+?)(?: \(\d+:.*)?/#) { return String(match.output.1) }
    return String(reason.prefix(40))
  }

  static func percent(_ part: Int, of whole: Int) -> String {
    whole == 0 ? "–" : String(format: "%.1f %%", Double(part) * 100 / Double(whole))
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
