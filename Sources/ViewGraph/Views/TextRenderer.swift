import Foundation

/// Draws text in place of the standard rendering (iOS 17), given the text's laid-out lines.
/// Recorded, not drawn: there is no layout headlessly, so `draw(layout:in:)` is never called.
///
/// ```swift
/// struct Shimmer: TextRenderer {
///   func draw(layout: Text.Layout, in context: inout GraphicsContext) {
///     for line in layout { context.draw(line) }
///   }
/// }
/// Text("Loading").textRenderer(Shimmer())
/// ```
public protocol TextRenderer: Animatable {
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
    text.sizeThatFits(proposal)
  }
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer measures.
public struct TextProxy {
  let text: Text
  /// The text's size for `proposal`: one line of its characters, unmeasured.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: CGFloat(text.string.count) * 8, height: 20))
  }
}

/// A value attached to a run of text with `customAttribute(_:)`, which a renderer reads
/// back from the layout.
public protocol TextAttribute: Hashable {}

extension Text {
  /// Laid-out text, as a renderer receives it: lines of runs of glyphs.
  public struct Layout: RandomAccessCollection, Equatable {
    public let lines: [Line]
    public var isTruncated: Bool { false }
    public var startIndex: Int { lines.startIndex }
    public var endIndex: Int { lines.endIndex }
    public subscript(index: Int) -> Line { lines[index] }

    /// One line of laid-out text.
    public struct Line: RandomAccessCollection, Equatable {
      public let runs: [Run]
      public var origin: CGPoint { .zero }
      public var typographicBounds: TypographicBounds { TypographicBounds() }
      public var startIndex: Int { runs.startIndex }
      public var endIndex: Int { runs.endIndex }
      public subscript(index: Int) -> Run { runs[index] }
    }

    /// A run of glyphs sharing their attributes.
    public struct Run: RandomAccessCollection, Equatable {
      public let glyphs: [RunSlice]
      public var typographicBounds: TypographicBounds { TypographicBounds() }
      public var layoutDirection: LayoutDirection { .leftToRight }
      public var startIndex: Int { glyphs.startIndex }
      public var endIndex: Int { glyphs.endIndex }
      public subscript(index: Int) -> RunSlice { glyphs[index] }
      /// The run's value of a custom attribute, if it has one.
      public subscript<T: TextAttribute>(_: T.Type) -> T? { nil }
      public subscript(bounds: Range<Int>) -> RunSlice { RunSlice() }
    }

    /// Part of a run.
    public struct RunSlice: Equatable {
      public var typographicBounds: TypographicBounds { TypographicBounds() }
      public subscript<T: TextAttribute>(_: T.Type) -> T? { nil }
    }

    /// The bounds of laid-out text.
    public struct TypographicBounds: Equatable {
      public var origin: CGPoint = .zero
      public var width: CGFloat = 0
      public var ascent: CGFloat = 0
      public var descent: CGFloat = 0
      public var leading: CGFloat = 0
      public var rect: CGRect {
        CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
      }
    }
  }

  /// Attaches `value` to this text for a renderer to read (recorded).
  public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }
}

extension GraphicsContext {
  /// How text is drawn.
  public struct DrawTextOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let disablesSubpixelQuantization = DrawTextOptions(rawValue: 1)
  }

  public func draw(_ line: Text.Layout.Line, options: DrawTextOptions = []) {}
  public func draw(_ run: Text.Layout.Run, options: DrawTextOptions = []) {}
  public func draw(_ slice: Text.Layout.RunSlice, options: DrawTextOptions = []) {}
}

extension View {
  /// Renders the text below with `renderer` (recorded).
  nonisolated public func textRenderer<T: TextRenderer>(_ renderer: T) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("textRenderer", T.self)
  }
}
