// UIKit and AppKit both declare the attribute keys of styled text (NSAttributedString.h), which
// apps pass to bar appearances (`titleTextAttributes = [.foregroundColor: …, .font: …]`); the
// one declaration lives here, below both stand-ins, where neither framework exists.
#if !canImport(UIKit) && !canImport(AppKit)
  import Foundation

  extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
    public static let shadow = NSAttributedString.Key("NSShadow")
  }
#endif
