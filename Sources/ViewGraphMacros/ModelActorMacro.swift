/// `@ModelActor` as SwiftData declares it: the members of a `ModelActor` (its container, and
/// an executor holding a context of its own) and the conformance.
enum ModelActorMacro {
  static func members(_ declaration: String, in context: inout MacroContext) -> String? {
    guard SwiftTokenizer.tokens(of: declaration).contains(where: { $0.text == "actor" }) else {
      context.error(
        "@ModelActor applies to an actor\n  found: \(StateMacro.firstLine(declaration))\n"
          + "  Fix: declare it as 'actor'.")
      return nil
    }
    return """
      nonisolated let modelExecutor: any ModelExecutor
      nonisolated let modelContainer: ModelContainer
      init(modelContainer: ModelContainer) {
        self.modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
        self.modelContainer = modelContainer
      }
      """
  }
}
