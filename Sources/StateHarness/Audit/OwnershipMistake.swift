/// The article's five code-review mistakes, as the ownership audit names them.
///
/// ```swift
/// let findings = harness.ownershipAudit().findings
/// #expect(findings.map(\.mistake) == [.bindingToReference])
/// ```
public enum OwnershipMistake: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Mistake 1: `@State` holding a value passed in from the parent.
  case stateOnInjectedValue
  /// Mistake 2: `@Bindable` (or `@ObservedObject`) on a model the view creates itself.
  case bindableOnOwnedModel
  /// Mistake 3: a large app-wide value in the environment.
  case environmentDumpingGround
  /// Mistake 4: `@Binding` to a reference type.
  case bindingToReference
  /// Mistake 5: model construction evaluated and thrown away on re-render.
  case discardedModelConstruction

  /// The mistake's number in the article.
  public var number: Int { (Self.allCases.firstIndex(of: self) ?? 0) + 1 }

  /// What the mistake is, in a few words.
  public var title: String {
    switch self {
    case .stateOnInjectedValue: "@State on a value passed in"
    case .bindableOnOwnedModel: "@Bindable on a model the view creates"
    case .environmentDumpingGround: "an app-wide value in the environment"
    case .bindingToReference: "@Binding to a reference type"
    case .discardedModelConstruction: "model construction thrown away on re-render"
    }
  }

  /// The rule the mistake breaks.
  public var rule: Rule {
    switch self {
    case .stateOnInjectedValue, .bindingToReference: .bindableShares
    case .bindableOnOwnedModel, .discardedModelConstruction: .stateOwnsTheModel
    case .environmentDumpingGround: .environmentIsRead
    }
  }

  public var description: String { "mistake \(number), \(title)" }
}
