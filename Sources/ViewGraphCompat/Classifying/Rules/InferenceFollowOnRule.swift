/// An error the compiler gives when it cannot infer a type after another error: it follows
/// from a left-out declaration when the line, its expression or a property it uses names
/// one, and is a follow-on otherwise.
struct InferenceFollowOnRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard error.diagnostic.isInferenceFollowOn else { return nil }
    let leftOutNames = error.leftOutNames
    // An implicit member a left-out file declares (`.frame(.screenSize)` with the static in
    // a file importing UIKit).
    if let match = error.message.firstMatch(of: #/reference to member '([^']+)' cannot be resolved/#),
      leftOutNames.contains(String(match.output.1))
    {
      return .leftOut(String(match.output.1))
    }
    // Inference that fails on a line using a left-out type follows from that type:
    // `MovieThumbnailView(movie: m, thumbnailType: .poster())` cannot infer `.poster` when
    // the view's file failed.
    if let sourceLine = error.sourceLine,
      let type = Diagnostic.leftOutType(on: sourceLine, leftOutNames: leftOutNames)
    {
      return .leftOut(type)
    }
    // Or at the head of the modifier chain the line continues: `.presentationDetents([.height(200)])`
    // after `LeftOutMenu(friend: friend)` on the lines above makes the receiver `Any`.
    if let fileLines = error.fileLines, error.line - 1 < fileLines.count, error.line > 1,
      let type = Diagnostic.expressionLines(endingAt: error.line - 1, in: fileLines).lazy
        .compactMap({ Diagnostic.leftOutType(on: $0, leftOutNames: leftOutNames) }).first
    {
      return .leftOut(type)
    }
    // Or through a property of the file whose type is left out: `viewModel.crittersInfo[.bugs]`
    // with `@StateObject private var viewModel = ActiveCrittersViewModel()`.
    if let sourceLine = error.sourceLine, let fileLines = error.fileLines,
      let type = Diagnostic.leftOutPropertyType(on: sourceLine, in: fileLines, leftOutNames: leftOutNames)
    {
      return .leftOut(type)
    }
    return .followOn(String(error.message.prefix(60)))
  }
}
