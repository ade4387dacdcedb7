#if !canImport(AppKit)
  import Foundation

  /// A service that shares items (Mail, Messages, AirDrop…), as AppKit declares it.
  @preconcurrency @MainActor
  open class NSSharingService: NSObject {
    /// A service's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      public static let composeEmail = Name("com.apple.share.Mail.compose")
      public static let composeMessage = Name("com.apple.messages.ShareExtension")
      public static let sendViaAirDrop = Name("com.apple.share.AirDrop.send")
      public static let addToSafariReadingList = Name("com.apple.share.System.add-to-safari-reading-list")
    }

    public let title: String
    /// The service's name (not an AppKit property: a test's reading of which one was chosen).
    @_spi(Inspection) public let name: Name

    /// The service named `serviceName`.
    public init?(named serviceName: Name) {
      name = serviceName
      title = serviceName.rawValue
    }

    public init(title: String, image: NSImage, alternateImage: NSImage?, handler: @escaping () -> Void) {
      name = Name(title)
      self.title = title
    }
  }

  /// The menu of sharing services for some items, as AppKit declares it. Showing it is kept
  /// (``isShown``); a test plays the user's choice with ``choose(_:)`` (inspection SPI), which
  /// tells the delegate as the picker does (S329).
  @preconcurrency @MainActor
  open class NSSharingServicePicker: NSObject {
    /// What the picker shares.
    @_spi(Inspection) public let items: [Any]
    open weak var delegate: (any NSSharingServicePickerDelegate)?
    /// Whether the picker was shown and not yet closed by a choice.
    @_spi(Inspection) public private(set) var isShown = false

    public init(items: [Any]) { self.items = items }

    open func show(relativeTo rect: NSRect, of view: NSView, preferredEdge: NSRectEdge) { isShown = true }

    open func close() { isShown = false }

    /// Plays the user choosing `service` (nil: dismissing the menu): the picker closes and the
    /// delegate hears `sharingServicePicker(_:didChoose:)`.
    @_spi(Inspection) public func choose(_ service: NSSharingService?) {
      isShown = false
      delegate?.sharingServicePicker(self, didChoose: service)
    }
  }

  /// What a sharing picker tells its delegate; every method is optional, as in AppKit.
  @preconcurrency @MainActor
  public protocol NSSharingServicePickerDelegate: NSObjectProtocol {
    func sharingServicePicker(
      _ sharingServicePicker: NSSharingServicePicker, didChoose service: NSSharingService?)
  }

  extension NSSharingServicePickerDelegate {
    public func sharingServicePicker(
      _ sharingServicePicker: NSSharingServicePicker, didChoose service: NSSharingService?
    ) {}
  }
#endif
