// `import AppIntents` in a mirror on Linux (`-module-alias AppIntents=ViewGraphAppIntents`):
// the intents, entities, enums and shortcuts an app offers Siri, Shortcuts, Spotlight and
// widgets (S405). There is no system to run them: an intent is a value a test makes, sets
// parameters on and performs (`try await intent.perform()`), reading what it returns; the
// shortcuts and summaries an app declares compile and can be read. On Apple platforms this
// module is AppIntents itself.
#if canImport(AppIntents)
  @_exported import AppIntents
#endif
#if !canImport(AppIntents)
  @_exported import Foundation
  @_exported import ViewGraphFoundationGaps
  @_exported import ViewGraphUniformTypeIdentifiers
#endif
