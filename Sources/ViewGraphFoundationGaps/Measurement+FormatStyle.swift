import Foundation

// Apple's Foundation formats measurements with `Measurement.FormatStyle`
// (`Text(distance, format: .measurement(width: .abbreviated))`); swift-corelibs-foundation has
// neither the style nor a working MeasurementFormatter. On Linux a measurement is shown as its
// value, formatted as a number in the style's locale, then its unit's symbol: "3.5 km" (the
// symbol at every width, as unit names are not in corelibs), in the unit it was made in.
#if !canImport(Darwin)
  extension Measurement where UnitType: Dimension {
    /// How a measurement is written: its width, locale, usage and number style.
    ///
    /// ```swift
    /// Text(Measurement(value: 5.2, unit: UnitLength.kilometers), format: .measurement(width: .abbreviated))
    /// ```
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
      /// How long the unit is written.
      public struct UnitWidth: Codable, Hashable, Sendable {
        let name: String
        public static var wide: UnitWidth { UnitWidth(name: "wide") }
        public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
        public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
      }

      public var width: UnitWidth
      public var locale: Locale
      public var usage: MeasurementFormatUnitUsage<UnitType>?
      public var hidesScaleName: Bool
      public var numberFormatStyle: FloatingPointFormatStyle<Double>?

      public init(
        width: UnitWidth, locale: Locale = .autoupdatingCurrent,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
      ) {
        self.width = width
        self.locale = locale
        self.usage = usage
        self.hidesScaleName = hidesScaleName
        self.numberFormatStyle = numberFormatStyle
      }

      public func format(_ measurement: Measurement<UnitType>) -> String {
        let number = measurement.value.formatted(
          numberFormatStyle ?? FloatingPointFormatStyle<Double>(locale: locale))
        let symbol = measurement.unit.symbol
        return width == .narrow ? number + symbol : number + " " + symbol
      }

      public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.locale = locale
        return copy
      }
    }

    /// The measurement written by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput
    where S.FormatInput == Self {
      style.format(self)
    }

    /// The measurement written abbreviated, in the current locale.
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
  }

  /// What a measurement is for, which on Apple platforms picks the unit it is shown in; on
  /// Linux a measurement is shown in the unit it was made in.
  public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String
    public static var general: Self { Self(name: "general") }
    public static var asProvided: Self { Self(name: "asProvided") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var person: Self { Self(name: "person") }
    public static var personHeight: Self { Self(name: "personHeight") }
    public static var road: Self { Self(name: "road") }
    public static var focalLength: Self { Self(name: "focalLength") }
    public static var rainfall: Self { Self(name: "rainfall") }
    public static var snowfall: Self { Self(name: "snowfall") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var weather: Self { Self(name: "weather") }
    public static var person: Self { Self(name: "person") }
  }

  extension FormatStyle {
    /// Writes a measurement at `width`.
    public static func measurement<UnitType: Dimension>(
      width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
      usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
      Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
  }
#endif
