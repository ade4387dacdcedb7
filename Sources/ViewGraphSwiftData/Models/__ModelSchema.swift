/// What `@Model` knows of a model's stored properties. Public for its expansion only.
public struct __ModelSchema: Sendable {
  /// The stored properties' names, in declaration order.
  public var properties: [String]
  /// Each uniqueness constraint: the properties whose values together may appear once
  /// (`@Attribute(.unique)` is a constraint of one).
  public var uniqueConstraints: [[String]]
  /// Properties renamed from an earlier schema (`@Attribute(originalName:)`): name → original.
  public var originalNames: [String: String]

  /// Describes a model's stored properties.
  public init(properties: [String], uniqueConstraints: [[String]], originalNames: [String: String] = [:]) {
    self.properties = properties
    self.uniqueConstraints = uniqueConstraints
    self.originalNames = originalNames
  }
}
