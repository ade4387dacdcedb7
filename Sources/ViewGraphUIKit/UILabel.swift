#if !canImport(UIKit)
  import Foundation
  import ViewGraphCoreGraphics

  /// A read-only text view, as UIKit declares it: what is set is kept, nothing is drawn.
  ///
  /// ```swift
  /// let label = UILabel()
  /// label.text = title
  /// label.numberOfLines = 0
  /// ```
  @preconcurrency @MainActor
  open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    open var preferredMaxLayoutWidth: CGFloat = 0
  }
#endif
