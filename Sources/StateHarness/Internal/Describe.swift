@_spi(Inspection) import ViewGraph

/// How the harness prints values in maps and failures: objects by identity
/// (`SettingsStore#3`), strings quoted, everything else as Swift prints it.
func describe(_ value: Any) -> String {
  if let optional = value as? any OptionalProtocol {
    guard let wrapped = optional.wrapped else { return "nil" }
    return describe(wrapped)
  }
  if type(of: value) is AnyClass { return objectName(value as AnyObject) }
  if let string = value as? String { return "\"\(string)\"" }
  return String(describing: value)
}

/// `SettingsStore#2`: the same numbering ViewGraph uses for binding sources.
func objectName(_ object: AnyObject) -> String { ObjectNames.name(of: object) }

protocol OptionalProtocol {
  var wrapped: Any? { get }
}

extension Optional: OptionalProtocol {
  var wrapped: Any? { self.map { $0 as Any } }
}

/// The properties of a view, one line each, as the ownership map prints them.
@MainActor
func describe(_ property: PropertyDescription) -> String {
  switch property.ownership {
  case .state(let value):
    return "@State \(property.name): \(describe(value))  (owned)"
  case .stateObject(let object):
    return "@StateObject \(property.name): \(objectName(object))  (owned)"
  case .binding(let source, let value):
    return "@Binding \(property.name) -> \(source) = \(describe(value))  (borrowed)"
  case .bindable(let object):
    return "@Bindable \(property.name): \(objectName(object))  (borrowed)"
  case .observedObject(let object):
    return "@ObservedObject \(property.name): \(objectName(object))  (borrowed)"
  case .environment(let key, let value):
    return "@Environment(\(key)) \(property.name) = \(value.map(describe) ?? "not installed")"
  case .plain(let value):
    return "let \(property.name): \(describe(value))  (replaced by every parent re-render)"
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
