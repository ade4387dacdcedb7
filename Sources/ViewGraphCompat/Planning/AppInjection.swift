/// One value an App's scene places in its screens' environment, and the modifier that
/// makes it anew for a screen mounted on its own.
struct AppInjection: Equatable {
  /// As the App writes it: `.environment(modelData)`.
  let call: String
  /// `.environment(ModelData())`, when the App makes the value with a plain call; nil when a
  /// test cannot make it from what the App's file says.
  let modifier: String?

  /// The `.environment(_:)` and `.environmentObject(_:)` calls of an App's file, in order,
  /// at most six.
  static func all(in appText: String) -> [AppInjection] {
    var found: [AppInjection] = []
    for match in appText.matches(of: #/\.(environment|environmentObject)\(\s*([A-Za-z_][\w.]*)\s*\)/#) {
      let name = String(match.output.2)
      let call = ".\(match.output.1)(\(name))"
      guard !found.contains(where: { $0.call == call }) else { continue }
      let made = madeValue(of: name, in: appText).map { ".\(match.output.1)(\($0))" }
      found.append(AppInjection(call: call, modifier: made))
    }
    found += modelContainers(in: appText).filter { container in !found.contains { $0.call == container.call }
    }
    return Array(found.prefix(6))
  }

  /// The App's `.modelContainer(for: …)` calls: a screen mounted on its own gets the same
  /// model types in a store in memory, so its `@Query` and `\.modelContext` have a container
  /// (SwiftData's warning otherwise) and each test starts empty. A container the App makes
  /// itself (`.modelContainer(shared)`) is listed, not made.
  static func modelContainers(in appText: String) -> [AppInjection] {
    // The types may be listed one a line (NoteAppSwiftData's `.modelContainer(for: [\n Note.self, …])`).
    appText.matches(of: #/\.modelContainer\(\s*(for:\s*)?([^()]*)\)/#).map { match in
      let arguments = String(match.output.2).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        .replacingOccurrences(of: "[ ", with: "[").replacingOccurrences(of: " ]", with: "]")
      let call = ".modelContainer(\(match.output.1 ?? "")\(arguments))"
      guard match.output.1 != nil else { return AppInjection(call: call, modifier: nil) }
      let types = arguments.split(separator: ",").prefix { !$0.contains(":") }.joined(separator: ",")
      return AppInjection(call: call, modifier: ".modelContainer(for: \(types), inMemory: true)")
    }
  }

  /// `ModelData()` for `@State private var modelData = ModelData()` (or `self.modelData`):
  /// a call of a type's initializer with no nested call in its arguments.
  static func madeValue(of name: String, in text: String) -> String? {
    let property = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
    guard !property.contains(".") else { return nil }
    for match in text.matches(
      of: #/(?m)(?:var|let)\s+(\w+)(?:\s*:\s*[\w.<>]+)?\s*=\s*([A-Z][\w.]*\([^()\n]*\))\s*$/#)
    where match.output.1 == property {
      return String(match.output.2)
    }
    return nil
  }
}
