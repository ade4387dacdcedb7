import Foundation

/// The folders under a repository that each hold an app: an Xcode project, or a
/// `Package.swift` outside every project's folder. A repository of a tutorial's parts, or an
/// app beside its sample, holds several; one is read as before.
enum AppFolders {
  /// Folders never searched: build products, dependency checkouts, and the insides of
  /// bundles Xcode writes. A test package `init` wrote, whatever its name, is skipped by its
  /// marker, `Sources/.viewgraph-mirror`.
  static let skipped: Set<String> = [
    "Pods", "Carthage", "DerivedData", "build", "Build", "node_modules", "SourcePackages", "checkouts",
  ]

  /// Every folder, `depth` levels down at most, that holds an `.xcodeproj`; then every one
  /// holding a `Package.swift` or a `.swiftpm` app that is not inside one of those (a
  /// project's local packages are read with it). Sorted by path.
  static func find(in root: URL, depth: Int = 3) -> [URL] {
    var projects: [URL] = []
    var packages: [URL] = []
    visit(root, depth: depth) { folder, names in
      if names.contains(where: { $0.hasSuffix(".xcodeproj") }) { projects.append(folder) }
      if names.contains("Package.swift") || names.contains(where: { $0.hasSuffix(".swiftpm") }) {
        packages.append(folder)
      }
    }
    let insideProject = { (folder: URL) in
      projects.contains { folder.path == $0.path || folder.path.hasPrefix($0.path + "/") }
    }
    // A project in a child folder and a Package.swift at the root are one app today (the
    // package may be the app, the project a stub): the single reading combines them.
    let rootPackage = packages.contains { $0.path == root.path }
    if rootPackage && projects.count <= 1 { return [root] }
    return (projects + packages.filter { !insideProject($0) }).sorted { $0.path < $1.path }
  }

  private static func visit(_ folder: URL, depth: Int, _ found: (URL, [String]) -> Void) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    found(folder, names)
    guard depth > 0 else { return }
    for name in names where !name.hasPrefix(".") && !skipped.contains(name) && !name.contains(".") {
      let child = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory),
        isDirectory.boolValue,
        !FileManager.default.fileExists(
          atPath: child.appendingPathComponent("Sources/.viewgraph-mirror").path)
      else { continue }
      visit(child, depth: depth - 1, found)
    }
  }
}
