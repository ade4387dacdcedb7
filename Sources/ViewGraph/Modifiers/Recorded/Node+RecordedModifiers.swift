/// A view wrapped in a modifier the graph records without applying (`.padding()`,
/// `.accessibilityLabel(_:)`…): what inspection reads the modifier's name and arguments from.
@MainActor
protocol RecordedModifierView {
  var recordedModifier: _StyleModifier { get }
}

extension ModifiedContent: RecordedModifierView where Modifier: RecordingModifier {
  var recordedModifier: _StyleModifier { modifier.recorded }
}

/// A modifier that records its name and arguments: a style, or a style that also writes the
/// environment (`.font(_:)`).
@MainActor
protocol RecordingModifier {
  var recorded: _StyleModifier { get }
}

extension _StyleModifier: RecordingModifier {
  var recorded: _StyleModifier { self }
}

extension _EnvironmentStyleModifier: RecordingModifier {}

/// Any `ModifiedContent`, whatever its modifier: a node that only wraps the view below it.
protocol ModifiedContentView {}

extension ModifiedContent: ModifiedContentView {}

@_spi(Inspection)
extension Node {
  /// The recorded modifier this node is, if it is one: `accessibilityLabel`, `"Next speaker"`.
  public var recordedModifier: _StyleModifier? { (value as? any RecordedModifierView)?.recordedModifier }

  /// Whether this node is a modifier wrapping a view (`ModifiedContent`).
  public var isModifier: Bool { value is any ModifiedContentView }

  /// The modifier nodes that apply to this view, innermost first: the parents it is the
  /// content of (`Button { … }.accessibilityLabel("Next").padding()` gives the label's node,
  /// then the padding's).
  ///
  /// - Complexity: O(m) in the modifiers applied.
  public var wrappingModifiers: [Node] {
    var result: [Node] = []
    var current = self
    while let parent = current.parent, parent.isModifier {
      switch current.component {
      case .content, .explicit: break
      default: return result
      }
      result.append(parent)
      current = parent
    }
    return result
  }

  /// The view a modifier node applies to: its content, through any further modifiers; the
  /// node itself when it is no modifier.
  public var modifiedView: Node {
    var current = self
    while current.isModifier,
      let content = current.children.first(where: {
        switch $0.component {
        case .content, .explicit: true
        default: false
        }
      })
    {
      current = content
    }
    return current
  }

  /// The arguments of the recorded modifier `name` applied to this view (the innermost
  /// one when several are), or nil when none is.
  ///
  /// ```swift
  /// node.recordedArguments(of: "accessibilityIdentifier")  // "next-speaker"
  /// ```
  public func recordedArguments(of name: String) -> String? {
    if let carried = carriedModifiers.first(where: { $0.name == name }) { return carried.arguments }
    return wrappingModifiers.lazy.compactMap(\.recordedModifier).first { $0.name == name }?.arguments
  }

  /// The modifiers this view carries in its own value rather than as modifier nodes: a
  /// `Text`'s accessibility label (`Text.accessibilityLabel(_:)` returns a `Text`).
  public var carriedModifiers: [_StyleModifier] { (value as? Text)?.carriedModifiers ?? [] }

  /// The `.accessibilityIdentifier(_:)` applied to this view.
  public var accessibilityIdentifier: String? { recordedArguments(of: "accessibilityIdentifier") }

  /// The `.accessibilityLabel(_:)` applied to this view; for a control, also one applied
  /// inside its label (`Image(systemName: "forward.fill").accessibilityLabel("Next")`).
  public var accessibilityLabel: String? {
    if let label = recordedArguments(of: "accessibilityLabel") { return label }
    guard control != nil else { return nil }
    // A loop rather than one `lazy.flatMap { carried + (recorded.map { [$0] } ?? []) }`
    // chain: the type checker took 1.1 s over that expression, in every clean build.
    for node in descendants.dropFirst() {
      if let carried = node.carriedModifiers.first(where: { $0.name == "accessibilityLabel" }) {
        return carried.arguments
      }
      if let recorded = node.recordedModifier, recorded.name == "accessibilityLabel" {
        return recorded.arguments
      }
    }
    return nil
  }

  /// The name of the first image in this control's label (`forward.fill`), if any.
  public var controlImageName: String? {
    guard control != nil else { return nil }
    return descendants.dropFirst().lazy.compactMap { $0.value as? Image }.first?.name
  }
}
