import ViewGraph
import ViewGraphSwiftData

/// The explanations and fixes failures give, written once.
///
/// A rule's failure and the audit's finding on the same mistake say the same thing in the
/// same words: `expectBindableShares` failing on a child's `@State store` and the audit's
/// mistake 1 both end in ``share(_:_:)``. Each entry is named after the
/// pattern it recommends, not after the mistake, because several mistakes share a fix.
enum Advice {
  // MARK: - Fixes

  /// The owner declares the model it creates with the wrapper that owns it: `@State` for an
  /// `@Observable`, `@StateObject` for an `ObservableObject` (which `@State` would keep but
  /// never observe: the screen would freeze) (rule 1; mistakes 2 and 5).
  static func own(_ property: String, _ type: Any.Type) -> String {
    // A container has no `init()`: it is made for model types, once, by the App or @State (S304).
    if type == ModelContainer.self {
      return "make the container once: in the App (`.modelContainer(for: Item.self)` on the WindowGroup), "
        + "or `@State private var \(property) = try! ModelContainer(for: Item.self)`, and pass it down."
    }
    return
      "declare `\(owningWrapper(of: type)) private var \(property) = \(type)()` in the view that creates it."
  }

  /// A view given an object shares it instead of owning it: `@Bindable` for an
  /// `@Observable`, `@ObservedObject` for an `ObservableObject` (rule 2; mistake 1).
  static func share(_ property: String, _ type: Any.Type) -> String {
    isObservableObject(type)
      ? "declare `@ObservedObject var \(property): \(type)` and pass the owner's instance."
      : "declare `@Bindable var \(property): \(type)` (or a plain `let` if the view only reads it)."
  }

  /// A view that owns a value declares it `@State`; one given it binds to its owner (rule 1
  /// on a value).
  static func ownTheValue(_ property: String, _ type: Any.Type) -> String {
    "declare `@State private var \(property): \(readableTypeName(type))` in the view that owns it, "
      + "or `@Binding var \(property): \(readableTypeName(type))` in one its parent passes it to."
  }

  /// A child given a value it edits binds to the owner's storage (mistake 1 on a value).
  static func bindTheValue(_ property: String, _ type: Any.Type) -> String {
    "declare `@Binding var \(property): \(readableTypeName(type))` and pass `$\(property)` from the view that owns it "
      + "(or a plain `let` if the view only reads it)."
  }

  /// `@StateObject` for an `ObservableObject`, `@State` for anything else.
  static func owningWrapper(of type: Any.Type) -> String {
    isObservableObject(type) ? "@StateObject" : "@State"
  }

  static func isObservableObject(_ type: Any.Type) -> Bool { type is any ObservableObject.Type }

  /// A reference passed through a binding is passed as itself (rule 2; mistake 4).
  static func passTheObject(_ property: String, _ type: Any.Type) -> String {
    "declare `@Bindable var \(property): \(type)` and pass the object itself."
  }

  /// A value is written through a binding to its owner (rule 3).
  static let bindToTheOwner =
    "take `@Binding var value` in the child and pass `$owner.value` from the view that owns it; "
    + "a plain value, a constant or a @State copy edits a copy."

  /// A binding reads back what it writes (rule 3, when the write landed but the control
  /// shows something else).
  static let readWhatTheBindingWrites =
    "make the binding's getter read the source its setter writes (`$store.isOn`, not "
    + "`Binding(get: { copy }, set: { store.isOn = $0 })`)."

  /// An environment value is read where it is shown (rule 4).
  static let readTheEnvironment =
    "read the value with @Environment where it is used; don't copy it into @State or a let."

  /// The environment carries ambient context only (mistake 3).
  static let keepTheEnvironmentAmbient =
    "put only ambient values (theme, router, services) in the environment; pass each view the "
    + "model it uses (`@Bindable var settings: SettingsStore`) from the view that owns it."

  /// Expensive construction leaves `init` (mistake 5).
  static let moveWorkOutOfInit =
    "keep init cheap and move the work into .task, or create the model at the composition root and pass it in."

  /// Owned storage survives as long as the identity does (rule 1 when the owner is right).
  static func keepIdentityStable(_ view: String) -> String {
    "keep \(view)'s identity stable (a changing .id or a flipped branch resets its state)."
  }

  // MARK: - Explanations

  /// Why a property of this kind keeps, or loses, its instance across parent re-renders.
  static func lifetime(of kind: HeldValue.Kind) -> String {
    switch kind {
    case .plain:
      "a `let` is part of the struct, and the parent's body creates a new struct every time."
    case .bindable:
      "@Bindable owns no storage: `@Bindable var m = Model()` makes a new model with every struct."
    case .observedObject:
      "@ObservedObject owns no storage: the parent's new struct brings a new object."
    case .state, .stateObject:
      "owned storage is only replaced when the view's identity changes."
    }
  }

  /// Why a `@State` copy of a passed value breaks the screen (mistake 1 on a value).
  static let stateCopyOfAValue =
    "@State keeps the first value it was given: the view edits its own copy, the parent never sees its "
    + "writes, and values the parent passes later are ignored."

  /// Why owning an injected object breaks the view (rule 2; mistake 1).
  static func ownedCopyStopsUpdating(_ declaration: String) -> String {
    "\(declaration) keeps the first instance it was given and ignores the ones the parent passes "
      + "later: the view stops updating."
  }

  /// Why a binding to a reference is the wrong tool (rule 2; mistake 4).
  static func bindingToReference(_ ownerProperty: String) -> String {
    "A binding to a reference makes the parent hold a $\(ownerProperty) that means nothing; "
      + "@Bindable projects bindings off the shared object."
  }
}
