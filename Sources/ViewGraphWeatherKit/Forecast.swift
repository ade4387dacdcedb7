#if !canImport(WeatherKit)
  import Foundation

  /// A forecast: the weather of successive minutes, hours or days, as a collection.
  public struct Forecast<Element: Codable & Equatable & Sendable>: RandomAccessCollection, Codable, Equatable,
    Sendable
  {
    /// The entries, earliest first.
    public var forecast: [Element]
    public var startIndex: Int { forecast.startIndex }
    public var endIndex: Int { forecast.endIndex }
    public subscript(position: Int) -> Element { forecast[position] }

    /// A forecast as a test supplies it.
    @_spi(Inspection) public init(_ forecast: [Element]) { self.forecast = forecast }
  }
#endif
