#if !canImport(WeatherKit)
  import Foundation

  /// The weather now, as WeatherKit declares it.
  public struct CurrentWeather: Codable, Equatable, Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var temperature: Measurement<UnitTemperature>
    public var apparentTemperature: Measurement<UnitTemperature>
    /// The relative humidity, 0 to 1.
    public var humidity: Double
    /// The fraction of the sky covered by clouds, 0 to 1.
    public var cloudCover: Double
    public var isDaylight: Bool

    /// The weather now, as a test supplies it.
    @_spi(Inspection) public init(
      date: Date = Date(), condition: WeatherCondition, symbolName: String = "sun.max",
      temperature: Measurement<UnitTemperature>, apparentTemperature: Measurement<UnitTemperature>? = nil,
      humidity: Double = 0.5, cloudCover: Double = 0, isDaylight: Bool = true
    ) {
      self.date = date
      self.condition = condition
      self.symbolName = symbolName
      self.temperature = temperature
      self.apparentTemperature = apparentTemperature ?? temperature
      self.humidity = humidity
      self.cloudCover = cloudCover
      self.isDaylight = isDaylight
    }
  }

  /// The weather of one hour, as WeatherKit declares it.
  public struct HourWeather: Codable, Equatable, Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var temperature: Measurement<UnitTemperature>
    /// The chance of precipitation, 0 to 1.
    public var precipitationChance: Double
    public var cloudCover: Double
    public var isDaylight: Bool

    /// An hour, as a test supplies it.
    @_spi(Inspection) public init(
      date: Date, condition: WeatherCondition = .clear, symbolName: String = "sun.max",
      temperature: Measurement<UnitTemperature>, precipitationChance: Double = 0, cloudCover: Double = 0,
      isDaylight: Bool = true
    ) {
      self.date = date
      self.condition = condition
      self.symbolName = symbolName
      self.temperature = temperature
      self.precipitationChance = precipitationChance
      self.cloudCover = cloudCover
      self.isDaylight = isDaylight
    }
  }

  /// The weather of one minute of the next hour, as WeatherKit declares it.
  public struct MinuteWeather: Codable, Equatable, Sendable {
    public var date: Date
    /// The chance of precipitation, 0 to 1.
    public var precipitationChance: Double
    public var precipitationIntensity: Measurement<UnitSpeed>

    /// A minute, as a test supplies it.
    @_spi(Inspection) public init(
      date: Date, precipitationChance: Double,
      precipitationIntensity: Measurement<UnitSpeed> = Measurement(value: 0, unit: .kilometersPerHour)
    ) {
      self.date = date
      self.precipitationChance = precipitationChance
      self.precipitationIntensity = precipitationIntensity
    }
  }

  /// The weather of one day, as WeatherKit declares it.
  public struct DayWeather: Codable, Equatable, Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var highTemperature: Measurement<UnitTemperature>
    public var lowTemperature: Measurement<UnitTemperature>
    public var precipitationChance: Double

    /// A day, as a test supplies it.
    @_spi(Inspection) public init(
      date: Date, condition: WeatherCondition = .clear, symbolName: String = "sun.max",
      highTemperature: Measurement<UnitTemperature>, lowTemperature: Measurement<UnitTemperature>,
      precipitationChance: Double = 0
    ) {
      self.date = date
      self.condition = condition
      self.symbolName = symbolName
      self.highTemperature = highTemperature
      self.lowTemperature = lowTemperature
      self.precipitationChance = precipitationChance
    }
  }

  /// The weather of a place: now, the next hour by minute, the hours and the days ahead.
  public struct Weather: Equatable, Sendable {
    public var currentWeather: CurrentWeather
    /// Minute by minute for the next hour; nil where the service has no minute forecast.
    public var minuteForecast: Forecast<MinuteWeather>?
    public var hourlyForecast: Forecast<HourWeather>
    public var dailyForecast: Forecast<DayWeather>

    /// The weather of a place, as a test supplies it.
    @_spi(Inspection) public init(
      currentWeather: CurrentWeather, minuteForecast: Forecast<MinuteWeather>? = nil,
      hourlyForecast: Forecast<HourWeather> = Forecast([]), dailyForecast: Forecast<DayWeather> = Forecast([])
    ) {
      self.currentWeather = currentWeather
      self.minuteForecast = minuteForecast
      self.hourlyForecast = hourlyForecast
      self.dailyForecast = dailyForecast
    }
  }

  /// The attribution a screen showing the weather must show: the service's name, its marks
  /// and its legal page.
  public struct WeatherAttribution: Equatable, Sendable {
    public var serviceName: String
    public var legalPageURL: URL
    public var combinedMarkLightURL: URL
    public var combinedMarkDarkURL: URL
    public var squareMarkURL: URL
    public var legalAttributionText: String
  }

  /// Errors the weather service throws.
  public enum WeatherError: Error, Sendable {
    case permissionDenied
    case unknown
  }
#endif
