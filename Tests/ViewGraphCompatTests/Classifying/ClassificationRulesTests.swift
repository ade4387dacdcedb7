import Testing

@testable import ViewGraphCompat

/// Each classification rule on the error it reads, alone and through `Diagnostic.api`, so
/// a rule that stops matching, or an earlier rule that starts taking its errors, fails
/// here by name.
@Suite("viewgraph-compat: one classification rule per shape of error")
struct ClassificationRulesTests {
  /// An error on line `line` of `lines`, at `column`.
  func error(
    _ message: String, lines: [String]? = nil, line: Int = 1, column: Int = 1, leftOut: Set<String> = []
  ) -> ErrorContext {
    ErrorContext(
      diagnostic: Diagnostic(path: "A.swift", line: line, column: column, message: message),
      fileLines: lines, leftOutNames: leftOut)
  }

  /// The rule's answer, which must also be what the whole chain of rules answers.
  func classified(by rule: some ClassificationRule, _ error: ErrorContext) -> Diagnostic.API? {
    let answer = rule.classify(error)
    #expect(
      answer == nil
        || error.diagnostic.api(fileLines: error.fileLines, leftOutNames: error.leftOutNames) == answer)
    return answer
  }

  @Test("an inference error follows from a left-out type on its line, else is a follow-on")
  func inferenceFollowOn() {
    let message = "cannot infer contextual base in reference to member 'poster'"
    let line = "MovieThumbnailView(movie: m, thumbnailType: .poster())"
    #expect(
      classified(by: InferenceFollowOnRule(), error(message, lines: [line], leftOut: ["MovieThumbnailView"]))
        == .leftOut("MovieThumbnailView"))
    #expect(
      classified(by: InferenceFollowOnRule(), error(message, lines: [line]))
        == .followOn(String(message.prefix(60))))
    #expect(InferenceFollowOnRule().classify(error("cannot find 'X' in scope")) == nil)
  }

  @Test("a left-out type that lost its conformance is the left-out type")
  func lostConformance() {
    let message = "generic struct 'Group' requires that 'MapView' conform to 'View'"
    #expect(
      classified(by: LostConformanceRule(), error(message, leftOut: ["MapView"])) == .leftOut("MapView"))
    #expect(LostConformanceRule().classify(error(message)) == nil)
  }

  @Test("an error against 'Never' blames the builder around it, not its first child")
  func builderBlamesFirstChild() {
    let lines = ["var body: some View {", "  VStack {", "    SectionView()", "  }", "}"]
    let message = "cannot convert value of type 'SectionView' to expected argument type 'Never'"
    let answer = classified(
      by: BuilderBlamesFirstChildRule(), error(message, lines: lines, line: 3, column: 5))
    #expect(answer == .shape("a child of VStack { … } (the builder blames its first child)"))
    #expect(BuilderBlamesFirstChildRule().classify(error(message)) == nil)
  }

  @Test("a name not in scope is a left-out declaration, unless the file declares it itself")
  func notInScope() {
    #expect(
      classified(by: NotInScopeRule(), error("cannot find 'Palette' in scope", leftOut: ["Palette"]))
        == .leftOut("Palette"))
    #expect(
      classified(
        by: NotInScopeRule(),
        error("cannot find 'palette' in scope", lines: ["let palette = 1"], leftOut: ["palette"]))
        == .missing("palette"))
    #expect(
      classified(by: NotInScopeRule(), error("cannot find type 'UIColor' in scope"))
        == .appleFramework("UIColor"))
  }

  @Test("a missing member is a left-out declaration's, or the owner's API")
  func noMember() {
    let message = "value of type 'some View' has no member 'cardStyle'"
    #expect(
      classified(by: NoMemberRule(), error(message, leftOut: ["cardStyle"])) == .leftOut("View.cardStyle"))
    #expect(classified(by: NoMemberRule(), error(message)) == .missing("View.cardStyle"))
  }

  @Test("a member type of a left-out file is that file's")
  func leftOutMemberType() {
    let message = "'ViewModel' is not a member type of struct 'HomeView'"
    #expect(
      classified(by: LeftOutMemberTypeRule(), error(message, leftOut: ["ViewModel"])) == .leftOut("ViewModel")
    )
    #expect(LeftOutMemberTypeRule().classify(error(message)) == nil)
  }

  @Test("a wrapper over a left-out model is the model")
  func wrappedModel() {
    let message =
      "referencing subscript 'subscript(dynamicMember:)' requires wrapper 'ObservedObject<App.Store>.Wrapper'"
    #expect(classified(by: WrappedModelRule(), error(message, leftOut: ["Store"])) == .leftOut("Store"))
    #expect(WrappedModelRule().classify(error(message)) == nil)
  }

  @Test("a synthesized conformance failing on a left-out property type is that type")
  func synthesizedConformance() {
    let message = "type 'Preferences' does not conform to protocol 'Decodable'"
    let lines = ["struct Preferences: Decodable {", "  let visibility: Visibility", "}"]
    #expect(
      classified(by: SynthesizedConformanceRule(), error(message, lines: lines, leftOut: ["Visibility"]))
        == .leftOut("Visibility"))
    #expect(SynthesizedConformanceRule().classify(error(message, lines: lines)) == nil)
  }

  @Test("a type of a module whose declaring file is left out is that type")
  func leftOutModuleType() {
    #expect(
      classified(
        by: LeftOutModuleTypeRule(),
        error("no type named 'Notification' in module 'Models'", leftOut: ["Notification"]))
        == .leftOut("Notification"))
    #expect(
      classified(
        by: LeftOutModuleTypeRule(),
        error(
          "cannot call value of non-function type 'module<CachedAsyncImage>'", leftOut: ["CachedAsyncImage"]))
        == .leftOut("CachedAsyncImage"))
    #expect(LeftOutModuleTypeRule().classify(error("no type named 'Notification' in module 'Models'")) == nil)
  }

  @Test("an unknown attribute is missing API")
  func unknownAttribute() {
    #expect(
      classified(by: UnknownAttributeRule(), error("unknown attribute 'SceneStorage'"))
        == .missing("SceneStorage"))
    #expect(UnknownAttributeRule().classify(error("cannot find 'X' in scope")) == nil)
  }

  @Test("a contextual base is a left-out static, or a missing implicit member")
  func contextualBase() {
    let message = "cannot infer contextual base in reference to member 'brand'"
    #expect(ContextualBaseRule().classify(error(message, leftOut: ["brand"])) == .leftOut("brand"))
    #expect(ContextualBaseRule().classify(error(message)) == .missing(".brand"))
  }

  @Test("an operator over a left-out implicit member is that member")
  func operatorOverImplicitMember() {
    let message = "referencing operator function '*' on 'SIMD' requires that 'Self' conform to 'SIMD'"
    let lines = [".frame(width: .screenW * 0.75)"]
    #expect(
      classified(by: OperatorOverImplicitMemberRule(), error(message, lines: lines, leftOut: ["screenW"]))
        == .leftOut("screenW"))
    #expect(OperatorOverImplicitMemberRule().classify(error(message, lines: lines)) == nil)
  }

  @Test("a module's missing member is missing API, module-qualified")
  func moduleMember() {
    #expect(
      classified(by: ModuleMemberRule(), error("module 'SwiftUI' has no member named 'Chart'"))
        == .missing("SwiftUI.Chart"))
  }

  @Test("a call of the wrong shape is the callee's shape, or a left-out callee, or a missing key")
  func callShape() {
    #expect(
      classified(
        by: CallShapeRule(), error("extra argument 'spacing' in call", lines: ["Grid(spacing: 2)"], column: 6)
      )
        == .shape("Grid"))
    #expect(
      classified(
        by: CallShapeRule(),
        error("extra argument 'style' in call", lines: ["Badge(style: 2)"], column: 7, leftOut: ["Badge"]))
        == .leftOut("Badge"))
    #expect(
      classified(
        by: CallShapeRule(),
        error(
          "no exact matches in call to initializer", lines: ["@Environment(\\.openWindow) var openWindow"],
          column: 2))
        == .missing("EnvironmentValues.openWindow"))
  }

  @Test("arguments to a left-out type that takes none name that type")
  func argumentsToLeftOutCall() {
    let message = "argument passed to call that takes no arguments"
    let lines = ["Badge(count: 2)"]
    #expect(
      classified(
        by: ArgumentsToLeftOutCallRule(), error(message, lines: lines, column: 7, leftOut: ["Badge"]))
        == .leftOut("Badge"))
    #expect(ArgumentsToLeftOutCallRule().classify(error(message, lines: lines, column: 7)) == nil)
  }

  @Test("an .init(…) argument of a left-out type's initializer names that type")
  func argumentsToLeftOutInit() {
    let message = "argument passed to call that takes no arguments"
    let lines = ["PosterView(data: .init(posterURL: url))"]
    let leftOut: Set<String> = ["PosterView"]
    #expect(
      ArgumentsToLeftOutCallRule().classify(error(message, lines: lines, column: 24, leftOut: leftOut)) == nil
    )
    #expect(
      classified(by: ArgumentsToLeftOutInitRule(), error(message, lines: lines, column: 24, leftOut: leftOut))
        == .leftOut("PosterView"))
    #expect(ArgumentsToLeftOutInitRule().classify(error(message, lines: lines, column: 24)) == nil)
  }

  @Test("an isolation or Sendable error is isolation, named by its first quoted name")
  func isolation() {
    let message = "main actor-isolated property 'title' can not be referenced from a nonisolated context"
    #expect(classified(by: IsolationRule(), error(message)) == .isolation("title"))
    #expect(IsolationRule().classify(error("cannot find 'X' in scope")) == nil)
  }

  @Test("an error no rule reads is other, cut to 90 characters")
  func noRule() {
    let message = String(repeating: "x", count: 100)
    #expect(Diagnostic.classificationRules.allSatisfy { $0.classify(error(message)) == nil })
    #expect(
      error(message).diagnostic.api(fileLines: nil, leftOutNames: []) == .other(String(message.prefix(90))))
  }
}
