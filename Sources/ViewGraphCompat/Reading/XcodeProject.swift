import Foundation

/// What an Xcode project says about its targets: which files each compiles, its Debug build
/// settings, the packages and framework targets it links. Read from `project.pbxproj`, so
/// the tool compiles what Xcode compiles, not whatever Swift files lie in the folder.
struct XcodeProject {
  /// The `.xcodeproj` folder.
  let url: URL
  /// The folder paths in the project are relative to (`SOURCE_ROOT`).
  let sourceRoot: URL
  let targets: [Target]
  /// Folders the project references that hold a `Package.swift` (a local package added as a
  /// folder, `..` included), wherever they are.
  let referencedPackageFolders: [URL]

  struct Target {
    let name: String
    /// `com.apple.product-type.application`, `…framework`, …
    let productType: String
    let sources: [URL]
    let resources: [URL]
    /// Debug settings, the target's over the project's (`$(inherited)` joined).
    let settings: [String: String]
    /// Swift package products the target links.
    let packageProducts: [PackageProduct]
    /// Native targets of the same project this one depends on (frameworks it embeds).
    let targetDependencies: [String]
    /// The platform its files were chosen for (`ios`, `macos`), as Xcode names it in a
    /// file's platform filters.
    var platform = "ios"
    /// Files left out because their platform filters name other platforms only.
    var filteredOut: [URL] = []

    /// An app (iOS, macOS, watchOS, visionOS) or the extension holding a watch app's code.
    var isApp: Bool {
      productType.hasPrefix("com.apple.product-type.application")
        && productType != "com.apple.product-type.application.watchapp2-container"
        || productType == "com.apple.product-type.watchkit2-extension"
    }

    /// A framework or library the app links (not an extension it embeds).
    var isLinkedLibrary: Bool {
      productType.hasSuffix(".framework") || productType.contains(".library.")
    }

    /// The module name the target's files are compiled into.
    var moduleName: String {
      let product = settings["PRODUCT_MODULE_NAME"] ?? settings["PRODUCT_NAME"] ?? name
      let resolved = product.replacingOccurrences(of: "$(TARGET_NAME)", with: name)
        .replacingOccurrences(of: "${TARGET_NAME}", with: name)
      return XcodeProject.identifier(resolved.contains("$") ? name : resolved)
    }
  }

  struct PackageProduct: Hashable {
    let product: String
    /// A package in the app's folder, or nil for a remote one.
    let localPath: URL?
    let remoteURL: String?
  }

  /// The first `.xcodeproj` directly inside `folder`, or in a folder one level down.
  static func find(in folder: URL) -> URL? {
    let manager = FileManager.default
    func projects(in url: URL) -> [URL] {
      ((try? manager.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
        .filter { $0.pathExtension == "xcodeproj" }.sorted { $0.path < $1.path }
    }
    if let project = projects(in: folder).first { return project }
    let children = ((try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
      .filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
    return children.lazy.compactMap { projects(in: $0).first }.first
  }

  init(url: URL) throws {
    self.url = url
    let file = url.appendingPathComponent("project.pbxproj")
    let text: String
    do { text = try String(contentsOf: file, encoding: .utf8) } catch {
      throw ProjectReadingError(file: file.path, problem: "cannot be read (\(error.localizedDescription))")
    }
    let root: PropertyList
    do { root = try PropertyList.parse(text) } catch {
      throw ProjectReadingError(file: file.path, problem: "is not a property list Xcode writes: \(error)")
    }
    let objects = root["objects"]?.dictionary ?? [:]
    guard let rootID = root["rootObject"]?.string, let project = objects[rootID] else {
      throw ProjectReadingError(file: file.path, problem: "names no root object")
    }
    let projectFolder = url.deletingLastPathComponent()
    let sourceRoot = projectFolder.appendingPathComponent(project["projectDirPath"]?.string ?? "")
      .standardizedFileURL
    self.sourceRoot = sourceRoot
    let paths = ObjectPaths(objects: objects, sourceRoot: sourceRoot, mainGroup: project["mainGroup"]?.string)
    let projectSettings = Self.debugSettings(of: project["buildConfigurationList"]?.string, in: objects)
    let nativeTargetNames = Dictionary(
      objects.compactMap { id, object in
        object["isa"]?.string == "PBXNativeTarget" ? (id, object["name"]?.string ?? id) : nil
      },
      uniquingKeysWith: { first, _ in first })

    referencedPackageFolders = Self.packageFolders(in: objects, paths: paths, sourceRoot: sourceRoot)
    let context = TargetContext(
      objects: objects, paths: paths, sourceRoot: sourceRoot, projectSettings: projectSettings,
      nativeTargetNames: nativeTargetNames)
    targets = (project["targets"]?.array.compactMap(\.string) ?? []).compactMap(context.target)
  }

  /// Folders the project references that hold a `Package.swift`.
  private static func packageFolders(
    in objects: [String: PropertyList], paths: ObjectPaths, sourceRoot: URL
  ) -> [URL] {
    objects.keys.sorted().compactMap { id -> URL? in
      let isa = objects[id]?["isa"]?.string
      // A local package the project lists, whether or not a product names it as its package.
      if isa == "XCLocalSwiftPackageReference", let path = objects[id]?["relativePath"]?.string {
        return sourceRoot.appendingPathComponent(path).standardizedFileURL
      }
      guard isa == "PBXFileReference" || isa == "PBXGroup", let url = paths.url(of: id)?.standardizedFileURL,
        url != sourceRoot,
        FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
      else { return nil }
      return url
    }
  }

  /// What reading one native target needs of the project.
  private struct TargetContext {
    let objects: [String: PropertyList]
    let paths: ObjectPaths
    let sourceRoot: URL
    let projectSettings: [String: String]
    let nativeTargetNames: [String: String]

    /// The files a target's build phases and synchronized folders hold, sorted into sources,
    /// resources and files its platform filters leave out.
    struct Files {
      var sources: [URL] = []
      var resources: [URL] = []
      var filteredOut: [URL] = []

      mutating func add(_ url: URL) {
        if url.pathExtension == "swift" { sources.append(url) } else { resources.append(url) }
      }
    }

    func target(_ targetID: String) -> Target? {
      guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else { return nil }
      var settings = projectSettings
      for (key, value) in XcodeProject.debugSettings(
        of: target["buildConfigurationList"]?.string, in: objects)
      {
        settings[key] = value.replacingOccurrences(of: "$(inherited)", with: projectSettings[key] ?? "")
          .trimmingCharacters(in: .whitespaces)
      }
      // A multiplatform target compiles some files for one platform only; the tool builds it
      // for one platform, its main one, as `init`'s package does.
      let platform = XcodeProject.mainPlatform(settings)
      var files = Files()
      addBuildPhaseFiles(of: target, platform: platform, to: &files)
      addSynchronizedFiles(of: target, id: targetID, platform: platform, to: &files)
      let dependencies = (target["dependencies"]?.array.compactMap(\.string) ?? []).compactMap {
        objects[$0]?["target"]?.string.flatMap { nativeTargetNames[$0] }
      }
      var built = Target(
        name: target["name"]?.string ?? targetID,
        productType: target["productType"]?.string ?? "",
        sources: XcodeProject.unique(files.sources), resources: XcodeProject.unique(files.resources),
        settings: settings, packageProducts: packageProducts(of: target), targetDependencies: dependencies)
      built.platform = platform
      built.filteredOut = XcodeProject.unique(files.filteredOut)
      return built
    }

    private func addBuildPhaseFiles(of target: PropertyList, platform: String, to files: inout Files) {
      for phaseID in target["buildPhases"]?.array.compactMap(\.string) ?? [] {
        guard let phase = objects[phaseID] else { continue }
        let isa = phase["isa"]?.string
        guard isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
        for buildFileID in phase["files"]?.array.compactMap(\.string) ?? [] {
          guard let buildFile = objects[buildFileID], let reference = buildFile["fileRef"]?.string else {
            continue
          }
          let filters =
            buildFile["platformFilters"]?.array.compactMap(\.string)
            ?? buildFile["platformFilter"]?.string.map { [$0] } ?? []
          if !filters.isEmpty && !filters.contains(platform) {
            files.filteredOut += paths.files(of: reference)
            continue
          }
          // A Sources phase also compiles C, Metal and Xcode's generated code
          // (`.intentdefinition`, `.xcdatamodeld`): only Swift files go to swiftc.
          for url in paths.files(of: reference) {
            if isa == "PBXSourcesBuildPhase" {
              if url.pathExtension == "swift" { files.sources.append(url) }
            } else {
              files.resources.append(url)
            }
          }
        }
      }
    }

    private func addSynchronizedFiles(
      of target: PropertyList, id targetID: String, platform: String, to files: inout Files
    ) {
      // Xcode 16's synchronized folders: every file inside is a member, but for the
      // exceptions listed for this target.
      let held = target["fileSystemSynchronizedGroups"]?.array.compactMap(\.string) ?? []
      for groupID in held {
        guard let folder = paths.url(of: groupID) else { continue }
        let excluded = XcodeProject.membershipExceptions(of: groupID, target: targetID, in: objects)
        let filters = XcodeProject.platformFilters(of: groupID, target: targetID, in: objects)
        for file in XcodeProject.files(under: folder) {
          let relative = String(file.path.dropFirst(folder.path.count + 1))
          if let only = filters.first(where: { relative == $0.key || relative.hasPrefix($0.key + "/") })?
            .value,
            !only.contains(platform)
          {
            files.filteredOut.append(file)
            continue
          }
          // An exception names a file or a folder, whose files are all excepted (a local
          // package inside the app's folder).
          if excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
          files.add(file)
        }
      }
      // A file of a synchronized folder this target does not hold, added to it alone.
      for (groupID, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
        guard !held.contains(groupID), let folder = paths.url(of: groupID) else { continue }
        for relative in XcodeProject.membershipExceptions(of: groupID, target: targetID, in: objects) {
          files.add(folder.appendingPathComponent(relative))
        }
      }
    }

    private func packageProducts(of target: PropertyList) -> [PackageProduct] {
      (target["packageProductDependencies"]?.array.compactMap(\.string) ?? []).compactMap {
        id -> PackageProduct? in
        guard let dependency = objects[id], let name = dependency["productName"]?.string else { return nil }
        let package = dependency["package"]?.string.flatMap { objects[$0] }
        if let path = package?["relativePath"]?.string {
          return PackageProduct(
            product: name, localPath: sourceRoot.appendingPathComponent(path).standardizedFileURL,
            remoteURL: nil)
        }
        return PackageProduct(product: name, localPath: nil, remoteURL: package?["repositoryURL"]?.string)
      }
    }
  }

  /// Local packages the project references, linked by a target or not (older projects list
  /// a local package as a folder reference and link its products without naming it).
  var localPackageFolders: [URL] {
    let manager = FileManager.default
    var folders = Set(
      targets.flatMap { $0.packageProducts.compactMap(\.localPath) } + referencedPackageFolders)
    // Folder references and groups holding a manifest, anywhere under the project.
    let enumerator = manager.enumerator(
      at: sourceRoot, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      let name = url.lastPathComponent
      if [".build", "DerivedData", "Pods", "Carthage", "node_modules"].contains(name)
        || name.hasSuffix(".xcodeproj")
      {
        enumerator?.skipDescendants()
        continue
      }
      // A test package init wrote declares targets named as the app's modules: it is no
      // package of the app's.
      if manager.fileExists(atPath: url.appendingPathComponent("Sources/.viewgraph-mirror").path) {
        enumerator?.skipDescendants()
        continue
      }
      if name == "Package.swift", url.deletingLastPathComponent().standardizedFileURL != sourceRoot {
        folders.insert(url.deletingLastPathComponent().standardizedFileURL)
      }
    }
    return folders.sorted { $0.path < $1.path }
  }

  private static func debugSettings(of listID: String?, in objects: [String: PropertyList]) -> [String:
    String]
  {
    guard let listID, let list = objects[listID] else { return [:] }
    let configurations =
      list["buildConfigurations"]?.array.compactMap { $0.string.flatMap { objects[$0] } } ?? []
    let debug =
      configurations.first { $0["name"]?.string == "Debug" }
      ?? configurations.first { $0["name"]?.string == list["defaultConfigurationName"]?.string }
      ?? configurations.first
    var settings: [String: String] = [:]
    for (key, value) in debug?["buildSettings"]?.dictionary ?? [:] {
      settings[key] = value.string ?? value.array.compactMap(\.string).joined(separator: " ")
    }
    return settings
  }

  /// The platform a target's files are chosen for: iOS when it builds for iOS (a
  /// multiplatform app's main one), else the platform of its SDK; in the names Xcode's
  /// platform filters use.
  static func mainPlatform(_ settings: [String: String]) -> String {
    let names = [
      "iphoneos": "ios", "macosx": "macos", "appletvos": "tvos", "watchos": "watchos", "xros": "xros",
    ]
    let supported = (settings["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ").map(String.init)
    let sdk = settings["SDKROOT"] ?? ""
    if sdk == "iphoneos" || supported.contains("iphoneos") { return "ios" }
    if let name = names[sdk] { return name }
    return supported.lazy.compactMap { names[$0] }.first ?? "ios"
  }

  /// A synchronized folder's files (or folders) this target compiles for some platforms only,
  /// with those platforms.
  private static func platformFilters(
    of groupID: String, target: String, in objects: [String: PropertyList]
  ) -> [String: [String]] {
    let exceptions = objects[groupID]?["exceptions"]?.array.compactMap(\.string) ?? []
    var filters: [String: [String]] = [:]
    for exception in exceptions.compactMap({ objects[$0] })
    where exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet"
      && exception["target"]?.string == target
    {
      for (path, platforms) in exception["platformFiltersByRelativePath"]?.dictionary ?? [:] {
        filters[path] = platforms.array.compactMap(\.string)
      }
    }
    return filters
  }

  private static func membershipExceptions(
    of groupID: String, target: String, in objects: [String: PropertyList]
  ) -> Set<String> {
    let exceptions = objects[groupID]?["exceptions"]?.array.compactMap(\.string) ?? []
    return Set(
      exceptions.compactMap { objects[$0] }
        .filter {
          $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet"
            && $0["target"]?.string == target
        }
        .flatMap { $0["membershipExceptions"]?.array.compactMap(\.string) ?? [] })
  }

  /// The files under a synchronized folder; a folder with an extension (`.xcassets`,
  /// `.bundle`) is one resource, as Xcode treats it.
  private static func files(under folder: URL) -> [URL] {
    var files: [URL] = []
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
      if isDirectory {
        if !url.pathExtension.isEmpty {
          files.append(url)
          enumerator?.skipDescendants()
        }
        continue
      }
      files.append(url)
    }
    return files.sorted { $0.path < $1.path }
  }

  private static func unique(_ urls: [URL]) -> [URL] {
    var seen: Set<String> = []
    return urls.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
  }

  /// A name usable as a Swift module name: Xcode replaces what is not a letter, digit or `_`.
  static func identifier(_ name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if result.first?.isNumber == true { result = "_" + result }
    return result.isEmpty ? "App" : result
  }
}

/// Resolves a group's or file reference's path on disk through its enclosing groups.
private struct ObjectPaths {
  let objects: [String: PropertyList]
  let sourceRoot: URL
  let parents: [String: String]
  let mainGroup: String?

  init(objects: [String: PropertyList], sourceRoot: URL, mainGroup: String?) {
    self.objects = objects
    self.sourceRoot = sourceRoot
    self.mainGroup = mainGroup
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"]?.array.compactMap(\.string) ?? [] { parents[child] = id }
    }
    self.parents = parents
  }

  /// The file or folder an object stands for, or nil when it lies outside the sources (the
  /// SDK, built products).
  func url(of id: String, depth: Int = 0) -> URL? {
    guard depth < 64, let object = objects[id] else { return nil }
    let path = object["path"]?.string
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>":
      let base: URL?
      if let parent = parents[id] { base = url(of: parent, depth: depth + 1) } else { base = sourceRoot }
      guard let base else { return nil }
      return path.map { XcodeProject.appending($0, to: base) } ?? base
    case "SOURCE_ROOT":
      return path.map { XcodeProject.appending($0, to: sourceRoot) } ?? sourceRoot
    case "<absolute>":
      return path.map { URL(fileURLWithPath: $0) }
    default:
      return nil
    }
  }

  /// The files a build file's reference stands for: the file, or each localization of a
  /// variant group.
  func files(of id: String) -> [URL] {
    guard let object = objects[id] else { return [] }
    if object["isa"]?.string == "PBXVariantGroup" {
      return (object["children"]?.array.compactMap(\.string) ?? []).compactMap { url(of: $0) }
    }
    return url(of: id).map { [$0] } ?? []
  }
}

/// A project file the tool could not use.
struct ProjectReadingError: Error, CustomStringConvertible {
  let file: String
  let problem: String
  var description: String { "\(file) \(problem)" }
}

extension XcodeProject {
  /// `path` below `base`, each component matched without regard to case when the exact name
  /// is missing: macOS file systems ignore case, so a project naming `Views/Theming` builds
  /// from a folder `views/theming` there, and Linux must find it too.
  static func appending(_ path: String, to base: URL) -> URL {
    let exact = base.appendingPathComponent(path)
    guard !FileManager.default.fileExists(atPath: exact.path) else { return exact }
    var url = base
    for component in path.split(separator: "/").map(String.init) {
      let candidate = url.appendingPathComponent(component)
      if FileManager.default.fileExists(atPath: candidate.path) || component == "." || component == ".." {
        url = candidate
      } else if let match = (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.first(where: {
        $0.lowercased() == component.lowercased()
      }) {
        url = url.appendingPathComponent(match)
      } else {
        url = candidate
      }
    }
    return url
  }
}
