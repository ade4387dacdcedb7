import Foundation

// The package builds only the stand-ins its app names: ViewGraph's product `ViewGraphMirror`
// (ViewGraph, its Combine and what Foundation lacks) and one product a stand-in the app's
// files import, rather than all of them. A clean build, what a CI run without a cache pays,
// is spared the stand-ins no file loads (scripts/measure-adoption-build).
extension TestPackageWriter {
  /// ViewGraph's product that every target of the mirror depends on.
  static let mirrorProduct = "ViewGraphMirror"

  /// The stand-ins in ``mirrorProduct`` because every file of a mirror imports them, as
  /// Apple's Foundation brings them along (MirrorSettings.linuxFlags).
  static let mirrorStandIns = Set(
    MirrorSettings.standInAliases.filter { MirrorSettings.implicitStandIns.contains($0.framework) }.map(
      \.module))

  /// The stand-in modules of the frameworks the app's files name in an `import` or a
  /// `canImport(…)`, whether the file is kept or left out (the imports of left-out files are
  /// kept, LeftOutImports.swift), and in whatever `#if` branch: one built for nothing costs a
  /// few seconds, one missing fails the build.
  var standInProducts: [String] {
    let texts =
      (plan.kept + plan.leftOut.map(\.file)).map(\.text)
      + keptModules.flatMap { linked in
        linked.sources.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
      }
    return MirrorSettings.standInAliases.filter { alias in
      !Self.mirrorStandIns.contains(alias.module) && !ShadowedStandIns.frameworks.contains(alias.framework)
        && texts.contains { Self.names(framework: alias.framework, in: $0) }
    }.map(\.module)
  }

  /// Whether `text` imports `framework` or asks `canImport(framework)`.
  static func names(framework: String, in text: String) -> Bool {
    guard text.contains(framework) else { return false }
    let name = NSRegularExpression.escapedPattern(for: framework)
    let pattern = #"(\bimport\s+(\w+\s+)?"# + name + #"\b)|(canImport\(\s*"# + name + #"\b)"#
    return text.range(of: pattern, options: .regularExpression) != nil
  }

  /// The `standIns` declaration of `Package.swift`: the products of those stand-ins.
  var standInProductsLine: String {
    let products = standInProducts.map { "  .product(name: \"\($0)\", package: \"StateHarness\"),\n" }
    return "let standIns: [Target.Dependency] = [" + (products.isEmpty ? "" : "\n" + products.joined()) + "]"
  }
}
