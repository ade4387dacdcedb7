import Foundation

/// One remote package as the app's `Package.resolved` pins it: where it comes from and the
/// commit every build of the app uses.
struct PackagePin: Equatable, Sendable {
  /// SwiftPM's identity: the last component of its location, lowercased, without `.git`.
  let identity: String
  /// The repository's URL (or a local path for `localSourceControl`).
  let location: String
  let revision: String
  /// The tag the revision carries, when the app asked for a version.
  let version: String?

  /// How the report names it: `Defaults 9.0.3`, or the revision's first 10 hex digits.
  var label: String {
    "\(PackagePins.name(of: location)) \(version ?? String(revision.prefix(10)))"
  }
}

/// Reads `Package.resolved`: SwiftPM writes it beside `Package.swift`, Xcode inside the
/// project (`project.xcworkspace/xcshareddata/swiftpm/`) or the workspace beside it.
///
/// ```swift
/// let pins = try PackagePins.read(PackagePins.file(forProject: projectURL)!)
/// ```
enum PackagePins {
  /// The pins file of an Xcode project: its own, else a workspace's in the same folder.
  static func file(forProject project: URL) -> URL? {
    let inside = project.appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
    if FileManager.default.fileExists(atPath: inside.path) { return inside }
    let folder = project.deletingLastPathComponent()
    let siblings =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    return siblings.filter { $0.pathExtension == "xcworkspace" }.sorted { $0.path < $1.path }
      .map { $0.appendingPathComponent("xcshareddata/swiftpm/Package.resolved") }
      .first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The pins file of a package app, beside its manifest.
  static func file(forPackage folder: URL) -> URL? {
    let url = folder.appendingPathComponent("Package.resolved")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The remote pins in `url`, in either format SwiftPM has written (version 1's
  /// `object.pins` with `repositoryURL`, versions 2 and 3's `pins` with `location`). A pin
  /// on a branch or a local path is kept with its revision; a registry pin has none to
  /// check out and is skipped.
  static func read(_ url: URL) throws -> [PackagePin] {
    let data = try Data(contentsOf: url)
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw ProjectReadingError(
        file: url.path,
        problem: "is not the JSON SwiftPM writes.\n  Fix: resolve the app's packages again in Xcode "
          + "(File › Packages › Resolve Package Versions), then run viewgraph-compat again.")
    }
    let entries = (json["pins"] ?? (json["object"] as? [String: Any])?["pins"]) as? [[String: Any]] ?? []
    return entries.compactMap { entry in
      guard let location = (entry["location"] ?? entry["repositoryURL"]) as? String,
        let state = entry["state"] as? [String: Any], let revision = state["revision"] as? String
      else { return nil }
      let identity = (entry["identity"] as? String) ?? identity(of: location)
      return PackagePin(
        identity: identity, location: location, revision: revision, version: state["version"] as? String)
    }
  }

  /// SwiftPM's identity of a location: `https://github.com/sindresorhus/Defaults.git` → `defaults`.
  static func identity(of location: String) -> String { name(of: location).lowercased() }

  /// The repository's name as its location spells it: `…/Defaults.git` → `Defaults`.
  static func name(of location: String) -> String {
    var name = location.split(separator: "/").last.map(String.init) ?? location
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name
  }
}
