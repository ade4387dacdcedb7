import Foundation

/// The Swift files the tool writes beside an app's own, as Xcode and SwiftPM generate them
/// for a build: the imports of left-out files, asset and string catalog symbols,
/// `Bundle.module`. The check compiles them and `init` writes them into the package, so
/// both compile the same module.
enum GeneratedSources {
  /// `kept` with the files the tool writes for `project` beside them (none when nothing is
  /// kept), each written into `scratch`; the project's generated files (placeholders) are
  /// compiled even alone: a placeholder must compile to be kept.
  static func withGeneratedFiles(
    _ kept: [SourceFile], project: Project, leftOut: [SourceFile], available: Set<String>, scratch: URL
  ) throws -> [SourceFile] {
    var compiled = kept
    let module = project.settings.moduleName
    func written(_ text: String, as name: String, relativePath: String) throws -> SourceFile {
      let url = scratch.appendingPathComponent("\(module)-\(name).swift")
      try text.write(to: url, atomically: true, encoding: .utf8)
      return SourceFile(url: url, relativePath: relativePath, text: text)
    }
    if !compiled.isEmpty,
      let imports = LeftOutImports.source(
        leftOut: project.leftOutEarlier + leftOut, kept: compiled,
        importable: { SourceFile.availableModules.contains($0) || available.contains($0) },
        settings: project.settings)
    {
      compiled.append(
        try written(imports, as: "ImportsOfLeftOutFiles", relativePath: LeftOutImports.relativePath))
    }
    if !compiled.isEmpty, project.assetSymbols.resources,
      let assets = AssetSymbols.source(
        for: project.root, catalogs: project.assetCatalogs,
        declaredStatics: AssetSymbols.declaredStatics(in: project.files.map(\.text)),
        extensions: project.assetSymbols.extensions)
    {
      compiled.append(
        try written(assets, as: "GeneratedAssetSymbols", relativePath: "(asset catalog symbols)"))
    }
    if !compiled.isEmpty, let strings = StringCatalogSymbols.source(for: project.stringCatalogs) {
      compiled.append(
        try written(strings, as: "GeneratedStringSymbols", relativePath: "(string catalog symbols)"))
    }
    if !compiled.isEmpty, project.hasResourceBundle {
      compiled.append(try resourceBundleAccessor(for: module, in: scratch))
    }
    for (index, generated) in project.generatedFiles.enumerated() {
      compiled.append(
        try written(generated.text, as: "generated-\(index)", relativePath: generated.relativePath))
    }
    return compiled
  }

  /// The asset symbols of the catalogs in a module's folder (the folder holding all its
  /// sources), or nil when it has none.
  static func assetSymbols(for module: AppTarget.LinkedModule, in scratch: URL) throws -> SourceFile? {
    guard let text = assetSymbolsSource(for: module) else { return nil }
    let url = scratch.appendingPathComponent("\(module.name)-GeneratedAssetSymbols.swift")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return SourceFile(url: url, relativePath: "(asset catalog symbols of \(module.name))", text: text)
  }

  /// The text of a module's asset symbols, which `init` writes into its target too.
  static func assetSymbolsSource(for module: AppTarget.LinkedModule) -> String? {
    guard let first = module.sources.first else { return nil }
    var folder = first.deletingLastPathComponent().standardizedFileURL
    for source in module.sources.dropFirst() {
      while !source.standardizedFileURL.path.hasPrefix(folder.path + "/") && folder.pathComponents.count > 1 {
        folder = folder.deletingLastPathComponent()
      }
    }
    let texts = module.sources.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
    return AssetSymbols.source(for: folder, declaredStatics: AssetSymbols.declaredStatics(in: texts))
  }

  /// The symbols of a module's string catalogs (Xcode generates them for every package
  /// target), or nil when it has none.
  static func stringSymbols(for module: AppTarget.LinkedModule, in scratch: URL) throws -> SourceFile? {
    guard let text = StringCatalogSymbols.source(for: StringCatalogSymbols.catalogs(in: module.resources))
    else {
      return nil
    }
    let url = scratch.appendingPathComponent("\(module.name)-GeneratedStringSymbols.swift")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return SourceFile(url: url, relativePath: "(string catalog symbols of \(module.name))", text: text)
  }

  /// What SwiftPM generates for a target with resources, `Bundle.module`, which the mirror
  /// target has too (it bundles the same resources).
  static func resourceBundleAccessor(for module: String, in scratch: URL) throws -> SourceFile {
    let url = scratch.appendingPathComponent("\(module)-resource_bundle_accessor.swift")
    let accessor = "import Foundation\nextension Foundation.Bundle { static let module = Bundle.main }\n"
    try accessor.write(to: url, atomically: true, encoding: .utf8)
    return SourceFile(url: url, relativePath: "(resource bundle accessor)", text: accessor)
  }

}
