/// Where an assistive technology's focus is (VoiceOver, Switch Control), as a view reads and
/// moves it. No assistive technology runs headlessly, so focus moves only when the code sets
/// the value; the value is the view's own state, kept as `@FocusState`'s is.
///
/// ```swift
/// @AccessibilityFocusState private var isErrorFocused: Bool
/// Text(error).accessibilityFocused($isErrorFocused)
/// Button("Check") { isErrorFocused = !isValid }
/// ```
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  @State private var value: Value

  public init() where Value == Bool { _value = State(initialValue: false) }
  public init(for technologies: AccessibilityTechnologies) where Value == Bool { self.init() }
  public init<T: Hashable>() where Value == T? { _value = State(initialValue: nil) }
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { self.init() }

  public var wrappedValue: Value {
    get { value }
    nonmutating set { value = newValue }
  }

  public var projectedValue: Binding { Binding(base: $value) }

  /// What `.accessibilityFocused(_:)` takes: the focus state as a binding.
  @propertyWrapper
  public struct Binding {
    let base: ViewGraph.Binding<Value>

    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    public var projectedValue: Binding { self }
  }
}

/// The assistive technologies an accessibility focus follows.
public struct AccessibilityTechnologies: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
  public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

extension View {
  /// Ties this view's accessibility focus to `binding` (recorded: no assistive technology
  /// moves focus headlessly).
  nonisolated public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("accessibilityFocused", binding.wrappedValue)
  }

  /// Ties this view's accessibility focus to `binding` being `value` (recorded).
  nonisolated public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("accessibilityFocused", binding.wrappedValue == value)
  }
}
