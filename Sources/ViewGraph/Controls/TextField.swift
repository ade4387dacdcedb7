/// A control that edits a `String` through a binding, as in SwiftUI.
///
/// ```swift
/// TextField("Display name", text: $store.displayName)
/// ```
public struct TextField<Label: View> {
  let label: Label
  let title: String?
  let text: Binding<String>
  let prompt: Text?
  /// For a field editing a value through a format: why a text cannot become the value.
  var rejection: ((String) -> String?)? = nil
  /// Which `onSubmit(of:)` actions its return runs: `.search` for a `searchable` field.
  var submitTrigger = SubmitTriggers.text
  /// The iOS 13 form's callbacks: `onCommit` when return is pressed, `onEditingChanged` when
  /// editing begins (the field takes focus) and ends (return is pressed).
  var onCommit: (() -> Void)? = nil
  var onEditingChanged: ((Bool) -> Void)? = nil

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.text = text
    self.prompt = prompt
  }

  /// A field that edits a value through a format: it shows `format.format(value)`, and text
  /// typed into it becomes the value when the format parses it (else the value stays).
  ///
  /// ```swift
  /// TextField("Amount", value: $amount, format: .currency(code: "USD"))
  /// ```
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(label: label(), title: nil, value: value, format: format, prompt: prompt)
  }

  init<F: ParseableFormatStyle>(
    label: Label, title: String?, value: Binding<F.FormatInput>, format: F, prompt: Text?
  ) where F.FormatOutput == String {
    self.label = label
    self.title = title
    self.prompt = prompt
    self.text = Binding(
      get: { format.format(value.wrappedValue) },
      set: { text in
        if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
      })
    self.rejection = { text in
      do {
        _ = try format.parseStrategy.parse(text)
        return nil
      } catch {
        return
          "\(F.self) cannot parse \"\(text)\" (it formats the value as \"\(format.format(value.wrappedValue))\")"
      }
    }
  }

  init<V>(label: Label, title: String?, value: Binding<V>, formatter: Formatter, prompt: Text?) {
    self.label = label
    self.title = title
    self.prompt = prompt
    self.text = Binding(
      get: { formatter.string(for: value.wrappedValue) ?? "" },
      set: { text in
        if let parsed = Self.parse(text, with: formatter, as: V.self) { value.wrappedValue = parsed }
      })
    self.rejection = { text in
      Self.parse(text, with: formatter, as: V.self) != nil
        ? nil : "\(type(of: formatter)) cannot read \"\(text)\" as \(V.self)"
    }
  }

  /// The value a number or date formatter reads from `text` (the formatters fields use;
  /// `Formatter`'s general parsing is not public outside Apple platforms).
  private static func parse<Value>(_ text: String, with formatter: Formatter, as _: Value.Type) -> Value? {
    if let formatter = formatter as? DateFormatter { return formatter.date(from: text) as? Value }
    guard let formatter = formatter as? NumberFormatter, let number = formatter.number(from: text) else {
      return nil
    }
    let values: [Any] = [
      number.doubleValue, number.intValue, number.floatValue, CGFloat(number.doubleValue),
      number.decimalValue, number,
    ]
    return values.lazy.compactMap { $0 as? Value }.first
  }
}

extension TextField: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    label = Text(titleKey)
    title = label.string
    self.text = text
    self.prompt = prompt
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    label = Text(title)
    self.title = label.string
    self.text = text
    self.prompt = prompt
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
  }

  /// A field that grows along `axis` as its text does (layout is not modelled: it edits
  /// `text` as any field does).
  ///
  /// ```swift
  /// TextField("Notes", text: $notes, prompt: Text("Add a note"), axis: .vertical).lineLimit(3...6)
  /// ```
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(titleKey, text: text, prompt: prompt)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(title, text: text, prompt: prompt)
  }

  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    let label = Text(titleKey)
    self.init(label: label, title: label.string, value: value, format: format, prompt: prompt)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    let label = Text(title)
    self.init(label: label, title: label.string, value: value, format: format, prompt: prompt)
  }

  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil)
  {
    let label = Text(titleKey)
    self.init(label: label, title: label.string, value: value, formatter: formatter, prompt: prompt)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil)
  {
    let label = Text(title)
    self.init(label: label, title: label.string, value: value, formatter: formatter, prompt: prompt)
  }
}

extension TextField: PrimitiveView, ControlView {
  // The label is a placeholder, not shown text: it is not mounted as a Text.
  func visitChildren(_ visitor: inout ChildVisitor) {}
  var control: Control? {
    Control(
      kind: .textField, title: title ?? (label as? Text)?.string,
      .text(.init(text: text, rejection: rejection)))
  }

  // A field below `.focused(_:)` can take focus; one below `.onSubmit` can submit.
  func control(in environment: EnvironmentValues) -> Control? {
    let focus = submitTrigger == .search ? Self.searchFocus(in: environment) : environment.focusTarget
    let submit = environment.submitAction
    var text = text
    // Typing into a search field starts the search (S142); the binding still writes the
    // app's text, and shows it as its source.
    if submitTrigger == .search, let session = environment.searchSession {
      text = Binding(
        converting: text, get: { $0 },
        set: {
          session.activate()
          return $0
        })
    }
    var takeFocus = focus?.focus
    var pressReturn = submit?.action(for: submitTrigger)
    if onCommit != nil || onEditingChanged != nil {
      let (commit, editingChanged, focusAction, submitAction) = (
        onCommit, onEditingChanged, takeFocus, pressReturn
      )
      takeFocus = {
        focusAction?()
        editingChanged?(true)
      }
      pressReturn = {
        commit?()
        editingChanged?(false)
        submitAction?()
      }
    }
    return Control(
      kind: .textField, title: title ?? (label as? Text)?.string,
      .text(
        .init(
          text: text, rejection: rejection, focus: takeFocus, isFocused: focus?.isFocused, submit: pressReturn
        )))
  }
}

extension TextField {
  /// A search field's focus: its search's (the field's own target), and `searchFocused(_:)`'s
  /// above the `searchable` when there is one: focusing the field starts the search and sets
  /// that focus state, which says whether the field has focus.
  static func searchFocus(in environment: EnvironmentValues) -> _FocusTarget? {
    let own = environment.focusTarget
    guard let bound = environment.searchFocusTarget else { return own }
    guard let own else { return bound }
    return _FocusTarget(
      focus: {
        own.focus()
        bound.focus()
      }, isFocused: { bound.isFocused() })
  }
}
