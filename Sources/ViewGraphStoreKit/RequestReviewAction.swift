#if !canImport(StoreKit)
  @_spi(Inspection) import ViewGraph

  /// Asks StoreKit to show the App Store's rating prompt, if appropriate; read it as
  /// `@Environment(\.requestReview)` and call it.
  ///
  /// A headless host has no App Store: each call is recorded on the host whose work made it
  /// (S260).
  ///
  /// ```swift
  /// @Environment(\.requestReview) private var requestReview
  /// Button("Rate") { requestReview() }
  /// // in a test: host.tap("Rate"); #expect(host.systemRequests == [.requestReview])
  /// ```
  @MainActor public struct RequestReviewAction {
    nonisolated init() {}

    /// Tells StoreKit to ask the user to rate or review the app, if appropriate.
    public func callAsFunction() { recordSystemRequest(.requestReview) }
  }

  extension EnvironmentValues {
    /// The action that asks StoreKit for the rating prompt (S260).
    public var requestReview: RequestReviewAction { RequestReviewAction() }
  }
#endif
