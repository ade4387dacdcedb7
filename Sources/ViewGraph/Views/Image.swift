import Foundation

/// An image by name (nothing is loaded).
///
/// ```swift
/// Image(systemName: "bell")
/// ```
public struct Image: Hashable, Sendable {
  /// The image's name.
  public let name: String
  /// Whether the image is an SF Symbol (`Image(systemName:)`) rather than an asset.
  @_spi(Inspection) public private(set) var isSystemImage = false
  public init(_ name: String) { self.name = name }
  public init(systemName: String) {
    name = systemName
    isSystemImage = true
  }
  public func resizable() -> Image { self }
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image
  {
    self
  }
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
  /// The image with its symbol layers filled flat or with a gradient (iOS 26); nothing is
  /// drawn, so the image is returned as it is.
  public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image { self }

  public init(_ name: String, bundle: Bundle?) { self.name = name }
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.name = name }
  public init(decorative name: String, bundle: Bundle? = nil) { self.name = name }
  public init(systemName: String, variableValue: Double?) {
    name = systemName
    isSystemImage = true
  }
  /// An image from the asset catalog, as Xcode generates (`Image(.logo)`).
  public init(_ resource: ImageResource) { name = resource.name }

  /// How an image fills a larger space (recorded).
  public enum ResizingMode: Sendable, Hashable { case tile, stretch }
  /// How an image is scaled up (recorded).
  public enum Interpolation: Sendable, Hashable { case none, low, medium, high }
  /// The size of a symbol image (recorded).
  public enum Scale: Sendable, Hashable { case small, medium, large }

  public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
}

extension Image: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Image: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
  static var isLeaf: Bool { true }
}
