#if !canImport(AppKit)
  import Foundation

  /// What lays a text storage's characters out in text containers, as AppKit declares it.
  /// Nothing is laid out headlessly: it keeps which storage and containers it joins, and a
  /// measure a layout would answer (``usedRect(for:)``) raises a `notModelled` warning.
  ///
  /// ```swift
  /// textView.layoutManager?.ensureLayout(for: textView.textContainer!)
  /// ```
  open class NSLayoutManager: NSObject {
    /// The text laid out; the storage keeps its layout managers (``NSTextStorage/addLayoutManager(_:)``).
    open internal(set) weak var textStorage: NSTextStorage?
    /// The containers text is laid out in, in order.
    open private(set) var textContainers: [NSTextContainer] = []

    public override init() { super.init() }

    open func addTextContainer(_ container: NSTextContainer) {
      textContainers.append(container)
      container.layoutManager = self
    }

    open func removeTextContainer(at index: Int) {
      let container = textContainers.remove(at: index)
      if container.layoutManager === self { container.layoutManager = nil }
    }

    /// Lays out the text in `container`; nothing is laid out headlessly, so there is nothing to do.
    open func ensureLayout(for container: NSTextContainer) {}

    /// The rectangle the laid-out text uses in `container`. No text is measured headlessly: it
    /// answers `.zero` and raises a `notModelled` warning.
    open func usedRect(for container: NSTextContainer) -> NSRect {
      raiseNotModelled(
        "NSLayoutManager.usedRect(for:) measured nothing: no text is laid out headlessly; it answers .zero.")
      return .zero
    }
  }
#endif
