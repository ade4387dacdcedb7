import Testing
@_spi(Inspection) import ViewGraph

extension EnvironmentHarness where Value: Equatable {
  /// Rule 4 — `@Environment` values are read, not stored: after each value in `values` is
  /// set at the root, every mounted reader of the key sees it.
  ///
  /// Fails when no view reads the key, or a reader sees another value (a subtree sets its
  /// own, or the value was copied instead of read).
  ///
  /// ```swift
  /// let harness = EnvironmentHarness(\.theme, .light) { SettingsScreen() }
  /// harness.expectEnvironmentIsRead(.dark, .light)
  /// ```
  public func expectEnvironmentIsRead(
    _ values: Value..., sourceLocation: SourceLocation = #_sourceLocation
  ) {
    propagationFailure(values, byIdentity: false, sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 4 as a verdict: the failure ``expectEnvironmentIsRead(_:sourceLocation:)-1ftvz``
  /// would record, or nil when every reader saw every value.
  ///
  /// ```swift
  /// #expect(harness.checkEnvironmentIsRead(.dark, .light) == nil)
  /// ```
  public func checkEnvironmentIsRead(
    _ values: Value..., sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    propagationFailure(values, byIdentity: false, sourceLocation)
  }
}

extension EnvironmentHarness where Value: AnyObject {
  /// Rule 4 for a model placed with `.environment(_:)`: after each model in `models` is set
  /// at the root, every `@Environment(Model.self)` reader holds that very instance.
  ///
  /// ```swift
  /// let harness = EnvironmentHarness(ModelData()) { LandmarkList() }
  /// harness.expectEnvironmentIsRead(ModelData(), ModelData())
  /// ```
  public func expectEnvironmentIsRead(
    _ models: Value..., sourceLocation: SourceLocation = #_sourceLocation
  ) {
    propagationFailure(models, byIdentity: true, sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 4 for a model, as a verdict (nil when every reader held every model).
  public func checkEnvironmentIsRead(
    _ models: Value..., sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    propagationFailure(models, byIdentity: true, sourceLocation)
  }
}

extension EnvironmentHarness {
  /// Sets each value at the root and asks every reader, comparing objects by identity and
  /// values with `==`.
  func propagationFailure(
    _ values: [Value], byIdentity: Bool, _ sourceLocation: SourceLocation
  ) -> HarnessFailure? {
    // Objects are named in this harness's numbering (Store#1 per test).
    host.perform { () -> HarnessFailure? in
      let headline = Rule.environmentIsRead.broken()
      for value in values {
        setValue(value, sourceLocation: sourceLocation)
        let readings = operation(sourceLocation) { readers() }
        if readings.isEmpty {
          return HarnessFailure(
            headline: "\(headline): no mounted view reads \(keyName)",
            evidence: ["Mounted:"] + operation(sourceLocation) { outline() }.map { "  " + $0 },
            fix: "declare `@Environment(\(keyName)) private var …` in the views that show it.")
        }
        let stale = readings.filter { reading in
          byIdentity ? (reading.value as AnyObject) !== (value as AnyObject) : !isEqual(reading.value, value)
        }
        guard !stale.isEmpty else { continue }
        return HarnessFailure(
          headline: "\(headline): after setting \(keyName) to \(describe(value)), "
            + "\(stale.count) of \(readings.count) readers see another value",
          evidence: readings.map { "\($0.reader) sees \(describe($0.value))" },
          fix: Advice.readTheEnvironment)
      }
      return nil
    }
  }
}

/// `a == b` for two values of one `Equatable` type.
private func isEqual(_ a: Any, _ b: Any) -> Bool {
  guard let a = a as? any Equatable else { return false }
  return a.isEqual(to: b)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self).map { self == $0 } ?? false }
}
