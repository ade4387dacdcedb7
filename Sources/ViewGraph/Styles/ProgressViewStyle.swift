/// A ProgressView style (recorded, not drawn).
public protocol ProgressViewStyle: _RecordedStyle {}

public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var _styleName: String { "linear" }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var _styleName: String { "circular" }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  /// Gives this view a progress view style (recorded, not drawn).
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("progressViewStyle", style._styleName)
  }
}
