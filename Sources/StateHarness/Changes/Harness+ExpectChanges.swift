import Testing
@_spi(Inspection) import ViewGraph

// Exhaustive value accounting, after TCA's TestStore: an action changes exactly what the
// test says, and nothing else the screen holds.

extension Harness {
  /// Runs `action` — taps, typing, model writes — applies the updates it causes, and
  /// returns every value the mounted screen holds that differs afterwards: each view's
  /// `@State` and each property of every observed model (`@Observable` class or
  /// `ObservableObject`) reachable from what the views hold, a model shared by several views
  /// once.
  ///
  /// ```swift
  /// let changes = harness.stateChanges { harness.find(toggle: "Push notifications")?.tap() }
  /// #expect(changes.map(\.path) == ["AccountSettings.notificationsEnabled"])
  /// ```
  ///
  /// - Complexity: O(v) in the values the mounted views and their models hold, twice.
  public func stateChanges(
    sourceLocation: SourceLocation = #_sourceLocation, during action: () -> Void
  ) -> [StateChange] {
    differences(expecting: [], sourceLocation, during: action).changes.map(\.change)
  }

  /// Asserts that `action` changes exactly the listed values of the mounted screen and
  /// nothing else it holds: every view's `@State` and every property of every observed
  /// model reachable from the views are read before the action and after the updates it
  /// causes, and compared by their text (strings quoted, references by type name).
  ///
  /// Records one issue listing each unexpected change as `− before  + after`, and each
  /// listed change that did not happen (or ended at another value than `to:`).
  ///
  /// ```swift
  /// harness.expectChanges(
  ///   .model(\AccountSettings.notificationsEnabled, to: false),
  ///   .state(SettingsPane.self, "isShowingSheet")
  /// ) {
  ///   harness.find(toggle: "Push notifications")?.tap()
  ///   harness.find(button: "Edit profile")?.tap()
  /// }
  /// ```
  ///
  /// The test lists what changes rather than writing the expected state in a closure, as
  /// TCA's `TestStore` does with its value-type state: models are reference types, so there
  /// is no copy of them to mutate. Each ``ExpectedChange`` names one value — a model's
  /// property by key path, a private `@State` by view type and name — and may add `to:` the
  /// value it must end at.
  ///
  /// - Complexity: O(v) in the values the mounted views and their models hold, twice.
  public func expectChanges(
    _ expected: ExpectedChange..., sourceLocation: SourceLocation = #_sourceLocation,
    during action: () -> Void
  ) {
    checkChanges(expected, asking: "expectChanges", sourceLocation, during: action)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// ``expectChanges(_:sourceLocation:during:)`` as a verdict: runs `action` and returns
  /// the failure that call would record, or nil when exactly the listed values changed.
  ///
  /// ```swift
  /// let failure = harness.checkChanges(.model(\AccountSettings.displayName)) {
  ///   settings.displayName = "Grace"
  /// }
  /// print(failure?.description ?? "exactly as listed")
  /// ```
  public func checkChanges(
    _ expected: ExpectedChange..., sourceLocation: SourceLocation = #_sourceLocation,
    during action: () -> Void
  ) -> HarnessFailure? {
    checkChanges(expected, asking: "expectChanges", sourceLocation, during: action)
  }

  /// Asserts that `action` changes no value the mounted screen holds: no view's `@State`,
  /// no property of an observed model reachable from the views. Unlike
  /// ``expectNoReRenders(sourceLocation:during:)``, which counts body evaluations, this
  /// compares values.
  ///
  /// ```swift
  /// harness.expectNoChanges { harness.find(button: "Cancel")?.tap() }
  /// ```
  public func expectNoChanges(
    sourceLocation: SourceLocation = #_sourceLocation, during action: () -> Void
  ) {
    checkChanges([], asking: "expectNoChanges", sourceLocation, during: action)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// The changes `action` made, and for each of `expected`, what it read before and after.
  private func differences(
    expecting expected: [ExpectedChange], _ sourceLocation: SourceLocation,
    during action: () -> Void
  ) -> (changes: [HeldStateSnapshot.Difference], before: HeldStateSnapshot, after: HeldStateSnapshot) {
    operation(sourceLocation) {
      let before = HeldStateSnapshot(root: host.root, expecting: expected)
      action()
      host.update()
      let after = HeldStateSnapshot(root: host.root, expecting: expected)
      return (HeldStateSnapshot.differences(from: before, to: after), before, after)
    }
  }

  private func checkChanges(
    _ expected: [ExpectedChange], asking call: String, _ sourceLocation: SourceLocation,
    during action: () -> Void
  ) -> HarnessFailure? {
    let (changes, before, after) = differences(expecting: expected, sourceLocation, during: action)
    var unexplained = changes
    var missed: [String] = []
    for (index, change) in expected.enumerated() {
      let matched: [HeldStateSnapshot.Difference]
      switch change.target {
      case .state(let view, let name):
        matched = unexplained.filter { $0.isView && $0.ownerType == view && $0.key.property == name }
        if matched.isEmpty {
          missed.append(stateDidNotChange(view, name, to: change.newValue, before: before, after: after))
        }
      case .model(let root, let name, let valueType, _):
        let found = modelChanges(
          root, name, valueType, in: unexplained, before: before.reads[index] ?? [:],
          after: after.reads[index] ?? [:])
        matched = found.fields
        if !found.changed {
          missed.append(
            modelDidNotChange(
              root, name ?? propertyName(valueType, read: after.reads[index] ?? [:], in: after),
              to: change.newValue, after: after, reads: after.reads[index] ?? [:]))
        }
      }
      let matchedKeys = Set(matched.map(\.key))
      unexplained.removeAll { matchedKeys.contains($0.key) }
      if let newValue = change.newValue {
        missed += matched.filter { $0.after?.text != newValue }.map { "\($0.change), expected + \(newValue)" }
      }
    }
    guard !unexplained.isEmpty || !missed.isEmpty else { return nil }
    return HarnessFailure(
      headline: "\(call): "
        + [
          counted(unexplained.count, "unexpected change", "unexpected changes"),
          counted(missed.count, "expected change did not happen", "expected changes did not happen"),
        ].compactMap { $0 }.joined(separator: "; "),
      evidence: unexplained.map(\.change.description) + missed
        + (unexplained.isEmpty && !missed.contains { $0.contains("− ") }
          ? [] : ["(−: before the action, +: after it)"]),
      fix: fix(call, unexpected: unexplained.first, missed: !missed.isEmpty))
  }

  /// The changed fields of models of type `root` that a key path's reads explain, per
  /// object the first whose before and after text are the reads' (by name when the key
  /// path carries one); and whether the key path read a different value afterwards on any
  /// object, so that a computed property counts as changed.
  private func modelChanges(
    _ root: String, _ name: String?, _ valueType: Any.Type, in changes: [HeldStateSnapshot.Difference],
    before: [ObjectIdentifier: String], after: [ObjectIdentifier: String]
  ) -> (fields: [HeldStateSnapshot.Difference], changed: Bool) {
    var fields: [HeldStateSnapshot.Difference] = []
    var changed = false
    for object in Set(before.keys).union(after.keys) where before[object] != after[object] {
      changed = true
      let candidates = changes.filter { difference in
        guard case .model(object) = difference.key.owner else { return false }
        if let name { return difference.key.property == name }
        return difference.before?.text == before[object] && difference.after?.text == after[object]
      }
      let sameType = candidates.filter { ($0.after ?? $0.before)?.type == valueType }
      if let field = sameType.first ?? candidates.first { fields.append(field) }
    }
    return (fields, changed)
  }

  /// The name a key path without one reads: the one property of its value type, else the
  /// one of that type holding what it reads; else `<Bool property>`.
  private func propertyName(
    _ valueType: Any.Type, read: [ObjectIdentifier: String], in snapshot: HeldStateSnapshot
  ) -> String {
    guard let (object, text) = read.first else { return "<\(valueType) property>" }
    let fields = snapshot.order.filter {
      $0.owner == .model(object) && snapshot.values[$0]?.type == valueType
    }
    if fields.count == 1 { return fields[0].property }
    let holding = fields.filter { snapshot.values[$0]?.text == text }
    return holding.count == 1 ? holding[0].property : "<\(valueType) property>"
  }

  private func stateDidNotChange(
    _ view: String, _ name: String, to newValue: String?, before: HeldStateSnapshot, after: HeldStateSnapshot
  ) -> String {
    let path = "\(view).\(name)"
    let names = after.stateNames(ofView: view) + before.stateNames(ofView: view)
    if names.isEmpty {
      return "\(path): no mounted \(view) holds @State \(name)"
    }
    guard names.contains(name) else {
      let held = names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      return "\(path): \(view) holds no @State \(name) (its @State: \(held.joined(separator: ", ")))"
    }
    let value = after.order.first { key in
      key.property == name && after.holders[key.owner]?.typeName == view
    }.flatMap { after.values[$0]?.text }
    return "\(path): expected " + (newValue.map { "+ \($0)" } ?? "a change")
      + ", stayed \(value ?? "(absent)")"
  }

  private func modelDidNotChange(
    _ root: String, _ name: String, to newValue: String?, after: HeldStateSnapshot,
    reads: [ObjectIdentifier: String]
  ) -> String {
    let path = "\(root).\(name)"
    guard let object = after.models(named: root).first, let value = reads[object] else {
      return "\(path): no \(root) is reachable from the mounted views"
    }
    return "\(path): expected " + (newValue.map { "+ \($0)" } ?? "a change") + ", stayed \(value)"
  }

  private func fix(_ call: String, unexpected: HeldStateSnapshot.Difference?, missed: Bool) -> String {
    var parts: [String] = []
    if let unexpected {
      let listed =
        unexpected.isView
        ? ".state(\(unexpected.ownerType).self, \"\(unexpected.key.property)\")"
        : ".model(\\\(unexpected.ownerType).\(unexpected.key.property))"
      parts.append(
        "if a change is intended, list it — expectChanges(\(listed)); if not, find what the action "
          + "writes that it should not")
    }
    if missed {
      parts.append(
        "for a change that did not happen, check the action reached what it meant to change "
          + "(find(…) returns nil when nothing matches, and nothing is tapped), or correct the expectation")
    }
    return parts.joined(separator: "; ") + "."
  }
}

/// `1 unexpected change`, `2 unexpected changes`; nil for none.
private func counted(_ count: Int, _ singular: String, _ plural: String) -> String? {
  count == 0 ? nil : "\(count) \(count == 1 ? singular : plural)"
}
