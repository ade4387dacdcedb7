#if !canImport(AppKit)
  import Foundation

  extension NSWorkspace {
    /// How the workspace opens a URL or an app, as AppKit declares it.
    public final class OpenConfiguration: NSObject, @unchecked Sendable {
      public var activates = true
      public var addsToRecentItems = true
      public var arguments: [String] = []
      public var createsNewApplicationInstance = false
      public var environment: [String: String] = [:]
      public var hides = false
      public var hidesOthers = false
      public var promptsUserIfNeeded = true
      public override init() { super.init() }
    }

    /// Opens `url` as `configuration` says: recorded, as ``open(_:)`` records it (S180, S407);
    /// `completionHandler` hears no app and no error.
    public func open(
      _ url: URL, configuration: OpenConfiguration,
      completionHandler: (@Sendable (NSRunningApplication?, (any Error)?) -> Void)? = nil
    ) {
      open(url)
      completionHandler?(nil, nil)
    }

    /// Launches the app at `applicationURL`: recorded as opening it (S407); `completionHandler`
    /// hears no running app and no error.
    public func openApplication(
      at applicationURL: URL, configuration: OpenConfiguration,
      completionHandler: (@Sendable (NSRunningApplication?, (any Error)?) -> Void)? = nil
    ) {
      open(applicationURL)
      completionHandler?(nil, nil)
    }
  }

  /// The magnifier that samples a color from the screen, as AppKit declares it.
  @preconcurrency @MainActor
  open class NSColorSampler: NSObject {
    public override init() { super.init() }

    /// Shows the magnifier: there is no screen to sample, so it warns and hands `selectionHandler`
    /// nil, as when the user presses Escape (S407).
    open func show(selectionHandler: @escaping @Sendable (NSColor?) -> Void) {
      raiseNotModelled(
        "NSColorSampler.show(selectionHandler:) samples the screen, which is not drawn here: it answers nil.")
      selectionHandler(nil)
    }
  }
#endif
