#if !canImport(AppKit)
  import Foundation

  /// A button, as AppKit declares it: its title, image, style and state are kept as set, so a
  /// test reads back what `makeNSView` or `updateNSView` configured. A headless host draws
  /// nothing and clicks nothing; a representable's button is driven through its binding.
  ///
  /// ```swift
  /// func makeNSView(context: Context) -> NSButton {
  ///   let button = NSButton()
  ///   button.bezelStyle = .accessoryBarAction
  ///   return button
  /// }
  /// func updateNSView(_ nsView: NSButton, context: Context) { nsView.isHighlighted = isPressed }
  /// ```
  @preconcurrency @MainActor
  open class NSButton: NSControl {
    /// The button's bezel. AppKit's older names (`rounded`, `texturedRounded`, `roundRect`,
    /// `recessed`…) are the same values under the names macOS 14 gave them.
    public enum BezelStyle: UInt, Sendable {
      case automatic = 0, push = 1, flexiblePush = 2, disclosure = 5, shadowlessSquare = 6, circular = 7
      case texturedSquare = 8, helpButton = 9, smallSquare = 10, toolbar = 11, accessoryBarAction = 12
      case accessoryBar = 13, pushDisclosure = 14, badge = 15

      public static let rounded = BezelStyle.push
      public static let regularSquare = BezelStyle.flexiblePush
      public static let texturedRounded = BezelStyle.toolbar
      public static let roundRect = BezelStyle.accessoryBarAction
      public static let recessed = BezelStyle.accessoryBar
      public static let roundedDisclosure = BezelStyle.pushDisclosure
      public static let inline = BezelStyle.badge
    }

    /// How the button behaves when clicked.
    public enum ButtonType: UInt, Sendable {
      case momentaryLight = 0, pushOnPushOff = 1, toggle = 2, `switch` = 3, radio = 4
      case momentaryChange = 5, onOff = 6, momentaryPushIn = 7, accelerator = 8, multiLevelAccelerator = 9
    }

    open var title = ""
    open var image: NSImage?
    open var bezelStyle: BezelStyle = .automatic
    open var isBordered = true
    open var state: NSControl.StateValue = .off
    open var keyEquivalent = ""
    /// What `setButtonType(_:)` set last.
    open private(set) var buttonType: ButtonType = .momentaryPushIn

    open func setButtonType(_ type: ButtonType) { buttonType = type }
  }

  extension NSControl {
    /// A control's on, off or mixed state.
    public struct StateValue: RawRepresentable, Hashable, Sendable {
      public let rawValue: Int
      public init(rawValue: Int) { self.rawValue = rawValue }
      public static let on = StateValue(rawValue: 1)
      public static let off = StateValue(rawValue: 0)
      public static let mixed = StateValue(rawValue: -1)
    }
  }

  /// A view that embeds its content view in glass, as AppKit declares it (macOS 26): style,
  /// corner radius, tint and content view are kept as set; nothing is drawn.
  ///
  /// ```swift
  /// let glass = NSGlassEffectView()
  /// glass.style = .clear
  /// glass.contentView = label
  /// ```
  @preconcurrency @MainActor
  open class NSGlassEffectView: NSView {
    /// The kind of glass.
    public enum Style: Int, Sendable { case regular = 0, clear = 1 }

    open var style: Style = .regular
    open var cornerRadius: CGFloat = 0
    open var tintColor: NSColor?
    /// The view shown in the glass; AppKit makes it a subview.
    open var contentView: NSView? {
      didSet {
        oldValue?.removeFromSuperview()
        if let contentView { addSubview(contentView) }
      }
    }
  }
#endif
