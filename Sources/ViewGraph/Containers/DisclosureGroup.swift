/// A label that shows or hides content. With an `isExpanded` binding the content is
/// mounted while it is true, and tapping the label (`find(button:)` by its text) toggles
/// it; without one, ViewGraph mounts it (as if the user had
/// expanded the group), so a test can reach what the group holds.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) { Toggle("Debug logging", isOn: $debug) }
/// ```
public struct DisclosureGroup<Label: View, Content: View> {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = nil
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
    // Tapping the label expands or collapses a bound group, as in SwiftUI.
    let isExpanded = isExpanded
    let toggle = isExpanded.map { binding in GestureActions(tap: { binding.wrappedValue.toggle() }) }
    visitor.visit(GestureTarget(content: label, actions: toggle ?? GestureActions()), key: .index(0))
    if isExpanded?.wrappedValue ?? true { visitor.visit(content, key: .index(1)) }
  }
}
