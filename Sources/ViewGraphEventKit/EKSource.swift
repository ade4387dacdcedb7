#if !canImport(EventKit)
  import Foundation

  /// The kind of account a source is.
  public enum EKSourceType: Int, Sendable {
    case local = 0
    case exchange = 1
    case calDAV = 2
    case mobileMe = 3
    case subscribed = 4
    case birthdays = 5
  }

  /// An account that holds calendars: iCloud, Exchange, the device itself, as EventKit
  /// declares it. Here the default device has one local source, "Default"; a test adds others
  /// (inspection SPI `init(title:sourceType:isDelegate:)`).
  ///
  /// ```swift
  /// let local = store.sources.first { $0.sourceType == .local }
  /// ```
  open class EKSource: EKObject, @unchecked Sendable {
    open private(set) var sourceIdentifier: String
    open private(set) var sourceType: EKSourceType
    open private(set) var title: String
    /// Whether the source is another person's account the owner was given access to.
    open private(set) var isDelegate: Bool

    /// An account of the device: a test puts it there by saving a calendar of it with
    /// `EKEventStore.deviceStore()`.
    @_spi(Inspection)
    public init(title: String, sourceType: EKSourceType, isDelegate: Bool = false) {
      self.sourceIdentifier = UUID().uuidString
      self.sourceType = sourceType
      self.title = title
      self.isDelegate = isDelegate
      super.init()
    }
  }
#endif
