// The Touch Bar (macOS, 2016–2020 MacBook Pros): recorded on the view. There is no Touch Bar
// headlessly, so its content is not mounted and its buttons cannot be tapped.

extension View {
  /// Shows `content` in the Touch Bar while this view has focus (recorded).
  ///
  /// ```swift
  /// Editor().touchBar { Button("Bold") { toggleBold() } }
  /// ```
  nonisolated public func touchBar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("touchBar", Content.self)
  }

  /// Shows a Touch Bar (recorded).
  nonisolated public func touchBar<Content: View>(_ touchBar: TouchBar<Content>) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("touchBar", Content.self)
  }

  /// Whether this Touch Bar item is required or optional, and its identifier (recorded).
  nonisolated public func touchBarItemPresence(_ presence: TouchBarItemPresence) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("touchBarItemPresence")
  }

  /// The principal item of the Touch Bar (recorded).
  nonisolated public func touchBarItemPrincipal(_ principal: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("touchBarItemPrincipal", principal)
  }

  /// The label of a customizable Touch Bar item (recorded).
  nonisolated public func touchBarCustomizationLabel(_ label: Text) -> ModifiedContent<Self, _StyleModifier> {
    style("touchBarCustomizationLabel", label.string)
  }
}

/// A Touch Bar's content, with an identifier for customization (recorded).
public struct TouchBar<Content: View> {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// Whether a Touch Bar item must show (recorded).
public enum TouchBarItemPresence: Sendable {
  case required(String)
  case `default`(String)
  case optional(String)
}
