#if !canImport(AppIntents)
  import Foundation
  import ViewGraphFoundationGaps

  /// The app's shortcuts, offered in Spotlight and Siri from install, as AppIntents declares
  /// it. Here they are values a test reads (``AppShortcut/phrases``).
  ///
  /// ```swift
  /// struct Shortcuts: AppShortcutsProvider {
  ///   static var appShortcuts: [AppShortcut] {
  ///     AppShortcut(intent: PostIntent(), phrases: ["Post in \(.applicationName)"],
  ///                 shortTitle: "Post", systemImageName: "square.and.pencil")
  ///   }
  /// }
  /// ```
  public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
  }

  extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }

    /// Tells the system the shortcuts' parameters changed: nothing to tell here.
    public static func updateAppShortcutParameters() {}
  }

  /// The colour of the app's shortcut tiles.
  public enum ShortcutTileColor: Sendable {
    case red, tangerine, orange, yellow, lime, grayBlue, grayBrown, grayGreen, lightBlue, navy, blue, teal,
      purple,
      pink, grape, gray
  }

  /// One shortcut: an intent and the phrases that run it.
  public struct AppShortcut: @unchecked Sendable {
    /// The intent it runs.
    public let intent: any AppIntent
    /// The phrases, with `\(.applicationName)` written as the app's name in brackets.
    public let phrases: [String]
    public let shortTitle: LocalizedStringResource
    public let systemImageName: String

    public init<Intent: AppIntent>(
      intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
      systemImageName: String
    ) {
      self.intent = intent
      self.phrases = phrases.map(\.text)
      self.shortTitle = shortTitle
      self.systemImageName = systemImageName
    }
  }

  /// A phrase that runs a shortcut, with the app's name and parameters in it.
  public struct AppShortcutPhrase<Intent>: ExpressibleByStringInterpolation, Sendable {
    /// A token standing in for a word the system fills.
    public enum Token: Sendable {
      case applicationName
    }

    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
      var text = ""
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) { text += literal }
      public mutating func appendInterpolation(_ token: Token) { text += "[applicationName]" }
      public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
        text += "[\(parameter)]"
      }
    }
  }

  /// The shortcuts an `appShortcuts` declaration lists.
  @resultBuilder
  public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ shortcuts: [AppShortcut]...) -> [AppShortcut] { shortcuts.flatMap { $0 } }
    public static func buildOptional(_ shortcuts: [AppShortcut]?) -> [AppShortcut] { shortcuts ?? [] }
    public static func buildEither(first shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildEither(second shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildArray(_ shortcuts: [[AppShortcut]]) -> [AppShortcut] { shortcuts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
  }
#endif
