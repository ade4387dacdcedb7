import Foundation

/// The files of an app's remote packages that a test package compiles, copied into its
/// `Packages/<identity>/` from the checkout the check built them from.
///
/// The checkout lives in the tool's cache, on this machine only; a copy inside the package
/// builds wherever the package goes (a teammate's clone, CI). Only what the mirror's
/// modules compile is copied (their kept sources and bundled resources) and the package's
/// licence, never its history. `init` writes the folder again on every run, so a version
/// bump in the app's `Package.resolved` reaches the mirror the next time it runs.
///
/// ```swift
/// let copies = try RemotePackageCopies(modules: modules, keptSources: { $0.sources }, output: output)
/// let source = copies.copy(of: file, in: module)  // Packages/defaults/Sources/Defaults/Defaults.swift
/// ```
struct RemotePackageCopies {
  let folder: URL

  /// The marker that says `Packages/` is the tool's to rewrite.
  static let markerName = ".viewgraph-packages"

  /// Copies the remote modules' files into `output`/Packages, replacing what an earlier run
  /// wrote there; a `Packages/` the tool did not write is never touched.
  init(
    modules: [AppTarget.LinkedModule], keptSources: (AppTarget.LinkedModule) -> [URL], output: URL
  ) throws {
    let manager = FileManager.default
    folder = output.appendingPathComponent("Packages")
    let marker = folder.appendingPathComponent(Self.markerName)
    if manager.fileExists(atPath: folder.path) {
      guard manager.fileExists(atPath: marker.path) else {
        throw WriterError(
          problem:
            "\(folder.path) exists and was not written by viewgraph-compat init, which copies the app's "
            + "remote packages there.\n  Fix: move that folder, or choose another --output.")
      }
      try manager.removeItem(at: folder)
    }
    let remote = modules.filter { $0.pin != nil }
    guard !remote.isEmpty else { return }
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: marker)
    var licensed: Set<String> = []
    for module in remote {
      guard let pin = module.pin, let root = module.packageFolder else { continue }
      var files = keptSources(module) + module.copiableResources
      if licensed.insert(pin.identity).inserted { files += Self.licences(in: root) }
      for file in files {
        let copy = self.copy(of: file, in: module)
        try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        if manager.fileExists(atPath: copy.path) { continue }
        try manager.copyItem(at: file.resolvingSymlinksInPath(), to: copy)
      }
    }
  }

  /// Where `url`, a file or folder of `module`'s checkout, is in the copy; `url` itself for a
  /// module of the app's own folder.
  func copy(of url: URL, in module: AppTarget.LinkedModule) -> URL {
    guard let pin = module.pin, let root = module.packageFolder?.standardizedFileURL.path else { return url }
    let path = url.standardizedFileURL.path
    guard path == root || path.hasPrefix(root + "/") else { return url }
    let relative = path.dropFirst(root.count).trimmingCharacters(in: ["/"])
    let base = folder.appendingPathComponent(pin.identity)
    return relative.isEmpty ? base : base.appendingPathComponent(relative)
  }

  /// The licence files at a package's root (`LICENSE`, `LICENSE.md`, `COPYING`…).
  static func licences(in root: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { $0.uppercased().hasPrefix("LICEN") || $0.uppercased().hasPrefix("COPYING") }
      .sorted()
      .map { root.appendingPathComponent($0) }
  }

  /// MIRROR.md's section on the remote packages, or nothing when the mirror builds none.
  static func report(for modules: [AppTarget.LinkedModule]) -> String {
    var packages: [(pin: PackagePin, modules: [String])] = []
    for module in modules {
      guard let pin = module.pin else { continue }
      if let index = packages.firstIndex(where: { $0.pin.identity == pin.identity }) {
        packages[index].modules.append(module.name)
      } else {
        packages.append((pin, [module.name]))
      }
    }
    guard !packages.isEmpty else { return "" }
    var out = "\n## Remote packages\n\n"
    out += "Built from `Packages/`, a copy of the files the mirror compiles at the revision the app's\n"
    out += "Package.resolved pins (with each package's licence). Run init again after the app updates its\n"
    out += "packages. Commit `Packages/` with this package, or ignore it and run init after cloning.\n\n"
    for (pin, names) in packages {
      out += "- \(pin.label) (`\(pin.location)` at `\(pin.revision)`): "
      out += names.map { "`\($0)`" }.joined(separator: ", ") + "\n"
    }
    return out
  }
}
