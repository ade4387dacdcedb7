import Testing
import ViewGraph

extension ThemedHarness where Value: Equatable {
  /// Rule 4 — `@Environment` values are read, not stored: after each value in `values` is
  /// set at the root, every mounted reader of the key sees it.
  ///
  /// Fails when no view reads the key, or a reader sees another value (it copied the
  /// value into `@State` or a `let` instead of reading it).
  ///
  /// ```swift
  /// let harness = ThemedHarness(\.theme, .light) { SettingsScreen() }
  /// harness.expectEnvironmentPropagates(.dark, .light)
  /// ```
  public func expectEnvironmentPropagates(
    _ values: Value..., sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for value in values {
      setTheme(value, sourceLocation: sourceLocation)
      let readings = operation(sourceLocation) { readers() }
      if readings.isEmpty {
        reportIssue(
          Failure(
            headline: "Rule 4 (environment values are read, not stored) broken: no mounted view reads \(keyName)",
            evidence: ["Mounted:"] + operation(sourceLocation) { outline() }.map { "  " + $0 },
            fix: "declare `@Environment(\(keyName)) private var …` in the views that show it."),
          sourceLocation: sourceLocation)
        return
      }
      let stale = readings.filter { $0.value != value }
      guard !stale.isEmpty else { continue }
      reportIssue(
        Failure(
          headline: "Rule 4 (environment values are read, not stored) broken: after setting "
            + "\(keyName) to \(describe(value)), \(stale.count) of \(readings.count) readers see another value",
          evidence: readings.map { "\($0.reader) sees \(describe($0.value))" },
          fix: "read the value with @Environment where it is used; don't copy it into @State or a let."),
        sourceLocation: sourceLocation)
      return
    }
  }
}
