@_spi(Inspection) import ViewGraph

/// How the harness prints values in maps and failures: objects by identity
/// (`SettingsStore#3`), strings quoted, everything else as Swift prints it — summarised, so
/// one value never takes a screen: a long collection is its element type and count
/// (`[DailyScrum] (3)`), a long struct its first fields then `…`. `.full` prints it whole.
///
/// - Complexity: O(s) in the size of the value for `.full`; a summary reads at most a few
///   fields and elements.
func describe(_ value: Any, detail: OwnershipMap.ValueDetail = .summarised) -> String {
  if let optional = value as? any OptionalProtocol {
    guard let wrapped = optional.wrapped else { return "nil" }
    return describe(wrapped, detail: detail)
  }
  if type(of: value) is AnyClass { return objectName(value as AnyObject) }
  if let string = value as? String {
    guard detail == .summarised else { return "\"\(string)\"" }
    return "\"\(clipped(string, to: ValueSummary.budget - 2))\""
  }
  guard detail == .summarised else { return ValueSummary.whole(value) }
  return ValueSummary.text(of: value, budget: ValueSummary.budget)
}

/// The summarised form of a value.
private enum ValueSummary {
  /// The characters a value may take in a line: a map line stays under 200 with its
  /// indentation, wrapper, name and binding source.
  static let budget = 80
  /// What a field of a summarised struct may take.
  static let fieldBudget = 28
  /// Collections longer than this are never printed element by element.
  static let elementsPrinted = 8

  /// The value whole: a collection or a struct field by field with short type names
  /// (`[Attendee(id: 0, name: "Ada")]`, never `[MyApp.Attendee(…)]`), anything else as Swift
  /// prints it.
  static func whole(_ value: Any) -> String {
    switch Mirror(reflecting: value).displayStyle {
    case .collection, .set, .dictionary, .tuple: stableDump(value, naming: objectName)
    case .struct where !(value is CustomStringConvertible): stableDump(value, naming: objectName)
    default: String(describing: value)
    }
  }

  static func text(of value: Any, budget: Int) -> String {
    if let optional = value as? any OptionalProtocol {
      guard let wrapped = optional.wrapped else { return "nil" }
      return text(of: wrapped, budget: budget)
    }
    if type(of: value) is AnyClass { return objectName(value as AnyObject) }
    if let string = value as? String { return "\"\(clipped(string, to: budget - 2))\"" }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection, .set, .dictionary:
      let count = mirror.children.count
      if count <= elementsPrinted {
        let whole = whole(value)
        if whole.count <= budget, !whole.contains("\n") { return whole }
      }
      return "\(collectionName(type(of: value))) (\(count))"
    case .struct where !(value is CustomStringConvertible), .tuple:
      let whole = whole(value)
      if whole.count <= budget, !whole.contains("\n") { return whole }
      return fields(of: value, mirror, budget: budget)
    default:
      return clipped(String(describing: value), to: budget)
    }
  }

  /// `DailyScrum(id: 1, title: "Design", attendees: [Attendee] (300), …)`.
  private static func fields(of value: Any, _ mirror: Mirror, budget: Int) -> String {
    let open = mirror.displayStyle == .tuple ? "(" : shortName(type(of: value)) + "("
    var text = open
    var first = true
    for child in mirror.children {
      let field =
        (child.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? "")
        + Self.text(of: child.value, budget: fieldBudget)
      let separator = first ? "" : ", "
      // Room is kept for a closing `, …)`.
      guard text.count + separator.count + field.count + 4 <= budget else {
        return text + (first ? "…)" : ", …)")
      }
      text += separator + field
      first = false
    }
    return text + ")"
  }

  /// `[DailyScrum]` for `Array<DailyScrum>`, `[String: Int]` for a dictionary.
  static func collectionName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return name }
    let base = name[..<open]
    let arguments = name[name.index(after: open)..<name.index(before: name.endIndex)]
    switch base {
    case "Array": return "[\(arguments)]"
    case "Dictionary": return "[" + arguments.replacingOccurrences(of: ", ", with: ": ") + "]"
    default: return name
    }
  }
}

/// A type as Swift code writes it: `[DailyScrum]`, `[String: Int]`, `SettingsStore`.
func readableTypeName(_ type: Any.Type) -> String { ValueSummary.collectionName(type) }

/// `text` cut to `limit` characters, the last one an ellipsis when it was cut.
private func clipped(_ text: String, to limit: Int) -> String {
  let line = text.prefix { $0 != "\n" }
  guard line.count > limit || line.count < text.count else { return text }
  return String(line.prefix(max(limit - 1, 1))) + "…"
}

/// `SettingsStore#2`: the same numbering ViewGraph uses for binding sources.
func objectName(_ object: AnyObject) -> String { ObjectNames.name(of: object) }

protocol OptionalProtocol {
  var wrapped: Any? { get }
}

extension Optional: OptionalProtocol {
  var wrapped: Any? { self.map { $0 as Any } }
}

/// The properties of a view, one line each, as the ownership map prints them. A `let`
/// holding a value is how a value is passed, so only a `let` holding an object says that
/// the parent's next struct replaces it.
@MainActor
func describe(_ property: PropertyDescription, detail: OwnershipMap.ValueDetail = .summarised) -> String {
  switch property.ownership {
  case .state(let value):
    return "@State \(property.name): \(describe(value, detail: detail))  (owned)"
  case .stateObject(let object):
    return "@StateObject \(property.name): \(objectName(object))  (owned)"
  case .binding(let source, let value):
    return "@Binding \(property.name) -> \(source) = \(describe(value, detail: detail))  (borrowed)"
  case .bindable(let object):
    return "@Bindable \(property.name): \(objectName(object))  (borrowed)"
  case .observedObject(let object):
    return "@ObservedObject \(property.name): \(objectName(object))  (borrowed)"
  case .environment(let key, let value):
    return
      "@Environment(\(key)) \(property.name) = \(value.map { describe($0, detail: detail) } ?? "not installed")"
  case .plain(let value) where type(of: value) is AnyClass:
    return "let \(property.name): \(objectName(value as AnyObject))  (replaced by every parent re-render)"
  case .plain(let value):
    return "let \(property.name): \(describe(value, detail: detail))"
  }
}

/// `1 ms`, `250 µs`: a duration as a person reads it.
func describe(_ duration: Duration) -> String {
  let microseconds =
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
  if microseconds >= 1000 {
    let milliseconds = microseconds / 1000
    return milliseconds.rounded() == milliseconds ? "\(Int(milliseconds)) ms" : "\(milliseconds) ms"
  }
  return "\(Int(microseconds.rounded())) µs"
}
