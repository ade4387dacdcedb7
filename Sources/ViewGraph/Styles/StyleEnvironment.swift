// Custom styles reach their controls through the environment, as in SwiftUI: a
// `.buttonStyle(MyStyle())` above a button makes the button mount `MyStyle().makeBody`.
// ViewGraph's own styles (`.plain`, `.switch`, `.iconOnly`…) draw nothing, so they are
// recorded by name and only clear a custom style set further up.

/// A style ViewGraph ships: recorded by name, mounted as the control's default look.
protocol BuiltInStyle {}

/// The custom style of one family set above, keyed by the family's existential
/// (`any ToggleStyle`): one key serves every family, so a new family declares none.
struct CustomStyleKey<Family>: EnvironmentKey {
  static var defaultValue: Family? { nil }
}

extension EnvironmentValues {
  /// The custom style of `family` (`(any ToggleStyle).self`) the controls below mount, if any.
  subscript<Family>(customStyle family: Family.Type) -> Family? {
    get { self[CustomStyleKey<Family>.self] }
    set { self[CustomStyleKey<Family>.self] = newValue }
  }
}

extension ChildVisitor {
  /// The custom style of one family set above the control being visited (`family` is the
  /// family's existential, `(any ToggleStyle).self`). The control records that it read it,
  /// as an `@Environment` property would, so setting, changing or clearing the style above
  /// re-renders the control even when the control itself is unchanged (S70).
  func customStyle<Family>(_ family: Family.Type) -> Family? {
    node.appendEnvironmentDependency(styleDependency(on: CustomStyleKey<Family>.self))
    return node.environment[customStyle: family]
  }
}

/// One dependency per style key, shared by every control that reads it: a control reads its
/// style on each render, which must not allocate.
@MainActor private var styleDependencies: [ObjectIdentifier: EnvironmentDependency] = [:]

@MainActor private func styleDependency<Key: EnvironmentKey>(on key: Key.Type) -> EnvironmentDependency {
  if let dependency = styleDependencies[ObjectIdentifier(key)] { return dependency }
  let id = ObjectIdentifier(key)
  // Changed when the entry for the key was written in between; an unchanged style
  // modifier reuses its output environment, so its entry stays the same.
  let dependency = EnvironmentDependency(name: "\(key)") { old, new in
    old.entry(for: id) !== new.entry(for: id)
  }
  styleDependencies[id] = dependency
  return dependency
}

/// Sets a control style for the subtree: a custom one is mounted by the controls below, a
/// built-in one clears it (and is recorded by the `_StyleModifier` inside).
public struct _ControlStyleModifier<Style> {
  let style: Style
  let apply: (Style, inout EnvironmentValues) -> Void
}

extension _ControlStyleModifier: PrimitiveModifier {
  static var transformsEnvironment: Bool { true }
  func transformEnvironment(_ environment: inout EnvironmentValues) { apply(style, &environment) }
  func didEvaluate(in node: Node, isMount: Bool) { markMounted(node) }
}

extension _ControlStyleModifier: GraphComparable {
  // The style value decides: `apply` is the same code for every instance of one Style.
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    graphIsEqual(lhs.style, rhs.style)
  }
}

extension View {
  /// Sets the style of `family` (`(any ToggleStyle).self`) for the subtree: a custom one is
  /// mounted by the controls below; a built-in one is recorded and clears a custom one set
  /// further up. Each family's `.xStyle(_:)` is this one call.
  nonisolated func controlStyle<Style, Family>(
    _ name: String, _ style: Style, family: Family.Type
  ) -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _ControlStyleModifier<Style>> {
    controlStyle(name, style) { style, environment in
      environment[customStyle: family] = style is any BuiltInStyle ? nil : style as? Family
    }
  }

  nonisolated func controlStyle<Style>(
    _ family: String, _ style: Style, apply: @escaping (Style, inout EnvironmentValues) -> Void
  ) -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _ControlStyleModifier<Style>> {
    let name = (style as? any _RecordedStyle)?._styleName ?? String(describing: Style.self)
    return self.style(family, name).modifier(_ControlStyleModifier(style: style, apply: apply))
  }
}

/// A style's `makeBody`, mounted as a view of its own: its body runs where reads are
/// tracked, so a style that reads `configuration.isOn` re-renders when the value changes.
///
/// The style is a stored field, not captured by `make`: the graph installs the style's
/// `@Environment` and `@State` in this node, as a view's, and `body` calls `makeBody` on
/// that installed copy, so the style reads the styled control's environment and keeps its
/// state with the control's identity (S197).
struct StyleBody<Style, Configuration>: BuiltInCompositeView {
  let style: Style
  let configuration: Configuration
  let make: @MainActor (Style, Configuration) -> AnyView
}

extension StyleBody: View {
  var body: AnyView { make(style, configuration) }
}

extension StyleBody: NestedStateHoldingView {
  static var nestedStateField: String { "style" }
}

extension ChildVisitor {
  /// Mounts `style`'s body for `configuration` as the control's content, in place of its
  /// label (S70). Each family's `visitBody(_:in:)` calls this with the style's concrete type
  /// opened, so the `StyleBody` holds the style itself and installs its wrappers (S197).
  mutating func visitStyleBody<Style, Configuration>(
    _ style: Style, _ configuration: Configuration,
    make: @escaping @MainActor (Style, Configuration) -> AnyView
  ) {
    visit(StyleBody(style: style, configuration: configuration, make: make), key: .content)
  }
}

extension ButtonStyle {
  /// Mounts this style's body for the control's configuration (S70, S197).
  func visitBody(_ configuration: ButtonStyleConfiguration, in visitor: inout ChildVisitor) {
    visitor.visitStyleBody(self, configuration) { AnyView($0.makeBody(configuration: $1)) }
  }
}

extension PrimitiveButtonStyle {
  /// Mounts this style's body for the control's configuration (S70, S197).
  func visitBody(_ configuration: PrimitiveButtonStyleConfiguration, in visitor: inout ChildVisitor) {
    visitor.visitStyleBody(self, configuration) { AnyView($0.makeBody(configuration: $1)) }
  }
}

extension ToggleStyle {
  /// Mounts this style's body for the control's configuration (S70, S197).
  func visitBody(_ configuration: ToggleStyleConfiguration, in visitor: inout ChildVisitor) {
    visitor.visitStyleBody(self, configuration) { AnyView($0.makeBody(configuration: $1)) }
  }
}

extension LabelStyle {
  /// Mounts this style's body for the control's configuration (S70, S197).
  func visitBody(_ configuration: LabelStyleConfiguration, in visitor: inout ChildVisitor) {
    visitor.visitStyleBody(self, configuration) { AnyView($0.makeBody(configuration: $1)) }
  }
}

extension ProgressViewStyle {
  /// Mounts this style's body for the control's configuration (S70, S197).
  func visitBody(_ configuration: ProgressViewStyleConfiguration, in visitor: inout ChildVisitor) {
    visitor.visitStyleBody(self, configuration) { AnyView($0.makeBody(configuration: $1)) }
  }
}

extension GroupBoxStyle {
  /// Mounts this style's body for the control's configuration (S70, S197).
  func visitBody(_ configuration: GroupBoxStyleConfiguration, in visitor: inout ChildVisitor) {
    visitor.visitStyleBody(self, configuration) { AnyView($0.makeBody(configuration: $1)) }
  }
}

extension LabeledContentStyle {
  /// Mounts this style's body for the control's configuration (S70, S197).
  func visitBody(_ configuration: LabeledContentStyleConfiguration, in visitor: inout ChildVisitor) {
    visitor.visitStyleBody(self, configuration) { AnyView($0.makeBody(configuration: $1)) }
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _ControlStyleModifier: ViewModifier {}
