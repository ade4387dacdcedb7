/// A color; also a view that fills its space.
public struct Color: ShapeStyle, Hashable, CustomStringConvertible {
  public nonisolated let description: String
  /// The custom style a color made with `Color(_:)` of a style resolves through, or nil.
  nonisolated let custom: CustomColor?
  public nonisolated init(_ name: String) {
    description = name
    custom = nil
  }
  /// A color from components in `colorSpace`.
  ///
  /// ```swift
  /// Color(.displayP3, red: 0.2, green: 0.2, blue: 0.3)
  /// ```
  public nonisolated init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    let space = colorSpace == .sRGB ? "" : "\(colorSpace)."
    description = "\(space)rgb(\(red), \(green), \(blue), \(opacity))"
    custom = nil
  }
  public nonisolated init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    let space = colorSpace == .sRGB ? "" : "\(colorSpace)."
    description = "\(space)white(\(white), \(opacity))"
    custom = nil
  }
  public nonisolated init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    description = "hsb(\(hue), \(saturation), \(brightness), \(opacity))"
    custom = nil
  }

  /// The color space of a color's components.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  public nonisolated static let black = Color("black")
  public nonisolated static let white = Color("white")
  public nonisolated static let gray = Color("gray")
  public nonisolated static let red = Color("red")
  public nonisolated static let green = Color("green")
  public nonisolated static let blue = Color("blue")
  public nonisolated static let orange = Color("orange")
  public nonisolated static let yellow = Color("yellow")
  public nonisolated static let mint = Color("mint")
  public nonisolated static let teal = Color("teal")
  public nonisolated static let cyan = Color("cyan")
  public nonisolated static let indigo = Color("indigo")
  public nonisolated static let brown = Color("brown")
  public nonisolated static let pink = Color("pink")
  public nonisolated static let purple = Color("purple")
  public nonisolated static var accentColor: Color { Color("accentColor") }
  public nonisolated static let primary = Color("primary")
  public nonisolated static let secondary = Color("secondary")
  public nonisolated static let clear = Color("clear")
  public nonisolated func opacity(_ opacity: Double) -> Color { Color("\(description).opacity(\(opacity))") }
}

extension Color: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Color: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
  static var isLeaf: Bool { true }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var blue: Color { .blue }
  public static var green: Color { .green }
  public static var orange: Color { .orange }
  public static var gray: Color { .gray }
  public static var white: Color { .white }
  public static var black: Color { .black }
  public static var yellow: Color { .yellow }
  public static var pink: Color { .pink }
  public static var purple: Color { .purple }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var indigo: Color { .indigo }
  public static var brown: Color { .brown }
  public static var clear: Color { .clear }
  public static var accentColor: Color { .accentColor }
}
