import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// A composer's own attribute scope, with a text-pattern attribute its constraints read, as
// IcySky's composer declares it.
private enum TextPatternAttribute: AttributedStringKey {
  typealias Value = String
  static let name = "TextPattern"
}

extension AttributeScopes {
  fileprivate struct ComposerAttributes: AttributeScope {
    let textPattern: TextPatternAttribute
    let swiftUI: SwiftUIAttributes
  }
}

extension AttributeDynamicLookup {
  fileprivate subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.ComposerAttributes, T>
  ) -> T { self[T.self] }
}

/// Colors a mention, and only a mention: reads the pattern, writes the color.
private struct PatternColorConstraint: AttributedTextValueConstraint {
  typealias Scope = AttributeScopes.ComposerAttributes
  typealias AttributeKey = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute

  func constrain(_ container: inout Attributes) {
    container.foregroundColor = container.textPattern == "mention" ? .blue : nil
  }
}

/// Underlines a link, through the key subscript.
private struct URLUnderlineConstraint: AttributedTextValueConstraint {
  typealias Scope = AttributeScopes.ComposerAttributes
  typealias AttributeKey = AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute

  func constrain(_ container: inout Attributes) {
    container[AttributeKey.self] = container[TextPatternAttribute.self] == "url" ? .single : nil
  }
}

private struct ComposerFormattingDefinition: AttributedTextFormattingDefinition {
  typealias Scope = AttributeScopes.ComposerAttributes

  var body: some AttributedTextFormattingDefinition<Scope> {
    PatternColorConstraint()
    URLUnderlineConstraint()
  }
}

@Suite("S366: AttributedTextValueConstraint")
struct AttributedTextValueConstraintTests {
  private func constrained(pattern: String?, color: Color? = nil) -> AttributeContainer {
    var container = AttributeContainer()
    container[TextPatternAttribute.self] = pattern
    container[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] = color
    ComposerFormattingDefinition().constrain(&container)
    return container
  }

  @Test("S366: each value constraint reads the run's attributes and writes its own attribute")
  func constraintsRunInOrder() {
    let mention = constrained(pattern: "mention")
    #expect(mention[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == .blue)
    #expect(mention[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] == nil)
    let link = constrained(pattern: "url", color: .red)
    #expect(link[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == nil)
    #expect(link[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] == .single)
    // Only the constrained attribute is written: the pattern stays.
    #expect(link[TextPatternAttribute.self] == "url")
  }

  @Test("S366: a value constraint used alone constrains as it does in a definition")
  func aloneAsADefinition() {
    var container = AttributeContainer()
    container[TextPatternAttribute.self] = "mention"
    PatternColorConstraint().constrain(&container)
    #expect(container[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == .blue)
  }
}
