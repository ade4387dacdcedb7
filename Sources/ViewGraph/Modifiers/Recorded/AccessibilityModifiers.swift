// Accessibility modifiers: recorded on the view, so a test can read them from the
// ownership map; VoiceOver is not modelled.

extension View {
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityIdentifier", identifier)
  }
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityLabel", String(label))
  }
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityLabel", label.string)
  }
  nonisolated public func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityValue", value.resolved)
  }
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityValue", String(value))
  }
  nonisolated public func accessibilityValue(_ value: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityValue", value.string)
  }
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityHint", hint.string)
  }
  /// A hint read from a string value: `.accessibilityHint(item.summary)`.
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityHint", String(hint))
  }
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("accessibilityElement", children.name)
  }
  /// Whether assistive technologies may interact with the view (recorded; iOS 17).
  nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    style("accessibilityRespondsToUserInteraction", "\(respondsToUserInteraction)")
  }
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityAddTraits", traits.rawValue)
  }
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityRemoveTraits", traits.rawValue)
  }
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityHidden", hidden)
  }
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("accessibilitySortPriority", sortPriority)
  }
  nonisolated public func accessibilityAction(
    named name: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("accessibilityAction", name.resolved)
  }
  /// Adds an accessibility action of a kind, the default one unless told (recorded).
  ///
  /// ```swift
  /// Row(item).accessibilityAction { open(item) }
  /// ```
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("accessibilityAction", actionKind.name)
  }
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("accessibilityAdjustableAction")
  }
}

/// How an accessibility element treats its children (recorded).
public struct AccessibilityChildBehavior: Sendable, Hashable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Accessibility traits (recorded).
public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 6)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 7)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 8)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
}

/// The direction of an adjustable accessibility action.
public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }

extension View {
  /// Gives assistive technologies `representation` in place of this view's own accessibility
  /// (recorded: the view shown is this one, and the representation is not mounted).
  ///
  /// ```swift
  /// RatingStars(value: $rating).accessibilityRepresentation { Stepper("Rating", value: $rating, in: 0...5) }
  /// ```
  nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("accessibilityRepresentation", V.self)
  }

  /// Shows the large content viewer for this view at large text sizes (recorded).
  nonisolated public func accessibilityShowsLargeContentViewer() -> ModifiedContent<Self, _StyleModifier> {
    style("accessibilityShowsLargeContentViewer")
  }

  /// Shows the large content viewer with `largeContent` (recorded).
  nonisolated public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContent: () -> V)
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("accessibilityShowsLargeContentViewer")
  }

  /// Custom accessibility actions given as buttons (iOS 16; recorded, as the other
  /// accessibility actions are: they are not content the screen shows).
  ///
  /// ```swift
  /// MessageRow(message).accessibilityActions {
  ///   Button("Reply") { reply(to: message) }
  ///   Button("Delete", role: .destructive) { delete(message) }
  /// }
  /// ```
  nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("accessibilityActions", Content.self)
  }
}
