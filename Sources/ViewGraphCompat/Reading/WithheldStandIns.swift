/// Stand-ins a run leaves unloaded (`--without-stand-in SwiftData`), to measure what one
/// brings back: a file importing the framework is left out for its import, and
/// `#if canImport` of it is false, as before ViewGraph stood in for it. Everything else the
/// run does is the same tool's, so the difference with a plain run is the stand-in's alone.
///
/// ```swift
/// WithheldStandIns.$frameworks.withValue(["SwiftData"]) {
///   SourceFile.availableModules.contains("SwiftData")  // false
/// }
/// ```
enum WithheldStandIns {
  /// The frameworks whose stand-ins are not loaded, for the work done within `withValue`.
  @TaskLocal static var frameworks: Set<String> = []

  /// The frameworks `--without-stand-in` takes: those ViewGraph stands in for.
  static var withholdable: [String] { MirrorSettings.standInAliases.map(\.framework) }

  /// The frameworks a `--without-stand-in` value names (`SwiftData` or `SwiftData,UIKit`),
  /// or the problem with it, as the tool prints it.
  static func parse(_ value: String, isInit: Bool) -> Result<Set<String>, Problem> {
    if isInit {
      return .failure(
        Problem(
          text: "viewgraph-compat: --without-stand-in measures a check run; init loads every stand-in. "
            + "Run it without init (viewgraph-compat <folder> --without-stand-in \(value))."))
    }
    let names = value.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
    if let unknown = names.first(where: { !withholdable.contains($0) }) ?? (names.isEmpty ? value : nil) {
      return .failure(
        Problem(
          text: "viewgraph-compat: --without-stand-in \(unknown) is no framework ViewGraph stands in for; "
            + "give one of \(withholdable.joined(separator: ", "))."))
    }
    return .success(Set(names))
  }

  /// Why a `--without-stand-in` value cannot be used.
  struct Problem: Error, Equatable {
    let text: String
  }
}
