import Testing
@_spi(Inspection) import ViewGraph

/// Mounts a view under one environment value the test controls, for the rule that
/// environment changes reach every reader (the article's `ThemedHarness`). It answers the
/// same queries as ``ParentHarness``.
///
/// ```swift
/// let harness = ThemedHarness(\.theme, .light) { SettingsScreen() }
/// #expect(harness.observedTheme() == .light)
/// harness.setTheme(.dark)
/// #expect(harness.observedTheme() == .dark)
/// ```
@MainActor
public final class ThemedHarness<Value, Content: View>: Harness {
  /// The environment key path the harness sets at the root.
  public let keyPath: WritableKeyPath<EnvironmentValues, Value>
  private let current: RootValue<Value>

  /// Mounts `body` with `keyPath` set to `value` at the root.
  public init(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value,
    stateInitialization: StateInitialization? = nil,
    runtimeWarnings: RuntimeWarningHandling? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    @ViewBuilder _ body: @escaping @MainActor () -> Content
  ) {
    let current = RootValue(value)
    let stateInitialization = HarnessConfiguration.stateInitialization(stateInitialization)
    self.keyPath = keyPath
    self.current = current
    super.init(
      host: { sink, environment in
        ViewHost(
          ThemedRoot(keyPath: keyPath, current: current, content: body),
          stateInitialization: stateInitialization, environment: environment,
          warningHandler: { [weak sink] in sink?.receive($0) })
      },
      runtimeWarnings: runtimeWarnings, sourceLocation: sourceLocation)
  }

  /// The value set at the root now.
  public var rootValue: Value { current.value }

  /// Changes the value at the root; readers below see it at the next query.
  ///
  /// ```swift
  /// harness.setTheme(.dark)
  /// ```
  public func setTheme(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) {
    operation(sourceLocation) {
      current.value = value
      host.invalidate(host.root)
      host.update()
    }
  }

  /// What the mounted `@Environment` readers of the key see.
  ///
  /// Records an issue, and returns nil, when no mounted view reads the key, or when the
  /// readers disagree (one copied the value instead of reading it).
  ///
  /// ```swift
  /// #expect(harness.observedTheme() == .dark)
  /// ```
  public func observedTheme(sourceLocation: SourceLocation = #_sourceLocation) -> Value? {
    operation(sourceLocation) {
      let readings = readers()
      let call = "observedTheme()"
      guard let first = readings.first else {
        reportIssue(
          HarnessFailure(
            headline: "\(call): no mounted view reads \(keyName) with @Environment",
            evidence: ["Mounted:"] + outline().map { "  " + $0 },
            fix: "declare @Environment(\(keyName)) in the view that shows the value."),
          of: self, sourceLocation: sourceLocation)
        return nil
      }
      let distinct = readings.map { describe($0.value, detail: .full) }
      guard Set(distinct).count == 1 else {
        reportIssue(
          HarnessFailure(
            headline: "\(call): the readers of \(keyName) disagree",
            evidence: readings.map { "\($0.reader) sees \(describe($0.value))" }
              + ["the root sets \(describe(current.value))"],
            fix: Advice.readTheEnvironment),
          of: self, sourceLocation: sourceLocation)
        return nil
      }
      return first.value
    }
  }

  /// `\.theme`: the key as written in `@Environment(\.theme)`.
  var keyName: String { EnvironmentValues.name(of: keyPath) }

  /// Every installed `@Environment` property reading this harness's key, with its view.
  func readers() -> [(reader: String, value: Value)] {
    host.root.descendants.flatMap { node in
      node.properties.compactMap { property -> (String, Value)? in
        guard case .environment(let key, let value?) = property.ownership, key == keyName,
          let typed = value as? Value
        else { return nil }
        return ("\(node.typeName).\(property.name)", typed)
      }
    }
  }
}

/// The value a ``ThemedHarness`` sets at its root, changed by `setTheme(_:)`.
@MainActor
final class RootValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

struct ThemedRoot<Value, Content: View>: View, _GraphInternalView {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let current: RootValue<Value>
  let content: @MainActor () -> Content
  var body: some View { content().environment(keyPath, current.value) }
}
