import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphWeatherKit

private struct CityWeather: View {
  let location: CLLocation
  @State private var condition: WeatherCondition?
  @State private var hours = 0
  var body: some View {
    Text(condition?.description ?? "loading")
      .task {
        do {
          condition = try await WeatherService.shared.weather(for: location).currentWeather.condition
          hours = try await WeatherService.shared.weather(for: location, including: .hourly).count
        } catch {
          condition = nil
        }
      }
    Text("\(hours) hours")
  }
}

/// WeatherKit's service is one for the test process: these tests take turns.
@MainActor
@Suite("S321: WeatherService answers the weather a test supplied", .serialized)
struct WeatherServiceTests {
  let porto = CLLocation(latitude: 41.15, longitude: -8.61)

  @Test("S321: the screen shows the supplied weather; the service kept the place it was asked about")
  func answersTheSuppliedWeather() async throws {
    WeatherService.reset()
    defer { WeatherService.reset() }
    let now = Date(timeIntervalSince1970: 0)
    WeatherService.supplied = Weather(
      currentWeather: CurrentWeather(
        condition: .partlyCloudy, temperature: Measurement(value: 18, unit: .celsius)),
      hourlyForecast: Forecast(
        [0, 1, 2].map {
          HourWeather(date: now + Double($0) * 3600, temperature: Measurement(value: 18, unit: .celsius))
        }
      ))
    let host = mount(CityWeather(location: porto))
    #expect(await host.waitForTasks(timeout: .seconds(60)).isEmpty)
    #expect(host.texts == ["Partly Cloudy", "3 hours"])
    #expect(WeatherService.requestedLocations.map(\.latitude) == [41.15, 41.15])
  }

  @Test("S321: with nothing supplied the service warns and throws WeatherError.unknown")
  func nothingSuppliedWarnsAndThrows() async throws {
    WeatherService.reset()
    defer { WeatherService.reset() }
    var thrown: (any Error)?
    let warnings = await collectingNotModelledWarnings {
      do { _ = try await WeatherService.shared.weather(for: porto) } catch { thrown = error }
    }
    #expect(thrown as? WeatherError == .unknown)
    #expect(
      warnings.map(\.message) == [
        "WeatherService.weather(for:) asked for the weather at 41.15, -8.61, which no test supplied; it throws "
          + "WeatherError.unknown. Supply it with WeatherService.supplied."
      ])
    #expect(WeatherCondition.mostlyClear.description == "Mostly Clear")
  }
}
