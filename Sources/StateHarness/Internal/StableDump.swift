/// The text ``Harness/expectChanges(_:sourceLocation:during:)`` compares a held value by: the
/// same for equal values in every run, whatever the addresses and hash seeds.
///
/// Strings are quoted; a reference is its type name (`AccountSettings`), never an address, so
/// an object is compared by its properties, each under its own name; structs and tuples are
/// written field by field (`Draft(title: "", isPinned: false)`); sets and dictionaries are
/// sorted; the standard library's and Foundation's values print as they describe themselves
/// (`2001-01-01 00:00:00 +0000`).
///
/// Maps and failures pass `naming: objectName` to print objects as the harness numbers them
/// (`ModelData#2`).
///
/// - Complexity: O(s) in the size of the value, down to `depth` 8.
func stableDump(_ value: Any, depth: Int = 0, naming: ((AnyObject) -> String)? = nil) -> String {
  guard depth < 8 else { return "…" }
  let type = Swift.type(of: value)
  if type is AnyClass { return naming?(value as AnyObject) ?? shortName(type) }
  if let string = value as? String { return String(reflecting: string) }
  let mirror = Mirror(reflecting: value)
  let children = mirror.children.map {
    (label: $0.label, text: stableDump($0.value, depth: depth + 1, naming: naming))
  }
  switch mirror.displayStyle {
  case .optional:
    return children.first?.text ?? "nil"
  case .collection:
    return "[" + children.map(\.text).joined(separator: ", ") + "]"
  case .set:
    return "Set([" + children.map(\.text).sorted().joined(separator: ", ") + "])"
  case .dictionary:
    // Each child is a (key, value) tuple, dumped as `(key: k, value: v)`.
    let pairs = mirror.children.map { pair -> String in
      let parts = Mirror(reflecting: pair.value).children.map {
        stableDump($0.value, depth: depth + 2, naming: naming)
      }
      return parts.joined(separator: ": ")
    }
    return pairs.isEmpty ? "[:]" : "[" + pairs.sorted().joined(separator: ", ") + "]"
  case .enum where !children.isEmpty:
    let payload = children[0]
    let text = payload.text.hasPrefix("(") ? payload.text : "(\(payload.text))"
    return "." + (payload.label ?? "") + text
  case .enum:
    return (value is CustomStringConvertible ? "" : ".") + String(describing: value)
  case .tuple:
    return "(" + children.map(field).joined(separator: ", ") + ")"
  default:
    if children.isEmpty || isLibraryValue(type) { return String(describing: value) }
    return shortName(type) + "(" + children.map(field).joined(separator: ", ") + ")"
  }
}

private func field(_ child: (label: String?, text: String)) -> String {
  guard let label = child.label, !label.hasPrefix(".") else { return child.text }
  return "\(label): \(child.text)"
}

/// Whether `type` is the standard library's or Foundation's, whose description is its value
/// (`Date`, `UUID`, `URL`), rather than a type of the app's, written out field by field so no
/// custom description can hide a change.
private func isLibraryValue(_ type: Any.Type) -> Bool {
  let qualified = String(reflecting: type)
  return ["Swift.", "Foundation.", "FoundationEssentials.", "FoundationInternationalization."]
    .contains { qualified.hasPrefix($0) }
}
