#if !canImport(AppKit)
  import Foundation

  /// The styled text a text view shows, as AppKit declares it: a mutable attributed string that
  /// its layout managers follow. A text view's ``NSTextView/string`` and its text storage are one
  /// text (S398): an app that appends to the storage reads the longer string, and one that sets
  /// the string finds it in the storage.
  ///
  /// ```swift
  /// textView.textStorage?.append(NSAttributedString(string: "line\n"))
  /// textView.textStorage?.setAttributedString(NSAttributedString(string: "ready\n"))
  /// ```
  open class NSTextStorage: NSMutableAttributedString {
    /// The layout managers that lay this text out, in the order added.
    open private(set) var layoutManagers: [NSLayoutManager] = []

    open func addLayoutManager(_ obj: NSLayoutManager) {
      guard !layoutManagers.contains(where: { $0 === obj }) else { return }
      layoutManagers.append(obj)
      obj.textStorage = self
    }

    open func removeLayoutManager(_ obj: NSLayoutManager) {
      layoutManagers.removeAll { $0 === obj }
      if obj.textStorage === self { obj.textStorage = nil }
    }
  }
#endif
