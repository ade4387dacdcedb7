// `import WeatherKit` in a mirror on Linux (`-module-alias WeatherKit=ViewGraphWeatherKit`):
// `WeatherService` and the values it answers with. A headless test has no weather service:
// the service answers with the weather a test supplied (`WeatherService.supplied`, inspection
// SPI) and keeps the locations it was asked about, in order (S321); asked with nothing
// supplied, it raises a `notModelled` warning and throws `WeatherError.unknown`, as the service
// does when it cannot answer. On Apple platforms this module is WeatherKit itself.
#if canImport(WeatherKit)
  @_exported import WeatherKit
#endif
#if !canImport(WeatherKit)
  @_exported import ViewGraphCoreLocation
#endif
