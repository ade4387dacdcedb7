/// A Table style (recorded, not drawn).
///
/// ```swift
/// Table(orders) { … }.tableStyle(.inset(alternatesRowBackgrounds: false))
/// ```
public protocol TableStyle: _RecordedStyle {}

public struct AutomaticTableStyle: TableStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension TableStyle where Self == AutomaticTableStyle {
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

public struct InsetTableStyle: TableStyle {
  public init() {}
  public var _styleName: String { "inset" }
}

extension TableStyle where Self == InsetTableStyle {
  public static var inset: InsetTableStyle { InsetTableStyle() }

  /// The inset style, its rows' backgrounds alternating or not (recorded as inset).
  public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { InsetTableStyle() }
}

public struct BorderedTableStyle: TableStyle {
  public init() {}
  public var _styleName: String { "bordered" }
}

extension TableStyle where Self == BorderedTableStyle {
  public static var bordered: BorderedTableStyle { BorderedTableStyle() }
}

extension View {
  /// Gives the tables below a style (recorded).
  nonisolated public func tableStyle<S: TableStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("tableStyle", style._styleName)
  }
}
