#if !canImport(UIKit)
  /// Ending a view's editing, as UIKit declares it: the keyboard is dismissed by resigning the
  /// first responder among the view and its subviews (S327).
  extension UIView {
    /// Resigns the first responder inside this view; with `force`, even one that declines.
    /// Answers whether one resigned.
    ///
    /// ```swift
    /// UIApplication.shared.windows.first?.endEditing(true)
    /// ```
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
      if isFirstResponder, force || canResignFirstResponder { return resignFirstResponder() }
      return subviews.contains { $0.endEditing(force) }
    }
  }

  /// The interface orientations an app or a controller supports.
  public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
  }
#endif
