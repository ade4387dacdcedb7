#if !canImport(WeatherKit)
  /// A description of the weather, as WeatherKit declares it; `description` is the
  /// localized name a screen shows ("Partly Cloudy").
  public enum WeatherCondition: String, CaseIterable, CustomStringConvertible, Codable, Hashable, Sendable {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy
    case freezingDrizzle, freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane
    case isolatedThunderstorms, mostlyClear, mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms
    case sleet, smoky, snow, strongStorms, sunFlurries, sunShowers, thunderstorms, tropicalStorm
    case windy, wintryMix

    /// The condition's name in English, words split at each capital ("Partly Cloudy").
    public var description: String {
      var words = ""
      for character in rawValue {
        if character.isUppercase { words.append(" ") }
        words.append(words.isEmpty ? Character(character.uppercased()) : character)
      }
      return words
    }

    /// What VoiceOver reads: the same name.
    public var accessibilityDescription: String { description }
  }
#endif
