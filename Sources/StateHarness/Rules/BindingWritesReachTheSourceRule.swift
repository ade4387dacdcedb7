import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Rule 3 — `@Binding` propagates writes upward: flipping the toggle titled `title`
  /// changes the source of truth `source` reads, and the toggle shows the new value.
  ///
  /// ```swift
  /// let store = SettingsStore()
  /// let harness = ParentHarness { SettingsScreenWithInjectedStore(store: store) }
  /// harness.expectBindingWritesReachTheSource(toggle: "Push notifications", source: store.notificationsEnabled)
  /// ```
  public func expectBindingWritesReachTheSource(
    toggle title: String, source: @autoclosure () -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkBindingWritesReachTheSource(toggle: title, source: source(), sourceLocation: sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 3 for a toggle, as a verdict (nil when the write reached the source).
  public func checkBindingWritesReachTheSource(
    toggle title: String, source: @autoclosure () -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    // Objects are named in this harness's numbering (Store#1 per test).
    host.perform { () -> HarnessFailure? in
      // A check never records: a missing toggle is its verdict, recorded once by expect….
      let toggle: ControlProbe<ControlKinds.Toggle>
      switch lookupControl(
        ControlKinds.Toggle.self, title, asking: "expectBindingWritesReachTheSource(toggle: \"\(title)\")",
        sourceLocation)
      {
      case .failure(let failure): return failure
      case .success(let found): toggle = found
      }
      let before = source()
      toggle.tap(sourceLocation: sourceLocation)
      return writeFailure(
        "flipping Toggle \"\(title)\"", wrote: !before, source: source(), shown: toggle.isOn,
        binding: toggle.node.control?.isOn?.sourceDescription)
    }
  }

  /// Rule 3 — typing `input` into the text field titled `title` changes the source of
  /// truth `source` reads, and the field shows it.
  ///
  /// ```swift
  /// harness.expectBindingWritesReachTheSource(textField: "Display name", input: "Ada", source: store.displayName)
  /// ```
  public func expectBindingWritesReachTheSource(
    textField title: String, input: String, source: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkBindingWritesReachTheSource(
      textField: title, input: input, source: source(), sourceLocation: sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 3 for a text field, as a verdict (nil when the write reached the source).
  public func checkBindingWritesReachTheSource(
    textField title: String, input: String, source: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    // Objects are named in this harness's numbering (Store#1 per test).
    host.perform { () -> HarnessFailure? in
      let field: ControlProbe<ControlKinds.TextField>
      switch lookupControl(
        ControlKinds.TextField.self, title,
        asking: "expectBindingWritesReachTheSource(textField: \"\(title)\")",
        sourceLocation)
      {
      case .failure(let failure): return failure
      case .success(let found): field = found
      }
      field.setInput(input, sourceLocation: sourceLocation)
      return writeFailure(
        "typing \(describe(input)) into TextField \"\(title)\"", wrote: input, source: source(),
        shown: field.input, binding: field.node.control?.textInput?.text.sourceDescription)
    }
  }

  /// Rule 3 — writing `value` through the first mounted `Child`'s binding at `binding`
  /// changes the source of truth `source` reads.
  ///
  /// ```swift
  /// harness.expectBindingWritesReachTheSource(false, through: \NotificationsSection.$isEnabled,
  ///                                  source: store.notificationsEnabled)
  /// ```
  public func expectBindingWritesReachTheSource<Child: View, Value: Equatable>(
    _ value: Value, through binding: KeyPath<Child, Binding<Value>>,
    source: @autoclosure () -> Value, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkBindingWritesReachTheSource(
      value, through: binding, source: source(), sourceLocation: sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 3 through a child's binding, as a verdict (nil when the write reached the source).
  ///
  /// ```swift
  /// let failure = harness.checkBindingWritesReachTheSource(
  ///   false, through: \NotificationsSection.$isEnabled, source: store.notificationsEnabled)
  /// #expect(failure == nil)
  /// ```
  public func checkBindingWritesReachTheSource<Child: View, Value: Equatable>(
    _ value: Value, through binding: KeyPath<Child, Binding<Value>>,
    source: @autoclosure () -> Value, sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    host.perform { () -> HarnessFailure? in
      let call = "expectBindingWritesReachTheSource(\(describe(value)), through: \\\(Child.self))"
      let node: Node
      switch ruleTarget(Child.self, asking: call, sourceLocation) {
      case .failure(let failure): return failure
      case .success(let found): node = found
      }
      let child = ViewProbe<Child>(node: node, harness: self, sourceLocation: sourceLocation)
      let projected = child.view[keyPath: binding]
      operation(sourceLocation) { projected.wrappedValue = value }
      return writeFailure(
        "writing \(describe(value)) through \(Child.self)'s binding", wrote: value, source: source(),
        shown: operation(sourceLocation) { child.view[keyPath: binding].wrappedValue },
        binding: projected.sourceDescription)
    }
  }

  private func writeFailure<Value: Equatable>(
    _ action: String, wrote: Value, source: Value, shown: Value?, binding: String?
  ) -> HarnessFailure? {
    guard source != wrote || shown != wrote else { return nil }
    var evidence = ["the binding points to: \(binding ?? "nothing")"]
    evidence.append("the source of truth reads: \(describe(source)) (expected \(describe(wrote)))")
    if let shown { evidence.append("the control shows: \(describe(shown))") }
    let headline = Rule.bindingWritesReachTheSource.broken(action)
    return HarnessFailure(
      headline: source != wrote
        ? "\(headline) did not reach the source of truth"
        : "\(headline) reached the source but the control does not show it",
      evidence: evidence,
      fix: source != wrote ? Advice.bindToTheOwner : Advice.readWhatTheBindingWrites)
  }
}
