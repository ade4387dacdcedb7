#if !canImport(UIKit)
  import Foundation

  /// What haptic feedback generators share: each fires once per call, recorded on the host
  /// whose work fired it (S181), since a headless device has no Taptic Engine.
  ///
  /// ```swift
  /// let generator = UISelectionFeedbackGenerator()
  /// generator.prepare()
  /// ```
  @preconcurrency @MainActor
  open class UIFeedbackGenerator: NSObject {
    /// Readies the engine; headlessly there is nothing to ready.
    public func prepare() {}

    /// Records that the generator fired.
    func fire(_ feedback: String) { uiKitRequestReceiver?(.feedback(feedback)) }
  }
#endif
