/// Where the system's text formatting controls appear for a rich-text editor (iOS 26).
///
/// ```swift
/// TextEditor(text: $draft).textInputFormattingControlVisibility(.hidden, for: .all)
/// ```
public struct TextInputFormattingControlPlacement: Sendable {
  /// A set of system text formatting controls.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The controls in the context menu, and the edit menu on iOS.
    public static let contextMenu = Set(rawValue: 1 << 0)
    /// The expanded controls of the shortcuts bar (iPadOS) or the bottom ornament (visionOS).
    public static let inputAssistant = Set(rawValue: 1 << 1)
    /// The controls beneath the window toolbar (macOS).
    public static let accessoryBar = Set(rawValue: 1 << 2)
    /// The font panel's controls (macOS).
    public static let fontPanel = Set(rawValue: 1 << 3)
    /// Every placement.
    public static let all: Set = [.contextMenu, .inputAssistant, .accessoryBar, .fontPanel]
    /// The placements an editor offers unless told otherwise.
    public static let `default`: Set = [.contextMenu, .inputAssistant]
  }
}

extension View {
  /// Says whether the system's formatting controls at `placement` may show for the rich-text
  /// editors inside (iOS 26; recorded: ViewGraph shows no system controls) (S366).
  ///
  /// ```swift
  /// TextEditor(text: $draft).textInputFormattingControlVisibility(.hidden, for: .all)
  /// ```
  nonisolated public func textInputFormattingControlVisibility(
    _ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("textInputFormattingControlVisibility", visibility, placement.rawValue)
  }
}
