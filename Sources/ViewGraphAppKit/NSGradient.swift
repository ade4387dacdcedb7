#if !canImport(AppKit)
  import Foundation
  import ViewGraphCoreGraphics

  /// A gradient between colors at locations from 0 to 1, as AppKit declares it (S352): its
  /// stops are kept and a color between them is interpolated in sRGB. Nothing is drawn
  /// headlessly: `draw(in:angle:)` and its kin raise a `notModelled` warning.
  ///
  /// ```swift
  /// var locations: [CGFloat] = [0, 1]
  /// let gradient = NSGradient(colors: [.red, .blue], atLocations: &locations, colorSpace: .sRGB)
  /// gradient?.interpolatedColor(atLocation: 0.5)  // purple
  /// ```
  open class NSGradient: NSObject, @unchecked Sendable {
    private let stops: [(color: NSColor, location: CGFloat)]
    /// The color space the gradient interpolates in.
    public let colorSpace: NSColorSpace

    /// A gradient of `colors` at `locations` (0 to 1, one for each color); nil with fewer
    /// than two colors.
    public init?(
      colors colorArray: [NSColor], atLocations locations: UnsafePointer<CGFloat>?, colorSpace: NSColorSpace
    ) {
      guard colorArray.count >= 2 else { return nil }
      let count = CGFloat(colorArray.count - 1)
      stops = colorArray.enumerated().map { index, color in
        (color, locations.map { $0[index] } ?? CGFloat(index) / count)
      }.sorted { $0.location < $1.location }
      self.colorSpace = colorSpace
      super.init()
    }

    /// Colors spaced evenly from 0 to 1.
    public convenience init?(colors colorArray: [NSColor]) {
      self.init(colors: colorArray, atLocations: nil, colorSpace: .sRGB)
    }

    /// From `startingColor` at 0 to `endingColor` at 1.
    public convenience init?(starting startingColor: NSColor, ending endingColor: NSColor) {
      self.init(colors: [startingColor, endingColor])
    }

    public required init?(coder: NSCoder) { nil }

    open var numberOfColorStops: Int { stops.count }

    /// The color at `location`, interpolated in sRGB between the stops around it.
    open func interpolatedColor(atLocation location: CGFloat) -> NSColor {
      guard let after = stops.firstIndex(where: { $0.location >= location }) else {
        return stops[stops.count - 1].color
      }
      guard after > 0 else { return stops[0].color }
      let (start, end) = (stops[after - 1], stops[after])
      let span = end.location - start.location
      let fraction = span > 0 ? (location - start.location) / span : 1
      func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
      return NSColor(
        red: mix(start.color.redComponent, end.color.redComponent),
        green: mix(start.color.greenComponent, end.color.greenComponent),
        blue: mix(start.color.blueComponent, end.color.blueComponent),
        alpha: mix(start.color.alphaComponent, end.color.alphaComponent))
    }

    /// Draws the gradient across `rect`; nothing is drawn headlessly: a `notModelled` warning.
    open func draw(in rect: NSRect, angle: CGFloat) {
      raiseNotModelled(
        "NSGradient.draw(in:angle:) draws pixels; headlessly nothing is drawn. Read the gradient's stops "
          + "(interpolatedColor(atLocation:)) instead.")
    }

    /// Fills `path`; nothing is drawn headlessly: a `notModelled` warning.
    open func draw(from startingPoint: NSPoint, to endingPoint: NSPoint, options: DrawingOptions) {
      raiseNotModelled(
        "NSGradient.draw(from:to:options:) draws pixels; headlessly nothing is drawn. Read the gradient's "
          + "stops (interpolatedColor(atLocation:)) instead.")
    }

    /// Whether drawing extends past the gradient's ends.
    public struct DrawingOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let drawsBeforeStartingLocation = DrawingOptions(rawValue: 1 << 0)
      public static let drawsAfterEndingLocation = DrawingOptions(rawValue: 1 << 1)
    }
  }
#endif
