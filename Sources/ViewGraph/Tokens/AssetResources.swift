import Foundation

/// A colour in an asset catalog, as Xcode generates for each colour set
/// (`Color(.brandRed)`, `.foregroundStyle(.brandRed)`).
///
/// ```swift
/// extension ColorResource { static let brandRed = ColorResource(name: "BrandRed", bundle: .main) }
/// ```
public struct ColorResource: Hashable, Sendable {
  public let name: String
  public let bundle: Bundle
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// An image in an asset catalog, as Xcode generates for each image set (`Image(.logo)`).
public struct ImageResource: Hashable, Sendable {
  public let name: String
  public let bundle: Bundle
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Color {
  /// A colour from the asset catalog (recorded by name).
  public init(_ resource: ColorResource) { self.init(resource.name) }
  public init(_ name: String, bundle: Bundle?) { self.init(name) }
}
