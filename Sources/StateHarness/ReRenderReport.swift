import Testing
import ViewGraph

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
  }

  /// The views that re-rendered, by name.
  public let entries: [Entry]

  /// How many times bodies of the named view type ran.
  public func count(of view: String) -> Int { entries.first { $0.view == view }?.count ?? 0 }

  public var description: String {
    entries.isEmpty ? "nothing" : entries.map { "\($0.view) ×\($0.count)" }.joined(separator: ", ")
  }
}

extension Harness {
  /// Runs `action` — taps, typing, model writes — applies the updates it causes, and
  /// reports which views of the app re-evaluated their bodies and how often.
  ///
  /// ```swift
  /// let report = harness.reRenders { harness.find(toggle: "Push notifications")?.tap() }
  /// ```
  ///
  /// - Complexity: O(t) in the view types that ever evaluated a body, besides the action.
  public func reRenders(
    sourceLocation: SourceLocation = #_sourceLocation, during action: () -> Void
  ) -> ReRenderReport {
    let before = operation(sourceLocation) { userBodyCounts() }
    operation(sourceLocation) {
      action()
      host.update()
    }
    let after = userBodyCounts()
    let entries = after.compactMap { name, count -> ReRenderReport.Entry? in
      let delta = count - (before[name] ?? 0)
      return delta > 0 ? ReRenderReport.Entry(view: name, count: delta) : nil
    }
    return ReRenderReport(entries: entries.sorted { $0.view < $1.view })
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
    let rows = names.map { name in
      let actual = report.count(of: name)
      let expectedCount = wanted.first { $0.view == name }?.count ?? 0
      let note =
        actual == expectedCount
        ? "" : expectedCount == 0 ? "  ← not expected" : "  ← expected ×\(expectedCount)"
      return "\(name) ×\(actual)\(note)"
    }
    HarnessFailure(
      headline: "Re-render accounting: the action re-rendered \(report) instead of "
        + (wanted.isEmpty ? "nothing" : ReRenderReport(entries: wanted).description),
      evidence: rows,
      fix: "a view re-renders when its body read what the action changed, or its parent passed it "
        + "new inputs; read less in that body, or split the view so only the reader re-renders."
    ).record(sourceLocation: sourceLocation)
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

  private func userBodyCounts() -> [String: Int] {
    var counts: [String: Int] = [:]
    for entry in host.bodyEvaluations where entry.isUserView { counts[entry.name, default: 0] += entry.count }
    return counts
  }
}

/// `ProfileSection` for `ProfileSection.self`, as node type names read.
func shortName(_ type: Any.Type) -> String { String(describing: type) }
