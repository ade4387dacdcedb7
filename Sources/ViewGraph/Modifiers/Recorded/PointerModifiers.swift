import Foundation

// Pointer and hover modifiers: recorded on the view. There is no pointer headlessly, so a
// hover never starts and a help tag never shows.

extension View {
  /// The pointer's look over this view (recorded).
  ///
  /// ```swift
  /// Divider().pointerStyle(.columnResize)
  /// ```
  nonisolated public func pointerStyle(_ style: PointerStyle?) -> ModifiedContent<Self, _StyleModifier> {
    self.style("pointerStyle", style?.name as Any)
  }

  /// Runs `action` when the pointer enters (`true`) or leaves (`false`) the view; recorded,
  /// as no pointer hovers headlessly.
  ///
  /// ```swift
  /// Text(name).onHover { isHovering = $0 }
  /// ```
  nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("onHover")
  }

  /// A help tag or tooltip for the view (recorded).
  ///
  /// ```swift
  /// Button("Sync") { sync() }.help("Sync with the server")
  /// ```
  nonisolated public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, _StyleModifier> {
    style("help", textKey.resolved)
  }

  nonisolated public func help(_ text: Text) -> ModifiedContent<Self, _StyleModifier> {
    style("help", text.string)
  }

  @_disfavoredOverload
  nonisolated public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _StyleModifier> {
    style("help", String(text))
  }

  /// Runs `action` as the pointer moves over the view; recorded, as no pointer hovers
  /// headlessly.
  ///
  /// ```swift
  /// Canvas { _, _ in }.onContinuousHover { phase in
  ///   if case .active(let location) = phase { cursor = location } else { cursor = nil }
  /// }
  /// ```
  nonisolated public func onContinuousHover(
    coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("onContinuousHover")
  }

  /// The effect this view shows under a pointer or while focused (recorded).
  ///
  /// ```swift
  /// Button("Open") { open() }.hoverEffect(.lift)
  /// ```
  nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("hoverEffect", effect.name, isEnabled)
  }

  /// Turns hover effects off below this view (recorded).
  nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("hoverEffectDisabled", disabled)
  }
}

/// Where a continuous hover is: over the view at a location, or ended.
public enum HoverPhase: Equatable, Sendable {
  case active(CGPoint)
  case ended
}

/// The look of a view under a pointer (recorded).
public struct HoverEffect: Sendable {
  let name: String
  public static let automatic = HoverEffect(name: "automatic")
  public static let highlight = HoverEffect(name: "highlight")
  public static let lift = HoverEffect(name: "lift")
}
