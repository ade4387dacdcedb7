import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A model with an instance counter, to tell instances apart and count constructions.
@Observable
final class Counter {
  nonisolated(unsafe) static var made = 0
  nonisolated(unsafe) static var released = 0
  var value: Int
  var other = 0
  @ObservationIgnored var ignored = 0
  init(_ value: Int = 0) {
    self.value = value
    Counter.made += 1
  }
  deinit { Counter.released += 1 }
}

@MainActor
extension ViewHost {
  /// The mounted nodes whose view is of type `V`, in tree order.
  func nodes<V: View>(_ type: V.Type) -> [Node] {
    root.descendants.filter { $0.viewType == V.self }
  }

  /// The single mounted view of type `V`, with its storage installed.
  func view<V: View>(_ type: V.Type, sourceLocation: SourceLocation = #_sourceLocation) -> V? {
    let found = nodes(type)
    #expect(found.count == 1, "expected one \(V.self), found \(found.count)", sourceLocation: sourceLocation)
    return found.first?.value as? V
  }

  /// The first node showing this control title.
  func control(_ title: String) -> Control? {
    root.descendants.first { $0.controlTitle == title }?.control
  }

  /// Every string shown by a mounted Text, in tree order.
  var texts: [String] { root.descendants.compactMap(\.text) }

  /// The first node showing this control title.
  func controlNode(_ title: String) -> Node? {
    root.descendants.first { $0.controlTitle == title }
  }

  /// Whether a `Text` showing exactly `string` is seen, after pending updates: a text below
  /// `.hidden()` is mounted but not seen (S81).
  func shows(_ string: String) -> Bool {
    update()
    return root.descendants.contains { $0.text == string && !$0.isHidden }
  }

  /// Runs a control's long press on the host's behalf, then updates.
  func longPress(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let control = reachableControl(title, sourceLocation: sourceLocation) else { return }
    guard let longPress = control.tap?.longPress else {
      Issue.record("no long press on a control titled \(title)", sourceLocation: sourceLocation)
      return
    }
    perform { longPress() }
    update()
  }

  /// Types `text` into the field titled `title`, as a user would: text its format cannot
  /// parse is refused (an issue), else the field's text becomes it; then updates.
  func setInput(_ title: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let control = reachableControl(title, sourceLocation: sourceLocation) else { return }
    guard let input = control.textInput else {
      Issue.record("no text field titled \(title)", sourceLocation: sourceLocation)
      return
    }
    if let reason = input.rejection?(text) {
      Issue.record("\(title) refuses \"\(text)\": \(reason)", sourceLocation: sourceLocation)
      return
    }
    perform { input.text.wrappedValue = text }
    update()
  }

  /// Runs a text field's focus or submit action (`part`), then updates.
  func drive(
    _ title: String, _ part: KeyPath<Control.TextInput, (() -> Void)?>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let control = reachableControl(title, sourceLocation: sourceLocation) else { return }
    guard let action = control.textInput?[keyPath: part] else {
      Issue.record("no such action on a field titled \(title)", sourceLocation: sourceLocation)
      return
    }
    perform { action() }
    update()
  }

  /// Whether the field titled `title` says it has focus; nil without a focus binding.
  func isFocused(_ title: String) -> Bool? {
    update()
    return control(title)?.textInput?.isFocused?()
  }

  /// The first control showing this title, when a user can reach it: records an issue, and
  /// returns nil, when none shows it, or it is disabled or takes no taps (S81).
  func reachableControl(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) -> Control? {
    update()
    guard let node = controlNode(title), let control = node.control else {
      Issue.record("no control titled \(title)", sourceLocation: sourceLocation)
      return nil
    }
    guard !node.isDisabled, node.allowsHitTesting else {
      Issue.record("\(title) is disabled or takes no taps", sourceLocation: sourceLocation)
      return nil
    }
    return control
  }

  /// Runs a control's action (or flips its toggle) on the host's behalf, then updates.
  func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let control = reachableControl(title, sourceLocation: sourceLocation) else { return }
    perform {
      if let action = control.tap?.action { action() }
      if let isOn = control.isOn { isOn.wrappedValue.toggle() }
    }
    update()
  }
}

/// Collects the warnings raised while `body` runs, in a host or outside one.
@MainActor
func collectWarnings(in host: ViewHost? = nil, _ body: () -> Void) -> [RuntimeWarning] {
  var warnings: [RuntimeWarning] = []
  let previousFallback = RuntimeWarning.fallbackHandler
  RuntimeWarning.fallbackHandler = { warnings.append($0) }
  let previousHandler = host?.warningHandler
  host?.warningHandler = { warnings.append($0) }
  body()
  RuntimeWarning.fallbackHandler = previousFallback
  host?.warningHandler = previousHandler
  return warnings
}

/// Mounts a view, collecting its warnings.
@MainActor
func mount<V: View>(
  _ view: V, _ mode: StateInitialization = .eager, environment: EnvironmentValues = EnvironmentValues(),
  warnings: inout [RuntimeWarning]
) -> ViewHost {
  var host: ViewHost!
  warnings += collectWarnings { host = ViewHost(view, stateInitialization: mode, environment: environment) }
  return host
}

/// Mounts a view and fails the test on any runtime warning.
@MainActor
func mount<V: View>(
  _ view: V, _ mode: StateInitialization = .eager, environment: EnvironmentValues = EnvironmentValues(),
  sourceLocation: SourceLocation = #_sourceLocation
) -> ViewHost {
  var warnings: [RuntimeWarning] = []
  let host = mount(view, mode, environment: environment, warnings: &warnings)
  host.warningHandler = { Issue.record("unexpected warning: \($0.message)", sourceLocation: sourceLocation) }
  #expect(warnings.isEmpty, "unexpected warnings: \(warnings)", sourceLocation: sourceLocation)
  return host
}

/// A root whose body is a closure called at each evaluation, as a parent's body that reads
/// what it captures; `host.invalidate(host.root)` then `host.update()` re-renders it.
struct Rendered<Content: View>: View {
  let content: @MainActor () -> Content
  var body: Content { content() }
}

/// A fresh, empty `UserDefaults` suite for `@AppStorage`, removed when released, so one
/// test's settings never reach another.
final class ScratchDefaults {
  private let name = "ViewGraphTests.\(UUID().uuidString)"
  let defaults: UserDefaults

  init() {
    defaults = UserDefaults(suiteName: name) ?? UserDefaults()
    defaults.removePersistentDomain(forName: name)
  }

  deinit { defaults.removePersistentDomain(forName: name) }

  /// An environment whose `@AppStorage` without `store:` uses these defaults.
  var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.defaultAppStorage = defaults
    return environment
  }
}
