#if !canImport(AppIntents)
  import Foundation
  import ViewGraphFoundationGaps
  import ViewGraphUniformTypeIdentifiers

  /// A parameter of an intent, as AppIntents declares it: `@Parameter(title:) var x: Value`.
  /// The system fills it before `perform()`; here a test does, through the property.
  ///
  /// ```swift
  /// var intent = SetTimerIntent()
  /// intent.minutes = 5
  /// _ = try await intent.perform()
  /// ```
  @propertyWrapper
  public final class IntentParameter<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    /// The parameter's title in Shortcuts.
    public let title: LocalizedStringResource?
    /// What it is for.
    public let description: LocalizedStringResource?
    /// What the system asks the user when the value is missing.
    public let requestValueDialog: IntentDialog?

    public init(
      title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
      default defaultValue: Value? = nil,
      requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
      self.title = title
      self.description = description
      self.requestValueDialog = requestValueDialog
      value = defaultValue
    }

    /// A number parameter with its control and range.
    public init(
      title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
      default defaultValue: Value? = nil,
      controlStyle: IntentNumberControlStyle = .field, inclusiveRange: (lowerBound: Value, upperBound: Value),
      requestValueDialog: IntentDialog? = nil
    ) {
      self.title = title
      self.description = description
      self.requestValueDialog = requestValueDialog
      value = defaultValue
    }

    /// A file parameter of these content types.
    public init(
      title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
      supportedContentTypes: [UTType], requestValueDialog: IntentDialog? = nil,
      inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
      self.title = title
      self.description = description
      self.requestValueDialog = requestValueDialog
    }

    /// The value; an intent that reads one no one set stops, as AppIntents stops it.
    public var wrappedValue: Value {
      get {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        if let none = Self.none { return none }
        preconditionFailure(
          "IntentParameter \(title.map { "\"\(String(localized: $0))\"" } ?? "") was read before it had a value. "
            + "Fix: set it on the intent before perform().")
      }
      set {
        lock.lock()
        value = newValue
        lock.unlock()
      }
    }

    /// The parameter itself: `$name` in a summary, or to ask the user.
    public var projectedValue: IntentParameter<Value> { self }

    /// Whether it has a value.
    var hasValue: Bool {
      lock.lock()
      defer { lock.unlock() }
      return value != nil || Self.none != nil
    }

    /// nil when `Value` is optional, so an unset optional parameter reads as nil.
    private static var none: Value? {
      (Value.self as? any ExpressibleByNilLiteral.Type).map { $0.init(nilLiteral: ()) as! Value }
    }

    /// Asks the user for a value: there is no one to ask here, so it throws the error that says so.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
      throw needsValueError(dialog)
    }

    /// The error an intent throws to have the system ask the user for this parameter.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> any Error {
      IntentParameterError.needsValue(
        title: title.map { String(localized: $0) },
        dialog: (dialog ?? requestValueDialog).map { String(localized: $0.full) })
    }

    /// Asks the user to confirm a value: there is no one to ask here, so it throws.
    public func requestConfirmation(for value: Value? = nil, dialog: IntentDialog? = nil) async throws -> Bool
    {
      throw IntentParameterError.needsConfirmation(title: title.map { String(localized: $0) })
    }
  }

  /// Why an intent could not go on without the user: no one is there to answer in a test.
  public enum IntentParameterError: Error, Equatable, Sendable {
    case needsValue(title: String?, dialog: String?)
    case needsConfirmation(title: String?)
  }

  /// How a parameter takes input from a previous action in Shortcuts.
  public enum InputConnectionBehavior: Sendable {
    case `default`, connectToPreviousIntentResult, never
  }

  /// How Shortcuts shows a number parameter.
  public enum IntentNumberControlStyle: Sendable {
    case field, slider, stepper
  }

  /// A property of an entity, written `@Property(title:) var x: Value`.
  @propertyWrapper
  public final class EntityProperty<Value>: @unchecked Sendable {
    private var value: Value?
    public let title: LocalizedStringResource?

    public init(title: LocalizedStringResource? = nil) { self.title = title }
    public init(wrappedValue: Value, title: LocalizedStringResource? = nil) {
      self.title = title
      value = wrappedValue
    }

    public var wrappedValue: Value {
      get {
        if let value { return value }
        if let none = (Value.self as? any ExpressibleByNilLiteral.Type).map({
          $0.init(nilLiteral: ()) as! Value
        }) {
          return none
        }
        preconditionFailure(
          "EntityProperty was read before it had a value. Fix: set it when making the entity.")
      }
      set { value = newValue }
    }

    public var projectedValue: EntityProperty<Value> { self }
  }
#endif
