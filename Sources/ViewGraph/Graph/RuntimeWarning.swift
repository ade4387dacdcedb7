/// A warning SwiftUI would print at run time, raised by ViewGraph through one channel.
///
/// While a host operation runs, warnings go to that host's `warningHandler` (an inspection
/// tool can record them as test issues: the host is `@_spi(Inspection)`, so this public page
/// names it without a link); outside any host they go to ``RuntimeWarning/fallbackHandler``,
/// which prints them.
///
/// ```swift
/// host.warningHandler = { warning in print(warning.message) }
/// ```
public struct RuntimeWarning: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, as a stable category a test can match.
  public enum Kind: String, Sendable, Hashable {
    /// A `@State` was read or written outside an installed view (S5).
    case stateAccessedOutsideInstall
    /// A `@State` was written while a body was being evaluated (S7).
    case stateModifiedDuringUpdate
    /// `ForEach` met the same id twice (S13).
    case duplicateForEachID
    /// `ForEach(0..<n)` was given a range that changed (S13).
    case nonConstantForEachRange
    /// An `@Environment` was read outside an installed view (S24).
    case environmentAccessedOutsideInstall
    /// A non-optional `@Environment(Model.self)` found no model above it (S25).
    case missingEnvironmentObject
    /// Views nest deeper than the host allows (a body that recurses without end).
    case recursionLimit
    /// Updates kept invalidating views after the host's round limit.
    case updateDidNotSettle
    /// A `NavigationLink(value:)` pushed a value no `navigationDestination` handles.
    case missingNavigationDestination
    /// A `NavigationLink` was activated with no `NavigationStack` above it.
    case navigationLinkOutsideStack
    /// An `ObservableObject` a view observes published from a background thread (S200).
    case publishedFromBackgroundThread
    /// An `ObservableObject` a view observes published while a body ran (S201).
    case publishedDuringUpdate
    /// A `@Query` or `\.modelContext` read found no `.modelContainer` above it.
    case missingModelContainer
    /// A model was inserted into a context of another container than its own.
    case modelInsertedInAnotherContainer
    /// A SwiftData feature this runtime does not model was used (CloudKit sync, a migration
    /// plan, history): nothing of it happens.
    case swiftDataFeatureNotModelled
    /// A framework stand-in was asked for what it does not model (a purchase, a product no
    /// test supplied): the call answers as the framework does when it cannot, and says so.
    case notModelled
    /// A sheet, cover or popover was asked for while its presenter shows another (S249):
    /// it waits until that one is dismissed.
    case multipleSheetsPresented
  }

  public let kind: Kind
  /// What SwiftUI would print, at most ``messageLimit`` characters: a message quoting an
  /// app's value (a `ForEach` id of 5 MB) keeps its start and says how much it left out.
  public let message: String

  /// The longest message a warning keeps, in characters.
  public static let messageLimit = 2_000

  /// A warning of `kind`; a `message` longer than ``messageLimit`` is cut to it.
  ///
  /// ```swift
  /// let warning = RuntimeWarning(.duplicateForEachID, "the ID 1 occurs multiple times")
  /// ```
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = Self.bounded(message)
  }

  /// `message` whole when it fits; else its start and `… (N more characters)`, at most
  /// `messageLimit` characters in all. Counts UTF-8 first: most messages fit without
  /// counting characters.
  static func bounded(_ message: String) -> String {
    guard message.utf8.count > messageLimit, message.count > messageLimit else { return message }
    let leftOut = message.count - (messageLimit - 40)
    return String(message.prefix(messageLimit - 40)) + "… (\(leftOut) more characters)"
  }

  public var description: String { message }

  /// Receives warnings raised while no host operation is running. Prints by default.
  @MainActor public static var fallbackHandler: (RuntimeWarning) -> Void = { warning in
    FileHandle.standardError.write(Data("[ViewGraph] \(warning.message)\n".utf8))
  }

  /// Raises a warning from any context; off the main thread it is printed.
  package static func raise(_ kind: Kind, _ message: String) {
    let warning = RuntimeWarning(kind, message)
    guard isOnMainActor() else {
      FileHandle.standardError.write(Data("[ViewGraph] \(warning.message)\n".utf8))
      return
    }
    MainActor.assumeIsolated {
      if let host = ViewHost.active.last, let handler = host.warningHandler {
        handler(warning)
      } else {
        fallbackHandler(warning)
      }
    }
  }
}
