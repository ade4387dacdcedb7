/// Why content is shown redacted: a placeholder while loading, private data…
///
/// ```swift
/// ProfileCard(user: .placeholder).redacted(reason: .placeholder)
/// ```
public struct RedactionReasons: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
  public static let privacy = RedactionReasons(rawValue: 2)
  public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
  /// The reasons to redact the views below: those `redacted(reason:)` added above, none
  /// below `unredacted()` (S103).
  ///
  /// ```swift
  /// @Environment(\.redactionReasons) private var redactionReasons
  /// var body: some View { redactionReasons.contains(.placeholder) ? AnyView(Skeleton()) : AnyView(Content()) }
  /// ```
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

extension View {
  /// Adds a reason to redact this view and its descendants, on top of those above (S103).
  ///
  /// ```swift
  /// Text(account.balance).redacted(reason: .privacy)
  /// ```
  nonisolated public func redacted(reason: RedactionReasons) -> ModifiedContent<
    Self, _EnvironmentKeyTransformModifier<RedactionReasons>
  > {
    modifier(_EnvironmentKeyTransformModifier(keyPath: \.redactionReasons) { $0.formUnion(reason) })
  }

  /// Removes every redaction reason for this view and its descendants (S103).
  ///
  /// ```swift
  /// Text("Balance").unredacted()
  /// ```
  nonisolated public func unredacted() -> ModifiedContent<
    Self, _EnvironmentKeyWritingModifier<RedactionReasons>
  > {
    modifier(_EnvironmentKeyWritingModifier(keyPath: \.redactionReasons, value: []))
  }
}
