/// An Xcode app target's bundle identifier, as its build expands `PRODUCT_BUNDLE_IDENTIFIER`:
/// what `Bundle.main.bundleIdentifier` is in the app (SotkaApp's
/// `Logger(subsystem: Bundle.main.bundleIdentifier!, …)`).
struct BundleIdentifier: Equatable {
  /// `com.example.apple-samplecode.Backyard-Birds`, or nil when the setting is missing or
  /// expands to no identifier.
  let value: String?
  /// The setting as the project writes it.
  let setting: String?
  /// Settings it names that the project file does not set (an `.xcconfig` may): expanded
  /// empty, as Xcode expands a setting nobody sets.
  let unset: [String]

  /// Reads `PRODUCT_BUNDLE_IDENTIFIER` from a target's Debug settings, expanding `$(NAME)`,
  /// `${NAME}` and the `:rfc1034identifier`, `:identifier`, `:lower` and `:upper` modifiers.
  init(settings: [String: String], targetName: String) {
    setting = settings["PRODUCT_BUNDLE_IDENTIFIER"]
    var unset: [String] = []
    var lookup = settings
    lookup["TARGET_NAME"] = targetName
    lookup["PRODUCT_NAME"] = lookup["PRODUCT_NAME"] ?? targetName
    let expanded = setting.map { Self.expand($0, lookup: lookup, unset: &unset, depth: 0) }
    self.unset = unset
    // An empty part (`$(PREFIX).App` with no prefix) is not an identifier Xcode would sign.
    let parts = expanded?.split(separator: ".", omittingEmptySubsequences: false) ?? []
    value = parts.isEmpty || parts.contains(where: \.isEmpty) ? nil : expanded
  }

  private static func expand(_ text: String, lookup: [String: String], unset: inout [String], depth: Int)
    -> String
  {
    guard depth < 8 else { return text }
    var out = ""
    var rest = Substring(text)
    while let match = rest.firstMatch(of: #/\$[({]([A-Za-z_][A-Za-z0-9_]*)((?::[a-z0-9]+)*)[)}]/#) {
      out += rest[..<match.range.lowerBound]
      let name = String(match.output.1)
      var value = ""
      if let found = lookup[name] {
        value = expand(found, lookup: lookup, unset: &unset, depth: depth + 1)
      } else if !unset.contains(name) {
        unset.append(name)
      }
      for modifier in match.output.2.split(separator: ":") {
        value = apply(String(modifier), to: value)
      }
      out += value
      rest = rest[match.range.upperBound...]
    }
    return out + rest
  }

  private static func apply(_ modifier: String, to value: String) -> String {
    switch modifier {
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    case "rfc1034identifier":
      return String(
        value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
    case "identifier", "c99extidentifier":
      return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    default: return value
    }
  }
}
