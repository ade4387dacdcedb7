#if !canImport(AppKit)
  import Foundation

  /// The app's color panel, as AppKit declares it (S352): one shared panel whose color an app
  /// sets and reads. There is no user headlessly: a test plays the user choosing a color with
  /// the SPI ``pick(_:)``, which sets ``color`` and posts ``colorDidChangeNotification``, as the
  /// panel does.
  ///
  /// ```swift
  /// NSColorPanel.shared.showsAlpha = true
  /// NSColorPanel.shared.color = tint
  /// NSColorPanel.shared.orderFront(nil)
  /// ```
  @preconcurrency @MainActor
  open class NSColorPanel: NSPanel {
    /// How the panel lets the user choose.
    public enum Mode: Int, Sendable {
      case none = -1, gray = 0, RGB = 1, CMYK = 2, HSB = 3, customPalette = 4, colorList = 5, wheel = 6
      case crayon = 7
    }

    private static var made: NSColorPanel?

    /// The app's color panel, made on first use.
    open class var shared: NSColorPanel {
      if let made { return made }
      let panel = NSColorPanel()
      made = panel
      return panel
    }

    /// Whether the app made its color panel yet.
    open class var sharedColorPanelExists: Bool { made != nil }

    /// The panel's color: what the app set, or what the user picked last.
    open var color: NSColor = .white
    open var showsAlpha = false
    open var mode: Mode = .wheel
    /// Whether the panel reports each change while the user drags, or only the last.
    open var isContinuous = true
    /// The color's opacity; 1 when the panel does not show alpha.
    open var alpha: CGFloat { showsAlpha ? color.alphaComponent : 1 }

    /// Posted when the user picks a color in the panel.
    public nonisolated static let colorDidChangeNotification = Notification.Name(
      "NSColorPanelColorDidChangeNotification")

    /// Plays the user picking `color`: the panel's color changes and
    /// ``colorDidChangeNotification`` is posted with the panel.
    @_spi(Inspection) public func pick(_ color: NSColor) {
      self.color = color
      NotificationCenter.default.post(name: Self.colorDidChangeNotification, object: self)
    }
  }
#endif
