import Foundation

// The user's own stand-ins in the package init writes: `StandIns/<Framework>/`, kept across
// runs (init writes only its README, once), each a target the mirror depends on and loads
// for `import <Framework>` on Linux.
extension TestPackageWriter {
  var standInsFolder: URL { output.appendingPathComponent(UserStandIns.folderName) }

  /// The stand-ins the user wrote in this package, if any.
  var userStandIns: UserStandIns? { UserStandIns(folder: standInsFolder) }

  /// The targets of the user's stand-ins, as `Package.swift` lines.
  var standInTargets: [String] {
    (userStandIns?.frameworks ?? []).map { framework in
      """
          // Your stand-in for `import \(framework.name)` (\(UserStandIns.folderName)/\(framework.name)/).
          .target(
            name: "\(UserStandIns.moduleName(for: framework.name))", dependencies: [viewGraph],
            path: "\(UserStandIns.folderName)/\(framework.name)",
            swiftSettings: [.unsafeFlags(["-module-alias", "SwiftUI=ViewGraph"])]),
      """
    }
  }

  /// What the mirror's target depends on besides its modules and ViewGraph.
  var standInDependencies: [String] {
    (userStandIns?.frameworks ?? []).map { "\"\(UserStandIns.moduleName(for: $0.name))\"" }
  }

  /// The aliases that load them, on Linux.
  var standInFlags: [String] { userStandIns?.aliasFlags ?? [] }

  /// Creates `StandIns/` with its README the first time; never touches what is in it.
  func writeStandInsFolder() throws {
    let readme = standInsFolder.appendingPathComponent("README.md")
    guard !FileManager.default.fileExists(atPath: readme.path) else { return }
    try FileManager.default.createDirectory(at: standInsFolder, withIntermediateDirectories: true)
    try Self.standInsReadme.write(to: readme, atomically: true, encoding: .utf8)
  }

  /// MIRROR.md's section on them.
  var standInsReport: String {
    var out = "\n## Your own stand-ins\n\n"
    out += "A file that imports a framework ViewGraph does not stand in for is left out. Write a small\n"
    out += "stand-in in `\(UserStandIns.folderName)/<Framework>/` (see its README): init and\n"
    out += "`viewgraph-compat --stand-ins \(UserStandIns.folderName)` load it for `import <Framework>`.\n"
    if let userStandIns {
      out += "\nLoaded: " + userStandIns.frameworks.map { "`\($0.name)`" }.joined(separator: ", ") + "\n"
    }
    return out
  }

  static let standInsReadme = """
    # Your own stand-ins

    A folder here named after an Apple framework (`UserNotifications/`, `HealthKit/`) holds the
    Swift files of a small stand-in for it. On Linux, where the framework is missing, the mirror
    loads it for `import <Framework>` (`-module-alias <Framework>=<Framework>StandIn`), and
    `viewgraph-compat` loads it too (`init` from here, the check with `--stand-ins StandIns`):
    the app's files that import the framework compile again. Declare only what the app uses, as
    Apple declares it, and guard each file so the real framework is used where it exists:

    ```swift
    // StandIns/HealthKit/HKHealthStore.swift
    #if !canImport(HealthKit)
      import Foundation

      public final class HKHealthStore: @unchecked Sendable {
        public init() {}
        public static func isHealthDataAvailable() -> Bool { false }
      }
    #endif
    ```

    Run init again after adding a folder: it adds the folder's target to `Package.swift`.
    ViewGraph's own stand-ins (StoreKit, WidgetKit, UserNotifications, PhotosUI, CoreLocation…)
    need nothing here.

    """
}
