/// Opens URLs; a view reads it as `@Environment(\.openURL)`, `Link` calls it.
///
/// ```swift
/// ContentView().environment(\.openURL, OpenURLAction { url in opened.append(url); return .handled })
/// ```
public struct OpenURLAction: Sendable {
  /// What the handler did with the URL: handled it, discarded it, or handed it (or
  /// another URL, `.systemAction(url)`) on to the system, which headlessly opens nothing.
  public struct Result: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case handled, discarded, systemAction }
    let kind: Kind
    /// The URL handed to the system instead of the one opened, if any.
    let url: URL?

    public static let handled = Result(kind: .handled, url: nil)
    public static let discarded = Result(kind: .discarded, url: nil)
    public static let systemAction = Result(kind: .systemAction, url: nil)
    /// Hands `url` to the system in place of the URL opened.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction, url: url) }
  }

  let handler: @Sendable @MainActor (URL) -> Result

  public init(handler: @escaping @Sendable @MainActor (URL) -> Result) { self.handler = handler }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens `url`, then tells `completion` whether it was accepted (handled, or handed to
  /// the system).
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(handler(url).kind != .discarded)
  }
}

private struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
  /// Opens URLs (a no-op by default: there is no system to hand them to).
  @MainActor @preconcurrency public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
