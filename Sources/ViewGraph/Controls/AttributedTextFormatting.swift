import Foundation

extension AttributeScopes {
  /// The attributes SwiftUI reads from an `AttributedString` (iOS 15), as SwiftUI declares
  /// them: what a rich-text `TextEditor` edits and a formatting definition constrains.
  ///
  /// ```swift
  /// var text = AttributedString("Note")
  /// text.foregroundColor = .red
  /// text.font = .headline
  /// ```
  public struct SwiftUIAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let foundation: AttributeScopes.FoundationAttributes

    /// A run's font.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }
    /// A run's text color.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
    /// A run's background color.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }
    /// A run's strikethrough.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    /// A run's underline.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }
    /// The kerning between a run's characters, in points.
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }
    /// The tracking between a run's characters, in points.
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }
    /// How far a run sits above the baseline, in points.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// SwiftUI's attribute scope, for `AttributedString(_:including: \.swiftUI)`.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// `text.foregroundColor`, `text.font` and SwiftUI's other attributes by name.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

/// How text in a rich-text editor may be styled (iOS 26), as SwiftUI declares it: an attribute
/// scope and the value constraints its `body` lists. `constrain(_:)` applies them to an
/// `AttributeContainer`; ViewGraph records the definition a view applies
/// (`attributedTextFormattingDefinition(_:)`) without constraining typed text.
///
/// ```swift
/// struct NoteFormatting: AttributedTextFormattingDefinition {
///   var body: some AttributedTextFormattingDefinition<AttributeScopes.SwiftUIAttributes> {
///     ValueConstraint(for: \.underlineStyle, values: [nil, .single], default: .single)
///   }
/// }
/// ```
public protocol AttributedTextFormattingDefinition<Scope> {
  /// The attributes the definition lets text use.
  associatedtype Scope: AttributeScope where Scope == Body.Scope
  /// The definition this one is made of.
  associatedtype Body: AttributedTextFormattingDefinition
  /// The constraints, built by ``AttributedTextFormattingDefinitionBuilder``.
  @AttributedTextFormattingDefinitionBuilder<Scope> var body: Body { get }
}

/// A definition that applies its constraints itself rather than through its body.
protocol PrimitiveFormattingDefinition {
  func applyConstraints(to container: inout AttributeContainer)
}

extension AttributedTextFormattingDefinition {
  /// Applies every value constraint of this definition to `container`, as SwiftUI applies
  /// them to what an editor shows.
  public func constrain(_ container: inout AttributeContainer) {
    if let primitive = self as? any PrimitiveFormattingDefinition {
      primitive.applyConstraints(to: &container)
    } else if let valueConstraint = self as? any AttributedTextValueConstraint {
      valueConstraint.applyValueConstraint(to: &container)
    } else {
      body.constrain(&container)
    }
  }

  public typealias ValueConstraint = AttributedTextFormatting.ValueConstraint
}

/// Builds a formatting definition's `body` from its constraints.
@resultBuilder
public struct AttributedTextFormattingDefinitionBuilder<Scope: AttributeScope> {
  public static func buildBlock() -> AttributedTextFormatting.EmptyDefinition<Scope> { .init() }

  /// Each constraint is of the definition's scope, which is what a key path such as
  /// `\.underlineStyle` is rooted in.
  public static func buildExpression<D: AttributedTextFormattingDefinition>(_ expression: D) -> D
  where D.Scope == Scope { expression }

  public static func buildPartialBlock<D: AttributedTextFormattingDefinition>(first: D) -> D
  where D.Scope == Scope { first }

  public static func buildPartialBlock<
    A: AttributedTextFormattingDefinition, B: AttributedTextFormattingDefinition
  >(
    accumulated: A, next: B
  ) -> AttributedTextFormatting.AnyDefinition<Scope> where A.Scope == Scope, B.Scope == Scope {
    AttributedTextFormatting.AnyDefinition<Scope>(constraints: { container in
      accumulated.constrain(&container)
      next.constrain(&container)
    })
  }
}

/// The types of text formatting definitions, as SwiftUI declares them.
public enum AttributedTextFormatting {
  /// A definition that constrains nothing.
  public struct EmptyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition,
    PrimitiveFormattingDefinition
  {
    public init() {}
    public var body: Self { self }
    func applyConstraints(to container: inout AttributeContainer) {}
  }

  /// A type-erased definition.
  public struct AnyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition,
    PrimitiveFormattingDefinition
  {
    let constraints: (inout AttributeContainer) -> Void

    init(constraints: @escaping (inout AttributeContainer) -> Void) { self.constraints = constraints }

    public init<D: AttributedTextFormattingDefinition>(_ definition: D) where Scope == D.Scope {
      constraints = { definition.constrain(&$0) }
    }

    public var body: Self { self }
    func applyConstraints(to container: inout AttributeContainer) { constraints(&container) }
  }

  /// A definition that keeps one attribute's value within a set: another value becomes
  /// `default`.
  ///
  /// ```swift
  /// ValueConstraint(for: \.underlineStyle, values: [nil, .single], default: .single)
  /// ```
  public struct ValueConstraint<Scope: AttributeScope, AttributeKey: AttributedStringKey>:
    AttributedTextFormattingDefinition, PrimitiveFormattingDefinition
  where AttributeKey.Value: Sendable {
    let allowedValues: Set<AttributeKey.Value?>
    let defaultValue: AttributeKey.Value?

    public init(
      for attribute: AttributeKey.Type, values allowedValues: Set<AttributeKey.Value?>,
      default defaultValue: AttributeKey.Value?
    ) {
      self.allowedValues = allowedValues
      self.defaultValue = defaultValue
    }

    public init(
      for attribute: KeyPath<Scope, AttributeKey>, values allowedValues: Set<AttributeKey.Value?>,
      default defaultValue: AttributeKey.Value?
    ) {
      self.init(for: AttributeKey.self, values: allowedValues, default: defaultValue)
    }

    public var body: Self { self }

    func applyConstraints(to container: inout AttributeContainer) {
      if !allowedValues.contains(container[AttributeKey.self]) {
        container[AttributeKey.self] = defaultValue
      }
    }
  }
}

extension View {
  /// Applies a text formatting definition to the rich-text editors and texts inside (iOS
  /// 26). ViewGraph records the definition's type (`attributedTextFormattingDefinition`);
  /// typed text is not constrained, while `definition.constrain(_:)` applies it in a test.
  ///
  /// ```swift
  /// TextEditor(text: $note, selection: $selection)
  ///   .attributedTextFormattingDefinition(NoteFormatting())
  /// ```
  nonisolated public func attributedTextFormattingDefinition<D: AttributedTextFormattingDefinition>(
    _ definition: D
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("attributedTextFormattingDefinition", String(describing: D.self))
  }
}
