import Observation
import Testing
@_spi(Inspection) import ViewGraph

/// Mounts a view under one environment value the test controls, for the rule that
/// environment changes reach every reader: a key (`\.theme`, `\.locale`, a key of the app's)
/// or an `@Observable` model placed with `.environment(_:)` and read with
/// `@Environment(Model.self)`. It answers the same queries as ``ParentHarness``.
///
/// ```swift
/// let harness = EnvironmentHarness(\.theme, .light) { SettingsScreen() }
/// harness.setValue(.dark)
/// #expect(harness.observedValue() == .dark)
///
/// let models = EnvironmentHarness(ModelData()) { LandmarkList() }
/// models.expectEnvironmentIsRead(ModelData(), ModelData())
/// ```
@MainActor
public final class EnvironmentHarness<Value, Content: View>: Harness {
  /// The environment key path the harness sets at the root; nil for a model placed with
  /// `.environment(_:)`.
  public let keyPath: WritableKeyPath<EnvironmentValues, Value>?
  private let current: RootValue<Value>
  /// `\.theme`, or `ModelData.self`: the key as written in `@Environment(…)`.
  let keyName: String

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
    self.keyName = EnvironmentValues.name(of: keyPath)
    super.init(
      host: { sink, environment in
        ViewHost(
          KeyRoot(keyPath: keyPath, current: current, content: body),
          stateInitialization: stateInitialization, environment: environment,
          warningHandler: { [weak sink] in sink?.receive($0) })
      },
      runtimeWarnings: runtimeWarnings, sourceLocation: sourceLocation)
  }

  /// Mounts `body` with the `@Observable` `model` placed at the root with
  /// `.environment(model)`, as an app's root places the model its views read with
  /// `@Environment(Model.self)`.
  ///
  /// ```swift
  /// let harness = EnvironmentHarness(ModelData()) { LandmarkList() }
  /// ```
  public init(
    _ model: Value,
    stateInitialization: StateInitialization? = nil,
    runtimeWarnings: RuntimeWarningHandling? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    @ViewBuilder _ body: @escaping @MainActor () -> Content
  ) where Value: AnyObject & Observable {
    let current = RootValue(model)
    let stateInitialization = HarnessConfiguration.stateInitialization(stateInitialization)
    self.keyPath = nil
    self.current = current
    self.keyName = "\(Value.self).self"
    super.init(
      host: { sink, environment in
        ViewHost(
          ModelRoot(current: current, content: body),
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
  /// harness.setValue(.dark)
  /// ```
  public func setValue(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) {
    guard !refused("setValue(_:)", sourceLocation) else { return }
    operation(sourceLocation) {
      current.value = value
      host.invalidate(host.root)
      host.update()
    }
  }

  /// ``setValue(_:sourceLocation:)`` under the name the article's `ThemedHarness` gives it.
  ///
  /// ```swift
  /// harness.setTheme(.dark)
  /// ```
  public func setTheme(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) {
    setValue(value, sourceLocation: sourceLocation)
  }

  /// What the mounted `@Environment` readers of the key see.
  ///
  /// Records an issue, and returns nil, when no mounted view reads the key, or when the
  /// readers disagree (one copied the value instead of reading it).
  ///
  /// ```swift
  /// #expect(harness.observedValue() == .dark)
  /// ```
  public func observedValue(sourceLocation: SourceLocation = #_sourceLocation) -> Value? {
    observed(asking: "observedValue()", sourceLocation)
  }

  /// ``observedValue(sourceLocation:)`` under the name the article's `ThemedHarness` gives it.
  ///
  /// ```swift
  /// #expect(harness.observedTheme() == .dark)
  /// ```
  public func observedTheme(sourceLocation: SourceLocation = #_sourceLocation) -> Value? {
    observed(asking: "observedTheme()", sourceLocation)
  }

  private func observed(asking call: String, _ sourceLocation: SourceLocation) -> Value? {
    guard !refused(call, sourceLocation, duringUpdates: false) else { return nil }
    return operation(sourceLocation) {
      let readings = readers()
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

/// The article's name for ``EnvironmentHarness``, kept: `ThemedHarness(\.theme, .light) { … }`
/// with `setTheme(_:)` and `observedTheme()`.
public typealias ThemedHarness<Value, Content: View> = EnvironmentHarness<Value, Content>

/// The value an ``EnvironmentHarness`` sets at its root, changed by `setValue(_:)`.
@MainActor
final class RootValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

struct KeyRoot<Value, Content: View>: View, _GraphInternalView {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let current: RootValue<Value>
  let content: @MainActor () -> Content
  var body: some View { content().environment(keyPath, current.value) }
}

struct ModelRoot<Value: AnyObject & Observable, Content: View>: View, _GraphInternalView {
  let current: RootValue<Value>
  let content: @MainActor () -> Content
  var body: some View { content().environment(current.value) }
}
