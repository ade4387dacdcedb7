import Foundation

extension TextEditor {
  /// A rich-text editor bound to an `AttributedString` (iOS 26). A test types into it as into
  /// any text editor: typed text replaces the characters, with no attributes, as typing over
  /// a whole selection does.
  ///
  /// ```swift
  /// @State private var letter = AttributedString("Dear Ann,")
  /// @State private var selection = AttributedTextSelection()
  /// TextEditor(text: $letter, selection: $selection)
  /// ```
  // Available where `RangeSet`, which a selection's ranges are, is.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
    self.init(
      text: Binding(
        converting: text, get: { String($0.characters) }, set: { AttributedString($0) }))
  }
}

/// Where the insertion point or the selected ranges of a rich-text editor are (iOS 26).
/// Nothing is selected headlessly: a new selection is an insertion point at the start.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AttributedTextSelection: Equatable, Sendable {
  /// What is selected: an insertion point or ranges.
  public enum Indices: Equatable, Sendable {
    case insertionPoint(AttributedString.Index)
    case ranges(RangeSet<AttributedString.Index>)
  }

  let storedIndices: Indices?

  /// An insertion point at the start of the text.
  public init() { storedIndices = nil }
  /// A selection of `range`.
  public init(range: Range<AttributedString.Index>) { storedIndices = .ranges(RangeSet(range)) }
  /// An insertion point at `index`.
  public init(insertionPoint: AttributedString.Index) { storedIndices = .insertionPoint(insertionPoint) }

  /// The selection's indices in `text`.
  public func indices(in text: AttributedString) -> Indices {
    storedIndices ?? .insertionPoint(text.startIndex)
  }
}

extension View {
  /// How Writing Tools offer to edit the text below (recorded).
  nonisolated public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("writingToolsBehavior", behavior.name)
  }
}

/// How Writing Tools work on a text view (recorded).
public struct WritingToolsBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = WritingToolsBehavior(name: "automatic")
  public static let complete = WritingToolsBehavior(name: "complete")
  public static let limited = WritingToolsBehavior(name: "limited")
  public static let disabled = WritingToolsBehavior(name: "disabled")
}
