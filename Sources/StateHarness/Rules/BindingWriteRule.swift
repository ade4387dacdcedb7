import Testing
import ViewGraph

extension Harness {
  /// Rule 3 — `@Binding` propagates writes upward: flipping the toggle titled `title`
  /// changes the source of truth `source` reads, and the toggle shows the new value.
  ///
  /// ```swift
  /// let store = SettingsStore()
  /// let harness = ParentHarness { SettingsScreenWithInjectedStore(store: store) }
  /// harness.expectWriteReachesSource(toggle: "Push notifications", source: store.notificationsEnabled)
  /// ```
  public func expectWriteReachesSource(
    toggle title: String, source: @autoclosure () -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let toggle = find(toggle: title, sourceLocation: sourceLocation) else { return }
    let before = source()
    toggle.tap(sourceLocation: sourceLocation)
    checkWrite(
      "flipping Toggle \"\(title)\"", wrote: !before, source: source(), shown: toggle.isOn,
      binding: toggle.node.control?.isOn?.sourceDescription, sourceLocation)
  }

  /// Rule 3 — typing `input` into the text field titled `title` changes the source of
  /// truth `source` reads, and the field shows it.
  ///
  /// ```swift
  /// harness.expectWriteReachesSource(textField: "Display name", input: "Ada", source: store.displayName)
  /// ```
  public func expectWriteReachesSource(
    textField title: String, input: String, source: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let field = find(textField: title, sourceLocation: sourceLocation) else { return }
    field.setInput(input, sourceLocation: sourceLocation)
    checkWrite(
      "typing \(describe(input)) into TextField \"\(title)\"", wrote: input, source: source(),
      shown: field.input, binding: field.node.control?.text?.sourceDescription, sourceLocation)
  }

  /// Rule 3 — writing `value` through the first mounted `Child`'s binding at `binding`
  /// changes the source of truth `source` reads.
  ///
  /// ```swift
  /// harness.expectWriteReachesSource(false, through: \NotificationsSection.$isEnabled,
  ///                                  source: store.notificationsEnabled)
  /// ```
  public func expectWriteReachesSource<Child: View, Value: Equatable>(
    _ value: Value, through binding: KeyPath<Child, Binding<Value>>,
    source: @autoclosure () -> Value, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let child = find(Child.self, sourceLocation: sourceLocation) else { return }
    let projected = child.view[keyPath: binding]
    operation(sourceLocation) { projected.wrappedValue = value }
    checkWrite(
      "writing \(describe(value)) through \(Child.self)'s binding", wrote: value, source: source(),
      shown: operation(sourceLocation) { child.view[keyPath: binding].wrappedValue },
      binding: projected.sourceDescription, sourceLocation)
  }

  private func checkWrite<Value: Equatable>(
    _ action: String, wrote: Value, source: Value, shown: Value?, binding: String?,
    _ sourceLocation: SourceLocation
  ) {
    guard source != wrote || shown != wrote else { return }
    var evidence = ["the binding points to: \(binding ?? "nothing")"]
    evidence.append("the source of truth reads: \(describe(source)) (expected \(describe(wrote)))")
    if let shown { evidence.append("the control shows: \(describe(shown))") }
    reportIssue(
      Failure(
        headline: source != wrote
          ? "Rule 3 (@Binding writes reach the source of truth) broken: \(action) did not reach the source of truth"
          : "Rule 3 (@Binding writes reach the source of truth) broken: \(action) reached the source but the control does not show it",
        evidence: evidence,
        fix: "take `@Binding var value` in the child and pass `$owner.value` from the view that owns it; "
          + "a plain value, a constant or a @State copy edits a copy."),
      sourceLocation: sourceLocation)
  }
}
