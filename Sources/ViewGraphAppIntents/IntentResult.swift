#if !canImport(AppIntents)
  import Foundation
  import ViewGraphFoundationGaps

  /// What an intent's `perform()` returns, as AppIntents declares it: `.result()`, with a
  /// value, a dialog, a view or an intent to open (S405).
  ///
  /// ```swift
  /// func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
  ///   .result(value: summary, dialog: "Here is your summary")
  /// }
  /// ```
  public protocol IntentResult: Sendable {}

  /// A result that returns a value to the next action.
  public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
  }

  /// A result the system speaks or shows.
  public protocol ProvidesDialog: IntentResult {}

  /// A result that shows a view.
  public protocol ShowsSnippetView: IntentResult {}

  /// A result that opens another intent.
  public protocol OpensIntent: IntentResult {}

  /// The result of a performed intent: what it returned, for a test to read (inspection SPI
  /// on ``IntentResult``).
  public struct IntentResultContainer<Value>: ReturnsValue, ProvidesDialog, ShowsSnippetView, OpensIntent,
    IntentResultContents, @unchecked Sendable
  {
    let value: Value?
    let dialog: IntentDialog?
    let view: Any?
    let opensIntent: (any AppIntent)?

    init(value: Value?, dialog: IntentDialog?, view: Any?, opensIntent: (any AppIntent)?) {
      self.value = value
      self.dialog = dialog
      self.view = view
      self.opensIntent = opensIntent
    }

    var returnedValue: Any? { value }
  }

  /// What a result holds, whatever its opaque type.
  protocol IntentResultContents {
    var returnedValue: Any? { get }
    var dialog: IntentDialog? { get }
    var view: Any? { get }
    var opensIntent: (any AppIntent)? { get }
  }

  @_spi(Inspection)
  extension IntentResult {
    /// The value the intent returned, if any.
    ///
    /// ```swift
    /// let result = try await intent.perform()
    /// #expect(result.returnedValue as? Int == 25)
    /// ```
    public var returnedValue: Any? { (self as? any IntentResultContents)?.returnedValue }
    /// What the system would say, if anything.
    public var dialog: IntentDialog? { (self as? any IntentResultContents)?.dialog }
    /// The view the system would show, if any.
    public var view: Any? { (self as? any IntentResultContents)?.view }
    /// The intent the system would open next, if any.
    public var opensIntent: (any AppIntent)? { (self as? any IntentResultContents)?.opensIntent }
  }

  @_spi(Inspection)
  extension ReturnsValue {
    /// The value the intent returned, typed.
    public var value: Value? { returnedValue as? Value }
  }

  extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result with nothing to return.
    public static func result() -> Self { Self(value: nil, dialog: nil, view: nil, opensIntent: nil) }

    /// A result the system speaks or shows.
    public static func result(dialog: IntentDialog) -> Self {
      Self(value: nil, dialog: dialog, view: nil, opensIntent: nil)
    }

    /// A result that shows a view.
    public static func result<Content>(dialog: IntentDialog? = nil, view: Content) -> Self {
      Self(value: nil, dialog: dialog, view: view, opensIntent: nil)
    }

    /// A result that opens `intent`.
    public static func result<Intent: AppIntent>(opensIntent intent: Intent, dialog: IntentDialog? = nil)
      -> Self
    {
      Self(value: nil, dialog: dialog, view: nil, opensIntent: intent)
    }
  }

  extension IntentResult {
    /// A result that returns `value`.
    public static func result<Value>(value: Value) -> Self where Self == IntentResultContainer<Value> {
      Self(value: value, dialog: nil, view: nil, opensIntent: nil)
    }

    /// A result that returns `value` and says `dialog`.
    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value> {
      Self(value: value, dialog: dialog, view: nil, opensIntent: nil)
    }

    /// A result that returns `value`, says `dialog` and shows `view`.
    public static func result<Value, Content>(value: Value, dialog: IntentDialog? = nil, view: Content)
      -> Self
    where Self == IntentResultContainer<Value> {
      Self(value: value, dialog: dialog, view: view, opensIntent: nil)
    }

    /// A result that returns `value` and opens `intent`.
    public static func result<Value, Intent: AppIntent>(value: Value, opensIntent intent: Intent) -> Self
    where Self == IntentResultContainer<Value> {
      Self(value: value, dialog: nil, view: nil, opensIntent: intent)
    }
  }
#endif
