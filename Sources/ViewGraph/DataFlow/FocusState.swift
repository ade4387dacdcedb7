/// Which field has keyboard focus, as in SwiftUI. A test gives a field focus with its
/// probe's `focus()` and the state follows; setting the state moves focus.
///
/// ```swift
/// enum Field { case email, password }
/// @FocusState private var focused: Field?
///
/// TextField("Email", text: $email).focused($focused, equals: .email)
///   .onSubmit { focused = .password }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  @State private var value: Value
  private let resetValue: Value

  public init() where Value == Bool {
    _value = State(initialValue: false)
    resetValue = false
  }

  public init<T: Hashable>() where Value == T? {
    _value = State(initialValue: nil)
    resetValue = nil
  }

  public var wrappedValue: Value {
    get { value }
    nonmutating set { value = newValue }
  }

  public var projectedValue: Binding {
    Binding(base: $value, resetValue: resetValue)
  }

  /// What `.focused(_:)` takes: the focus state as a binding.
  @propertyWrapper
  public struct Binding {
    let base: ViewGraph.Binding<Value>
    let resetValue: Value

    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    public var projectedValue: Binding { self }
  }
}

/// How a text field below `.focused(_:)` takes and reports focus.
public struct _FocusTarget {
  let focus: () -> Void
  let isFocused: () -> Bool
}

/// What `.onSubmit` runs for the text fields below it.
public struct _SubmitAction {
  /// Every trigger some action in the chain answers.
  let triggers: SubmitTriggers
  /// Runs the actions of the chain that answer `trigger`, the outer first.
  let run: (SubmitTriggers) -> Void

  /// What a field of `trigger`'s kind runs on return, or nil when no action answers it
  /// (S99): a text field's return runs `.text` actions, a search field's `.search` ones.
  func action(for trigger: SubmitTriggers) -> (() -> Void)? {
    guard triggers.contains(trigger) else { return nil }
    return { run(trigger) }
  }
}

private struct FocusTargetKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: _FocusTarget? = nil
}

private struct SearchFocusTargetKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: _FocusTarget? = nil
}

private struct SubmitActionKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: _SubmitAction? = nil
}

extension EnvironmentValues {
  var focusTarget: _FocusTarget? {
    get { self[FocusTargetKey.self] }
    set { self[FocusTargetKey.self] = newValue }
  }

  /// The focus `searchFocused(_:)` binds, for the search fields below.
  var searchFocusTarget: _FocusTarget? {
    get { self[SearchFocusTargetKey.self] }
    set { self[SearchFocusTargetKey.self] = newValue }
  }

  var submitAction: _SubmitAction? {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}

extension View {
  /// Binds this field's focus to a Boolean focus state.
  ///
  /// ```swift
  /// TextField("Search", text: $query).focused($isSearching)
  /// ```
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<
    Self, _FocusedModifier<Bool>
  > {
    modifier(_FocusedModifier(binding: condition, value: true))
  }

  /// Binds this field's focus to one value of a focus state: the field takes focus when the
  /// state equals `value`, and the state becomes `value` when it does.
  ///
  /// ```swift
  /// TextField("Email", text: $email).focused($field, equals: .email)
  /// ```
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> ModifiedContent<Self, _FocusedModifier<Value>> {
    modifier(_FocusedModifier(binding: binding, value: value))
  }

  /// Binds the focus of the search field of a `searchable` modifier applied inside this
  /// one to a Boolean focus state: focusing the field sets it, setting it focuses the field.
  ///
  /// ```swift
  /// List { … }.searchable(text: $query).searchFocused($isSearchFocused)
  /// ```
  nonisolated public func searchFocused(
    _ condition: FocusState<Bool>.Binding
  ) -> ModifiedContent<Self, _FocusedModifier<Bool>> {
    modifier(_FocusedModifier(binding: condition, value: true, forSearchFields: true))
  }

  /// Binds the focus of the search field inside this modifier to one value of a focus state.
  ///
  /// ```swift
  /// List { … }.searchable(text: $query).searchFocused($focus, equals: .search)
  /// ```
  nonisolated public func searchFocused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> ModifiedContent<Self, _FocusedModifier<Value>> {
    modifier(_FocusedModifier(binding: binding, value: value, forSearchFields: true))
  }

  /// Runs `action` when the user presses return in a text field below; a test calls the
  /// field probe's `submit()`. Nested `onSubmit`s all run, the outer first.
  ///
  /// ```swift
  /// TextField("Name", text: $name).onSubmit { save() }
  /// ```
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> ModifiedContent<
      Self, _EnvironmentKeyTransformModifier<_SubmitAction?>
    >
  {
    transformEnvironment(\.submitAction) { outer in
      let previous = outer
      outer = _SubmitAction(triggers: triggers.union(previous?.triggers ?? [])) { trigger in
        previous?.run(trigger)
        if triggers.contains(trigger) { action() }
      }
    }
  }
}
