/// A property wrapper whose model is declared in a left-out file: `requires wrapper
/// 'ObservedObject<Model>'`.
struct WrappedModelRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard
      let match = error.message.firstMatch(
        of: #/requires wrapper '(?:ObservedObject|EnvironmentObject|StateObject|Bindable)<([^'>]+)>/#)
    else { return nil }
    let model = String(match.output.1.split(separator: ".").last ?? "")
    return error.leftOutNames.contains(model) ? .leftOut(model) : nil
  }
}
