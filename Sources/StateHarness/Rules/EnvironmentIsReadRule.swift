import Testing
@_spi(Inspection) import ViewGraph

extension ThemedHarness where Value: Equatable {
  /// Rule 4 — `@Environment` values are read, not stored: after each value in `values` is
  /// set at the root, every mounted reader of the key sees it.
  ///
  /// Fails when no view reads the key, or a reader sees another value (a subtree sets its
  /// own, or the value was copied instead of read).
  ///
  /// ```swift
  /// let harness = ThemedHarness(\.theme, .light) { SettingsScreen() }
  /// harness.expectEnvironmentPropagates(.dark, .light)
  /// ```
  public func expectEnvironmentPropagates(
    _ values: Value..., sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkEnvironmentPropagates(values, sourceLocation: sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 4 as a verdict: the failure ``expectEnvironmentPropagates(_:sourceLocation:)``
  /// would record, or nil when every reader saw every value.
  public func checkEnvironmentPropagates(
    _ values: [Value], sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    // Objects are named in this harness's numbering (Store#1 per test).
    host.perform { () -> HarnessFailure? in
      let headline = Rule.environmentIsRead.broken()
      for value in values {
        setTheme(value, sourceLocation: sourceLocation)
        let readings = operation(sourceLocation) { readers() }
        if readings.isEmpty {
          return HarnessFailure(
            headline: "\(headline): no mounted view reads \(keyName)",
            evidence: ["Mounted:"] + operation(sourceLocation) { outline() }.map { "  " + $0 },
            fix: "declare `@Environment(\(keyName)) private var …` in the views that show it.")
        }
        let stale = readings.filter { $0.value != value }
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
