/// A Form style (recorded, not drawn).
///
/// ```swift
/// Form { … }.formStyle(.grouped)
/// ```
public protocol FormStyle: _RecordedStyle {}

public struct AutomaticFormStyle: FormStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

public struct GroupedFormStyle: FormStyle {
  public init() {}
  public var _styleName: String { "grouped" }
}

extension FormStyle where Self == GroupedFormStyle {
  @MainActor @preconcurrency public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

public struct ColumnsFormStyle: FormStyle {
  public init() {}
  public var _styleName: String { "columns" }
}

extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Gives the forms below a style (recorded).
  nonisolated public func formStyle<S: FormStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("formStyle", style._styleName)
  }
}
