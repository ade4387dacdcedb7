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

  /// Runs a control's action (or flips its toggle) on the host's behalf, then updates.
  func tap(_ title: String) {
    guard let control = control(title) else {
      Issue.record("no control titled \(title)")
      return
    }
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
  _ view: V, _ mode: StateInitialization = .eager, warnings: inout [RuntimeWarning]
) -> ViewHost {
  var host: ViewHost!
  warnings += collectWarnings { host = ViewHost(view, stateInitialization: mode) }
  return host
}

/// Mounts a view and fails the test on any runtime warning.
@MainActor
func mount<V: View>(
  _ view: V, _ mode: StateInitialization = .eager, sourceLocation: SourceLocation = #_sourceLocation
) -> ViewHost {
  var warnings: [RuntimeWarning] = []
  let host = mount(view, mode, warnings: &warnings)
  host.warningHandler = { Issue.record("unexpected warning: \($0.message)", sourceLocation: sourceLocation) }
  #expect(warnings.isEmpty, "unexpected warnings: \(warnings)", sourceLocation: sourceLocation)
  return host
}
