import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A formatting definition as an iOS 26 notes app writes it; `NoteEditor` applies it as the
/// app does (it compiles unchanged).
private struct NoteFormatting: AttributedTextFormattingDefinition {
  var body: some AttributedTextFormattingDefinition<AttributeScopes.SwiftUIAttributes> {
    ValueConstraint(for: \.underlineStyle, values: [nil, .single], default: .single)
    ValueConstraint(
      for: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self, values: [nil, .red, .blue],
      default: nil)
  }
}

private struct NoteEditor: View {
  @State private var note = AttributedString("Dear Ann,")
  @State private var selection = AttributedTextSelection()
  var body: some View {
    TextEditor(text: $note, selection: $selection)
      .attributedTextFormattingDefinition(NoteFormatting())
  }
}

@Suite("S278: rich-text formatting definitions")
struct RichTextFormattingTests {
  @Test("S278: constrain(_:) replaces a value outside a constraint's set with its default")
  func constrainApplies() {
    var container = AttributeContainer()
    container[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] = .init(pattern: .dot)
    container[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] = .green
    NoteFormatting().constrain(&container)
    #expect(container[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] == .single)
    #expect(container[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == nil)
  }

  @Test("S278: a value inside every set is kept; an empty definition constrains nothing")
  func allowedValuesStay() {
    var container = AttributeContainer()
    container[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] = .red
    NoteFormatting().constrain(&container)
    #expect(container[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == .red)
    #expect(container[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] == nil)
    var other = AttributeContainer()
    other[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] = 2
    AttributedTextFormatting.EmptyDefinition<AttributeScopes.SwiftUIAttributes>().constrain(&other)
    #expect(other[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] == 2)
  }

  @Test("S278: SwiftUI's attributes read and write by name on an AttributedString")
  func attributesByName() {
    var text = AttributedString("Note")
    text.foregroundColor = .red
    text.font = .headline
    #expect(text.foregroundColor == .red)
    #expect(text.runs.first?.font == .headline)
  }

  @MainActor
  @Test("S278: the definition a view applies is recorded as its style")
  func definitionRecorded() {
    let modifier = Text("a").attributedTextFormattingDefinition(NoteFormatting()).modifier
    #expect("\(modifier.name)(\(modifier.arguments))" == "attributedTextFormattingDefinition(NoteFormatting)")
  }
}
