/// A label that shows or hides content. The content is mounted while the group is
/// expanded, and tapping the label (`find(button:)` by its text) expands or collapses it.
/// With an `isExpanded` binding that is the binding; without one the group keeps its own
/// state, collapsed at first, as in SwiftUI (S240).
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) { Toggle("Debug logging", isOn: $debug) }
/// ```
public struct DisclosureGroup<Label: View, Content: View> {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  /// Whether a group with no binding starts expanded: an `OutlineGroup`'s levels (S71).
  var startsExpanded = false

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = nil
  }

  /// A group with no binding that starts expanded (an `OutlineGroup`'s levels, S71).
  init(@ViewBuilder expanded content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(content: content, label: label)
    startsExpanded = true
  }

  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
  {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
  {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

extension DisclosureGroup: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension DisclosureGroup: PrimitiveView {
  // Reads the binding while visiting: expanding re-mounts the content.
  static var runsUserCode: Bool { true }

  func visitChildren(_ visitor: inout ChildVisitor) {
    // Tapping the label expands or collapses the group, as in SwiftUI.
    let isExpanded = isExpanded ?? ownExpansion(of: visitor.node)
    let toggle = GestureActions(tap: { isExpanded.wrappedValue.toggle() })
    visitor.visit(GestureTarget(content: label, actions: toggle), key: .index(0))
    if isExpanded.wrappedValue { visitor.visit(content, key: .index(1)) }
  }

  /// The expansion of a group with no binding: its own, collapsed until its label is
  /// tapped (S240).
  @MainActor private func ownExpansion(of node: Node) -> Binding<Bool> {
    let state = (node.modifierState as? DisclosureState) ?? DisclosureState(isExpanded: startsExpanded)
    node.modifierState = state
    return Binding(get: { state.isExpanded }, set: { state.isExpanded = $0 })
  }
}

/// Whether a `DisclosureGroup` without an `isExpanded` binding is expanded.
@Observable
final class DisclosureState {
  var isExpanded: Bool

  init(isExpanded: Bool) { self.isExpanded = isExpanded }
}
