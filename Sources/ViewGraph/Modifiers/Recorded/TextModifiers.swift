// Text and text-input modifiers: recorded on the view.

extension View {
  nonisolated public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    style("tracking", tracking)
  }
  nonisolated public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    style("kerning", kerning)
  }
  nonisolated public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _StyleModifier> {
    style("textCase", textCase as Any)
  }
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    style("minimumScaleFactor", factor)
  }
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    style("lineSpacing", lineSpacing)
  }
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _StyleModifier> {
    style("lineLimit", limit)
  }
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("lineLimit", limit)
  }
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _StyleModifier>
  {
    style("truncationMode", mode)
  }
  nonisolated public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _StyleModifier> {
    style("allowsTightening", flag)
  }
  nonisolated public func monospacedDigit() -> ModifiedContent<Self, _StyleModifier> {
    style("monospacedDigit")
  }
  nonisolated public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("monospaced", isActive)
  }
  nonisolated public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _StyleModifier> {
    style("fontDesign", design as Any)
  }
  /// The text size of the views below: recorded, and written to `\.dynamicTypeSize` (S140).
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<DynamicTypeSize>
  > {
    environmentStyle("dynamicTypeSize", \.dynamicTypeSize, size, size)
  }
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<
    Self, _StyleModifier
  >
  where T.Bound == DynamicTypeSize {
    style("dynamicTypeSize", range)
  }
  nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("textSelection", S.self)
  }
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _StyleModifier> {
    style("keyboardType", type)
  }
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("textContentType", textContentType?.rawValue as Any)
  }
  nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("autocapitalization", style)
  }
  nonisolated public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _StyleModifier> {
    style("disableAutocorrection", disable as Any)
  }
  nonisolated public func labelsHidden() -> ModifiedContent<Self, _StyleModifier> { style("labelsHidden") }
  /// How scrolling below dismisses the keyboard: recorded, and written to
  /// `\.scrollDismissesKeyboardMode` (S140).
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<ScrollDismissesKeyboardMode>
  > {
    environmentStyle("scrollDismissesKeyboard", \.scrollDismissesKeyboardMode, mode, mode.name)
  }
}

extension Text {
  /// Where text is truncated (recorded).
  public enum TruncationMode: Sendable, Hashable { case head, tail, middle }
}

/// The size of text the user chose.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Whether text can be selected (recorded).
public protocol TextSelectability: Sendable {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// How scrolling dismisses the keyboard (recorded).
public struct ScrollDismissesKeyboardMode: Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
  /// The space between a label's icon and its title below this view (iOS 26; recorded).
  nonisolated public func labelIconToTitleSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _StyleModifier>
  {
    style("labelIconToTitleSpacing", spacing)
  }

  /// Whether the find-and-replace interface shows for the text editor below (recorded: it is
  /// system chrome, not the screen's content).
  nonisolated public func findNavigator(isPresented: Binding<Bool>) -> ModifiedContent<Self, _StyleModifier> {
    style("findNavigator", isPresented.wrappedValue)
  }

  /// Turns find off for the text editors below (recorded).
  nonisolated public func findDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("findDisabled", isDisabled)
  }

  /// Turns replace off for the text editors below (recorded).
  nonisolated public func replaceDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _StyleModifier>
  {
    style("replaceDisabled", isDisabled)
  }
}

extension View {
  /// Underlines the text below this view in `pattern` (recorded).
  nonisolated public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  )
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("underline", isActive)
  }

  /// Strikes the text below this view through in `pattern` (recorded).
  nonisolated public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  )
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("strikethrough", isActive)
  }

  /// The language the text below is typeset in (recorded).
  nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("typesettingLanguage", language.languageCode?.identifier as Any)
  }

  /// Marks the view's content as private, redacted when the device is locked (recorded).
  nonisolated public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _StyleModifier>
  {
    style("privacySensitive", sensitive)
  }

  /// Whether VoiceOver speaks the punctuation of the text below (recorded).
  nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("speechAlwaysIncludesPunctuation", value)
  }
}
