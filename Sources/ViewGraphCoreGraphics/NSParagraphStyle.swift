// UIKit and AppKit both declare paragraph styles (NSParagraphStyle.h), which apps put under
// `.paragraphStyle` in styled text; the one declaration lives here, below both stand-ins, where
// neither framework exists.
#if !canImport(UIKit) && !canImport(AppKit)
  import Foundation

  /// How a paragraph of styled text is laid out, as UIKit and AppKit declare it: a value under
  /// `NSAttributedString.Key.paragraphStyle`. Nothing is laid out; the settings are kept, so a
  /// test reads back what the app asked for.
  ///
  /// ```swift
  /// let style = NSMutableParagraphStyle()
  /// style.lineSpacing = 2
  /// let text = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: style])
  /// ```
  open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The style a paragraph has when none is given.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    // Stored here and exposed read-only, as in AppKit, where only the mutable subclass sets them.
    fileprivate var values = Values()

    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var hyphenationFactor: Float { values.hyphenationFactor }

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = NSParagraphStyle()
      copy.values = values
      return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
      let copy = NSMutableParagraphStyle()
      copy.values = values
      return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
      (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { values.hashValue }

    fileprivate struct Values: Hashable {
      var lineSpacing: CGFloat = 0
      var paragraphSpacing: CGFloat = 0
      var paragraphSpacingBefore: CGFloat = 0
      var alignment: NSTextAlignment = .natural
      var lineBreakMode: NSLineBreakMode = .byWordWrapping
      var firstLineHeadIndent: CGFloat = 0
      var headIndent: CGFloat = 0
      var tailIndent: CGFloat = 0
      var minimumLineHeight: CGFloat = 0
      var maximumLineHeight: CGFloat = 0
      var lineHeightMultiple: CGFloat = 0
      var hyphenationFactor: Float = 0
    }
  }

  /// A paragraph style whose settings an app changes, as UIKit and AppKit declare it.
  ///
  /// ```swift
  /// let style = NSMutableParagraphStyle()
  /// style.alignment = .center
  /// style.paragraphSpacing = 4
  /// ```
  open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat {
      get { values.lineSpacing }
      set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
      get { values.paragraphSpacing }
      set { values.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
      get { values.paragraphSpacingBefore }
      set { values.paragraphSpacingBefore = newValue }
    }
    open override var alignment: NSTextAlignment {
      get { values.alignment }
      set { values.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
      get { values.lineBreakMode }
      set { values.lineBreakMode = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
      get { values.firstLineHeadIndent }
      set { values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
      get { values.headIndent }
      set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
      get { values.tailIndent }
      set { values.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
      get { values.minimumLineHeight }
      set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
      get { values.maximumLineHeight }
      set { values.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
      get { values.lineHeightMultiple }
      set { values.lineHeightMultiple = newValue }
    }
    open override var hyphenationFactor: Float {
      get { values.hyphenationFactor }
      set { values.hyphenationFactor = newValue }
    }

    /// Takes every setting of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { values = obj.values }
  }
#endif
