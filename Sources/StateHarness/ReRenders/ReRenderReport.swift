import Testing
@_spi(Inspection) import ViewGraph

/// Which views of the app re-evaluated their bodies during an action, and how often.
///
/// ```swift
/// let report = harness.reRenders { store.displayName = "Ada" }
/// print(report)   // ProfileSection ×1
/// ```
public struct ReRenderReport: CustomStringConvertible, Equatable, Sendable {
  /// One view type and its body evaluations.
  public struct Entry: Equatable, Sendable {
    public let view: String
    public let count: Int
    /// Why its bodies ran, one line per evaluation in the order they ran, as SwiftUI's
    /// `Self._printChanges()` prints them: `ProfileSection: @self, _store changed.`
    public var changes: [String] = []
    /// The `@Observable` properties behind its `@dependencies` causes: `Store.count`.
    public var observedProperties: [String] = []

    public init(
      view: String, count: Int, changes: [String] = [], observedProperties: [String] = []
    ) {
      self.view = view
      self.count = count
      self.changes = changes
      self.observedProperties = observedProperties
    }

    /// Entries are equal when the view and count are; causes are evidence.
    public static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.view == rhs.view && lhs.count == rhs.count
    }
  }

  /// The views that re-rendered, by name.
  public let entries: [Entry]

  /// How many times bodies of the named view type ran.
  public func count(of view: String) -> Int { entries.first { $0.view == view }?.count ?? 0 }

  /// Why bodies of the named view type ran, one line per evaluation.
  public func changes(of view: String) -> [String] {
    entries.first { $0.view == view }?.changes ?? []
  }

  /// The `@Observable` properties whose change re-rendered the named view type.
  public func observedProperties(of view: String) -> [String] {
    entries.first { $0.view == view }?.observedProperties ?? []
  }

  public var description: String {
    entries.isEmpty ? "nothing" : entries.map { "\($0.view) ×\($0.count)" }.joined(separator: ", ")
  }
}

extension Harness {
  /// Runs `action` — taps, typing, model writes — applies the updates it causes, and
  /// returns one line per body evaluation of the app's views, in the order they ran, in the
  /// words of SwiftUI's `Self._printChanges()`:
  ///
  /// - `"Counter: _count changed."` — a `@State`, `@Binding`, `@Environment` or observed
  ///   object of the view changed (its underscored name);
  /// - `"Row: @self changed."` — the parent passed a different value;
  /// - `"Reader: @dependencies changed."` — an `@Observable` property its body read changed;
  /// - `"Detail: @self changed."` — a new identity appeared (its first body), or
  ///   `"Sheet: @self, @identity, _name changed."` when it has dynamic properties;
  /// - nested types named as SwiftUI names them: `"Outer.Counter: _count changed."`;
  /// - several causes joined with ", ", as SwiftUI does.
  ///
  /// ```swift
  /// let lines = harness.changes { harness.find(toggle: "Push notifications")?.tap() }
  /// #expect(lines == ["NotificationsSection: _isEnabled changed."])
  /// ```
  public func changes(
    sourceLocation: SourceLocation = #_sourceLocation, during action: () -> Void
  ) -> [String] {
    evaluations(sourceLocation, during: action).map(\.description)
  }

  /// The app's body evaluations during `action`, with their causes.
  func evaluations(
    _ sourceLocation: SourceLocation, during action: () -> Void
  ) -> [BodyEvaluation] {
    operation(sourceLocation) { host.recordingEvaluations(action) }.filter(\.isUserView)
  }

  /// Runs `action` — taps, typing, model writes — applies the updates it causes, and
  /// reports which views of the app re-evaluated their bodies, how often, and why.
  ///
  /// ```swift
  /// let report = harness.reRenders { harness.find(toggle: "Push notifications")?.tap() }
  /// report.changes(of: "NotificationsSection")   // ["NotificationsSection: _isEnabled changed."]
  /// ```
  ///
  /// - Complexity: O(e) in the body evaluations the action causes.
  public func reRenders(
    sourceLocation: SourceLocation = #_sourceLocation, during action: () -> Void
  ) -> ReRenderReport {
    var byView: [String: ReRenderReport.Entry] = [:]
    for evaluation in evaluations(sourceLocation, during: action) {
      let entry = byView[evaluation.view] ?? ReRenderReport.Entry(view: evaluation.view, count: 0)
      byView[evaluation.view] = ReRenderReport.Entry(
        view: entry.view, count: entry.count + 1,
        changes: entry.changes + [evaluation.description],
        observedProperties: entry.observedProperties
          + evaluation.observed.filter { !entry.observedProperties.contains($0) })
    }
    return ReRenderReport(entries: byView.values.sorted { $0.view < $1.view })
  }

  /// Asserts that `action` re-renders exactly the given views, each exactly the given
  /// number of times, and nothing else.
  ///
  /// The failure lists every view that re-rendered with its count against the expected.
  ///
  /// ```swift
  /// // Writing the display name re-renders ProfileSection once and nothing else.
  /// harness.expectReRenders([ProfileSection.self: 1]) { store.displayName = "Ada" }
  /// ```
  public func expectReRenders(
    _ expected: KeyValuePairs<Any.Type, Int>, sourceLocation: SourceLocation = #_sourceLocation,
    during action: () -> Void
  ) {
    let report = reRenders(sourceLocation: sourceLocation, during: action)
    let wanted = expected.map { ReRenderReport.Entry(view: shortName($0.key), count: $0.value) }
      .filter { $0.count > 0 }.sorted { $0.view < $1.view }
    guard report.entries != wanted else { return }
    let names = Set(report.entries.map(\.view) + wanted.map(\.view)).sorted()
    let rows = names.flatMap { name in
      let actual = report.count(of: name)
      let expectedCount = wanted.first { $0.view == name }?.count ?? 0
      let note =
        actual == expectedCount
        ? "" : expectedCount == 0 ? "  ← not expected" : "  ← expected ×\(expectedCount)"
      // Under each unexpected re-render, what caused it.
      var causes = actual > expectedCount ? collapsed(report.changes(of: name)).map { "  " + $0 } : []
      let observed = report.observedProperties(of: name)
      if !causes.isEmpty && !observed.isEmpty {
        causes.append("  @dependencies: " + observed.joined(separator: ", "))
      }
      return ["\(name) ×\(actual)\(note)"] + causes
    }
    HarnessFailure(
      headline: "Re-render accounting: the action re-rendered \(report) instead of "
        + (wanted.isEmpty ? "nothing" : ReRenderReport(entries: wanted).description),
      evidence: rows,
      fix: "a view re-renders when its body read what the action changed, or its parent passed it "
        + "new inputs; read less in that body, or split the view so only the reader re-renders."
    ).record(in: self, sourceLocation: sourceLocation)
  }

  /// Asserts that `action` re-renders no view of the app.
  ///
  /// ```swift
  /// harness.expectNoReRenders { store.unusedFlag = true }
  /// ```
  public func expectNoReRenders(
    sourceLocation: SourceLocation = #_sourceLocation, during action: () -> Void
  ) {
    expectReRenders([:], sourceLocation: sourceLocation, during: action)
  }

}

/// Repeated lines once each, in the order they first appeared, counted when repeated:
/// twelve rows re-rendered for the same reason are one line, `Row: @self changed. ×12`.
func collapsed(_ lines: [String]) -> [String] {
  var order: [String] = []
  var counts: [String: Int] = [:]
  for line in lines {
    if counts[line] == nil { order.append(line) }
    counts[line, default: 0] += 1
  }
  return order.map { line in counts[line, default: 1] > 1 ? "\(line) ×\(counts[line, default: 1])" : line }
}

/// `ProfileSection` for `ProfileSection.self`, as node type names read.
func shortName(_ type: Any.Type) -> String { String(describing: type) }
