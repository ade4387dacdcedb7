#if !canImport(AppIntents)
  import Foundation

  /// An action the app offers the system, as AppIntents declares it: a title, parameters,
  /// and `perform()`, which a test calls as the system would (S405).
  ///
  /// ```swift
  /// struct OpenTabIntent: AppIntent {
  ///   static let title: LocalizedStringResource = "Open a tab"
  ///   @Parameter(title: "Tab") var tab: Tab
  ///   func perform() async throws -> some IntentResult {
  ///     Router.shared.select(tab)
  ///     return .result()
  ///   }
  /// }
  /// ```
  public protocol AppIntent {
    associatedtype PerformResult: IntentResult
    associatedtype SummaryContent: ParameterSummary = NoParameterSummary

    init()
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    static var openAppWhenRun: Bool { get }
    static var isDiscoverable: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    static var parameterSummary: SummaryContent { get }
    func perform() async throws -> PerformResult
  }

  extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    /// An intent parameter, written `@Parameter(title: "…") var name: Value`.
    public typealias Parameter<Value> = IntentParameter<Value>
    /// The intent's parameter summary, with key paths into the intent.
    public typealias Summary = IntentSummary<Self>
    /// A summary shown when a parameter compares as asked.
    public typealias When = IntentSummaryWhen<Self>
    /// A summary per value of a parameter.
    public typealias Switch = IntentSummarySwitch<Self>
    /// A `Switch`'s summary for one value.
    public typealias Case<Value> = IntentSummaryCase<Value>
    /// A `Switch`'s summary for the other values.
    public typealias DefaultCase = IntentSummaryDefaultCase
  }

  extension AppIntent where SummaryContent == NoParameterSummary {
    public static var parameterSummary: NoParameterSummary { NoParameterSummary() }
  }

  /// Who may run an intent from a locked device.
  public enum IntentAuthenticationPolicy: Sendable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
  }

  /// Where an intent runs: in the background, or bringing the app to the foreground.
  public struct IntentModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let background = IntentModes(rawValue: 1 << 0)
    public static let foreground = IntentModes(rawValue: 1 << 1)
  }

  /// An intent migrated from a SiriKit custom intent.
  public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
  }

  /// An intent that configures a widget.
  public protocol WidgetConfigurationIntent: AppIntent {}

  /// An intent that configures a control.
  public protocol ControlConfigurationIntent: AppIntent {}

  /// An intent that plays audio.
  public protocol AudioPlaybackIntent: AppIntent {}

  /// An intent that starts or changes a Live Activity.
  public protocol LiveActivityIntent: AppIntent {}

  /// An intent that continues in the app's foreground when asked.
  public protocol ForegroundContinuableIntent: AppIntent {}

  /// The text describing an intent in Shortcuts.
  public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public let descriptionText: LocalizedStringResource
    public var categoryName: LocalizedStringResource?
    public var searchKeywords: [LocalizedStringResource]

    public init(
      _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
      searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
    ) {
      self.descriptionText = descriptionText
      self.categoryName = categoryName
      self.searchKeywords = searchKeywords
    }

    public typealias StringInterpolation = LocalizedStringResource.StringInterpolation
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: StringInterpolation) {
      self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
  }

  /// What the system says to the user when an intent asks or answers.
  public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    /// The words spoken or shown.
    public let full: LocalizedStringResource

    public init(_ full: LocalizedStringResource) { self.full = full }
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) { self.full = full }
    public typealias StringInterpolation = LocalizedStringResource.StringInterpolation
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: StringInterpolation) {
      self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
  }
#endif
