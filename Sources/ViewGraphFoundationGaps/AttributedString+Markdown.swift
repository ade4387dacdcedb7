import Foundation

// Apple's Foundation parses Markdown into an AttributedString (`AttributedString(markdown:)`,
// iOS 15); swift-corelibs-foundation has no Markdown parser, so an app's model that renders a
// post or a comment this way failed to compile (IceCubesApp's `HTMLString`, HackerNews's
// comments). Here the text comes through as Apple's parser gives it, its markers removed, and
// links keep their `link` attribute; the other inline styles (emphasis, code) have no
// attribute on Linux, where `inlinePresentationIntent` is not declared.
#if !canImport(Darwin)
  extension AttributedString {
    /// How Markdown is read, as Foundation declares the options.
    public struct MarkdownParsingOptions: Hashable, Sendable {
      /// Which Markdown is interpreted: all of it, or inline syntax only.
      public enum InterpretedSyntax: Hashable, Sendable {
        case full, inlineOnly, inlineOnlyPreservingWhitespace
      }

      /// What a parse does with Markdown it cannot read.
      public enum FailurePolicy: Hashable, Sendable {
        case throwError, returnPartiallyParsedIfPossible
      }

      public var allowsExtendedAttributes: Bool
      public var interpretedSyntax: InterpretedSyntax
      public var failurePolicy: FailurePolicy
      public var languageCode: String?
      public var appliesSourcePositionAttributes: Bool

      public init(
        allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
        failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
        appliesSourcePositionAttributes: Bool = false
      ) {
        self.allowsExtendedAttributes = allowsExtendedAttributes
        self.interpretedSyntax = interpretedSyntax
        self.failurePolicy = failurePolicy
        self.languageCode = languageCode
        self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
      }
    }

    /// The text `markdown` describes, as Foundation parses it: emphasis, code and link
    /// markers removed, links kept as `link` attributes (relative ones against `baseURL`).
    ///
    /// ```swift
    /// let text = try AttributedString(markdown: "Read **the** [post](https://example.com)")
    /// ```
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
      self = MarkdownText(syntax: options.interpretedSyntax, baseURL: baseURL).parse(markdown)
    }

    /// The text of UTF-8 `markdown`; throws when it is not UTF-8.
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
      guard let text = String(data: markdown, encoding: .utf8) else { throw CocoaError(.fileReadCorruptFile) }
      try self.init(markdown: text, options: options, baseURL: baseURL)
    }
  }
#endif
