/// A Label style (recorded, not drawn).
public protocol LabelStyle: _RecordedStyle {}

public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public var _styleName: String { "iconOnly" }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public var _styleName: String { "titleOnly" }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public var _styleName: String { "titleAndIcon" }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
  /// Gives this view a label style (recorded, not drawn).
  public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("labelStyle", style._styleName)
  }
}
