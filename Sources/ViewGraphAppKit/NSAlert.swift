#if !canImport(AppKit)
  import Foundation
  import ViewGraphFoundationGaps

  /// A modal alert, as AppKit declares it (S407). Headless, each run answers with the button
  /// the test supplied (`NSAlert.supplied`, inspection SPI, by title); with nothing supplied it
  /// raises a `notModelled` warning naming the alert and answers its first button, the one
  /// Return presses. The alerts shown are kept for the test (`NSAlert.shownAlerts`).
  ///
  /// ```swift
  /// let alert = NSAlert()
  /// alert.messageText = "Quit Ice?"
  /// alert.addButton(withTitle: "Quit")
  /// alert.addButton(withTitle: "Cancel")
  /// if alert.runModal() == .alertFirstButtonReturn { NSApp.terminate(nil) }
  /// ```
  @preconcurrency @MainActor
  open class NSAlert: NSObject {
    /// How serious an alert is.
    public enum Style: UInt, Sendable {
      case warning = 0
      case informational = 1
      case critical = 2
    }

    open var messageText = "Alert"
    open var informativeText = ""
    open var alertStyle = Style.warning
    open var icon: NSImage!
    open var showsHelp = false
    open var showsSuppressionButton = false
    open var accessoryView: NSView?
    /// The buttons, in the order added; the first is the default.
    open private(set) var buttons: [NSButton] = []

    public override init() { super.init() }

    /// An alert telling the user about `error`.
    public convenience init(error: any Error) {
      self.init()
      messageText = error.localizedDescription
      alertStyle = .critical
    }

    /// Adds a button; the first added answers `.alertFirstButtonReturn`, the next the second.
    @discardableResult
    open func addButton(withTitle title: String) -> NSButton {
      let button = NSButton()
      button.title = title
      buttons.append(button)
      return button
    }

    /// Shows the alert and waits: the supplied button's response.
    open func runModal() -> NSApplication.ModalResponse { answer(asking: "runModal()") }

    /// Shows the alert as a sheet on `sheetWindow`; `handler` hears the supplied button's response.
    open func beginSheetModal(
      for sheetWindow: NSWindow, completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil
    ) {
      handler?(answer(asking: "beginSheetModal(for:completionHandler:)"))
    }

    /// The button titles a user sees: "OK" when the app added none, as AppKit shows it.
    private var titles: [String] { buttons.isEmpty ? ["OK"] : buttons.map(\.title) }

    private func answer(asking call: String) -> NSApplication.ModalResponse {
      let description =
        "NSAlert(\"\(messageText)\", buttons: \(titles.map { "\"\($0)\"" }.joined(separator: ", ")))"
      Self.shown.modify { $0.append(messageText) }
      guard let title = Self.supplies.value else {
        raiseNotModelled(
          "\(description).\(call) asked the user, and no test answered; it answers the first button. "
            + "Fix: supply the button the user clicks with NSAlert.supplied = \"\(titles[0])\".")
        return .alertFirstButtonReturn
      }
      guard let index = titles.firstIndex(of: title) else {
        raiseNotModelled(
          "\(description) was answered with \"\(title)\", which it does not show; it answers the first button."
        )
        return .alertFirstButtonReturn
      }
      return NSApplication.ModalResponse(
        rawValue: NSApplication.ModalResponse.alertFirstButtonReturn.rawValue + index)
    }

    static let supplies = TestScoped<String?>(nil)
    static let shown = TestScoped<[String]>([])
  }

  @_spi(Inspection)
  extension NSAlert {
    /// The title of the button the user clicks on every alert the running test shows; nil (the
    /// default) makes each run warn and answer the first button.
    public static var supplied: String? {
      get { supplies.value }
      set { supplies.value = newValue }
    }

    /// The message texts of the alerts the running test showed, in order.
    public static var shownAlerts: [String] { shown.value }

    /// Forgets what the running test supplied and showed.
    public static func reset() {
      supplies.reset()
      shown.reset()
    }
  }
#endif
