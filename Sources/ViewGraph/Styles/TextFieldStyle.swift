/// A text field style (recorded, not drawn). A custom style implements `_body`, as
/// SwiftUI's underscored requirement is the only way to write one; it type-checks and is
/// recorded by its type, and the field stays the control a test finds and types into.
///
/// ```swift
/// struct Rounded: TextFieldStyle {
///   func _body(configuration: TextField<Self._Label>) -> some View {
///     configuration.padding(12).background(RoundedRectangle(cornerRadius: 8).fill(.quaternary))
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol TextFieldStyle {
  associatedtype _Body: View
  @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<Self._Label>) -> Self._Body
  typealias _Label = _TextFieldStyleLabel
}

/// The label of the text field a `TextFieldStyle` is given.
public struct _TextFieldStyleLabel: View, BuiltInCompositeView {
  public var body: EmptyView { EmptyView() }
}

extension TextFieldStyle where Self: _RecordedStyle {
  public func _body(configuration: TextField<Self._Label>) -> TextField<Self._Label> { configuration }
}

public struct DefaultTextFieldStyle: _RecordedStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension DefaultTextFieldStyle: TextFieldStyle {}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

public struct PlainTextFieldStyle: _RecordedStyle {
  public init() {}
  public var _styleName: String { "plain" }
}

extension PlainTextFieldStyle: TextFieldStyle {}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

public struct RoundedBorderTextFieldStyle: _RecordedStyle {
  public init() {}
  public var _styleName: String { "roundedBorder" }
}

extension RoundedBorderTextFieldStyle: TextFieldStyle {}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
  /// Gives this view a text field style (recorded, not drawn).
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("textFieldStyle", (style as? any _RecordedStyle)?._styleName ?? "\(S.self)")
  }
}
