/// The SwiftData `@Model` classes the mirror compiles, and the container the smoke test
/// mounts each screen in when the App's own cannot be made there.
///
/// In the app, a screen with a `@Query` sits under the WindowGroup's container
/// (`.modelContainer(for: Trip.self)`, or an app's own modifier making one, as Backyard
/// Birds' `.backyardBirdsDataContainer()`). Mounted on its own it has none, and SwiftData
/// warns "Set a .modelContext in view's environment to use Query". The smoke test gives it
/// one store in memory of every model type, so each test starts empty.
///
/// ```swift
/// AppModels.declared(in: "@Model final class Trip {}")  // ["Trip"]
/// ```
struct AppModels: Equatable {
  /// Model types, in file order: the app module's first, then its linked modules'.
  var types: [String] = []
  /// The linked modules that declare some, which the smoke test imports.
  var modules: [String] = []

  /// `.modelContainer(for: [Trip.self], inMemory: true)`, or nil with no model.
  var containerModifier: String? {
    guard !types.isEmpty else { return nil }
    return ".modelContainer(for: [\(types.map { "\($0).self" }.joined(separator: ", "))], inMemory: true)"
  }

  /// Adds the models of one module's files; `module` is nil for the app's own.
  mutating func add(texts: [String], module: String?) {
    let found = texts.flatMap(Self.declared(in:)).filter { !types.contains($0) }
    guard !found.isEmpty else { return }
    types += found
    if let module, !modules.contains(module) { modules.append(module) }
  }

  /// The `@Model` classes a file declares at its top level. A class nested in another type
  /// (a `VersionedSchema`'s) is indented, and not found: its name alone does not reach it.
  /// A `private` or `fileprivate` one is not found either: a test cannot name it.
  static func declared(in text: String) -> [String] {
    let pattern =
      #/(?m)^@Model(?:\s+@\w+(?:\([^)\n]*\))?)*\s+(?:(?:public|internal|package|open|final)\s+)*class\s+([A-Za-z_]\w*)/#
    return text.matches(of: pattern).map { String($0.output.1) }
  }
}
