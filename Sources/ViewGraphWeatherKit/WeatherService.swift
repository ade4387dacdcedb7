#if !canImport(WeatherKit)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// Which part of the weather ``WeatherService/weather(for:including:)`` answers with.
  public struct WeatherQuery<T: Sendable>: Sendable {
    let name: String
    let answer: @Sendable (Weather) -> T
  }

  extension WeatherQuery where T == CurrentWeather {
    public static var current: WeatherQuery<CurrentWeather> {
      WeatherQuery(name: "current") { $0.currentWeather }
    }
  }

  extension WeatherQuery where T == Forecast<MinuteWeather>? {
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> {
      WeatherQuery(name: "minute") { $0.minuteForecast }
    }
  }

  extension WeatherQuery where T == Forecast<HourWeather> {
    public static var hourly: WeatherQuery<Forecast<HourWeather>> {
      WeatherQuery(name: "hourly") { $0.hourlyForecast }
    }
  }

  extension WeatherQuery where T == Forecast<DayWeather> {
    public static var daily: WeatherQuery<Forecast<DayWeather>> {
      WeatherQuery(name: "daily") { $0.dailyForecast }
    }
  }

  /// The weather service, as WeatherKit declares it. A headless test has none: it answers
  /// with the weather a test supplied (``supplied``) and keeps the places it was asked about
  /// (``requestedLocations``), so a test sees which place a screen asked for and what the
  /// screen made of the answer (S321).
  ///
  /// ```swift
  /// let weather = try await WeatherService.shared.weather(for: location)
  /// condition = weather.currentWeather.condition
  /// ```
  public final class WeatherService: Sendable {
    /// The service apps share.
    public static let shared = WeatherService()

    private let state = Locked()

    public init() {}

    /// The weather at `location`: what a test supplied, or, with nothing supplied, a
    /// `notModelled` warning and `WeatherError.unknown`.
    public func weather(for location: CLLocation) async throws -> Weather {
      try await answer(for: location, asking: "weather(for:)")
    }

    /// The part of the weather at `location` that `dataSet` names (`.hourly`, `.current`…).
    public func weather<T: Sendable>(for location: CLLocation, including dataSet: WeatherQuery<T>)
      async throws -> T
    {
      dataSet.answer(try await answer(for: location, asking: "weather(for:including: .\(dataSet.name))"))
    }

    /// Two parts of the weather at `location`, asked at once.
    public func weather<T1: Sendable, T2: Sendable>(
      for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>
    ) async throws -> (T1, T2) {
      let weather = try await answer(
        for: location, asking: "weather(for:including: .\(dataSet1.name), .\(dataSet2.name))")
      return (dataSet1.answer(weather), dataSet2.answer(weather))
    }

    /// The attribution to show beside the weather: Apple Weather's name, marks and legal page.
    public var attribution: WeatherAttribution {
      get async throws {
        let base = "https://weatherkit.apple.com/assets/branding/"
        return WeatherAttribution(
          serviceName: "Weather",
          legalPageURL: URL(string: "https://weatherkit.apple.com/legal-attribution.html")!,
          combinedMarkLightURL: URL(string: base + "en/Apple_Weather_blk_en_3X_090122.png")!,
          combinedMarkDarkURL: URL(string: base + "en/Apple_Weather_wht_en_3X_090122.png")!,
          squareMarkURL: URL(string: base + "square-mark.png")!,
          legalAttributionText: "Weather data is provided by Apple Weather.")
      }
    }

    private func answer(for location: CLLocation, asking call: String) async throws -> Weather {
      if let weather = state.ask(location) { return weather }
      let place = "\(location.coordinate.latitude), \(location.coordinate.longitude)"
      await MainActor.run {
        RuntimeWarning.raise(
          .notModelled,
          "WeatherService.\(call) asked for the weather at \(place), which no test supplied; it throws "
            + "WeatherError.unknown. Supply it with WeatherService.supplied.")
      }
      throw WeatherError.unknown
    }
  }

  @_spi(Inspection)
  extension WeatherService {
    /// The weather every ``weather(for:)`` answers with, for the whole test process; nil
    /// (the default) makes each call warn and throw.
    public static var supplied: Weather? {
      get { shared.state.supplied }
      set { shared.state.supplied = newValue }
    }

    /// The coordinates the service was asked about, in order, for the whole test process.
    public static var requestedLocations: [CLLocationCoordinate2D] { shared.state.requested }

    /// Forgets what was supplied and asked: call it between tests.
    public static func reset() {
      supplied = nil
      shared.state.clearRequests()
    }
  }

  /// The supplied weather and the requests, locked: WeatherKit's calls run on any thread.
  private final class Locked: @unchecked Sendable {
    private let lock = NSLock()
    private var storedWeather: Weather?
    private var storedRequests: [CLLocationCoordinate2D] = []

    var supplied: Weather? {
      get { lock.withLock { storedWeather } }
      set { lock.withLock { storedWeather = newValue } }
    }
    var requested: [CLLocationCoordinate2D] { lock.withLock { storedRequests } }

    func ask(_ location: CLLocation) -> Weather? {
      lock.withLock {
        storedRequests.append(location.coordinate)
        return storedWeather
      }
    }

    func clearRequests() { lock.withLock { storedRequests = [] } }
  }
#endif
