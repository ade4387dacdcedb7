#if !canImport(AppKit)
  import Foundation

  /// An object that responds to events, as AppKit declares it: views and view controllers
  /// are responders. A headless host delivers no events.
  @preconcurrency @MainActor
  open class NSResponder: NSObject {
    public override init() { super.init() }

    /// Apps subclassing a responder write this initializer; a headless host never decodes one.
    public required init?(coder: NSCoder) { super.init() }

    open var acceptsFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { true }
    @discardableResult open func resignFirstResponder() -> Bool { true }
  }
#endif
