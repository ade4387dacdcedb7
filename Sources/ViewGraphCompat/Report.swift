import Foundation

/// The text the tool prints: per project, per file, then the API to add, most needed first.
struct Report {
  let results: [ProjectResult]
  let swiftVersion: String
  let listsEveryFile: Bool
  var listsEveryError = false

  var text: String {
    var out = ""
    for result in results {
      let percent = Self.percent(result.compiling, of: result.counted)
      out +=
        "\(result.project.name): \(result.compiling) of \(result.counted) view files compile (\(percent))\n"
      for (file, outcome) in result.viewFiles {
        switch outcome {
        case .compiles:
          if listsEveryFile { out += "  ✓ \(file.relativePath)\n" }
        case .fails(let errors):
          let first = errors[0]
          out += "  ✗ \(file.relativePath):\(first.line): \(first.message)"
          if listsEveryError {
            out += "\n" + errors.dropFirst().map { "      \($0.line): \($0.message)\n" }.joined()
          } else {
            out += errors.count > 1 ? " (+\(errors.count - 1) more)\n" : "\n"
          }
        case .blocked(let errors):
          out += "  – \(file.relativePath): uses a type of a left-out file (\(errors[0].message))\n"
        case .leftOut(let modules):
          if listsEveryFile {
            out += "  – \(file.relativePath): left out, imports \(modules.joined(separator: ", "))\n"
          }
        case .test:
          break
        }
      }
    }
    out += "\nSwiftUI API missing or shaped differently, by files affected:\n"
    var filesByAPI: [Diagnostic.API: Set<String>] = [:]
    for result in results {
      for (file, api) in result.apis {
        if case .leftOut = api { continue }
        filesByAPI[api, default: []].insert("\(result.project.name)/\(file)")
      }
    }
    let ranked = filesByAPI.sorted {
      ($0.value.count, $1.key.description) > ($1.value.count, $0.key.description)
    }
    if ranked.isEmpty { out += "  none\n" }
    for (api, files) in ranked {
      out += "  \(String(files.count).leftPadded(to: 4)) \(api)\n"
    }
    var leftOutModules: [String: Int] = [:]
    var blocked = 0
    for result in results {
      for (_, outcome) in result.viewFiles {
        if case .leftOut(let modules) = outcome {
          for module in modules { leftOutModules[module, default: 0] += 1 }
        }
        if case .blocked = outcome { blocked += 1 }
      }
    }
    if !leftOutModules.isEmpty {
      let list = leftOutModules.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
      out += "\nView files left out (imports with no stand-in here): \(list)\n"
    }
    if blocked > 0 {
      out += "View files that only fail on types of left-out files (not counted): \(blocked)\n"
    }
    let compiling = results.map(\.compiling).reduce(0, +)
    let counted = results.map(\.counted).reduce(0, +)
    let wholeApps = results.count { $0.compiling == $0.counted && $0.counted > 0 }
    out += "\nTotal (Swift \(swiftVersion) mode): \(compiling) of \(counted) view files compile "
    out +=
      "(\(Self.percent(compiling, of: counted))); \(wholeApps) of \(results.count) projects compile whole.\n"
    return out
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
