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
  /// declares it. Here a source is what the device was supplied with (inspection SPI
  /// ``init(title:sourceType:isDelegate:)``); the default device has one local source.
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

    /// A source of the device; a test adds it with `EKEventStore.deviceSources`.
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
