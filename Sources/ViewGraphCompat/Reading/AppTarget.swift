import Foundation

/// One app target as its build sees it: the files it compiles, its language mode and
/// isolation, the conditions its Debug build defines, and the modules it links from its own
/// folder (local packages, framework targets). Read from the Xcode project or `Package.swift`.
struct AppTarget {
  /// The target's name; with several projects in the folder, the project's folder first
  /// (`Part1/MyApp`), which is also where `init` writes its package.
  var name: String
  /// The module its files are compiled into (`@testable import <moduleName>`).
  let moduleName: String
  /// The folder the user named; paths in reports are relative to it.
  let root: URL
  let sources: [URL]
  let resources: [URL]
  /// `"5"` or `"6"`.
  let swiftVersion: String
  /// `"MainActor"` when the target isolates declarations to the main actor by default.
  let defaultIsolation: String?
  /// Compilation conditions of the Debug build, other than `DEBUG`.
  let conditions: [String]
  let upcomingFeatures: [String]
  /// Modules built from the app's own folder that the target links, dependencies first.
  let modules: [LinkedModule]
  /// Modules the target links that cannot be built here, with why (a remote package).
  let unavailableModules: [String: String]
  /// Whether SwiftPM builds it, so its resources are reached through `Bundle.module`.
  var isPackageTarget = false
  /// Which asset symbols its build generates (a package target gets them all).
  var assetSymbols = AssetSymbols.Settings()
  /// The string catalogs whose symbols its build generates (``StringCatalogSymbols``).
  var stringCatalogs: [URL] = []
  /// The asset catalogs its project lists, or nil to take every one under ``root``.
  var assetCatalogs: [URL]? = nil
  /// How the tool came to read the target as it did, for the report.
  var notes: [String] = []
  /// An Xcode app's `PRODUCT_BUNDLE_IDENTIFIER`, expanded (``BundleIdentifier``); nil for a
  /// package target, which has none.
  var bundleIdentifier: BundleIdentifier? = nil

  /// A module the app links and whose sources are in the app's folder.
  struct LinkedModule {
    let name: String
    let sources: [URL]
    let dependencies: [String]
    let swiftVersion: String
    /// Where it comes from, for the report: `local package Core`, `framework target Kit`.
    let origin: String
    /// Why it cannot be built here (it needs a remote package), or nil.
    let unavailable: String?
    /// Resources a package target bundles, reached through `Bundle.module`.
    var resources: [URL] = []
    /// For a module of a remote package: its pin, and the checkout its files are in.
    var pin: PackagePin? = nil
    var packageFolder: URL? = nil
    /// The package a package target belongs to (its manifest's name), or nil for a target of
    /// the app's project: each package is its own package on Apple platforms, so `package`
    /// declarations stay inside it and an app's `@retroactive` conformance to its types is one.
    var package: String? = nil
    /// A package target's own Swift settings (`.define`, `.defaultIsolation`,
    /// `.enableUpcomingFeature`), which SwiftPM compiles its files with.
    var defines: [String] = []
    var defaultIsolation: String? = nil
    var upcomingFeatures: [String] = []
    var copiableResources: [URL] { resources.filter(AppTarget.isCopiable) }
  }

  /// The app targets in `folder`: from its Xcode project when it has one, else from its
  /// `Package.swift` (executable targets), else nil.
  static func read(from folder: URL) throws -> [AppTarget]? {
    let folder = folder.standardizedFileURL.resolvingSymlinksInPath()
    let apps = AppFolders.find(in: folder)
    guard apps.count > 1 else { return try readOne(from: folder) }
    // Several apps (a tutorial's parts, an app and its sample): each is read as if named on
    // its own, and its targets are named after its folder.
    var targets: [AppTarget] = []
    var firstError: (any Error)?
    for app in apps {
      let relative = String(app.path.dropFirst(folder.path.count)).trimmingCharacters(in: ["/"])
      let label = relative.isEmpty ? "." : relative
      do {
        for var target in try readOne(from: app) ?? [] {
          target.name = relative.isEmpty ? target.name : relative + "/" + target.name
          target.notes.insert("one of \(apps.count) apps in the folder: read from \(label)/", at: 0)
          targets.append(target)
        }
      } catch {
        // One app that cannot be read does not hide the others; it is said on standard error.
        firstError = firstError ?? error
        FileHandle.standardError.write(Data("viewgraph-compat: \(label)/ not read: \(error)\n".utf8))
      }
    }
    if targets.isEmpty, let firstError { throw firstError }
    return targets
  }

  /// The app targets of one app's folder: its Xcode project, its `Package.swift`, or its
  /// Swift Playgrounds apps.
  static func readOne(from folder: URL) throws -> [AppTarget]? {
    if let projectURL = XcodeProject.find(in: folder) {
      let targets = try fromXcodeProject(XcodeProject(url: projectURL), root: folder)
      guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      else { return targets }
      return combining(
        project: targets, projectName: projectURL.lastPathComponent,
        package: Result { try fromPackage(PackageManifest(folder: folder), root: folder) })
    }
    if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      return try fromPackage(PackageManifest(folder: folder), root: folder)
    }
    // Swift Playgrounds apps sit in a `Name.swiftpm` folder.
    let children =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    let playgrounds = children.filter {
      $0.pathExtension == "swiftpm"
        && FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path)
    }
    guard !playgrounds.isEmpty else { return nil }
    return try playgrounds.sorted { $0.path < $1.path }.flatMap {
      try fromPackage(PackageManifest(folder: $0), root: folder)
    }
  }

  /// The app targets of a folder holding both an Xcode project and a `Package.swift`: each
  /// may be the real app (a package app often keeps a stub project for signing, with one
  /// file). The project's targets that compile a file importing SwiftUI are kept, and the
  /// package's app targets whose SwiftUI files no kept project target compiles; a project
  /// target with no SwiftUI file is dropped when the package has the screens. Notes say which.
  static func combining(
    project: [AppTarget], projectName: String, package: Result<[AppTarget], any Error>
  ) -> [AppTarget] {
    func viewFiles(_ target: AppTarget) -> Set<String> {
      Set(target.sources.filter(importsSwiftUI).map { $0.standardizedFileURL.path })
    }
    var kept = project.filter { !viewFiles($0).isEmpty }
    let owned = kept.reduce(into: Set<String>()) { $0.formUnion(viewFiles($1)) }
    var added: [AppTarget] = []
    switch package {
    case .success(let targets):
      for var target in targets where !viewFiles(target).subtracting(owned).isEmpty {
        target.notes.append(
          "the folder has both \(projectName) and Package.swift; target \(target.name) is the package's: "
            + "its SwiftUI files are in no target of the project")
        added.append(target)
      }
    case .failure(let error):
      for index in kept.indices {
        kept[index].notes.append("Package.swift beside \(projectName) was not read: \(error)")
      }
    }
    guard !added.isEmpty else { return kept.isEmpty ? project : kept }
    let dropped = project.filter { viewFiles($0).isEmpty }.map(\.name)
    if !dropped.isEmpty {
      let note =
        "\(projectName)'s target\(dropped.count == 1 ? "" : "s") \(dropped.joined(separator: ", ")) "
        + "compile\(dropped.count == 1 ? "s" : "") no file importing SwiftUI: measured from Package.swift instead"
      added[0].notes.insert(note, at: 0)
    }
    return kept + added
  }

  static func fromXcodeProject(_ project: XcodeProject, root: URL) throws -> [AppTarget] {
    var (manifests, manifestErrors) = localManifests(from: project.localPackageFolders)
    let remote = Self.remoteManifests(pinnedIn: PackagePins.file(forProject: project.url), for: root)
    manifests.merge(remote.manifests) { local, _ in local }
    let byName = Dictionary(project.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    return project.targets.filter(\.isApp).map { target in
      var modules: [LinkedModule] = []
      var unavailable: [String: String] = [:]
      // Framework targets of the same project, compiled from their own files.
      for name in target.targetDependencies {
        // Only what the app links: extensions (widgets, intents) are embedded, not linked.
        guard let framework = byName[name], framework.isLinkedLibrary, !framework.sources.isEmpty else {
          continue
        }
        modules.append(
          LinkedModule(
            name: framework.moduleName, sources: framework.sources, dependencies: [],
            swiftVersion: Self.languageMode(framework.settings["SWIFT_VERSION"]),
            origin: "framework target \(framework.name)", unavailable: nil))
      }
      for product in target.packageProducts {
        if let folder = product.localPath ?? Self.packageFolder(declaring: product.product, in: manifests) {
          guard let manifest = manifests[folder] else {
            unavailable[product.product] =
              manifestErrors[folder] ?? "its package at \(folder.path) has no manifest"
            continue
          }
          for module in Self.modules(of: manifest, all: manifests)
          where !modules.contains(where: { $0.name == module.name }) {
            modules.append(module)
          }
        } else {
          unavailable[product.product] = remote.whyMissing(product.product, from: product.remoteURL)
        }
      }
      return app(
        of: target, root: root, modules: Self.withDependencies(modules, all: manifests),
        unavailable: unavailable)
    }
  }

  /// The manifests of local packages, and of the local packages they depend on, with the
  /// folders whose manifest could not be read.
  private static func localManifests(from folders: [URL]) -> ([URL: PackageManifest], [URL: String]) {
    var manifests: [URL: PackageManifest] = [:]
    var manifestErrors: [URL: String] = [:]
    var folders = folders
    while let folder = folders.popLast() {
      guard manifests[folder] == nil, manifestErrors[folder] == nil else { continue }
      do {
        let manifest = try PackageManifest(folder: folder)
        manifests[folder] = manifest
        // The local packages it depends on, whose products its targets use.
        folders += manifest.localPackagePaths
      } catch {
        manifestErrors[folder] = "\(error)"
      }
    }
    return (manifests, manifestErrors)
  }

  /// An Xcode app target with its Debug settings, read as a mirror target compiles it.
  private static func app(
    of target: XcodeProject.Target, root: URL, modules: [LinkedModule], unavailable: [String: String]
  ) -> AppTarget {
    let swiftVersion = Self.languageMode(target.settings["SWIFT_VERSION"])
    let conditions = (target.settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "")
      .split(separator: " ").map(String.init).filter { $0 != "DEBUG" && !$0.hasPrefix("$(") }
    var features: [String] = []
    if target.settings["SWIFT_APPROACHABLE_CONCURRENCY"] == "YES" {
      // Xcode 26's "Approachable Concurrency" turns these on.
      features += [
        "NonisolatedNonsendingByDefault", "InferIsolatedConformances", "InferSendableFromCaptures",
      ]
    }
    // Xcode passes `-enable-bare-slash-regex` unless a target turns it off, so `/"/` is a
    // regex literal in Swift 5 mode too (Swift 6 has it anyway); SwiftPM's default is off.
    if swiftVersion == "5", target.settings["SWIFT_ENABLE_BARE_SLASH_REGEX"] != "NO" {
      features.append(PackageManifest.bareSlashRegex)
    }
    var app = AppTarget(
      name: target.name, moduleName: target.moduleName, root: root, sources: target.sources,
      resources: target.resources, swiftVersion: swiftVersion,
      defaultIsolation: target.settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor" ? "MainActor" : nil,
      conditions: conditions, upcomingFeatures: features, modules: modules, unavailableModules: unavailable)
    app.assetSymbols = AssetSymbols.Settings(buildSettings: target.settings)
    app.bundleIdentifier = BundleIdentifier(settings: target.settings, targetName: target.name)
    // A target listing none is read as before, every catalog under the folder: its
    // resources may be where the tool does not look (a folder reference).
    let catalogs = target.resources.filter { $0.pathExtension == "xcassets" }
    app.assetCatalogs = catalogs.isEmpty ? nil : catalogs
    if !target.filteredOut.isEmpty {
      let count = target.filteredOut.count
      app.notes.append(
        "target \(target.name) is read for \(target.platform): \(count) file\(count == 1 ? "" : "s") "
          + "its platform filters give to other platforms only are not compiled, as in a build for \(target.platform)"
      )
    }
    if StringCatalogSymbols.isEnabled(buildSettings: target.settings) {
      app.stringCatalogs = StringCatalogSymbols.catalogs(in: target.resources)
    }
    return app
  }

  static func fromPackage(_ manifest: PackageManifest, root: URL) throws -> [AppTarget] {
    var manifests: [URL: PackageManifest] = [manifest.folder: manifest]
    var folders = manifest.localPackagePaths
    var tried: Set<URL> = [manifest.folder]
    while let folder = folders.popLast() {
      guard tried.insert(folder).inserted, let local = try? PackageManifest(folder: folder) else { continue }
      manifests[folder] = local
      folders += local.localPackagePaths
    }
    let remote = Self.remoteManifests(pinnedIn: PackagePins.file(forPackage: manifest.folder), for: root)
    manifests.merge(remote.manifests) { local, _ in local }
    let byName = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let apps = manifest.targets.filter {
      $0.type == "executable" && $0.sources.contains(where: Self.importsSwiftUI)
    }
    return apps.map { target -> AppTarget in
      var modules: [LinkedModule] = []
      var unavailable: [String: String] = [:]
      var visited: Set<String> = []
      func visit(_ name: String) {
        guard visited.insert(name).inserted, let dependency = byName[name] else { return }
        dependency.targetDependencies.forEach(visit)
        modules.append(Self.module(dependency, in: manifest, all: manifests))
      }
      target.targetDependencies.forEach(visit)
      for (product, _) in target.productDependencies {
        if let folder = Self.packageFolder(declaring: product, in: manifests), let local = manifests[folder],
          local.folder != manifest.folder
        {
          for module in Self.modules(of: local, all: manifests)
          where !modules.contains(where: { $0.name == module.name }) {
            modules.append(module)
          }
        } else {
          unavailable[product] = remote.whyMissing(product, from: nil)
        }
      }
      modules = Self.withDependencies(modules, all: manifests)
      let mode = target.swiftLanguageMode ?? manifest.swiftLanguageMode ?? "6"
      var app = AppTarget(
        name: target.name, moduleName: XcodeProject.identifier(target.name), root: root,
        sources: target.sources,
        resources: target.resources, swiftVersion: mode, defaultIsolation: target.defaultIsolation,
        conditions: target.defines.filter { $0 != "DEBUG" }, upcomingFeatures: target.upcomingFeatures,
        modules: modules, unavailableModules: unavailable)
      app.isPackageTarget = true
      app.stringCatalogs = StringCatalogSymbols.catalogs(in: target.resources)
      if manifest.appleBranchTargets.contains(target.name) {
        app.notes.append(
          "target \(target.name) is declared in Package.swift under `#if os(…)` for Apple platforms; "
            + "read with those conditions true, as a build of the app sees it")
      }
      return app
    }
  }

  /// The buildable targets of a local package, dependencies first; one needing a package
  /// from outside the app's folder is marked unavailable.
  private static func modules(of manifest: PackageManifest, all manifests: [URL: PackageManifest])
    -> [LinkedModule]
  {
    var ordered: [PackageManifest.Target] = []
    var visited: Set<String> = []
    let byName = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    func visit(_ target: PackageManifest.Target) {
      guard visited.insert(target.name).inserted else { return }
      target.targetDependencies.compactMap { byName[$0] }.forEach(visit)
      ordered.append(target)
    }
    // A remote package is built for its products only: its other targets (test support,
    // examples) are none of the app's.
    let roots =
      manifest.pin == nil
      ? manifest.targets
      : Set(manifest.products.values.joined()).sorted().compactMap { byName[$0] }
    roots.filter { $0.type == "regular" }.forEach(visit)
    return ordered.filter { $0.type == "regular" }.map { module($0, in: manifest, all: manifests) }
  }

  private static func module(
    _ target: PackageManifest.Target, in manifest: PackageManifest, all manifests: [URL: PackageManifest]
  ) -> LinkedModule {
    let remote = target.productDependencies.filter { product, _ in
      packageFolder(declaring: product, in: manifests) == nil
    }
    // A product of another local package is a module dependency too (`.product(name:
    // "Models", package: "Models")`): it is built first, or its importers are left out.
    let local = target.productDependencies.flatMap { product, _ -> [String] in
      guard let folder = packageFolder(declaring: product, in: manifests), let package = manifests[folder]
      else {
        return []
      }
      return package.products[product] ?? [product]
    }
    return LinkedModule(
      name: moduleName(ofTarget: target.name), sources: target.sources,
      dependencies: (target.targetDependencies + local).map(moduleName(ofTarget:)),
      swiftVersion: target.swiftLanguageMode ?? manifest.swiftLanguageMode ?? "6",
      origin: manifest.pin.map { "remote package \($0.label)" } ?? "local package \(manifest.name)",
      unavailable: remote.isEmpty
        ? nil
        : "it needs \(remote.map(\.product).joined(separator: ", ")) from a package that is neither in the app's "
          + "folder nor pinned in its Package.resolved",
      resources: target.resources, pin: manifest.pin,
      packageFolder: manifest.pin.map { _ in manifest.folder }, package: manifest.name,
      defines: target.defines, defaultIsolation: target.defaultIsolation,
      upcomingFeatures: target.upcomingFeatures
    )
  }

  /// The module SwiftPM makes of a package target: its name with each character that cannot
  /// be in an identifier made `_` (`Kickstarter-Prelude` is imported as `Kickstarter_Prelude`),
  /// as Xcode makes a target's module name.
  static func moduleName(ofTarget name: String) -> String { XcodeProject.identifier(name) }

  /// `modules` with the local modules they depend on added, dependencies first: a package's
  /// module may use a product of another local package the app does not link itself.
  static func withDependencies(_ modules: [LinkedModule], all manifests: [URL: PackageManifest])
    -> [LinkedModule]
  {
    var all = modules
    var index = 0
    while index < all.count {
      for name in all[index].dependencies where !all.contains(where: { $0.name == name }) {
        guard let folder = packageFolder(declaring: name, in: manifests), let manifest = manifests[folder]
        else {
          continue
        }
        all += Self.modules(of: manifest, all: manifests).filter { module in
          !all.contains { $0.name == module.name }
        }
      }
      index += 1
    }
    let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var ordered: [LinkedModule] = []
    var visited: Set<String> = []
    func visit(_ module: LinkedModule) {
      guard visited.insert(module.name).inserted else { return }
      module.dependencies.compactMap { byName[$0] }.forEach(visit)
      ordered.append(module)
    }
    all.forEach(visit)
    return ordered
  }

  /// The local package whose targets include one named `product` (SwiftPM apps name a
  /// product after its target almost always).
  private static func packageFolder(declaring product: String, in manifests: [URL: PackageManifest]) -> URL? {
    // In a fixed order, the app's own packages before its remote ones: two may declare one name.
    manifests.sorted {
      ($0.value.pin == nil ? 0 : 1, $0.key.path) < ($1.value.pin == nil ? 0 : 1, $1.key.path)
    }
    .first { $0.value.products[product] != nil || $0.value.targets.contains { $0.name == product } }?.key
  }

  /// `"5.0"` → `"5"`; Xcode's default when unset is Swift 5.
  static func languageMode(_ setting: String?) -> String {
    guard let major = setting?.split(separator: ".").first, let number = Int(major) else { return "5" }
    return number >= 6 ? "6" : "5"
  }

  /// The resources a mirror can copy (data files; asset catalogs and string catalogs need
  /// Xcode's compilers).
  var copiableResources: [URL] { resources.filter(Self.isCopiable) }

  static func isCopiable(_ url: URL) -> Bool {
    ![
      "xcassets", "xcstrings", "strings", "storyboard", "xib", "entitlements", "plist", "md", "docc", "lproj",
    ]
    .contains(url.pathExtension)
  }

  static func importsSwiftUI(_ url: URL) -> Bool {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
    return SourceFile(url: url, relativePath: url.lastPathComponent, text: text).isViewFile
  }
}
