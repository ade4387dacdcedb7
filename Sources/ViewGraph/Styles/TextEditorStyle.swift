/// A text editor style (recorded, not drawn).
///
/// ```swift
/// TextEditor(text: $notes).textEditorStyle(.plain)
/// ```
public protocol TextEditorStyle: _RecordedStyle {}

public struct AutomaticTextEditorStyle: TextEditorStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

public struct PlainTextEditorStyle: TextEditorStyle {
  public init() {}
  public var _styleName: String { "plain" }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
  public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

public struct RoundedBorderTextEditorStyle: TextEditorStyle {
  public init() {}
  public var _styleName: String { "roundedBorder" }
}

extension TextEditorStyle where Self == RoundedBorderTextEditorStyle {
  public static var roundedBorder: RoundedBorderTextEditorStyle { RoundedBorderTextEditorStyle() }
}

extension View {
  /// Sets the style of the text editors below this view (recorded).
  nonisolated public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("textEditorStyle", style._styleName)
  }
}
