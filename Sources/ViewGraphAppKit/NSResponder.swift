#if !canImport(AppKit)
  import Foundation

  /// An object that responds to events, as AppKit declares it: views and view controllers
  /// are responders. A headless host has no input devices: the mouse methods run when a test
  /// plays a mouse event on a view whose tracking areas name the responder as their owner
  /// (``NSView/playMouseEvent(_:)``, S336), and the key methods when a test plays a key event
  /// on a window's first responder (``NSWindow/playKeyEvent(_:)``). Each does nothing unless
  /// a subclass overrides it, as AppKit's pass the event on to a next responder no one set here.
  ///
  /// ```swift
  /// final class Coordinator: NSResponder {
  ///   var onHover: (Bool) -> Void = { _ in }
  ///   override func mouseEntered(with event: NSEvent) { onHover(true) }
  ///   override func mouseExited(with event: NSEvent) { onHover(false) }
  /// }
  /// ```
  @preconcurrency @MainActor
  open class NSResponder: NSObject {
    public override init() { super.init() }

    /// Apps subclassing a responder write this initializer; a headless host never decodes one.
    public required init?(coder: NSCoder) { super.init() }

    /// The responder events go to when this one does not handle them.
    open weak var nextResponder: NSResponder?

    open var acceptsFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { true }
    @discardableResult open func resignFirstResponder() -> Bool { true }

    open func mouseDown(with event: NSEvent) { nextResponder?.mouseDown(with: event) }
    open func mouseUp(with event: NSEvent) { nextResponder?.mouseUp(with: event) }
    open func mouseDragged(with event: NSEvent) { nextResponder?.mouseDragged(with: event) }
    open func mouseMoved(with event: NSEvent) { nextResponder?.mouseMoved(with: event) }
    open func mouseEntered(with event: NSEvent) { nextResponder?.mouseEntered(with: event) }
    open func mouseExited(with event: NSEvent) { nextResponder?.mouseExited(with: event) }
    open func rightMouseDown(with event: NSEvent) { nextResponder?.rightMouseDown(with: event) }
    open func rightMouseUp(with event: NSEvent) { nextResponder?.rightMouseUp(with: event) }
    open func otherMouseDown(with event: NSEvent) { nextResponder?.otherMouseDown(with: event) }
    open func otherMouseUp(with event: NSEvent) { nextResponder?.otherMouseUp(with: event) }
    open func scrollWheel(with event: NSEvent) { nextResponder?.scrollWheel(with: event) }
    open func keyDown(with event: NSEvent) { nextResponder?.keyDown(with: event) }
    open func keyUp(with event: NSEvent) { nextResponder?.keyUp(with: event) }
    open func flagsChanged(with event: NSEvent) { nextResponder?.flagsChanged(with: event) }
    open func cursorUpdate(with event: NSEvent) { nextResponder?.cursorUpdate(with: event) }
  }
#endif
