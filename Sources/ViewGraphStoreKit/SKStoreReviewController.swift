#if !canImport(StoreKit)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// StoreKit's older way to ask for the rating prompt; each request is recorded on the host
  /// whose work made it, as `requestReview()` is (S260).
  ///
  /// ```swift
  /// Button("Rate") { SKStoreReviewController.requestReview() }
  /// ```
  open class SKStoreReviewController: NSObject {
    /// Asks StoreKit for the rating prompt, if appropriate.
    @available(iOS, deprecated: 14.0, message: "Use AppStore.requestReview(in:).")
    @available(macOS, deprecated: 15.0, message: "Use AppStore.requestReview(in:).")
    open class func requestReview() { recordSystemRequest(.requestReview) }
  }
#endif
