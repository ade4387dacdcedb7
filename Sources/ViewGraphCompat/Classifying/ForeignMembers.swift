/// Members of standard types that come from a module the mirror cannot load.
///
/// An import makes a module's extension members visible in every file of the importing
/// module. WeChat-SwiftUI's `LocalizedString.swift` calls `String?.coalesceWith`, which its
/// files get from a package another file imports; left out with that file, the package's
/// members are missing. Such a file is blocked by the package, not failing on API ViewGraph
/// lacks: a member of a standard type that no file of the app declares, in a target that
/// imports modules unavailable here.
enum ForeignMembers {
  /// The standard type an error names as the owner (`String?` → `String`, `[Int]` → `Array`),
  /// or nil for any other: a SwiftUI type's missing member is API ViewGraph may lack.
  static func standardOwner(_ type: String) -> String? {
    var name = type
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    if name.hasPrefix("["), name.hasSuffix("]") { return name.contains(":") ? "Dictionary" : "Array" }
    let base = String(name.prefix { $0 != "<" })
    return standardTypes.contains(base) ? base : nil
  }

  static let standardTypes: Set<String> = [
    "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
    "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Array", "Dictionary", "Set", "Optional",
    "Result", "Date", "Data", "URL", "UUID", "Decimal", "TimeInterval",
  ]
}
