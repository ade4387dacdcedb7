/// Whether a held button repeats its action (recorded).
///
/// ```swift
/// Button("+") { count += 1 }.buttonRepeatBehavior(.enabled)
/// ```
public struct ButtonRepeatBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}
