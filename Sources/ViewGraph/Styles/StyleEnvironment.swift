// Custom styles reach their controls through the environment, as in SwiftUI: a
// `.buttonStyle(MyStyle())` above a button makes the button mount `MyStyle().makeBody`.
// ViewGraph's own styles (`.plain`, `.switch`, `.iconOnly`…) draw nothing, so they are
// recorded by name and only clear a custom style set further up.

/// A style ViewGraph ships: recorded by name, mounted as the control's default look.
protocol BuiltInStyle {}

struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: (any ButtonStyle)? { nil }
}

struct PrimitiveButtonStyleKey: EnvironmentKey {
  static var defaultValue: (any PrimitiveButtonStyle)? { nil }
}

struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: (any ToggleStyle)? { nil }
}

struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: (any LabelStyle)? { nil }
}

struct ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: (any ProgressViewStyle)? { nil }
}

struct GroupBoxStyleKey: EnvironmentKey {
  static var defaultValue: (any GroupBoxStyle)? { nil }
}

struct LabeledContentStyleKey: EnvironmentKey {
  static var defaultValue: (any LabeledContentStyle)? { nil }
}

extension EnvironmentValues {
  /// The custom `ProgressViewStyle` progress views below mount, if any.
  var progressViewStyle: (any ProgressViewStyle)? {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }

  /// The custom `GroupBoxStyle` group boxes below mount, if any.
  var groupBoxStyle: (any GroupBoxStyle)? {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }

  /// The custom `LabeledContentStyle` labeled content below mounts, if any.
  var labeledContentStyle: (any LabeledContentStyle)? {
    get { self[LabeledContentStyleKey.self] }
    set { self[LabeledContentStyleKey.self] = newValue }
  }

  /// The custom `ButtonStyle` buttons below mount, if any.
  var buttonStyle: (any ButtonStyle)? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }

  /// The custom `PrimitiveButtonStyle` buttons below mount, if any: it decides how the
  /// button is triggered.
  var primitiveButtonStyle: (any PrimitiveButtonStyle)? {
    get { self[PrimitiveButtonStyleKey.self] }
    set { self[PrimitiveButtonStyleKey.self] = newValue }
  }

  /// The custom `ToggleStyle` toggles below mount, if any.
  var toggleStyle: (any ToggleStyle)? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }

  /// The custom `LabelStyle` labels below mount, if any.
  var labelStyle: (any LabelStyle)? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension ChildVisitor {
  /// The custom style of one family set above the control being visited (`Key` is the
  /// family's environment key). The control records that it read it, as an `@Environment`
  /// property would, so setting, changing or clearing the style above re-renders the
  /// control even when the control itself is unchanged (S70).
  func customStyle<Key: EnvironmentKey, Style>(_ key: Key.Type) -> Style? where Key.Value == Style? {
    node.environmentDependencies.append(styleDependency(on: key))
    return node.environment[key]
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
public struct _ControlStyleModifier<Style>: ViewModifier {
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
  func controlStyle<Style>(
    _ family: String, _ style: Style, apply: @escaping (Style, inout EnvironmentValues) -> Void
  ) -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _ControlStyleModifier<Style>> {
    let name = (style as? any _RecordedStyle)?._styleName ?? String(describing: Style.self)
    return self.style(family, name).modifier(_ControlStyleModifier(style: style, apply: apply))
  }
}

/// A style's `makeBody`, mounted as a view of its own: its body runs where reads are
/// tracked, so a style that reads `configuration.isOn` re-renders when the value changes.
struct StyleBody<Configuration>: BuiltInCompositeView {
  let configuration: Configuration
  let make: @MainActor (Configuration) -> AnyView
}

extension StyleBody: View {
  var body: AnyView { make(configuration) }
}

extension ButtonStyle {
  func anyBody(_ configuration: ButtonStyleConfiguration) -> StyleBody<ButtonStyleConfiguration> {
    StyleBody(configuration: configuration) { AnyView(makeBody(configuration: $0)) }
  }
}

extension PrimitiveButtonStyle {
  func anyBody(
    _ configuration: PrimitiveButtonStyleConfiguration
  ) -> StyleBody<PrimitiveButtonStyleConfiguration> {
    StyleBody(configuration: configuration) { AnyView(makeBody(configuration: $0)) }
  }
}

extension ToggleStyle {
  func anyBody(_ configuration: ToggleStyleConfiguration) -> StyleBody<ToggleStyleConfiguration> {
    StyleBody(configuration: configuration) { AnyView(makeBody(configuration: $0)) }
  }
}

extension LabelStyle {
  func anyBody(_ configuration: LabelStyleConfiguration) -> StyleBody<LabelStyleConfiguration> {
    StyleBody(configuration: configuration) { AnyView(makeBody(configuration: $0)) }
  }
}

extension ProgressViewStyle {
  func anyBody(_ configuration: ProgressViewStyleConfiguration) -> StyleBody<ProgressViewStyleConfiguration> {
    StyleBody(configuration: configuration) { AnyView(makeBody(configuration: $0)) }
  }
}

extension GroupBoxStyle {
  func anyBody(_ configuration: GroupBoxStyleConfiguration) -> StyleBody<GroupBoxStyleConfiguration> {
    StyleBody(configuration: configuration) { AnyView(makeBody(configuration: $0)) }
  }
}

extension LabeledContentStyle {
  func anyBody(
    _ configuration: LabeledContentStyleConfiguration
  ) -> StyleBody<LabeledContentStyleConfiguration> {
    StyleBody(configuration: configuration) { AnyView(makeBody(configuration: $0)) }
  }
}
