import Testing
@_spi(Inspection) import ViewGraph

/// What ``ParentHarness`` and ``ThemedHarness`` share: a mounted view tree and the
/// queries a test asks of it.
///
/// Every query first applies pending invalidations, so after a `tap()` or a direct write
/// to a model the next query sees the re-rendered tree; a test never calls an update
/// method. Everything is `@MainActor`, like SwiftUI's views.
///
/// ```swift
/// let harness = ParentHarness { SettingsScreen() }
/// harness.find(toggle: "Push notifications")?.tap()
/// #expect(harness.installed(SettingsStore.self)?.notificationsEnabled == false)
/// ```
@MainActor
public class Harness {
  /// The ViewGraph host the harness drives, for queries the harness does not offer.
  @_spi(Inspection) public let host: ViewHost
  let sink: WarningSink

  init(
    host make: (WarningSink) -> ViewHost, runtimeWarnings: RuntimeWarningHandling,
    sourceLocation: SourceLocation
  ) {
    let sink = WarningSink(handling: runtimeWarnings, location: sourceLocation)
    self.sink = sink
    self.host = make(sink)
  }

  /// The runtime warnings raised while this harness worked, in order.
  public var runtimeWarnings: [RuntimeWarning] { sink.warnings }

  /// Runs one harness operation: warnings it raises point at `sourceLocation`, and
  /// pending invalidations are applied first.
  func operation<T>(_ sourceLocation: SourceLocation, _ body: () -> T) -> T {
    let outer = sink.location
    sink.location = sourceLocation
    defer { sink.location = outer }
    return host.perform {
      host.update()
      return body()
    }
  }

  /// The view the harness closure returned: the first view of the app below the harness
  /// root.
  var rootViewNode: Node? {
    host.root.descendants.dropFirst().first { $0.isUserView }
  }

  // MARK: - Re-rendering

  /// Runs the parent's body again: the harness closure is called and its new value
  /// reconciled with the mounted tree. Owned storage (`@State`, `@StateObject`) is kept;
  /// plain `let` values are replaced by the new struct's; children whose inputs did not
  /// change are not re-evaluated (S37).
  ///
  /// ```swift
  /// harness.reRender()
  /// ```
  ///
  /// - Complexity: O(m) in the views whose inputs changed.
  public func reRender(sourceLocation: SourceLocation = #_sourceLocation) {
    operation(sourceLocation) {
      host.invalidate(host.root)
      host.update()
    }
  }

  // MARK: - Installed values

  /// The value of type `T` the root view holds as mounted: its installed `@State` or
  /// `@StateObject` storage, or a plain stored property.
  ///
  /// Records an issue naming the type and listing what the root holds, and returns nil,
  /// when the root holds no such value or more than one.
  ///
  /// ```swift
  /// let store = harness.installed(SettingsStore.self)
  /// ```
  ///
  /// - Complexity: O(p) in the root view's stored properties.
  public func installed<T>(
    _ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> T? {
    let lookup = singleHeld(
      T.self, asking: "installed(\(T.self).self)", sourceLocation, excluding: [.bindable, .observedObject],
      noneFix: { "ask for the type of a @State, @StateObject or stored property of \($0)." },
      manyFix: { _ in "ask a child view through find(_:) and its `view`, or give each value its own type." })
    switch lookup {
    case .failure(let failure):
      reportIssue(failure, sourceLocation: sourceLocation)
      return nil
    case .success((_, let held)):
      return held.value as? T
    }
  }

  /// The root view and its one held value of type `T`, or the failure saying why not:
  /// the harness shows no app view, or the root holds no such value, or several.
  func singleHeld<T>(
    _ type: T.Type, asking call: String, _ sourceLocation: SourceLocation,
    excluding excluded: Set<HeldValue.Kind> = [],
    noneFix: (String) -> String = { "name a type \($0) holds exactly once." },
    manyFix: (String) -> String = { "name a type \($0) holds exactly once." }
  ) -> Result<(Node, HeldValue), HarnessFailure> {
    operation(sourceLocation) {
      guard let root = rootViewNode else { return .failure(noRootView(asking: call)) }
      let matches = heldValues(of: root).filter { $0.value is T && !excluded.contains($0.kind) }
      guard matches.count == 1, let held = matches.first else {
        return .failure(
          HarnessFailure(
            headline: matches.isEmpty
              ? "\(call): \(root.typeName) holds no \(T.self)"
              : "\(call): \(root.typeName) holds \(matches.count) values of type \(T.self): "
                + matches.map(\.name).joined(separator: ", "),
            evidence: ["\(root.typeName) holds:"] + root.properties.map { "  " + describe($0) },
            fix: matches.isEmpty ? noneFix(root.typeName) : manyFix(root.typeName)))
      }
      return .success((root, held))
    }
  }

  /// Every value a view holds itself (not read from the environment, not through a
  /// binding), with how it holds it.
  func heldValues(of node: Node) -> [HeldValue] {
    node.properties.compactMap { property in
      switch property.ownership {
      case .state(let value): HeldValue(name: property.name, value: value, kind: .state)
      case .stateObject(let object): HeldValue(name: property.name, value: object, kind: .stateObject)
      case .bindable(let object): HeldValue(name: property.name, value: object, kind: .bindable)
      case .observedObject(let object): HeldValue(name: property.name, value: object, kind: .observedObject)
      case .plain(let value): HeldValue(name: property.name, value: value, kind: .plain)
      case .binding, .environment: nil
      }
    }
  }

  // MARK: - Finding views

  /// The one mounted view of type `V`.
  ///
  /// Records an issue with an outline of what is mounted, and returns nil, when none is;
  /// records one listing where each is mounted, and returns nil, when several are.
  /// Ask about absence with ``findAll(_:sourceLocation:)`` or ``contains(_:sourceLocation:)``.
  ///
  /// ```swift
  /// let section = harness.find(ProfileSection.self)
  /// #expect(section?.view.store === store)
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func find<V: View>(
    _ type: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<V>? {
    operation(sourceLocation) {
      let nodes = host.root.descendants.filter { $0.viewType == V.self }
      if nodes.count == 1 {
        return ViewProbe(node: nodes[0], harness: self, sourceLocation: sourceLocation)
      }
      if nodes.count > 1 {
        // Which one the test meant is a guess; acting on the first would pass or fail by
        // tree order.
        reportIssue(
          HarnessFailure(
            headline:
              "find(\(V.self).self): \(nodes.count) \(V.self) views are mounted; find expects exactly one",
            evidence: ["Mounted at:"] + nodes.map { "  " + $0.identity },
            fix: "use findAll(\(V.self).self) and pick one, or find a control inside it by its title."),
          sourceLocation: sourceLocation)
        return nil
      }
      reportIssue(
        HarnessFailure(
          headline: "find(\(V.self).self): no \(V.self) is mounted",
          evidence: ["Mounted:"] + outline().map { "  " + $0 },
          fix:
            "check the branch or ForEach that should show it; ask about absence with findAll(_:) or contains(_:)."
        ),
        sourceLocation: sourceLocation)
      return nil
    }
  }

  /// Every mounted view of type `V`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(Row.self).count == 3)
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func findAll<V: View>(
    _ type: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ViewProbe<V>] {
    operation(sourceLocation) {
      host.root.descendants.filter { $0.viewType == V.self }.map {
        ViewProbe(node: $0, harness: self, sourceLocation: sourceLocation)
      }
    }
  }

  /// Whether a view of type `V` is mounted.
  ///
  /// ```swift
  /// #expect(!harness.contains(ErrorBanner.self))
  /// ```
  public func contains<V: View>(
    _ type: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    !findAll(type, sourceLocation: sourceLocation).isEmpty
  }

  /// Whether a `Text` showing exactly `string` is mounted.
  ///
  /// ```swift
  /// #expect(harness.contains(text: "Current theme: Dark"))
  /// ```
  public func contains(
    text string: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    operation(sourceLocation) { host.root.descendants.contains { $0.text == string } }
  }

  /// The first mounted `Text` showing exactly `string`.
  ///
  /// ```swift
  /// #expect(harness.find(text: "Current theme: Light") != nil)
  /// ```
  public func find(
    text string: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<Text>? {
    operation(sourceLocation) {
      if let node = host.root.descendants.first(where: { $0.text == string }) {
        return ViewProbe(node: node, harness: self, sourceLocation: sourceLocation)
      }
      let shown = host.root.descendants.compactMap(\.text).map { "\"\($0)\"" }
      reportIssue(
        HarnessFailure(
          headline: "find(text: \"\(string)\"): no Text shows \"\(string)\"",
          evidence: shown.isEmpty
            ? ["No Text is mounted."] : ["Texts mounted: " + shown.joined(separator: ", ")],
          fix: "match the whole string as shown, after interpolation."),
        sourceLocation: sourceLocation)
      return nil
    }
  }

  /// The first mounted `Button` titled `title`.
  ///
  /// ```swift
  /// harness.find(button: "Play")?.tap()
  /// ```
  public func find(
    button title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Button>? {
    findControl(ControlKinds.Button.self, title, sourceLocation)
  }

  /// The first mounted `Toggle` titled `title`.
  ///
  /// ```swift
  /// harness.find(toggle: "Push notifications")?.tap()
  /// ```
  public func find(
    toggle title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Toggle>? {
    findControl(ControlKinds.Toggle.self, title, sourceLocation)
  }

  /// The first mounted `TextField` (or `SecureField`) titled `title`.
  ///
  /// ```swift
  /// harness.find(textField: "Display name")?.setInput("Ada")
  /// ```
  public func find(
    textField title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.TextField>? {
    findControl(ControlKinds.TextField.self, title, sourceLocation)
  }

  /// The first mounted `Stepper` titled `title`.
  ///
  /// ```swift
  /// harness.find(stepper: "Quantity")?.increment()
  /// ```
  public func find(
    stepper title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Stepper>? {
    findControl(ControlKinds.Stepper.self, title, sourceLocation)
  }

  /// The first mounted `Picker` titled `title`.
  ///
  /// ```swift
  /// harness.find(picker: "Flavor")?.select(Flavor.vanilla)
  /// ```
  public func find(
    picker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Picker>? {
    findControl(ControlKinds.Picker.self, title, sourceLocation)
  }

  /// The first mounted `Slider` whose label shows `title`.
  ///
  /// ```swift
  /// harness.find(slider: "Volume")?.setValue(8)
  /// ```
  public func find(
    slider title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Slider>? {
    findControl(ControlKinds.Slider.self, title, sourceLocation)
  }

  /// The first mounted `DatePicker` titled `title`.
  ///
  /// ```swift
  /// harness.find(datePicker: "Due")?.select(date: tomorrow)
  /// ```
  public func find(
    datePicker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.DatePicker>? {
    findControl(ControlKinds.DatePicker.self, title, sourceLocation)
  }

  /// The first mounted `Link` titled `title`.
  ///
  /// ```swift
  /// harness.find(link: "Privacy policy")?.tap()
  /// ```
  public func find(
    link title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Link>? {
    findControl(ControlKinds.Link.self, title, sourceLocation)
  }

  /// The first mounted `NavigationLink` titled `title`.
  ///
  /// ```swift
  /// harness.find(navigationLink: "Settings")?.tap()
  /// ```
  public func find(
    navigationLink title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.NavigationLink>? {
    findControl(ControlKinds.NavigationLink.self, title, sourceLocation)
  }

  private func findControl<Kind: ControlKind>(
    _ kind: Kind.Type, _ title: String, _ sourceLocation: SourceLocation
  ) -> ControlProbe<Kind>? {
    switch lookupControl(kind, title, asking: Kind.family.findCall(title: title), sourceLocation) {
    case .success(let probe): return probe
    case .failure(let failure):
      reportIssue(failure, sourceLocation: sourceLocation)
      return nil
    }
  }

  /// The control of `kind` titled `title`, or the failure saying what is mounted instead.
  /// Records nothing: `check…` forms return the failure, `find` records it.
  func lookupControl<Kind: ControlKind>(
    _ kind: Kind.Type, _ title: String, asking call: String, _ sourceLocation: SourceLocation
  ) -> Result<ControlProbe<Kind>, HarnessFailure> {
    operation(sourceLocation) {
      let family = Kind.family
      let controls = host.root.descendants.filter { $0.control != nil }
      @MainActor func matchesKind(_ node: Node) -> Bool {
        node.control.map { family.kinds.contains($0.kind) } ?? false
      }
      if let node = controls.first(where: { matchesKind($0) && $0.controlTitle == title }) {
        return .success(ControlProbe(node: node, harness: self, sourceLocation: sourceLocation))
      }
      var evidence: [String] = []
      let sameKind = controls.filter(matchesKind).map { "\"\($0.controlTitle ?? "")\"" }
      evidence.append(
        sameKind.isEmpty
          ? "No \(family.name) is mounted."
          : "\(family.name)s mounted: " + sameKind.joined(separator: ", "))
      var fix = "match the title exactly as shown."
      if let other = controls.first(where: { $0.controlTitle == title }), let otherKind = other.control?.kind
      {
        let otherFamily = ControlFamily.of(otherKind)
        evidence.append("A \(otherKind) is titled \"\(title)\".")
        fix =
          otherFamily.findLabel == nil
          ? "a \(otherFamily.name) is driven through \(otherFamily.operations)."
          : "use \(otherFamily.findCall(title: title)) to find it; it offers \(otherFamily.operations)."
      }
      return .failure(
        HarnessFailure(
          headline: "\(call): no \(family.name) titled \"\(title)\" is mounted", evidence: evidence, fix: fix)
      )
    }
  }

  // MARK: - Re-render accounting

  /// How many times bodies of `V` ran since mount, all identities together.
  ///
  /// ```swift
  /// store.displayName = "Ada"
  /// #expect(harness.bodyEvaluations(of: ProfileSection.self) == 2)
  /// ```
  ///
  /// - Complexity: O(1) after pending updates are applied.
  public func bodyEvaluations<V: View>(
    of type: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    operation(sourceLocation) { host.bodyEvaluationCount(of: type) }
  }

  // MARK: - Ownership

  /// The mounted views of the app, each with its stored properties: what it owns, what it
  /// borrows and from where, what it reads from the environment.
  ///
  /// ```swift
  /// print(harness.ownershipMap())
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func ownershipMap(sourceLocation: SourceLocation = #_sourceLocation) -> OwnershipMap {
    operation(sourceLocation) { OwnershipMap(root: host.root) }
  }

  // MARK: - Helpers

  /// An outline of the mounted app views, controls and texts, for failure messages.
  func outline(limit: Int = 40) -> [String] {
    var lines: [String] = []
    func walk(_ node: Node, depth: Int) {
      var childDepth = depth
      if let line = outlineLine(node) {
        lines.append(String(repeating: "  ", count: depth) + line)
        childDepth += 1
      }
      // A control's label is part of its title, not a view of its own.
      if node.control != nil { return }
      for child in node.children { walk(child, depth: childDepth) }
    }
    walk(host.root, depth: 0)
    if lines.count > limit { return Array(lines.prefix(limit)) + ["… \(lines.count - limit) more"] }
    return lines.isEmpty ? ["(nothing)"] : lines
  }

  private func outlineLine(_ node: Node) -> String? {
    if node.isUserView { return node.typeName }
    if let control = node.control { return "\(control.kind) \"\(node.controlTitle ?? "")\"" }
    if let text = node.text { return "Text \"\(text)\"" }
    return nil
  }

  func noRootView(asking call: String) -> HarnessFailure {
    HarnessFailure(
      headline: "\(call): the harness closure returned no view with a body",
      evidence: ["Mounted:"] + outline().map { "  " + $0 },
      fix: "return your screen from the harness closure, e.g. ParentHarness { SettingsScreen() }.")
  }
}

/// Receives a host's runtime warnings and records them as issues at the line of the
/// harness operation running when they were raised.
@MainActor
final class WarningSink {
  let handling: RuntimeWarningHandling
  var location: SourceLocation
  var warnings: [RuntimeWarning] = []

  init(handling: RuntimeWarningHandling, location: SourceLocation) {
    self.handling = handling
    self.location = location
  }

  func receive(_ warning: RuntimeWarning) {
    warnings.append(warning)
    guard handling == .recordIssue else { return }
    reportIssue(
      HarnessFailure(
        headline: "Runtime warning (\(warning.kind.rawValue)): \(warning.message)",
        evidence: [],
        fix: advice(for: warning.kind)
          + " If the test expects this warning, create the harness with runtimeWarnings: .collect."),
      sourceLocation: location)
  }

  private func advice(for kind: RuntimeWarning.Kind) -> String {
    switch kind {
    case .stateAccessedOutsideInstall:
      "read and write @State only from body and the actions it creates, never from init."
    case .stateModifiedDuringUpdate:
      "move the write out of body, into an action, onAppear, onChange or task."
    case .duplicateForEachID:
      "give every element a unique id (Identifiable, or ForEach(_:id:) on a unique property)."
    case .nonConstantForEachRange:
      "use ForEach(_:id:) or Identifiable data for a range that changes."
    case .environmentAccessedOutsideInstall:
      "read @Environment only from body and the actions it creates."
    case .missingEnvironmentObject:
      "place the object above this view with .environment(_:) (or .environmentObject(_:))."
    case .recursionLimit:
      "a view's body contains its own type without end; add a base case."
    case .updateDidNotSettle:
      "a write in onAppear/onChange triggers itself again; guard it with a condition."
    case .missingNavigationDestination:
      "add .navigationDestination(for:) for the value's type inside the NavigationStack."
    case .navigationLinkOutsideStack:
      "put the link inside a NavigationStack."
    }
  }
}
