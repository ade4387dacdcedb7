@_spi(Inspection) import ViewGraph

/// A value a view holds itself in one of its stored properties (not read from the
/// environment, not through a binding), and how. What the property holds, how it is
/// declared and whether the view owns it come from ViewGraph's `PropertyOwnership`: said once.
struct HeldValue {
  /// How the value is held, for rules that filter by it.
  enum Kind: Equatable {
    case state, stateObject, bindable, observedObject, plain
  }

  let name: String
  let ownership: PropertyOwnership
  let value: Any
  let kind: Kind

  /// The value `property` holds itself; nil for a binding or an environment read.
  init?(_ property: PropertyDescription) {
    let kind: Kind
    switch property.ownership {
    case .state: kind = .state
    case .stateObject: kind = .stateObject
    case .bindable: kind = .bindable
    case .observedObject: kind = .observedObject
    case .plain: kind = .plain
    case .binding, .environment: return nil
    }
    guard let value = property.ownership.held else { return nil }
    self.name = property.name
    self.ownership = property.ownership
    self.value = value
    self.kind = kind
  }

  /// How the property is declared, for messages: `@State`, `let`.
  var declaration: String { ownership.declaration }

  /// The declaration as a headline names it: `@ObservedObject`, a plain `let`.
  var phrase: String { kind == .plain ? "a plain `let`" : declaration }

  /// Whether the view's identity owns the storage.
  var isOwning: Bool { ownership.isOwned }
}
