/// The imports a mirror keeps from the files it leaves out.
///
/// An import makes a module's extension members visible in every file of the importing
/// module, not only in its own file (unless the target enables `MemberImportVisibility`).
/// An app's screens use `Color.acText` from its `UI` package, which only one of its
/// files imports; when the mirror leaves that file out (it imports UIKit), the screens lose
/// the colours although nothing in them changed. The mirror compiles one more file holding
/// those imports, so what compiles in Xcode compiles here.
enum LeftOutImports {
  /// How the generated file is named in the tool's output.
  static let relativePath = "(imports of left-out files)"
  /// Its name in a mirror `init` writes.
  static let fileName = "ImportsOfLeftOutFiles.swift"

  /// The generated file's text: each module a left-out file imports that no kept file
  /// imports and that the mirror can load; nil when there is none.
  ///
  /// `importable` says whether the mirror can load a module (a stand-in or a module it built).
  static func source(
    leftOut: [SourceFile], kept: [SourceFile], importable: (String) -> Bool, settings: MirrorSettings
  ) -> String? {
    // With the feature on, an import reaches its own file only: there is nothing to keep.
    guard !settings.upcomingFeatures.contains("MemberImportVisibility") else { return nil }
    let keptImports = Set(kept.flatMap(\.imports))
    var modules: [String] = []
    for module in leftOut.flatMap(\.imports)
    where module != settings.moduleName && !keptImports.contains(module) && !modules.contains(module)
      && importable(module)
    {
      modules.append(module)
    }
    guard !modules.isEmpty else { return nil }
    return "// Imports of files the mirror leaves out: their extension members are visible in\n"
      + "// every file of the module, as in the app's build.\n"
      + modules.sorted().map { "import \($0)\n" }.joined()
  }
}
