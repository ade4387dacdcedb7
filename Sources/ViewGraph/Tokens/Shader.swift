import Foundation

/// A Metal shader function with its arguments, as `colorEffect`, `distortionEffect` and
/// `layerEffect` take it (iOS 17). Recorded, not run: there is no GPU headlessly.
///
/// ```swift
/// Rectangle().colorEffect(ShaderLibrary.noise(.float(seconds), .color(.blue)))
/// ```
public struct Shader: Equatable, Sendable {
  public var function: ShaderFunction
  public var arguments: [Argument]
  public var dithersColor = false

  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// A value passed to a shader.
  public struct Argument: Equatable, Sendable {
    let name: String

    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(name: "float(\(x))") }
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(name: "float2") }
    public static func float2(_ point: CGPoint) -> Argument { Argument(name: "float2") }
    public static func float2(_ size: CGSize) -> Argument { Argument(name: "float2") }
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(name: "float3")
    }
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
      Argument(name: "float4")
    }
    public static func color(_ color: Color) -> Argument { Argument(name: "color(\(color))") }
    public static func colorArray(_ colors: [Color]) -> Argument { Argument(name: "colorArray") }
    public static func floatArray(_ values: [Float]) -> Argument { Argument(name: "floatArray") }
    public static func image(_ image: Image) -> Argument { Argument(name: "image") }
    public static func data(_ data: Data) -> Argument { Argument(name: "data") }
    public static var boundingRect: Argument { Argument(name: "boundingRect") }
  }
}

/// A shader function looked up by name in a library; calling it with arguments makes a
/// `Shader`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  public var library: ShaderLibrary
  public var name: String

  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: arguments)
  }
}

/// A library of Metal shader functions: the app's default one, or one in a bundle, a file or
/// data.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Hashable, Sendable {
  let source: String

  public static let `default` = ShaderLibrary(source: "default")
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }
  public init(data: Data) { source = "data" }
  public init(url: URL) { source = url.path }
  init(source: String) { self.source = source }

  public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
}

extension View {
  /// Recolors the view with `shader` (recorded).
  nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("colorEffect", shader.function.name)
  }

  /// Moves the view's pixels with `shader` (recorded).
  nonisolated public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> ModifiedContent<Self, _StyleModifier>
  { style("distortionEffect", shader.function.name) }

  /// Draws the view's layer through `shader` (recorded).
  nonisolated public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("layerEffect", shader.function.name)
  }
}
