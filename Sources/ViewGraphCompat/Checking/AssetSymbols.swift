import Foundation

/// The symbols Xcode generates from an app's asset catalogs (`Color.appWhite`, `Image(.logo)`),
/// which screens use as if declared in source. Xcode writes them at build time, so they are
/// nowhere in the sources; the tool writes the same declarations for the compilation.
enum AssetSymbols {
  /// A Swift file declaring the colour and image resources of every `.xcassets` under
  /// `root`, or nil when there are none.
  static func source(for root: URL) -> String? {
    var colors: Set<String> = []
    var images: Set<String> = []
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      let name = url.deletingPathExtension().lastPathComponent
      switch url.pathExtension {
      case "colorset": colors.insert(name)
      case "imageset": images.insert(name)
      default: break
      }
    }
    if colors.isEmpty && images.isEmpty { return nil }
    // `nonisolated`, as Xcode writes them: in a target whose default isolation is the main
    // actor, they are still usable from anywhere.
    var source = "import SwiftUI\n"
    for name in colors.sorted() {
      let symbol = Self.symbol(for: name, droppingSuffix: "Color")
      source += """
        extension ColorResource { nonisolated static let \(symbol) = ColorResource(name: "\(name)", bundle: .main) }
        extension Color { nonisolated static var \(symbol): Color { Color(.\(symbol)) } }
        extension ShapeStyle where Self == Color { nonisolated static var \(symbol): Color { Color(.\(symbol)) } }

        """
    }
    for name in images.sorted() {
      let symbol = Self.symbol(for: name, droppingSuffix: "Image")
      source += """
        extension ImageResource { nonisolated static let \(symbol) = ImageResource(name: "\(name)", bundle: .main) }

        """
    }
    return source
  }

  /// Xcode's naming: words joined in lower camel case, a trailing `Color`/`Image` dropped
  /// (`AppWhiteColor` → `appWhite`, `brand-logo` → `brandLogo`).
  static func symbol(for name: String, droppingSuffix suffix: String) -> String {
    var base = name
    if base.hasSuffix(suffix) && base.count > suffix.count { base.removeLast(suffix.count) }
    let words = base.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    var symbol = words.enumerated().map { index, word in
      index == 0
        ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if symbol.first?.isNumber == true { symbol = "_" + symbol }
    if symbol.isEmpty { return "_" }
    // A keyword (`Static` → `static`) is escaped, as Xcode writes it.
    return keywords.contains(symbol) ? "`\(symbol)`" : symbol
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
