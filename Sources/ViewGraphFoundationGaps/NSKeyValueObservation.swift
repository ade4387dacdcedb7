import Foundation

// Apple's Foundation observes a property by key path (`object.observe(\.progress) { … }`)
// through the Objective-C runtime's key-value observing, which swift-corelibs-foundation does
// not have. These are its values, declared as Apple's are: a stand-in whose properties apps
// observe (WebKit's `WKWebView`) declares `observe(_:options:changeHandler:)` itself and
// reports each change; an object that does not still has no `observe`, and a file calling it
// is left out, named with it.
#if !canImport(Darwin)
  /// What a change handler is told besides the new value.
  public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, before any change.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is called before each change too, with `isPrior` set.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
  }

  /// The kind of change observed.
  public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
  }

  /// One observed change of a property, as the handler of `observe` gets it.
  ///
  /// ```swift
  /// observation = webView.observe(\.estimatedProgress, options: .new) { _, change in
  ///   progress = change.newValue ?? 0
  /// }
  /// ```
  public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change, when `.new` was asked for (never for a prior call).
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for.
    public let oldValue: Value?
    /// The changed indexes of a to-many property; nil for a property of one value.
    public let indexes: IndexSet?
    /// Whether this call comes before the change (`.prior`).
    public let isPrior: Bool

    /// A change as the observed object reports it.
    package init(kind: Kind = .setting, newValue: Value?, oldValue: Value?, isPrior: Bool) {
      self.kind = kind
      self.newValue = newValue
      self.oldValue = oldValue
      self.indexes = nil
      self.isPrior = isPrior
    }
  }

  /// An observation `observe(_:options:changeHandler:)` made: it lasts until it is
  /// invalidated or freed, as Apple's does. The observed object keeps it weakly and calls the
  /// handler only while it is valid.
  open class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var valid = true

    package override init() { super.init() }

    /// Whether the handler is still called.
    package var isValid: Bool { lock.withLock { valid } }

    /// Stops observing; the handler is not called again.
    open func invalidate() { lock.withLock { valid = false } }
  }
#endif
