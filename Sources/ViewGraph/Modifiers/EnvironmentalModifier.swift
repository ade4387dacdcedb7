/// A modifier that becomes a concrete modifier in the environment it is applied in.
///
/// ViewGraph calls `resolve(in:)` with the environment of the view the modifier is applied
/// to, and applies the modifier it returns; when that environment changes, it resolves
/// again, as SwiftUI does.
///
/// ```swift
/// struct Emphasis: EnvironmentalModifier {
///   func resolve(in environment: EnvironmentValues) -> some ViewModifier {
///     environment.colorScheme == .dark ? Tint(color: .white) : Tint(color: .black)
///   }
/// }
/// Text("Hi").modifier(Emphasis())
/// ```
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  /// The type of modifier to use after being resolved.
  associatedtype ResolvedModifier: ViewModifier

  /// Resolves to a concrete modifier in the given `environment`.
  nonisolated func resolve(in environment: EnvironmentValues) -> Self.ResolvedModifier
}

extension EnvironmentalModifier {
  /// An environmental modifier has no body: the graph applies what it resolves to.
  public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// Applies what an environmental modifier resolves to in this node's environment. The
/// environment is read through `@Environment(\.self)`, so a change to it resolves again.
struct ResolvedEnvironmentalModifier<Modifier: EnvironmentalModifier, Content: View>: View,
  _GraphInternalView
{
  @Environment(\.self) private var environment
  let modifier: Modifier
  let content: Content

  var body: ModifiedContent<Content, Modifier.ResolvedModifier> {
    content.modifier(modifier.resolve(in: environment))
  }
}

/// Opens an existential environmental modifier to visit its resolving view.
extension EnvironmentalModifier {
  func visitResolved<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    visitor.visit(ResolvedEnvironmentalModifier(modifier: self, content: content), key: .content)
  }
}
