import Foundation

/// Writes the test package of one app target: `Package.swift`, the mirror's sources as
/// relative symlinks to the app's own files (never copies, never edits), the asset symbols
/// Xcode would generate, a list of what was left out, and — once — a first smoke test.
///
/// Re-running rewrites `Package.swift`, `Sources/` and `MIRROR.md`; `Tests/` is the user's.
struct TestPackageWriter {
  let plan: MirrorPlan
  let output: URL
  /// How the package names StateHarness: a path (relative to `output`) or a URL.
  let stateHarness: String
  /// The command line that wrote the package, quoted in its header.
  let command: String
  /// Screens the smoke test does not mount: a build rejected their `Screen()` call.
  var excludedScreens: Set<String> = []

  private var fileManager: FileManager { .default }
  private var module: String { plan.target.moduleName }
  private var testTarget: String { "\(module)Tests" }

  /// Writes the package. The smoke test is written when `Tests/` has none, or when
  /// `rewritingTests` (this run wrote it, and a later try left out what it mounted).
  /// Returns whether it wrote the smoke test.
  @discardableResult
  func write(rewritingTests: Bool = false) throws -> Bool {
    let sources = try freshSourcesFolder()
    try writeStandInsFolder()
    try writeAppTarget(into: sources)
    let keptModuleNames = Set(keptModules.map(\.name))
    let packages = try RemotePackageCopies(modules: keptModules, keptSources: keptSources, output: output)
    for linked in keptModules {
      try write(
        linked, into: sources.appendingPathComponent(linked.name), packages: packages, kept: keptModuleNames)
    }
    // The app's own modules named after a framework are what its imports load, not stand-ins.
    let shadowed = ShadowedStandIns.frameworks(
      named: plan.target.modules.map(\.name) + [plan.target.moduleName])
    try ShadowedStandIns.$frameworks.withValue(shadowed) { manifest }
      .write(to: output.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try report.write(to: output.appendingPathComponent("MIRROR.md"), atomically: true, encoding: .utf8)
    let tests = output.appendingPathComponent("Tests").appendingPathComponent(testTarget)
    guard rewritingTests || !fileManager.fileExists(atPath: tests.path) else { return false }
    try fileManager.createDirectory(at: tests, withIntermediateDirectories: true)
    try smokeTest.write(
      to: tests.appendingPathComponent("\(module)SmokeTests.swift"), atomically: true, encoding: .utf8)
    return true
  }

  /// `Sources/`, emptied of what this tool wrote before. Only what this tool wrote is
  /// removed: a folder of symlinks with its marker.
  private func freshSourcesFolder() throws -> URL {
    try fileManager.createDirectory(at: output, withIntermediateDirectories: true)
    let sources = output.appendingPathComponent("Sources")
    if fileManager.fileExists(atPath: sources.path) {
      let marker = sources.appendingPathComponent(".viewgraph-mirror")
      guard fileManager.fileExists(atPath: marker.path) else {
        throw WriterError(
          problem:
            "\(sources.path) exists and was not written by viewgraph-compat init; choose another --output")
      }
      try fileManager.removeItem(at: sources)
    }
    try fileManager.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data().write(to: sources.appendingPathComponent(".viewgraph-mirror"))
    return sources
  }

  /// The mirror target: links to the kept files and resources, and what the tool writes
  /// beside them.
  private func writeAppTarget(into sources: URL) throws {
    let root = plan.target.root
    let target = sources.appendingPathComponent(module)
    try link(plan.kept.map(\.url) + bundledResources, under: root, into: target)
    if plan.target.isPackageTarget {
      try writeResourceNote(for: plan.target.resources, into: target)
    }
    if let mainBundle {
      let folder = sources.appendingPathComponent(mainBundle.folderName)
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
      for file in mainBundle.files {
        try fileManager.createSymbolicLink(
          atPath: folder.appendingPathComponent(file.lastPathComponent).path,
          withDestinationPath: Self.relativePath(from: folder, to: file))
      }
      try mainBundle.infoPlist.write(
        to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
      try mainBundle.mainBundleSource.write(
        to: target.appendingPathComponent("MainBundle.swift"), atomically: true, encoding: .utf8)
    }
    if !plan.kept.isEmpty {
      try writeAppFolders(declaredIn: plan.kept.map(\.text), into: target)
    }
    if !plan.settlement.placeholders.isEmpty {
      let folder = target.appendingPathComponent("Placeholders")
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
      for placeholder in plan.settlement.placeholders {
        try placeholder.sourceFile.text.write(
          to: folder.appendingPathComponent("\(placeholder.name).swift"), atomically: true, encoding: .utf8)
      }
    }
    try writeGeneratedSources(into: target)
  }

  /// The same generated files the check compiled with.
  private func writeGeneratedSources(into target: URL) throws {
    // The target's asset symbols setting, and no shorthand the target's files declare
    // themselves.
    if plan.target.assetSymbols.resources,
      let assets = AssetSymbols.source(
        for: plan.target.root, catalogs: plan.target.assetCatalogs,
        declaredStatics: AssetSymbols.declaredStatics(
          in: (plan.kept + plan.leftOut.map(\.file)).map(\.text)),
        extensions: plan.target.assetSymbols.extensions)
    {
      try assets.write(
        to: target.appendingPathComponent("GeneratedAssetSymbols.swift"), atomically: true, encoding: .utf8)
    }
    if let strings = StringCatalogSymbols.source(for: plan.target.stringCatalogs) {
      try strings.write(
        to: target.appendingPathComponent("GeneratedStringSymbols.swift"), atomically: true, encoding: .utf8)
    }
    // The imports of left-out files, as the check compiled them.
    let keptModuleNames = Set(keptModules.map(\.name))
    if !plan.kept.isEmpty,
      let imports = LeftOutImports.source(
        leftOut: plan.leftOut.map(\.file), kept: plan.kept,
        importable: { SourceFile.availableModules.contains($0) || keptModuleNames.contains($0) },
        settings: MirrorSettings(target: plan.target))
    {
      try imports.write(
        to: target.appendingPathComponent(LeftOutImports.fileName), atomically: true, encoding: .utf8)
    }
  }

  /// One linked module's target: links to its kept files (in the package's copy when it is
  /// remote) and the files the tool generates for it.
  private func write(
    _ linked: AppTarget.LinkedModule, into folder: URL, packages: RemotePackageCopies,
    kept keptModuleNames: Set<String>
  ) throws {
    try link(
      (keptSources(of: linked) + linked.copiableResources).map { packages.copy(of: $0, in: linked) },
      under: packages.copy(of: Self.commonFolder(of: linked.sources + linked.resources), in: linked),
      into: folder)
    try writeResourceNote(for: linked.resources, into: folder)
    let keptFiles = Set(keptSources(of: linked).map(\.standardizedFileURL))
    let files = linked.sources.compactMap { SourceFile(url: $0, root: plan.target.root) }.filter {
      !$0.isTest
    }
    try writeAppFolders(
      declaredIn: files.filter { keptFiles.contains($0.url.standardizedFileURL) }.map(\.text), into: folder)
    if let imports = LeftOutImports.source(
      leftOut: files.filter { !keptFiles.contains($0.url.standardizedFileURL) },
      kept: files.filter { keptFiles.contains($0.url.standardizedFileURL) },
      importable: {
        SourceFile.availableModules.contains($0)
          || linked.dependencies.contains($0) && keptModuleNames.contains($0)
      },
      settings: MirrorSettings(linked: linked))
    {
      try imports.write(
        to: folder.appendingPathComponent(LeftOutImports.fileName), atomically: true, encoding: .utf8)
    }
    // Xcode generates a package target's asset and string symbols too, and the check
    // compiled with them.
    if let assets = GeneratedSources.assetSymbolsSource(for: linked) {
      try assets.write(
        to: folder.appendingPathComponent("GeneratedAssetSymbols.swift"), atomically: true, encoding: .utf8)
    }
    if let strings = StringCatalogSymbols.source(for: StringCatalogSymbols.catalogs(in: linked.resources)) {
      try strings.write(
        to: folder.appendingPathComponent("GeneratedStringSymbols.swift"), atomically: true, encoding: .utf8
      )
    }
  }

  /// The app's folders scoped to the running test (``AppFoldersSource``), in one module.
  private func writeAppFolders(declaredIn texts: [String], into folder: URL) throws {
    guard !texts.isEmpty, let source = AppFoldersSource.source(declaredIn: texts) else { return }
    try source.write(
      to: folder.appendingPathComponent(AppFoldersSource.fileName), atomically: true, encoding: .utf8)
  }

  /// Resources a SwiftPM app reaches through `Bundle.module`: the mirror bundles them too.
  private var bundledResources: [URL] { plan.target.isPackageTarget ? plan.target.copiableResources : [] }

  /// What an Xcode app reaches through `Bundle.main` (``MainBundleResources``), when the
  /// app's module is kept and has resources or a bundle identifier.
  var mainBundle: MainBundleResources? {
    let identifier = plan.target.bundleIdentifier?.value
    guard !plan.target.isPackageTarget, !plan.kept.isEmpty,
      !plan.target.copiableResources.isEmpty || identifier != nil
    else { return nil }
    return MainBundleResources(
      module: module, resources: plan.target.copiableResources, bundleIdentifier: identifier)
  }

  static let resourceNoteName = "ResourcesNotMirrored.txt"

  /// A target with resources has `Bundle.module`; asset and string catalogs need Xcode's
  /// compilers, so the mirror bundles this note in their place, which keeps `Bundle.module`.
  static func skipsResources(_ resources: [URL]) -> Bool { resources.contains { !AppTarget.isCopiable($0) } }

  private func writeResourceNote(for resources: [URL], into folder: URL) throws {
    guard Self.skipsResources(resources) else { return }
    let skipped = resources.filter { !AppTarget.isCopiable($0) }.map(\.lastPathComponent)
    let note =
      "Written by viewgraph-compat init. Resources the mirror does not bundle (they need Xcode's compilers):\n"
      + skipped.map { "- \($0)\n" }.joined()
    try note.write(
      to: folder.appendingPathComponent(Self.resourceNoteName), atomically: true, encoding: .utf8)
  }

  /// The files of a linked module that compile here (the rest are listed in MIRROR.md).
  func keptSources(of module: AppTarget.LinkedModule) -> [URL] {
    plan.settlement.moduleKept[module.name] ?? module.sources
  }

  var keptModules: [AppTarget.LinkedModule] {
    plan.target.modules.filter { plan.leftOutModules[$0.name] == nil }
  }

  /// Relative symlinks, one per file, keeping the files' layout below `base` (or below
  /// their common folder), so the compiler's messages name the app's own paths.
  private func link(_ files: [URL], under base: URL?, into folder: URL) throws {
    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    let base = base ?? Self.commonFolder(of: files)
    for file in files {
      let path = file.standardizedFileURL.path
      let relative =
        path.hasPrefix(base.path + "/") ? String(path.dropFirst(base.path.count + 1)) : file.lastPathComponent
      let link = folder.appendingPathComponent(relative)
      try fileManager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
      try fileManager.createSymbolicLink(
        atPath: link.path,
        withDestinationPath: Self.relativePath(from: link.deletingLastPathComponent(), to: file))
    }
  }

  static func commonFolder(of files: [URL]) -> URL {
    guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else {
      return URL(fileURLWithPath: "/")
    }
    for file in files.dropFirst() {
      let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
      common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
    }
    return URL(fileURLWithPath: NSString.path(withComponents: common))
  }

  /// `to` as seen from the folder `from`: `../../App/View.swift`.
  static func relativePath(from folder: URL, to file: URL) -> String {
    let from = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let to = file.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let shared = zip(from, to).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: from.count - shared) + to[shared...]).joined(separator: "/")
  }

  // MARK: - Package.swift

  /// The target of one linked module the mirror depends on.
  private func target(of linked: AppTarget.LinkedModule) -> String {
    let dependencies =
      linked.dependencies.filter { name in keptModules.contains { $0.name == name } }
      .map { "\"\($0)\"" } + ["viewGraph"]
    let base = Self.commonFolder(of: linked.sources + linked.resources).path
    let copies =
      linked.copiableResources.map { ".copy(\"\($0.standardizedFileURL.path.dropFirst(base.count + 1))\")" }
      + (!Self.skipsResources(linked.resources) ? [] : [".copy(\"\(Self.resourceNoteName)\")"])
    let resources = copies.isEmpty ? "" : "\n          resources: [\(copies.joined(separator: ", "))],"
    // A package target keeps its own package, not the test package's (see packageFlag(of:)).
    let access = linked.package == nil ? "" : "\n            packageAccess: false,"
    return """
          .target(
            name: "\(linked.name)", dependencies: [\(dependencies.joined(separator: ", "))] + standIns,\(resources)\(access)
            swiftSettings: \(linked.pin == nil ? "mirror" : "remotePackage") + [.swiftLanguageMode(.v\(linked.swiftVersion))]\(Self.ownSettings(of: linked))),
      """
  }

  /// A package target's own settings, as its manifest declares them: ` + [.define("X"), …]`,
  /// or nothing.
  static func ownSettings(of linked: AppTarget.LinkedModule) -> String {
    let settings =
      packageFlag(of: linked)
      + linked.defines.map { ".define(\"\($0)\")" }
      + linked.upcomingFeatures.map { ".enableUpcomingFeature(\"\($0)\")" }
      + (linked.defaultIsolation != nil ? [".defaultIsolation(MainActor.self)"] : [])
    return settings.isEmpty ? "" : " + [" + settings.joined(separator: ", ") + "]"
  }

  /// A package target's `-package-name`: its own package's, as on Apple platforms, where an
  /// app's `extension KeychainError: @retroactive LocalizedError` of a package's type is
  /// retroactive (SwiftPM would give every target of the test package one name, and that
  /// conformance would not compile). The target sets `packageAccess: false`, without which
  /// SwiftPM's own flag comes after this one and wins.
  static func packageFlag(of linked: AppTarget.LinkedModule) -> [String] {
    guard linked.package != nil else { return [] }
    let name = MirrorSettings(linked: linked).packageName
    return [".unsafeFlags([\"-package-name\", \"\(name)\"])"]
  }

  /// The mirror target of the app's own files, and its test target.
  private var appTargets: String {
    let settings = MirrorSettings(target: plan.target)
    var appSettings = ["mirror", "[.swiftLanguageMode(.v\(settings.swiftVersion))]"]
    var extra: [String] = []
    if plan.kept.contains(where: \.isAppEntry) {
      extra.append(
        ".unsafeFlags([\"-Xfrontend\", \"-entry-point-function-name\", \"-Xfrontend\", \"\(settings.entryPointName)\"])"
      )
    }
    extra += plan.target.conditions.map { ".define(\"\($0)\")" }
    extra += plan.target.upcomingFeatures.map { ".enableUpcomingFeature(\"\($0)\")" }
    if plan.target.defaultIsolation != nil { extra.append(".defaultIsolation(MainActor.self)") }
    // Shaped as `swift format` shapes it, so a formatted checkout stays what init writes.
    if !extra.isEmpty {
      let comma = extra.count > 1 ? "," : ""
      appSettings.append("[\n        " + extra.joined(separator: ",\n        ") + comma + "\n      ]")
    }
    let appDependencies = keptModules.map { "\"\($0.name)\"" } + ["viewGraph"] + standInDependencies
    let root = plan.target.root.standardizedFileURL.path
    var resources = bundledResources.map { url -> String in
      let path = url.standardizedFileURL.path
      return
        ".copy(\"\(path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : url.lastPathComponent)\")"
    }
    if plan.target.isPackageTarget, Self.skipsResources(plan.target.resources) {
      resources.append(".copy(\"\(Self.resourceNoteName)\")")
    }
    let resourceArgument =
      resources.isEmpty ? "" : "\n      resources: [\(resources.joined(separator: ", "))],"
    return """
          // The app target's own files, unchanged (Sources/\(module) links to them).
          .target(
            name: "\(module)", dependencies: [\(appDependencies.joined(separator: ", "))] + standIns,\(resourceArgument)
            swiftSettings: \(appSettings.joined(separator: " + "))),
          .testTarget(
            name: "\(testTarget)",
            dependencies: [\((["\(module)"] + appModels.modules).map { "\"\($0)\"" }.joined(separator: ", ")), .product(name: "StateHarness", package: "StateHarness")]),
      """
  }

  var manifest: String {
    let needsIsolation =
      plan.target.defaultIsolation != nil || keptModules.contains { $0.defaultIsolation != nil }
    let dependency =
      stateHarness.contains("://")
      ? ".package(url: \"\(stateHarness)\", branch: \"main\")"
      : ".package(name: \"StateHarness\", path: \"\(stateHarness)\")"
    var targets = keptModules.map(target(of:)) + [appTargets]
    targets += standInTargets
    return """
      // swift-tools-version: \(needsIsolation ? "6.2" : "6.0")
      // swift-format-ignore-file
      // The test package of \(plan.target.name), written by viewgraph-compat:
      //   \(command)
      // Run it again when the app's files change: it rewrites this file, Sources/ and
      // MIRROR.md (what it left out, and why). Tests/ is yours; it is never overwritten.
      import PackageDescription

      let viewGraph = Target.Dependency.product(name: "\(Self.mirrorProduct)", package: "StateHarness")
      // The stand-ins of the frameworks the app's files import; ViewGraph's others are not built.
      \(standInProductsLine)

      // How a mirror compiles the app's files: `import SwiftUI` loads ViewGraph, a Debug build's
      // DEBUG is defined, and VIEWGRAPH tells the mirror from the app. On Linux, `import Combine`
      // and each framework aliased below load ViewGraph's stand-ins, and every file sees what
      // Apple's Foundation brings along.
      \(mirrorSettings(named: "mirror", linuxFlags: MirrorSettings.linuxFlags) + remotePackageSettings)

      let package = Package(
        name: "\(module)Tests",
        platforms: [.macOS(.v14), .iOS(.v17)],
        dependencies: [\(dependency)],
        targets: [
      \(targets.joined(separator: "\n"))
        ]
      )

      """
  }

  /// A list of Swift settings as the mirror's targets use it, at the file's left margin.
  private func mirrorSettings(named name: String, linuxFlags: [String]) -> String {
    [
      "let \(name): [SwiftSetting] = [",
      "  .unsafeFlags([\"-module-alias\", \"SwiftUI=ViewGraph\"]),",
      "  .unsafeFlags(",
      "    [",
      Self.flagLines(linuxFlags + standInFlags, indent: "      "),
      "    ], .when(platforms: [.linux])),",
      "  .define(\"DEBUG\"), .define(\"VIEWGRAPH\"),",
      "]",
    ].joined(separator: "\n")
  }

  /// The settings of the remote packages' targets, when the mirror builds one: the mirror's,
  /// but `import Darwin` is not Glibc, as the package's own code builds on Linux as it is.
  private var remotePackageSettings: String {
    guard keptModules.contains(where: { $0.pin != nil }) else { return "" }
    return "\n\n// A remote package's code builds on Linux as it is: its `import Darwin` is not Glibc.\n"
      + mirrorSettings(named: "remotePackage", linuxFlags: MirrorSettings.linuxFlags(darwinIsGlibc: false))
  }

  /// Flags as quoted strings, two to a line (a flag and its value).
  static func flagLines(_ flags: [String], indent: String) -> String {
    stride(from: 0, to: flags.count, by: 2).map { index in
      indent + flags[index..<min(index + 2, flags.count)].map { "\"\($0)\"" }.joined(separator: ", ") + ","
    }.joined(separator: "\n")
  }

  // MARK: - MIRROR.md

  var report: String {
    var out = "# \(plan.target.name): what the mirror compiles\n\n"
    out += "Written by `\(command)`; rewritten on every run.\n\n"
    out += "- Kept: \(plan.kept.count) files (\(plan.kept.count { $0.isViewFile }) import SwiftUI)\n"
    out +=
      "- Left out: \(plan.leftOut.count) files (\(plan.leftOut.count { $0.file.isViewFile }) import SwiftUI)\n"
    if let app = plan.appTypeName { out += "- App: `\(app)`, its entry point renamed `\(module)_main`\n" }
    if !plan.leftOutModules.isEmpty {
      out += "\n## Modules left out\n\n"
      for (name, reason) in plan.leftOutModules.sorted(by: { $0.key < $1.key }) {
        out += "- `\(name)`: \(reason)\n"
      }
    }
    if !plan.settlement.placeholders.isEmpty {
      out += "\n## Placeholders\n\n"
      out += "Views of left-out files, replaced by a view of the same name and initialisers whose body is a\n"
      out += "`Text` saying so (`Sources/\(module)/Placeholders/`): the screens that show them compile.\n\n"
      for placeholder in plan.settlement.placeholders { out += "- `\(placeholder.name)`\n" }
    }
    out += RemotePackageCopies.report(for: keptModules)
    if !plan.settlement.moduleLeftOut.isEmpty {
      out += "\n## Files of linked modules left out\n\n"
      for (path, reason) in plan.settlement.moduleLeftOut { out += "- `\(path)`: \(reason)\n" }
    }
    if !plan.leftOut.isEmpty {
      out += "\n## Files left out\n\n"
      for (file, reason) in plan.leftOut { out += "- `\(file.relativePath)`: \(reason)\n" }
    }
    out += mainBundleReport
    if !bundledResources.isEmpty {
      out += "\n## Resources found through Bundle.module\n\n"
      out += "The files the package target bundles, bundled by the mirror's target too.\n\n"
      for resource in bundledResources { out += "- `\(resource.lastPathComponent)`\n" }
    }
    let notBundled = plan.target.resources.filter {
      !AppTarget.isCopiable($0) && !["plist", "entitlements", "md", "docc"].contains($0.pathExtension)
    }
    if !notBundled.isEmpty {
      out += "\n## Resources not in the mirror\n\n"
      out += "They need Xcode's compilers (asset catalogs, string catalogs, storyboards): the app's\n"
      out += "generated symbols for them are in the mirror, their contents are not.\n\n"
      for resource in notBundled { out += "- `\(resource.lastPathComponent)`\n" }
    }
    out += standInsReport
    return out
  }

  /// What `Bundle.main` holds in the mirror: the app's bundled files and its identifier.
  private var mainBundleReport: String {
    var out = ""
    if let mainBundle, mainBundle.files.isEmpty {
      out += "\n## Bundle.main\n\n"
      out += "`MainBundle.swift` makes `Sources/\(mainBundle.folderName)`, with its `Info.plist`, the app\n"
      out += "module's `Bundle.main`.\n\n"
      out +=
        mainBundle.bundleIdentifier.map {
          "- `Bundle.main.bundleIdentifier`: `\($0)` (PRODUCT_BUNDLE_IDENTIFIER)\n"
        } ?? ""
    } else if let mainBundle {
      out += "\n## Resources found through Bundle.main\n\n"
      out += "The files the app bundles, linked in `Sources/\(mainBundle.folderName)` with an `Info.plist`;\n"
      out += "`MainBundle.swift` makes that folder the app module's `Bundle.main`, so\n"
      out += "`Bundle.main.url(forResource:…)` finds them as in the app.\n\n"
      for resource in mainBundle.files { out += "- `\(resource.lastPathComponent)`\n" }
      if let identifier = mainBundle.bundleIdentifier {
        out += "- `Bundle.main.bundleIdentifier`: `\(identifier)` (PRODUCT_BUNDLE_IDENTIFIER)\n"
      }
    }
    if let identifier = plan.target.bundleIdentifier, !identifier.unset.isEmpty || identifier.value == nil,
      !plan.kept.isEmpty
    {
      let unset = identifier.unset.map { "`\($0)`" }.joined(separator: ", ")
      out += "\n## Bundle identifier\n\n"
      if let setting = identifier.setting {
        out += "PRODUCT_BUNDLE_IDENTIFIER is `\(setting)`"
        out +=
          unset.isEmpty
          ? ".\n" : "; the project file does not set \(unset) (an .xcconfig may), read as empty.\n"
      } else {
        out += "The target sets no PRODUCT_BUNDLE_IDENTIFIER.\n"
      }
      out +=
        identifier.value.map { "`Bundle.main.bundleIdentifier` is `\($0)`.\n" }
        ?? "`Bundle.main.bundleIdentifier` is nil in the mirror: a file that force-unwraps it traps.\n"
    }
    return out
  }

  // MARK: - The first test

  /// The screen whose test holds `line` of the smoke test this writer writes, if any.
  func screen(atSmokeTestLine line: Int) -> String? {
    let lines = smokeTest.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    let screens = plan.screensWithoutArguments
    for text in lines[..<line].reversed() {
      guard let match = text.firstMatch(of: #/@Test func (\w+)\(\)/#) else { continue }
      return screens.first { SmokeTestSource.testName(for: $0) == match.output.1 }
    }
    return nil
  }

  /// The first test file (``SmokeTestSource``), without the screens in `excludedScreens`
  /// (their calls did not compile).
  var smokeTest: String {
    SmokeTestSource(
      module: module, appTypeName: plan.appTypeName, hasPreviews: plan.hasPreviews,
      screens: plan.screensWithoutArguments.filter { !excludedScreens.contains($0) }.prefix(20).map { $0 },
      appInjections: plan.appInjections, models: appModels
    ).text
  }

  /// The `@Model` types of the app's kept files and of its kept linked modules.
  var appModels: AppModels {
    var models = AppModels()
    models.add(texts: plan.kept.map(\.text), module: nil)
    for linked in keptModules {
      let texts = keptSources(of: linked).compactMap { try? String(contentsOf: $0, encoding: .utf8) }
      models.add(texts: texts, module: linked.name)
    }
    return models
  }
}

struct WriterError: Error, CustomStringConvertible {
  let problem: String
  var description: String { problem }
}
