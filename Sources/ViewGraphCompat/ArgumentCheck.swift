import Foundation

/// The command line's values checked before any work, each failure naming the argument, what
/// is wrong with it and what to give instead.
///
/// ```swift
/// ArgumentCheck(folder: app, swiftVersion: "7", timeLimit: nil, output: nil,
///   stateHarness: nil, isInit: false).problem
/// // "viewgraph-compat: --swift-version 7 is not a language mode here; use 5 or 6."
/// ```
struct ArgumentCheck {
  let folder: URL
  let swiftVersion: String?
  let timeLimit: String?
  let output: String?
  let stateHarness: String?
  let isInit: Bool

  /// The first problem, as the tool prints it; nil when the arguments can be used.
  var problem: String? {
    if let swiftVersion, !["5", "6"].contains(swiftVersion) {
      return "viewgraph-compat: --swift-version \(swiftVersion) is not a language mode here; use 5 or 6."
    }
    if let timeLimit, (Int(timeLimit) ?? 0) <= 0 {
      return "viewgraph-compat: --time-limit \(timeLimit) is not a number of seconds; give a whole "
        + "number above 0 (--time-limit 600)."
    }
    guard isFolder(folder.path) else {
      return "viewgraph-compat: no folder at \(folder.path); name the folder that holds the app's Xcode "
        + "project, Package.swift or Swift files."
    }
    guard isInit else {
      for (name, value) in [("--output", output), ("--stateharness", stateHarness)] where value != nil {
        return "viewgraph-compat: \(name) is an option of init (viewgraph-compat init <folder> "
          + "--output <dir>); see --help."
      }
      return nil
    }
    guard let output else {
      return "viewgraph-compat init: name where to write the package with --output <dir>; see --help."
    }
    if FileManager.default.fileExists(atPath: output), !isFolder(output) {
      return
        "viewgraph-compat init: --output \(output) is a file; name a folder (it is created when missing)."
    }
    if let stateHarness, !stateHarness.contains("://"),
      !FileManager.default.fileExists(
        atPath: URL(fileURLWithPath: stateHarness).appendingPathComponent("Package.swift").path)
    {
      return "viewgraph-compat init: --stateharness \(stateHarness) holds no Package.swift; name the "
        + "StateHarness checkout's folder, or its git URL."
    }
    return nil
  }

  private func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
