#if !canImport(AppKit)
  import Dispatch
  import Foundation

  /// Whether the caller runs on the main actor, without trapping when it does not: the
  /// nonisolated `NSWorkspace` records a request only there, where hosts do their work.
  ///
  /// `Thread.isMainThread` is not enough on Linux: once a test runner calls `dispatchMain()`,
  /// the main queue, and so every main-actor job, is drained by a dispatch worker thread.
  /// Main-actor jobs do run as blocks of the main queue, so a value set on that queue
  /// identifies them. (ViewGraph's engine has the same check; this module cannot see it.)
  func isOnMainActor() -> Bool {
    if Thread.isMainThread { return true }
    _ = MainQueueMarker.installed
    return DispatchQueue.getSpecific(key: MainQueueMarker.key) == true
  }

  private enum MainQueueMarker {
    static let key = DispatchSpecificKey<Bool>()
    static let installed: Bool = {
      DispatchQueue.main.setSpecific(key: key, value: true)
      return true
    }()
  }
#endif
