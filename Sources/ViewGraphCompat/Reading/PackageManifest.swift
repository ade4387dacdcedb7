import Foundation

/// What a `Package.swift` declares, as `swift package dump-package` prints it: the targets,
/// their folders, dependencies and Swift settings. Evaluating the manifest with SwiftPM
/// itself is the only faithful reading of it.
struct PackageManifest {
  let folder: URL
  let name: String
  let targets: [Target]
  /// Modules of other packages, by product name, with the package's path when it is local.
  let localPackagePaths: [URL]
  let swiftLanguageMode: String?
  /// Product names, with the targets each holds.
  let products: [String: [String]]
  /// The pin it was checked out at, when it is one of the app's remote packages.
  var pin: PackagePin? = nil

  struct Target {
    let name: String
    /// `regular`, `executable`, `test`, `macro`, `plugin`, `system`, `binary`.
    let type: String
    let sources: [URL]
    let resources: [URL]
    /// Targets of this package it depends on.
    let targetDependencies: [String]
    /// Products of other packages it depends on.
    let productDependencies: [(product: String, package: String)]
    let defines: [String]
    let swiftLanguageMode: String?
    let defaultIsolation: String?
    let upcomingFeatures: [String]
  }

  /// The upcoming feature that makes `/…/` a regex literal in Swift 5 mode (on in Swift 6).
  static let bareSlashRegex = "BareSlashRegexLiterals"

  /// Targets declared only in the manifest's Apple-platform branches (`#if os(macOS)`), which
  /// SwiftPM on Linux does not see; empty when the manifest has no such condition.
  let appleBranchTargets: Set<String>

  /// Reads the manifest in `folder` through `swift package dump-package`.
  ///
  /// A manifest is evaluated on the machine running the tool, where `#if os(macOS)` is false;
  /// an app's manifest often declares its app target only there. When the manifest tests
  /// `os(…)`, it is evaluated a second time from a copy in a scratch folder where Apple
  /// platforms' `os(…)` read `true` and others `false`, as a build for the app sees it; the
  /// app's folder is never written to.
  init(folder: URL) throws {
    self.folder = folder.standardizedFileURL
    let (status, output, appleBranchTargets) = Self.evaluate(folder: folder)
    self.appleBranchTargets = appleBranchTargets
    guard status == 0, let start = output.firstIndex(of: "{"),
      let json = try? JSONSerialization.jsonObject(with: Data(output[start...].utf8)) as? [String: Any]
    else {
      throw ProjectReadingError(
        file: folder.appendingPathComponent("Package.swift").path,
        problem: "could not be evaluated: \(Self.failureReason(in: output))\n"
          + "  Fix: make `swift package dump-package --package-path \(folder.path)` succeed, then run "
          + "viewgraph-compat again.")
    }
    name = json["name"] as? String ?? folder.lastPathComponent
    let modes = (json["swiftLanguageModes"] ?? json["swiftLanguageVersions"]) as? [Any]
    // Without a declared mode, a package's mode follows its tools version (5 before 6.0).
    let tools = ((json["toolsVersion"] as? [String: Any])?["_version"] as? String).flatMap {
      Self.version(from: $0)
    }
    swiftLanguageMode = modes?.compactMap { Self.version(from: $0) }.max() ?? tools
    products = Dictionary(
      ((json["products"] as? [[String: Any]]) ?? []).compactMap { product in
        (product["name"] as? String).map { ($0, (product["targets"] as? [String]) ?? []) }
      }, uniquingKeysWith: { first, _ in first })
    localPackagePaths = ((json["dependencies"] as? [[String: Any]]) ?? []).compactMap { dependency in
      guard let fileSystem = (dependency["fileSystem"] as? [[String: Any]])?.first,
        let path = fileSystem["path"] as? String
      else { return nil }
      return URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
    }
    let folder = self.folder
    let declared = (json["targets"] as? [[String: Any]]) ?? []
    // SwiftPM lets a package with one target keep its sources directly in `Sources/`, as a
    // Swift Playgrounds app (`.swiftpm`) does.
    let single = declared.filter { ($0["type"] as? String) != "test" }.count == 1
    targets = declared.map { Self.target($0, in: folder, single: single) }
  }

  /// The manifest's `dump-package` output, evaluated again as an Apple platform sees it when
  /// it tests `os(…)`, with the targets only that second evaluation declares.
  private static func evaluate(folder: URL) -> (
    status: Int32, output: String, appleBranchTargets: Set<String>
  ) {
    var (status, output) = Compiler.run(
      ["swift", "package", "dump-package", "--package-path", folder.path], timeLimit: Self.timeLimit)
    let original = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    // A Swift Playgrounds app (`.swiftpm`) declares its product with AppleProductTypes, which
    // exists only in Xcode: read the manifest without that product (targets are unchanged).
    let stripped = Self.withoutAppleProductTypes(folder: folder)
    if status != 0, let stripped { (status, output) = Self.dump(stripped) }
    var appleBranchTargets: Set<String> = []
    if let text = stripped ?? original, let apple = Self.withApplePlatformConditions(text) {
      let onHost = status == 0 ? Set(Self.targetNames(in: output)) : []
      let (appleStatus, appleOutput) = Self.dump(apple)
      if appleStatus == 0 {
        (status, output) = (appleStatus, appleOutput)
        appleBranchTargets = Set(Self.targetNames(in: appleOutput)).subtracting(onHost)
      }
    }
    return (status, output, appleBranchTargets)
  }

  /// One target of `dump-package`'s JSON, its files found under its folder.
  private static func target(_ target: [String: Any], in folder: URL, single: Bool) -> Target {
    let name = target["name"] as? String ?? ""
    let type = target["type"] as? String ?? "regular"
    let path =
      (target["path"] as? String).map { folder.appendingPathComponent($0).standardizedFileURL }
      ?? Self.defaultPath(of: name, type: type, in: folder, onlyTarget: single && type != "test")
    let excluded = ((target["exclude"] as? [String]) ?? []).map {
      path.appendingPathComponent($0).standardizedFileURL.path
    }
    let listed = (target["sources"] as? [String])?.map { path.appendingPathComponent($0) } ?? [path]
    var sources: [URL] = []
    var resources: [URL] = []
    for base in listed {
      for file in Self.files(under: base)
      where !excluded.contains(where: { file.path.hasPrefix($0) })
        && file.lastPathComponent != "Package.swift"
      {
        if file.pathExtension == "swift" { sources.append(file) } else { resources.append(file) }
      }
    }
    var targetDependencies: [String] = []
    var productDependencies: [(String, String)] = []
    for dependency in (target["dependencies"] as? [[String: Any]]) ?? [] {
      if let byName = dependency["byName"] as? [Any], let name = byName.first as? String {
        targetDependencies.append(name)
      } else if let named = dependency["target"] as? [Any], let name = named.first as? String {
        targetDependencies.append(name)
      } else if let product = dependency["product"] as? [Any], let name = product.first as? String {
        productDependencies.append((name, product.dropFirst().first as? String ?? ""))
      }
    }
    let settings = SwiftSettings(target["settings"] as? [[String: Any]] ?? [])
    return Target(
      name: name, type: type, sources: sources.sorted { $0.path < $1.path }, resources: resources,
      targetDependencies: targetDependencies, productDependencies: productDependencies,
      defines: settings.defines, swiftLanguageMode: settings.mode, defaultIsolation: settings.isolation,
      upcomingFeatures: settings.features)
  }

  /// A target's Swift settings, as `dump-package` prints them.
  private struct SwiftSettings {
    var defines: [String] = []
    var mode: String?
    var isolation: String?
    var features: [String] = []

    init(_ settings: [[String: Any]]) {
      for setting in settings {
        guard let kind = setting["kind"] as? [String: Any] else { continue }
        if let define = kind["define"] as? [String: Any], let value = define["_0"] as? String {
          defines.append(value)
        }
        if let value = kind["swiftLanguageMode"] as? [String: Any] {
          mode = PackageManifest.version(from: value["_0"] as Any)
        }
        if let value = kind["defaultIsolation"] as? [String: Any] {
          isolation = PackageManifest.isolation(from: value["_0"] as Any)
        }
        if let value = kind["enableUpcomingFeature"] as? [String: Any], let feature = value["_0"] as? String {
          features.append(feature)
        }
        // Bare slash regex literals, turned on as an experimental feature or by the flag
        // itself, are the upcoming feature the mirror turns on.
        if let value = kind["enableExperimentalFeature"] as? [String: Any],
          value["_0"] as? String == PackageManifest.bareSlashRegex
        {
          features.append(PackageManifest.bareSlashRegex)
        }
        if let value = kind["unsafeFlags"] as? [String: Any], let flags = value["_0"] as? [String],
          flags.contains("-enable-bare-slash-regex")
        {
          features.append(PackageManifest.bareSlashRegex)
        }
      }
    }
  }

  /// Evaluates a manifest's `text` from a copy in a scratch folder (relative paths in its
  /// output are read against the original folder by the caller).
  static func dump(_ text: String) -> (status: Int32, output: String) {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try? FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    try? text.write(to: copy.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    return Compiler.run(
      ["swift", "package", "dump-package", "--package-path", copy.path], timeLimit: Self.timeLimit)
  }

  /// How long a manifest may take to evaluate: compiling it is seconds; one that loops is
  /// stopped.
  static let timeLimit = Duration.seconds(300)

  /// Why `dump-package` failed, in the compiler's words when it compiled the manifest
  /// (`Package.swift:3:5: error: cannot find 'x' in scope`), not SwiftPM's line quoting the
  /// whole compiler command.
  static func failureReason(in output: String) -> String {
    let lines = output.split(separator: "\n")
    let diagnostics = lines.compactMap { line -> Substring? in
      guard let range = line.firstRange(of: #/Package\.swift:\d+:\d+: error: /#) else { return nil }
      return line[range.lowerBound...]
    }
    if !diagnostics.isEmpty {
      return diagnostics.prefix(3).joined(separator: "; ")
        + (diagnostics.count > 3 ? " (+\(diagnostics.count - 3) more)" : "")
    }
    let line =
      lines.first { $0.contains("did not finish within") } ?? lines.first { $0.contains("error") }
      ?? lines.first ?? "no output"
    return line.count > 400 ? String(line.prefix(399)) + "…" : String(line)
  }

  /// The names of the targets in `dump-package` output.
  static func targetNames(in output: String) -> [String] {
    guard let start = output.firstIndex(of: "{"),
      let json = try? JSONSerialization.jsonObject(with: Data(output[start...].utf8)) as? [String: Any]
    else { return [] }
    return ((json["targets"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
  }

  /// Apple's platforms as `os(…)` names them.
  static let applePlatforms: Set<String> = ["macOS", "iOS", "tvOS", "watchOS", "visionOS", "xrOS"]

  /// The manifest's text with each `os(…)` of its `#if`/`#elseif` lines replaced by `true` for
  /// an Apple platform and `false` for any other, or nil when no condition tests `os(…)`.
  /// Which Apple platform does not matter to a manifest's targets in practice; the branch
  /// that holds them is the one an Apple build takes.
  static func withApplePlatformConditions(_ text: String) -> String? {
    var changed = false
    let lines = text.components(separatedBy: "\n").map { line -> String in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { return line }
      return line.replacing(#/\bos\(\s*(\w+)\s*\)/#) { match in
        changed = true
        return applePlatforms.contains(String(match.output.1)) ? "true" : "false"
      }
    }
    return changed ? lines.joined(separator: "\n") : nil
  }

  /// The manifest's text with `import AppleProductTypes` and its `.iOSApplication(…)`
  /// products removed, or nil when it uses none.
  static func withoutAppleProductTypes(folder: URL) -> String? {
    guard let text = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8),
      text.contains("AppleProductTypes")
    else { return nil }
    var result = text.replacingOccurrences(of: "import AppleProductTypes", with: "")
    for call in [".iOSApplication(", ".macOSApplication("] {
      while let start = result.range(of: call) {
        var depth = 0
        var end = start.upperBound
        var index = result.index(before: start.upperBound)
        while index < result.endIndex {
          if result[index] == "(" { depth += 1 }
          if result[index] == ")" {
            depth -= 1
            if depth == 0 {
              end = result.index(after: index)
              break
            }
          }
          index = result.index(after: index)
        }
        if end < result.endIndex, result[end] == "," { end = result.index(after: end) }
        result.removeSubrange(start.lowerBound..<end)
      }
    }
    return result
  }

  /// `Sources/<name>` (or `Source`, `src`, `srcs`), `Tests/<name>` for tests, as SwiftPM looks.
  /// The only target of a package may have its sources directly in `Sources/`.
  private static func defaultPath(of name: String, type: String, in folder: URL, onlyTarget: Bool) -> URL {
    let roots =
      type == "test" ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
    for root in roots {
      let candidate = folder.appendingPathComponent(root).appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    if onlyTarget {
      for root in roots {
        let candidate = folder.appendingPathComponent(root)
        if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      }
    }
    return folder.appendingPathComponent("Sources").appendingPathComponent(name)
  }

  private static func files(under folder: URL) -> [URL] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return [folder] }
    var files: [URL] = []
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
        if !url.pathExtension.isEmpty, url.pathExtension != "lproj" {
          files.append(url)
          enumerator?.skipDescendants()
        }
      } else {
        files.append(url)
      }
    }
    return files
  }

  /// `"5"`/`"6"` from the JSON of a language mode (`{"version": {"_0": "6"}}`, `"v5"`).
  private static func version(from value: Any) -> String? {
    if let text = value as? String {
      return text.trimmingCharacters(in: CharacterSet(charactersIn: "v")).split(separator: ".").first.map(
        String.init)
    }
    if let dictionary = value as? [String: Any] {
      for inner in dictionary.values { if let found = version(from: inner) { return found } }
    }
    return nil
  }

  private static func isolation(from value: Any) -> String? {
    if let text = value as? String { return text == "MainActor" || text == "mainActor" ? "MainActor" : nil }
    if let dictionary = value as? [String: Any] {
      if dictionary.keys.contains("MainActor") || dictionary.keys.contains("mainActor") { return "MainActor" }
      for inner in dictionary.values { if let found = isolation(from: inner) { return found } }
    }
    return nil
  }
}
