import Foundation

// Apple's Foundation declares NSUserActivity (Handoff, Spotlight, state restoration), and
// SwiftUI's `userActivity(_:_:)` and `onContinueUserActivity(_:perform:)` take one;
// swift-corelibs-foundation has none. The activity's properties are kept; nothing advertises it.
#if !canImport(Darwin)
  /// An activity the app advertises or continues; on Linux its properties are kept and
  /// nothing advertises it.
  ///
  /// ```swift
  /// .userActivity("com.example.viewing") { activity in
  ///   activity.title = recipe.name
  ///   activity.userInfo = ["id": recipe.id.uuidString]
  /// }
  /// ```
  open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The activity's type, a reverse-DNS string the app declares.
    open var activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var keywords: Set<String> = []
    open var webpageURL: URL?
    open var referrerURL: URL?
    open var expirationDate: Date?
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open var needsSave = false

    public init(activityType: String) {
      self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
      userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
  }
#endif
