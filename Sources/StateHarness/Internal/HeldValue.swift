/// A value a view holds in one of its stored properties, and how.
struct HeldValue {
  enum Kind: Equatable {
    case state, stateObject, bindable, observedObject, plain

    /// How the property is declared, for messages: `@State`, `let`.
    var declaration: String {
      switch self {
      case .state: "@State"
      case .stateObject: "@StateObject"
      case .bindable: "@Bindable"
      case .observedObject: "@ObservedObject"
      case .plain: "let"
      }
    }

    /// The declaration as a headline names it: `@ObservedObject`, a plain `let`.
    var phrase: String { self == .plain ? "a plain `let`" : declaration }

    /// Whether the view's identity owns the storage.
    var isOwning: Bool { self == .state || self == .stateObject }
  }

  let name: String
  let value: Any
  let kind: Kind
}
