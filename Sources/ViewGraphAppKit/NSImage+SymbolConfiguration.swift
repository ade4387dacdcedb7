#if !canImport(AppKit)
  import Foundation

  extension NSImage {
    /// How a symbol image is drawn: its point size, weight, text style or scale (macOS 11).
    /// Kept in the image's description; nothing is drawn.
    ///
    /// ```swift
    /// let config = NSImage.SymbolConfiguration(pointSize: 10, weight: .regular)
    /// button.image = NSImage(systemSymbolName: "chevron.down", accessibilityDescription: nil)?
    ///   .withSymbolConfiguration(config)
    /// ```
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
      /// How the configuration is described: `pointSize(10.0, regular)`, `scale(large)`.
      let summary: String

      init(summary: String) {
        self.summary = summary
        super.init()
      }

      public convenience init(pointSize: CGFloat, weight: NSFont.Weight) {
        self.init(summary: "pointSize(\(Double(pointSize)), \(weight.name))")
      }

      public convenience init(pointSize: CGFloat, weight: NSFont.Weight, scale: NSImage.SymbolScale) {
        self.init(summary: "pointSize(\(Double(pointSize)), \(weight.name), \(scale))")
      }

      public convenience init(textStyle style: NSFont.TextStyle, scale: NSImage.SymbolScale) {
        self.init(summary: "textStyle(\(style.rawValue), \(scale))")
      }

      public convenience init(scale: NSImage.SymbolScale) { self.init(summary: "scale(\(scale))") }

      /// This configuration with `configuration`'s settings added.
      public func applying(_ configuration: SymbolConfiguration) -> Self {
        Self(summary: summary + "+" + configuration.summary)
      }

      public override var description: String { summary }
    }

    /// A symbol image's scale relative to the text beside it.
    public enum SymbolScale: Int, Sendable {
      case `default` = -1, small = 1, medium, large
    }

    /// This symbol image drawn with `configuration`; its description says so.
    public func withSymbolConfiguration(_ configuration: SymbolConfiguration) -> NSImage? {
      NSImage(source: "\(description).\(configuration.summary)", size: size)
    }
  }
#endif
