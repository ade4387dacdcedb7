#if !canImport(UIKit)
  /// Haptics for a changed selection: `selectionChanged()` is recorded as
  /// `selectionChanged` (S181).
  ///
  /// ```swift
  /// Picker("Size", selection: $size) { … }.onChange(of: size) { UISelectionFeedbackGenerator().selectionChanged() }
  /// ```
  @preconcurrency @MainActor
  open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public func selectionChanged() { fire("selectionChanged") }
  }
#endif
