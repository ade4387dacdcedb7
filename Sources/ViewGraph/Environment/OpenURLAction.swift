/// Opens URLs; a view reads it as `@Environment(\.openURL)`, `Link` calls it.
///
/// ```swift
/// ContentView().environment(\.openURL, OpenURLAction { url in opened.append(url); return .handled })
/// ```
public struct OpenURLAction: Sendable {
  /// What the handler did with the URL.
  public enum Result: Sendable {
    case handled
    case discarded
    case systemAction
  }

  let handler: @Sendable @MainActor (URL) -> Result

  public init(handler: @escaping @Sendable @MainActor (URL) -> Result) { self.handler = handler }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }
}

private struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
  /// Opens URLs (a no-op by default: there is no system to hand them to).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
