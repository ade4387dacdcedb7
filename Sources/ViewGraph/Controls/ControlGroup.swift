/// Controls shown together, such as a pair of buttons in a toolbar. ViewGraph mounts the
/// controls, so each can be found and driven.
///
/// ```swift
/// ControlGroup {
///   Button("Decrease", systemImage: "minus") { size -= 1 }
///   Button("Increase", systemImage: "plus") { size += 1 }
/// }
/// ```
public struct ControlGroup<Content: View> {
  let content: Content

  /// A group of the controls `content` declares.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ControlGroup: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension ControlGroup: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
}

extension ControlGroup {
  /// A group with a label, shown when it collapses into a menu.
  ///
  /// ```swift
  /// ControlGroup { formatButtons } label: { Label("Format", systemImage: "textformat") }
  /// ```
  public init<C: View, L: View>(
    @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
  ) where Content == LabeledControlGroupContent<C, L> {
    self.content = LabeledControlGroupContent(content: content(), label: label())
  }

  /// A group titled with a localized key and a system image.
  ///
  /// ```swift
  /// ControlGroup("Format", systemImage: "textformat") { formatButtons }
  /// ```
  public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }
}

/// A labelled control group's content: the label, then the controls.
public struct LabeledControlGroupContent<Content: View, Label: View> {
  let content: Content
  let label: Label
}

extension LabeledControlGroupContent: View {
  public var body: some View {
    label
    content
  }
}

extension LabeledControlGroupContent: BuiltInCompositeView {}

/// How a control group looks (recorded, not drawn: its controls are driven the same).
///
/// ```swift
/// ControlGroup { … }.controlGroupStyle(.navigation)
/// ```
public protocol ControlGroupStyle: _RecordedStyle {}

/// The platform's default control group look.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// The style.
  public init() {}
  public var _styleName: String { "automatic" }
}

/// Controls shown as a navigation bar's, such as back and forward.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// The style.
  public init() {}
  public var _styleName: String { "navigation" }
}

/// Controls shown in a menu.
public struct MenuControlGroupStyle: ControlGroupStyle {
  /// The style.
  public init() {}
  public var _styleName: String { "menu" }
}

/// Controls shown in a compact menu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// The style.
  public init() {}
  public var _styleName: String { "compactMenu" }
}

/// Controls shown as a row of a palette.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// The style.
  public init() {}
  public var _styleName: String { "palette" }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The platform's default look.
  public static var automatic: AutomaticControlGroupStyle { .init() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// Controls shown as a navigation bar's.
  public static var navigation: NavigationControlGroupStyle { .init() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// Controls shown in a menu.
  public static var menu: MenuControlGroupStyle { .init() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// Controls shown in a compact menu.
  public static var compactMenu: CompactMenuControlGroupStyle { .init() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// Controls shown as a row of a palette.
  public static var palette: PaletteControlGroupStyle { .init() }
}

extension View {
  /// Gives the control groups in this view a style (recorded, not drawn).
  nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("controlGroupStyle", style._styleName)
  }
}
