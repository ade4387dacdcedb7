#if !canImport(UIKit)
  import Foundation

  /// The share sheet, as UIKit declares it: the items and the completion are kept, so a test
  /// reads what would be shared and plays the user's choice through
  /// `completionWithItemsHandler`.
  ///
  /// ```swift
  /// UIActivityViewController(activityItems: [url], applicationActivities: nil)
  /// ```
  @preconcurrency @MainActor
  open class UIActivityViewController: UIViewController {
    /// What the sheet shares, as given.
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called with the activity chosen (nil when cancelled), whether it completed, its
    /// returned items and its error.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) ->
      Void

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
      self.activityItems = activityItems
      self.applicationActivities = applicationActivities
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
      activityItems = []
      applicationActivities = nil
      super.init(coder: coder)
    }
  }

  /// A service the share sheet offers.
  @preconcurrency @MainActor
  open class UIActivity: NSObject {
    /// An activity's identity.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
      public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
      public static let message = ActivityType("com.apple.UIKit.activity.Message")
      public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
      public static let print = ActivityType("com.apple.UIKit.activity.Print")
      public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
      public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
      public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
      public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
      public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
      public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
      public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    public override init() { super.init() }
  }
#endif
