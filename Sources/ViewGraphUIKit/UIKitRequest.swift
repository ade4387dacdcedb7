#if !canImport(UIKit)
  import Foundation

  /// What an app asked of the system through UIKit: ViewGraph records each on the host whose
  /// work made it (S180, S181). A separate module cannot see the host, so ViewGraph installs
  /// the receiver (``uiKitRequestReceiver``) when its first host mounts.
  package enum UIKitRequest: Hashable, Sendable {
    /// `UIApplication.shared.open(_:)`.
    case open(URL)
    /// A feedback generator fired: `"impact(medium)"`, `"notification(success)"`, `"selectionChanged"`.
    case feedback(String)
  }

  /// Receives every ``UIKitRequest``; nil until ViewGraph installs its recorder.
  @MainActor package var uiKitRequestReceiver: (@MainActor (UIKitRequest) -> Void)?
#endif
