#if !canImport(AppKit)
  import Foundation

  /// A progress bar or spinner, as AppKit declares it: its value and whether it is animating
  /// are kept, nothing moves.
  @preconcurrency @MainActor
  open class NSProgressIndicator: NSView {
    /// A bar or a spinner.
    public enum Style: UInt, Sendable { case bar = 0, spinning = 1 }

    open var style: Style = .bar
    open var isIndeterminate = true
    open var doubleValue: Double = 0
    open var minValue: Double = 0
    open var maxValue: Double = 100
    open var isDisplayedWhenStopped = true
    open var controlSize: NSControl.ControlSize = .regular
    /// Whether the animation runs on a thread of its own; kept, nothing moves.
    open var usesThreadedAnimation = false
    package private(set) var isAnimating = false

    open func startAnimation(_ sender: Any?) { isAnimating = true }
    open func stopAnimation(_ sender: Any?) { isAnimating = false }
    open func increment(by delta: Double) { doubleValue += delta }
  }
#endif
