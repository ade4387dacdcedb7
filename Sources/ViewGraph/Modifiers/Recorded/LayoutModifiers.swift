import Foundation

// Layout modifiers. ViewGraph does no layout: each is recorded on the view by name and
// arguments (changing an argument keeps the view's identity, S11).

extension View {
  nonisolated public func offset(_ offset: CGSize) -> ModifiedContent<Self, _StyleModifier> {
    style("offset", offset.width, offset.height)
  }
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _StyleModifier> {
    style("offset", x, y)
  }
  nonisolated public func position(_ position: CGPoint) -> ModifiedContent<Self, _StyleModifier> {
    style("position", position.x, position.y)
  }
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _StyleModifier> {
    style("position", x, y)
  }
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("aspectRatio", aspectRatio as Any, contentMode)
  }
  nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("aspectRatio", aspectRatio.width, aspectRatio.height, contentMode)
  }
  nonisolated public func scaledToFit() -> ModifiedContent<Self, _StyleModifier> { style("scaledToFit") }
  nonisolated public func scaledToFill() -> ModifiedContent<Self, _StyleModifier> { style("scaledToFill") }
  nonisolated public func fixedSize() -> ModifiedContent<Self, _StyleModifier> { style("fixedSize") }
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _StyleModifier>
  {
    style("fixedSize", horizontal, vertical)
  }
  nonisolated public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _StyleModifier> {
    style("layoutPriority", value)
  }
  /// Mirrors the view horizontally in a right-to-left layout when `enabled` (recorded, S307).
  ///
  /// ```swift
  /// Image("bird").flipsForRightToLeftLayoutDirection(true)
  /// ```
  nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("flipsForRightToLeftLayoutDirection", enabled)
  }
  /// Pads `edges` by the amount the scene calls for (recorded, S307).
  ///
  /// ```swift
  /// Text(backyard.name).scenePadding(.horizontal)
  /// ```
  nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> ModifiedContent<Self, _StyleModifier> {
    style("scenePadding", edges.rawValue)
  }
  /// Pads `edges` by the scene's `padding` (`.minimum`), as the scene calls for (recorded,
  /// S307).
  ///
  /// ```swift
  /// Form { … }.scenePadding(.minimum, edges: .horizontal)
  /// ```
  nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("scenePadding", padding.name, edges.rawValue)
  }
  nonisolated public func zIndex(_ value: Double) -> ModifiedContent<Self, _StyleModifier> {
    style("zIndex", value)
  }
  nonisolated public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _StyleModifier> {
    style("padding", insets.top, insets.leading, insets.bottom, insets.trailing)
  }
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("containerRelativeFrame", axes.rawValue)
  }
  nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("safeAreaPadding", edges.rawValue, length as Any)
  }
  nonisolated public func coordinateSpace(name: some Hashable) -> ModifiedContent<Self, _StyleModifier> {
    style("coordinateSpace", name)
  }
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("coordinateSpace", name.name)
  }
  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _StyleModifier> {
    style("edgesIgnoringSafeArea", edges.rawValue)
  }
  /// Places content beside the safe area; it is mounted, so its controls can be driven.
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _AttachedContentModifier<V>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .overlay))
  }
  /// Places content beside the leading or trailing safe area; it is mounted, so its
  /// controls can be driven.
  ///
  /// ```swift
  /// ScrollView { rows }.safeAreaInset(edge: .trailing) { IndexBar() }
  /// ```
  nonisolated public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _AttachedContentModifier<V>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .overlay))
  }
  /// Places a bar of content at the edge of a scroll view's safe area (iOS 26); it is
  /// mounted, as `safeAreaInset`'s is, so its controls can be driven.
  ///
  /// ```swift
  /// ScrollView { … }.safeAreaBar(edge: .bottom) { Button("Compose") { compose() } }
  /// ```
  nonisolated public func safeAreaBar<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _AttachedContentModifier<V>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .overlay))
  }
  nonisolated public func safeAreaBar<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _AttachedContentModifier<V>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .overlay))
  }
  nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("presentationBackground", style)
  }
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("presentationDragIndicator", visibility)
  }
  nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("presentationCornerRadius", cornerRadius as Any)
  }
  nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("buttonBorderShape", shape.name)
  }
}

/// The shape of a bordered button (recorded).
public struct ButtonBorderShape: Sendable, Equatable {
  let name: String
  /// The corner radius `roundedRectangle(radius:)` gives; nil for the other shapes.
  var radius: CGFloat? = nil
  public static let automatic = ButtonBorderShape(name: "automatic")
  public static let capsule = ButtonBorderShape(name: "capsule")
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  public static let circle = ButtonBorderShape(name: "circle")
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle(\(radius))", radius: radius)
  }
}

extension View {
  /// Sizes this view to `count` columns (or rows) of its container, spanning `span` of them
  /// (recorded).
  ///
  /// ```swift
  /// Card().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
  /// ```
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("containerRelativeFrame", axes.rawValue, count, span)
  }

  /// Sizes this view to what `length` computes from its container's length (recorded; the
  /// closure is not called, as there is no container to measure).
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (_ length: CGFloat, _ axis: Axis) -> CGFloat
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("containerRelativeFrame", axes.rawValue)
  }

  /// Lets the app's gestures on `edges` win over the system's (recorded).
  nonisolated public func defersSystemGestures(on edges: Edge.Set) -> ModifiedContent<Self, _StyleModifier> {
    style("defersSystemGestures", edges.rawValue)
  }

  /// Applies a transform to the view's drawing (recorded).
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("transformEffect")
  }

  /// Makes the view's luminance its opacity (recorded).
  nonisolated public func luminanceToAlpha() -> ModifiedContent<Self, _StyleModifier> {
    style("luminanceToAlpha")
  }

  /// Repeats the button's action while it is held (recorded).
  nonisolated public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("buttonRepeatBehavior", behavior.name)
  }

  /// Defines the shape of the view for one kind of interaction (recorded).
  nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("contentShape", kind.rawValue, S.self)
  }

  /// A badge with a text label on a tab or a list row (recorded).
  nonisolated public func badge(_ label: Text?) -> ModifiedContent<Self, _StyleModifier> {
    style("badge", label?.string as Any)
  }

  /// A badge with a string label (recorded).
  @_disfavoredOverload
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _StyleModifier> {
    style("badge", label.map { String($0) } as Any)
  }

  /// A badge with a localized label (recorded).
  nonisolated public func badge(_ key: LocalizedStringKey?) -> ModifiedContent<Self, _StyleModifier> {
    style("badge", key?.resolved as Any)
  }
}
