// `import CoreSpotlight` in a mirror on Linux
// (`-module-alias CoreSpotlight=ViewGraphCoreSpotlight`): the items an app indexes for
// Spotlight, their attributes and the index that keeps them (S382). Nothing reaches a system
// index: each test's own index keeps what the app indexed and deleted, for the test to read
// (`CSSearchableIndex.indexedItems`, inspection SPI). A tap on a result reaches the app as a
// user activity of type `CSSearchableItemActionType`, which a test plays with the harness's
// `continueUserActivity(_:)` (S383). On Apple platforms this module is CoreSpotlight itself.
#if canImport(CoreSpotlight)
  @_exported import CoreSpotlight
#endif
#if !canImport(CoreSpotlight)
  @_exported import ViewGraphFoundationGaps
  @_exported import ViewGraphUniformTypeIdentifiers
  import Foundation

  /// The activity type of a user activity that continues a Spotlight result: the app opens
  /// the item whose identifier is under ``CSSearchableItemActivityIdentifier`` in `userInfo`.
  ///
  /// ```swift
  /// .onContinueUserActivity(CSSearchableItemActionType) { activity in
  ///   selection = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String
  /// }
  /// ```
  public let CSSearchableItemActionType = "com.apple.corespotlightitem"

  /// The `userInfo` key of a Spotlight continuation's item: its `uniqueIdentifier`.
  public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"

  /// The activity type of a user activity that continues a search in the app.
  public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"

  /// The `userInfo` key of a search continuation's query text.
  public let CSSearchQueryString = "kCSSearchQueryString"
#endif
