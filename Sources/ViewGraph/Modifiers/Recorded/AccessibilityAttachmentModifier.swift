/// The modifier SwiftUI's accessibility modifiers (`accessibilityLabel(_:)`,
/// `accessibilityHint(_:)`, `accessibilityValue(_:)`, `accessibilityAddTraits(_:)`) return,
/// named as their declarations name it, so a helper that spells the result type
/// (`-> ModifiedContent<Self, AccessibilityAttachmentModifier>`) compiles. ViewGraph records
/// the attachment as it records other modifiers: a name and its arguments.
///
/// ```swift
/// extension View {
///   func hinted(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
///     accessibilityHint(hint)
///   }
/// }
/// ```
public typealias AccessibilityAttachmentModifier = _StyleModifier
