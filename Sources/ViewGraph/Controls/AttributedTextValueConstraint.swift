import Foundation

/// A formatting definition that constrains one attribute's value by code (iOS 26), as SwiftUI
/// declares it: `constrain(_:)` may read any attribute of the run and writes its
/// `AttributeKey`. A definition's `constrain(_:)` on an `AttributeContainer` runs it (S366).
///
/// ```swift
/// struct NoWhiteText: AttributedTextValueConstraint {
///   typealias Scope = AttributeScopes.SwiftUIAttributes
///   typealias AttributeKey = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
///   func constrain(_ container: inout Attributes) {
///     if container.foregroundColor == .white { container.foregroundColor = nil }
///   }
/// }
/// ```
public protocol AttributedTextValueConstraint: Hashable, Sendable, AttributedTextFormattingDefinition {
  /// The attribute the constraint writes; one of `Scope`'s.
  associatedtype AttributeKey: AttributedStringKey where AttributeKey.Value: Sendable
  /// Makes the run's `AttributeKey` valid, reading the other attributes as it needs.
  func constrain(_ container: inout Attributes)
}

extension AttributedTextValueConstraint {
  /// What `constrain(_:)` gets: the run's attributes, `AttributeKey` writable.
  public typealias Attributes = AttributedTextFormatting.AttributeContainerProxy<Scope, AttributeKey>

  /// A value constraint is applied by its `constrain(_:)`, not through a body.
  public var body: AttributedTextFormatting.EmptyDefinition<Scope> { .init() }

  /// Runs `constrain(_:)` on `container`'s attributes and keeps what it wrote.
  func applyValueConstraint(to container: inout AttributeContainer) {
    var proxy = Attributes(container: container)
    constrain(&proxy)
    container = proxy.container
  }
}

extension AttributedTextFormatting {
  /// The attributes a value constraint gets: its own attribute read-write, every other one
  /// read-only, by name (`container.foregroundColor`) or by key type.
  @dynamicMemberLookup
  public struct AttributeContainerProxy<Scope: AttributeScope, Attribute: AttributedStringKey>
  where Attribute.Value: Sendable {
    var container: AttributeContainer

    /// The constrained attribute, by name.
    public subscript(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, Attribute>) -> Attribute.Value? {
      get { container[Attribute.self] }
      set { container[Attribute.self] = newValue }
    }

    /// The constrained attribute, by its key.
    public subscript(key: Attribute.Type) -> Attribute.Value? {
      get { container[Attribute.self] }
      set { container[Attribute.self] = newValue }
    }

    /// Another attribute of the run, read-only.
    public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>)
      -> K.Value?
    where K.Value: Sendable { container[K.self] }

    /// Another attribute of the run, by its key, read-only.
    public subscript<K: AttributedStringKey>(key: K.Type) -> K.Value? where K.Value: Sendable {
      container[K.self]
    }
  }
}
