import Foundation

/// The symbols Xcode generates from an app's asset catalogs (`Color.appWhite`, `Image(.logo)`),
/// which screens use as if declared in source. Xcode writes them at build time, so they are
/// nowhere in the sources; the tool writes the same declarations for the compilation.
enum AssetSymbols {
  /// A Swift file declaring the colour and image resources of every `.xcassets` under
  /// `root`, or nil when there are none. A folder that provides a namespace nests its
  /// resources in a type named after it (`ImageResource.Fountain.marble`), as Xcode does.
  ///
  /// The `Color` and `ShapeStyle` shorthands are written only with `extensions` (the
  /// target's `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`, see
  /// ``Settings``), and never for names the sources already declare as static members
  /// (`static let premiumBirdFood = Color(.premiumBirdFood)`): a target whose sources declare
  /// them is one built with those extensions turned off.
  ///
  /// `catalogs` are the target's own catalogs when its project lists them (an Xcode target
  /// compiles only those: a watch app's or a local package's beside it are not its own);
  /// nil takes every catalog under `root`.
  static func source(
    for root: URL, catalogs: [URL]? = nil, declaredStatics: Set<String> = [], extensions: Bool = true
  ) -> String? {
    var colors: Set<Resource> = []
    var images: Set<Resource> = []
    var namespaces: Set<[String]> = []
    var urls: [URL] = []
    for folder in catalogs ?? [root] {
      let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL { urls.append(url) }
    }
    for url in urls {
      let kind = url.pathExtension
      guard ["colorset", "imageset", "symbolset"].contains(kind) else { continue }
      let namespace = Self.namespace(of: url)
      let resource = Resource(namespace: namespace, name: url.deletingPathExtension().lastPathComponent)
      if kind == "colorset" { colors.insert(resource) } else { images.insert(resource) }
      for depth in namespace.indices { namespaces.insert(Array(namespace[...depth])) }
    }
    if colors.isEmpty && images.isEmpty { return nil }
    // `nonisolated`, as Xcode writes them: in a target whose default isolation is the main
    // actor, they are still usable from anywhere.
    var source = "import SwiftUI\n"
    for type in ["ColorResource", "ImageResource"] {
      for namespace in namespaces.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
        let outer = ([type] + namespace.dropLast().map(Self.typeName)).joined(separator: ".")
        source += "extension \(outer) { enum \(Self.typeName(namespace.last!)) {} }\n"
      }
    }
    // Two sets whose names make one symbol (`1-1` and `11` are both `_11`) would declare it
    // twice: the first, by path, keeps it.
    var declared: Set<String> = []
    for color in colors.sorted(by: { $0.path < $1.path }) {
      let symbol = Self.symbol(for: color.name, droppingSuffix: "Color")
      let owner = color.owner("ColorResource")
      // Xcode skips a colour whose symbol a system colour already has, and warns ("the
      // "label" color asset name resolves to a conflicting UIColor symbol"): `Color(.label)`
      // stays UIKit's (an app with a `label` colour set).
      if color.namespace.isEmpty, Self.systemColorSymbols.contains(symbol) { continue }
      guard declared.insert("\(owner).\(symbol)").inserted else { continue }
      source +=
        "extension \(owner) { nonisolated static let \(symbol) = ColorResource(name: \"\(color.path)\", bundle: .main) }\n"
      // Xcode adds `Color` and `ShapeStyle` shorthands for top-level colors only.
      guard extensions, color.namespace.isEmpty, !declaredStatics.contains(symbol) else { continue }
      source += """
        extension Color { nonisolated static var \(symbol): Color { Color(.\(symbol)) } }
        extension ShapeStyle where Self == Color { nonisolated static var \(symbol): Color { Color(.\(symbol)) } }

        """
    }
    for image in images.sorted(by: { $0.path < $1.path }) {
      let symbol = Self.symbol(for: image.name, droppingSuffix: "Image")
      let owner = image.owner("ImageResource")
      guard declared.insert("\(owner).\(symbol)").inserted else { continue }
      source +=
        "extension \(owner) { nonisolated static let \(symbol) = ImageResource(name: \"\(image.path)\", bundle: .main) }\n"
    }
    return source
  }

  /// UIKit's and SwiftUI's colours by name: a colour set of one of these names gets no
  /// symbol.
  static let systemColorSymbols: Set<String> = [
    "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
    "magenta", "orange", "purple", "brown", "pink", "mint", "teal", "indigo", "clear", "primary",
    "secondary", "accentColor", "systemRed", "systemGreen", "systemBlue", "systemOrange",
    "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemMint",
    "systemCyan", "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4",
    "systemGray5", "systemGray6", "tintColor", "label", "secondaryLabel", "tertiaryLabel",
    "quaternaryLabel", "link", "placeholderText", "separator", "opaqueSeparator", "systemFill",
    "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemBackground",
    "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
    "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "lightText", "darkText",
  ]

  /// The names a file declares as static members, which generated shorthands must not repeat:
  /// `static` or `class`, then modifiers and attributes in any order (`static public var`,
  /// `static nonisolated let`, `class var`), then `let`/`var`.
  static func declaredStatics(in texts: [String]) -> Set<String> {
    Set(
      texts.flatMap {
        $0.matches(of: staticDeclaration).map { String($0.output.1) }
      })
  }

  /// `static`/`class` with the modifiers Swift lets stand between it and `let`/`var`.
  static var staticDeclaration: Regex<(Substring, Substring)> {
    #/\b(?:static|class)\s+(?:(?:public|internal|fileprivate|private|package|open|final|dynamic|lazy|nonisolated(?:\(unsafe\))?|(?:public|internal|fileprivate|private|package|open)\(set\)|@\w+(?:\([^)]*\))?)\s+)*(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)/#
  }

  /// Which symbols a target's build generates from its catalogs. Xcode 15 generates the
  /// `ColorResource`/`ImageResource` members unless `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS`
  /// is `NO`, and the framework shorthands (`Color.brand`) only when
  /// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS` is `YES`: new projects set
  /// it, a project from before Xcode 15 does not and gets none. Package targets built by Xcode
  /// get both.
  struct Settings: Equatable {
    var resources = true
    var extensions = true

    /// A target's settings as its project file gives them (absent means Xcode's default).
    init(buildSettings: [String: String]) {
      resources = buildSettings["ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS"] != "NO"
      extensions = buildSettings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] == "YES"
    }

    init(resources: Bool = true, extensions: Bool = true) {
      self.resources = resources
      self.extensions = extensions
    }
  }

  /// A colour or image set, with the namespaces around it.
  struct Resource: Hashable {
    var namespace: [String]
    var name: String
    /// Its name in the catalog, as `Color("…")` takes it: `Fountain/Marble`.
    var path: String { (namespace + [name]).joined(separator: "/") }
    /// The type its symbol is declared in: `ImageResource.Fountain`.
    func owner(_ type: String) -> String {
      ([type] + namespace.map(AssetSymbols.typeName)).joined(separator: ".")
    }
  }

  /// The folders between the catalog and a set that provide a namespace.
  static func namespace(of set: URL) -> [String] {
    var names: [String] = []
    var folder = set.deletingLastPathComponent()
    while folder.pathExtension != "xcassets" && folder.pathComponents.count > 1 {
      let contents = folder.appendingPathComponent("Contents.json")
      if let data = try? Data(contentsOf: contents),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let properties = json["properties"] as? [String: Any],
        properties["provides-namespace"] as? Bool == true
      {
        names.insert(folder.lastPathComponent, at: 0)
      }
      folder = folder.deletingLastPathComponent()
    }
    return names
  }

  /// A namespace's type name: its words joined in upper camel case (`Fountain`).
  static func typeName(_ folder: String) -> String {
    let symbol = Self.symbol(for: folder, droppingSuffix: "")
    let name = symbol.hasPrefix("`") ? String(symbol.dropFirst().dropLast()) : symbol
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  /// Xcode's naming: words joined in lower camel case, a trailing `Color`/`Image` dropped
  /// (`AppWhiteColor` → `appWhite`, `brand-logo` → `brandLogo`).
  static func symbol(for name: String, droppingSuffix suffix: String) -> String {
    var base = name
    if base.hasSuffix(suffix) && base.count > suffix.count { base.removeLast(suffix.count) }
    let words = base.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    var symbol = words.enumerated().map { index, word in
      index == 0 ? lowercasingInitialism(word) : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    // A letter after a digit starts a word (`18px_ruler-pen` → `_18PxRulerPen`).
    var previous: Character = " "
    symbol = String(
      symbol.map { character in
        defer { previous = character }
        return previous.isNumber && character.isLetter ? Character(character.uppercased()) : character
      })
    if symbol.first?.isNumber == true { symbol = "_" + symbol }
    if symbol.isEmpty { return "_" }
    // A keyword (`Static` → `static`) is escaped, as Xcode writes it.
    return keywords.contains(symbol) ? "`\(symbol)`" : symbol
  }

  /// A first word with its leading capitals lowercased, as Xcode lowercases an initialism:
  /// `HNOrange` → `hnOrange` (the last capital starts the next word), `URL` → `url`,
  /// `Brand` → `brand`. HackerNews names its `HNOrange` colour set `.hnOrange`.
  static func lowercasingInitialism(_ word: Substring) -> String {
    let characters = Array(word)
    let capitals = characters.prefix { $0.isUppercase }.count
    guard capitals > 1 else { return word.prefix(1).lowercased() + word.dropFirst() }
    let cut = capitals < characters.count && characters[capitals].isLowercase ? capitals - 1 : capitals
    return String(characters[..<cut]).lowercased() + String(characters[cut...])
  }

  /// Swift's keywords that cannot name a static property without backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
    "try", "Any", "Self",
  ]
}
