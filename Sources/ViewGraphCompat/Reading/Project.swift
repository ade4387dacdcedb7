import Foundation

/// One app target as the tool compiles it: its own files, the modules it links from the
/// app's folder, and the settings its mirror target would use.
struct Project {
  let name: String
  let root: URL
  let files: [SourceFile]
  var settings: MirrorSettings
  var modules: [AppTarget.LinkedModule] = []
  /// Modules the target links that cannot be built here, with why.
  var unavailableModules: [String: String] = [:]
  /// The files this project reports on; `nil` for all. Without a project file, files shared
  /// by several `@main` folders are reported with the first only.
  var reportedPaths: Set<String>? = nil
  /// Files the tool writes and compiles with the target's (placeholders for left-out views).
  var generatedFiles: [SourceFile] = []
  /// Whether the target's resources are reached through a generated `Bundle.module`.
  var hasResourceBundle = false
  /// Which asset symbols its build generates; without a project, all of them.
  var assetSymbols = AssetSymbols.Settings()
  /// The string catalogs whose symbols its build generates; without a project, all under
  /// its folder.
  var stringCatalogs: [URL] = []
  /// The asset catalogs its project lists; nil takes every one under its folder.
  var assetCatalogs: [URL]? = nil
  /// How the tool read the project, printed under its header.
  var notes: [String] = []
  /// The target's `.swift` files that cannot be read as source, with why: counted as not
  /// compiling.
  var unreadable: [UnreadableFile] = []
  /// Files of the target an earlier round of a settlement left out: not compiled, but what
  /// they declare still names why a file that uses it fails (it is blocked, not failing).
  var leftOutEarlier: [SourceFile] = []

  func reports(_ file: SourceFile) -> Bool { reportedPaths?.contains(file.relativePath) ?? true }

  /// The app targets in `folder` as a build sees them: from the Xcode project or
  /// `Package.swift` when there is one (target membership, settings, local packages), else
  /// the folder's Swift files split into one app per `@main`. With `eachSubfolder`, every
  /// folder directly inside is read that way.
  static func projects(in folder: URL, eachSubfolder: Bool, swiftVersion: String?) throws -> [Project] {
    if eachSubfolder {
      let children =
        (try? FileManager.default.contentsOfDirectory(
          at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
      return try children.sorted { $0.path < $1.path }
        .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        .flatMap { child in
          try projects(in: child, eachSubfolder: false, swiftVersion: swiftVersion).map { project in
            var project = project
            project.settings.swiftVersion = swiftVersion ?? project.settings.swiftVersion
            return project.renamed("\(child.lastPathComponent)/\(project.name)")
          }
        }
    }
    let root = folder.standardizedFileURL.resolvingSymlinksInPath()
    if let targets = try AppTarget.read(from: root) {
      // Each target reports all its files; the total counts a shared file once.
      return targets.map { target in
        var project = Project(target: target)
        if let swiftVersion { project.settings.swiftVersion = swiftVersion }
        return project
      }
    }
    return FolderScan(root: root).projects(swiftVersion: swiftVersion ?? "5")
  }

  init(target: AppTarget) {
    name = target.name
    root = target.root
    files = target.sources.compactMap { SourceFile(url: $0, root: target.root) }
    unreadable = UnreadableFile.find(
      in: target.sources.filter { $0.pathExtension == "swift" }, root: target.root)
    settings = MirrorSettings(target: target)
    settings.hasEntryPoint = files.contains(where: \.isAppEntry)
    modules = target.modules
    unavailableModules = target.unavailableModules
    hasResourceBundle = target.isPackageTarget && !target.resources.isEmpty
    assetSymbols = target.assetSymbols
    stringCatalogs = target.stringCatalogs
    assetCatalogs = target.assetCatalogs
    notes = target.notes
  }

  init(name: String, root: URL, files: [SourceFile], settings: MirrorSettings, reportedPaths: Set<String>?) {
    self.name = name
    self.root = root
    self.files = files
    self.settings = settings
    self.settings.hasEntryPoint = files.contains(where: \.isAppEntry)
    self.reportedPaths = reportedPaths
    stringCatalogs = StringCatalogSymbols.catalogs(under: root)
  }

  func renamed(_ name: String) -> Project {
    var copy = Project(name: name, root: root, files: files, settings: settings, reportedPaths: reportedPaths)
    copy.modules = modules
    copy.unavailableModules = unavailableModules
    copy.hasResourceBundle = hasResourceBundle
    copy.assetSymbols = assetSymbols
    copy.stringCatalogs = stringCatalogs
    copy.assetCatalogs = assetCatalogs
    copy.notes = notes
    copy.unreadable = unreadable
    return copy
  }
}

/// A folder with neither an Xcode project nor a manifest: its Swift files, one app per `@main`.
struct FolderScan {
  let root: URL

  var files: [SourceFile] {
    swiftFiles.compactMap { SourceFile(url: $0, root: root) }.sorted { $0.relativePath < $1.relativePath }
  }

  /// The folder's `.swift` files that cannot be read as source, with why.
  var unreadable: [UnreadableFile] {
    UnreadableFile.find(in: swiftFiles, root: root).sorted { $0.relativePath < $1.relativePath }
  }

  private var swiftFiles: [URL] {
    var files: [URL] = []
    let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]
    let enumerator = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      if skipped.contains(url.lastPathComponent) {
        enumerator?.skipDescendants()
        continue
      }
      guard url.pathExtension == "swift", url.lastPathComponent != "Package.swift" else { continue }
      files.append(url)
    }
    return files
  }

  /// One project per `@main` file: a target is the widest folder around its `@main` file
  /// that holds no other; files outside every such folder are shared and compiled into each
  /// target, reported with the first. Two `@main`s in one folder cannot be told apart
  /// without a project file: the folder is one project (and fails to link, as it would).
  func projects(swiftVersion: String) -> [Project] {
    let files = self.files
    let name = root.lastPathComponent
    let settings = MirrorSettings(moduleName: XcodeProject.identifier(name), swiftVersion: swiftVersion)
    let entries = files.filter(\.isAppEntry).map { $0.relativePath.split(separator: "/").dropLast() }
    var project = Project(name: name, root: root, files: files, settings: settings, reportedPaths: nil)
    // Reported with the first project: a file that cannot be read belongs to none for sure.
    project.unreadable = unreadable
    let whole = [project]
    guard entries.count > 1 else { return whole }
    var roots: [String] = []
    for (index, folders) in entries.enumerated() {
      let others = entries.enumerated().filter { $0.offset != index }.map(\.element)
      guard
        let depth = (1...max(folders.count, 1)).first(where: { depth in
          depth <= folders.count
            && !others.contains { $0.count >= depth && $0.prefix(depth) == folders.prefix(depth) }
        })
      else { return whole }
      roots.append(folders.prefix(depth).joined(separator: "/") + "/")
    }
    let shared = files.filter { file in !roots.contains { file.relativePath.hasPrefix($0) } }
    let unreadable = self.unreadable
    return roots.enumerated().map { index, folder in
      let own = files.filter { $0.relativePath.hasPrefix(folder) }
      let reported = own + (index == 0 ? shared : [])
      var settings = settings
      settings.moduleName = XcodeProject.identifier(
        String(folder.dropLast().split(separator: "/").last ?? "App"))
      var project = Project(
        name: "\(name)/\(folder.dropLast())", root: root, files: own + shared, settings: settings,
        reportedPaths: Set(reported.map(\.relativePath)))
      if index == 0 { project.unreadable = unreadable }
      return project
    }
  }
}

extension SourceFile {
  /// The file at `url`, its path reported relative to `root`; nil when it cannot be read
  /// (``UnreadableFile`` says why).
  init?(url: URL, root: URL) {
    guard let data = try? Data(contentsOf: url), !data.contains(0),
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    self.init(url: url, relativePath: Self.relativePath(of: url, in: root), text: text)
  }

  /// `url`'s path inside `root`, or whole when it is elsewhere.
  static func relativePath(of url: URL, in root: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.standardizedFileURL.path
    return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
  }
}
