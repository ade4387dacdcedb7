#if !canImport(AppIntents)
  import Foundation
  import ViewGraphFoundationGaps

  /// How Shortcuts shows an intent's parameters in a sentence, as AppIntents declares it:
  /// `Summary("Add \(\.$url) to Plash")`, with `When` and `Switch` to vary it by a parameter.
  /// Here the sentence is kept for a test to read (``IntentSummary/text``).
  ///
  /// ```swift
  /// static var parameterSummary: some ParameterSummary {
  ///   Summary("Set the timer to \(\.$minutes) minutes")
  /// }
  /// ```
  public protocol ParameterSummary {}

  /// The summary of an intent that declares none.
  public struct NoParameterSummary: ParameterSummary {
    public init() {}
  }

  /// A sentence with an intent's parameters in it.
  public struct IntentSummaryString<Intent>: ExpressibleByStringInterpolation {
    /// The sentence, each parameter shown as its place among ``parameters``: `[1]`, `[2]`.
    public let text: String
    /// The parameters in the sentence, in order.
    public let parameters: [PartialKeyPath<Intent>]

    public init(stringLiteral value: String) {
      text = value
      parameters = []
    }

    public init(stringInterpolation: StringInterpolation) {
      text = stringInterpolation.text
      parameters = stringInterpolation.parameters
    }

    public struct StringInterpolation: StringInterpolationProtocol {
      var text = ""
      var parameters: [PartialKeyPath<Intent>] = []
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) { text += literal }
      public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
        parameters.append(parameter)
        text += "[\(parameters.count)]"
      }
    }
  }

  /// An intent's summary: a sentence, and the other parameters listed under it.
  public struct IntentSummary<Intent>: ParameterSummary {
    /// The sentence, with its parameters.
    public let sentence: IntentSummaryString<Intent>?
    /// The parameters listed under it.
    public let listed: [PartialKeyPath<Intent>]

    public init(_ summary: IntentSummaryString<Intent>) {
      sentence = summary
      listed = []
    }

    public init(
      _ summary: IntentSummaryString<Intent>,
      @IntentSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]
    ) {
      sentence = summary
      listed = table()
    }

    public init(@IntentSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
      sentence = nil
      listed = table()
    }
  }

  /// The parameters listed under a summary's sentence.
  @resultBuilder
  public enum IntentSummaryTableBuilder<Intent> {
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>)
      -> [PartialKeyPath<Intent>]
    {
      [parameter]
    }
    public static func buildBlock(_ parameters: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
      parameters.flatMap { $0 }
    }
  }

  /// How a `When` compares its parameter.
  public enum IntentSummaryComparison: Sendable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, hasAnyValue,
      hasNoValue
  }

  /// One summary when a parameter compares as asked, another otherwise.
  public struct IntentSummaryWhen<Intent>: ParameterSummary {
    public let then: any ParameterSummary
    public let otherwise: (any ParameterSummary)?

    public init<Value>(
      _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: IntentSummaryComparison,
      _ value: Value,
      @IntentSummaryBuilder then: () -> any ParameterSummary,
      @IntentSummaryBuilder otherwise: () -> any ParameterSummary
    ) {
      self.then = then()
      self.otherwise = otherwise()
    }

    public init<Value>(
      _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: IntentSummaryComparison,
      _ value: Value,
      @IntentSummaryBuilder then: () -> any ParameterSummary
    ) {
      self.then = then()
      otherwise = nil
    }

    public init<Value>(
      _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: IntentSummaryComparison,
      @IntentSummaryBuilder then: () -> any ParameterSummary,
      @IntentSummaryBuilder otherwise: () -> any ParameterSummary
    ) {
      self.then = then()
      self.otherwise = otherwise()
    }

    public init<Value>(
      _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: IntentSummaryComparison,
      @IntentSummaryBuilder then: () -> any ParameterSummary
    ) {
      self.then = then()
      otherwise = nil
    }
  }

  /// A summary per value of a parameter: `Case`s and a `DefaultCase`.
  public struct IntentSummarySwitch<Intent>: ParameterSummary {
    public let cases: [any ParameterSummary]

    public init<Value>(
      _ parameter: KeyPath<Intent, IntentParameter<Value>>,
      @IntentSummaryCaseBuilder<Value> cases: () -> [any ParameterSummary]
    ) {
      self.cases = cases()
    }
  }

  /// A `Switch`'s summary for one value.
  public struct IntentSummaryCase<Value>: ParameterSummary {
    public let value: Value
    public let summary: any ParameterSummary
    public init(_ value: Value, @IntentSummaryBuilder _ summary: () -> any ParameterSummary) {
      self.value = value
      self.summary = summary()
    }
  }

  /// A `Switch`'s summary for the values no `Case` names.
  public struct IntentSummaryDefaultCase: ParameterSummary {
    public let summary: any ParameterSummary
    public init(@IntentSummaryBuilder _ summary: () -> any ParameterSummary) { self.summary = summary() }
  }

  /// The one summary a `When` branch or a `Case` gives.
  @resultBuilder
  public enum IntentSummaryBuilder {
    public static func buildBlock(_ summary: any ParameterSummary) -> any ParameterSummary { summary }
  }

  /// A `Switch`'s cases, each of the switched parameter's type.
  @resultBuilder
  public enum IntentSummaryCaseBuilder<Value> {
    public static func buildExpression(_ summary: IntentSummaryCase<Value>) -> [any ParameterSummary] {
      [summary]
    }
    public static func buildExpression(_ summary: IntentSummaryDefaultCase) -> [any ParameterSummary] {
      [summary]
    }
    public static func buildBlock(_ cases: [any ParameterSummary]...) -> [any ParameterSummary] {
      cases.flatMap { $0 }
    }
  }
#endif
