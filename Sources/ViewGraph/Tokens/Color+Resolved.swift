import Foundation

extension Color {
  /// A color's components in the extended sRGB space, as `resolve(in:)` returns them (iOS 17).
  ///
  /// ```swift
  /// @Environment(\.self) private var environment
  /// let components = accent.resolve(in: environment)
  /// ```
  public struct Resolved: Hashable, Sendable {
    public var red: Float
    public var green: Float
    public var blue: Float
    public var opacity: Float

    public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1)
    {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }

    /// The components in linear sRGB.
    public var linearRed: Float { Self.linear(red) }
    public var linearGreen: Float { Self.linear(green) }
    public var linearBlue: Float { Self.linear(blue) }

    private static func linear(_ value: Float) -> Float {
      value <= 0.04045 ? value / 12.92 : Float(pow(Double((value + 0.055) / 1.055), 2.4))
    }
  }

  /// A color with the given resolved components.
  public nonisolated init(_ resolved: Resolved) {
    self.init(
      red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
      opacity: Double(resolved.opacity))
  }

  /// The color's components in `environment`: colors made from components resolve to them,
  /// system colors to their light-appearance values on iOS, a color made from a custom style
  /// to what the style resolves to in `environment`, and a color from an asset catalog,
  /// whose values ViewGraph cannot read, to opaque black.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    if let custom { return custom.resolve(in: environment) }
    return Self.components(of: description) ?? Resolved(red: 0, green: 0, blue: 0)
  }

  /// This color mixed with `rhs` by `fraction` (0 is this color, 1 is `rhs`), when both
  /// resolve; otherwise a color that records the mix.
  ///
  /// ```swift
  /// Color.blue.mix(with: .white, by: 0.3)
  /// ```
  public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual)
    -> Color
  {
    guard let a = Self.components(of: description), let b = Self.components(of: rhs.description) else {
      return Color("\(description).mix(\(rhs.description), \(fraction))")
    }
    let t = Float(fraction)
    func mixed(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
    return Color(
      Resolved(
        red: mixed(a.red, b.red), green: mixed(a.green, b.green), blue: mixed(a.blue, b.blue),
        opacity: mixed(a.opacity, b.opacity)))
  }

  // iOS's light-appearance system colors, in sRGB.
  private static let system: [String: Resolved] = [
    "black": Resolved(red: 0, green: 0, blue: 0), "white": Resolved(red: 1, green: 1, blue: 1),
    "clear": Resolved(red: 0, green: 0, blue: 0, opacity: 0),
    "gray": Resolved(red: 0.557, green: 0.557, blue: 0.576),
    "red": Resolved(red: 1, green: 0.231, blue: 0.188),
    "orange": Resolved(red: 1, green: 0.584, blue: 0), "yellow": Resolved(red: 1, green: 0.8, blue: 0),
    "green": Resolved(red: 0.204, green: 0.780, blue: 0.349),
    "mint": Resolved(red: 0, green: 0.780, blue: 0.745),
    "teal": Resolved(red: 0.188, green: 0.690, blue: 0.780),
    "cyan": Resolved(red: 0.196, green: 0.678, blue: 0.902),
    "blue": Resolved(red: 0, green: 0.478, blue: 1),
    "indigo": Resolved(red: 0.345, green: 0.337, blue: 0.839),
    "purple": Resolved(red: 0.686, green: 0.322, blue: 0.871),
    "pink": Resolved(red: 1, green: 0.176, blue: 0.333),
    "brown": Resolved(red: 0.635, green: 0.518, blue: 0.369),
    "accentColor": Resolved(red: 0, green: 0.478, blue: 1),
    "primary": Resolved(red: 0, green: 0, blue: 0),
    "secondary": Resolved(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6),
  ]

  /// The numbers of a description written as `prefix(a, b, …)` (`rgb(1.0, 0.5, 0.0, 1.0)`), in
  /// the precision they were written; nil for any other description.
  static func arguments(_ prefix: String, of description: String) -> [Double]? {
    guard description.hasPrefix(prefix + "("), description.hasSuffix(")") else { return nil }
    let values = description.dropFirst(prefix.count + 1).dropLast().split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    return values.contains(nil) ? nil : values.compactMap { $0 }
  }

  /// The components a color's description names, or nil for one ViewGraph cannot read.
  static func components(of description: String) -> Resolved? {
    if let range = description.range(of: ".opacity(", options: .backwards), description.hasSuffix(")"),
      let factor = Float(description[range.upperBound...].dropLast()),
      var base = components(of: String(description[..<range.lowerBound]))
    {
      base.opacity *= factor
      return base
    }
    if let named = system[description] { return named }
    func arguments(_ prefix: String) -> [Float]? {
      Self.arguments(prefix, of: description).map { $0.map(Float.init) }
    }
    if let v = arguments("rgb"), v.count == 4 {
      return Resolved(red: v[0], green: v[1], blue: v[2], opacity: v[3])
    }
    if let v = arguments("white"), v.count == 2 {
      return Resolved(red: v[0], green: v[0], blue: v[0], opacity: v[1])
    }
    if let v = arguments("hsb"), v.count == 4 {
      let (h, s, b) = (Double(v[0]), Double(v[1]), Double(v[2]))
      let sector = (h * 6).truncatingRemainder(dividingBy: 6)
      let f = sector - sector.rounded(.down)
      let (p, q, t) = (b * (1 - s), b * (1 - s * f), b * (1 - s * (1 - f)))
      let rgb: (Double, Double, Double) =
        switch Int(sector) {
        case 0: (b, t, p)
        case 1: (q, b, p)
        case 2: (p, b, t)
        case 3: (p, q, b)
        case 4: (t, p, b)
        default: (b, p, q)
        }
      return Resolved(red: Float(rgb.0), green: Float(rgb.1), blue: Float(rgb.2), opacity: v[3])
    }
    return nil
  }
}

extension Color.Resolved: ShapeStyle {}
