/// An image by name (nothing is loaded).
///
/// ```swift
/// Image(systemName: "bell")
/// ```
public struct Image: Hashable, Sendable {
  /// The image's name.
  public let name: String
  public init(_ name: String) { self.name = name }
  public init(systemName: String) { name = systemName }
  public func resizable() -> Image { self }
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

  public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
}

extension Image: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Image: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}
