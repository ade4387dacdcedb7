// `import NaturalLanguage` in a mirror on Linux
// (`-module-alias NaturalLanguage=ViewGraphNaturalLanguage`): the language recognizer apps use
// to tell a post's language (IceCubesApp's translate button), S402. There is no trained model
// here: a recognizer names a text's language by its script, and a Latin-script text by its
// most common words; a test supplies the answer for a text where that is not enough
// (`NLLanguageRecognizer.supplied`, inspection SPI). On Apple platforms this module is
// NaturalLanguage itself.
#if canImport(NaturalLanguage)
  @_exported import NaturalLanguage
#endif
#if !canImport(NaturalLanguage)
  // NaturalLanguage's umbrella imports Foundation.
  @_exported import Foundation
  @_exported import ViewGraphFoundationGaps
#endif
