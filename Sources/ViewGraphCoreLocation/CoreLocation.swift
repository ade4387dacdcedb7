// `import CoreLocation` in a mirror on Linux (`-module-alias CoreLocation=ViewGraphCoreLocation`):
// the value types models hold, `CLLocationCoordinate2D` and `CLLocation`, declared as Apple
// declares them, so a model with a coordinate and the screens holding it compile. Location
// updates (`CLLocationManager`) are not here: a file that asks for them stays left out. On
// Apple platforms this module is CoreLocation itself.
#if canImport(CoreLocation)
  @_exported import CoreLocation
#else
  import Foundation

  public typealias CLLocationDegrees = Double
  public typealias CLLocationDistance = Double
  public typealias CLLocationAccuracy = Double
  public typealias CLLocationSpeed = Double
  public typealias CLLocationSpeedAccuracy = Double
  public typealias CLLocationDirection = Double
  public typealias CLLocationDirectionAccuracy = Double

  /// A latitude and longitude, in degrees. Like Apple's (a C struct), it declares no
  /// `Equatable` or `Codable`: apps that need them add them, and that must still compile.
  ///
  /// ```swift
  /// let lisbon = CLLocationCoordinate2D(latitude: 38.72, longitude: -9.14)
  /// ```
  public struct CLLocationCoordinate2D: @unchecked Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() {
      latitude = 0
      longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
      self.latitude = latitude
      self.longitude = longitude
    }
  }

  /// The coordinate Core Location uses for "no coordinate".
  public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
  public let kCLDistanceFilterNone: CLLocationDistance = -1

  public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees)
    -> CLLocationCoordinate2D
  {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }

  /// Whether a coordinate lies within latitude ±90 and longitude ±180.
  public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
  }

  /// A location: a coordinate, an altitude, accuracies and when it was measured.
  open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
      self.init(
        coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
        horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    public init(
      coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
      horizontalAccuracy: CLLocationAccuracy,
      verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
      self.coordinate = coordinate
      self.altitude = altitude
      self.horizontalAccuracy = horizontalAccuracy
      self.verticalAccuracy = verticalAccuracy
      self.course = -1
      self.speed = -1
      self.timestamp = timestamp
    }

    /// The great-circle distance in metres (haversine, on a sphere of the Earth's mean radius).
    public func distance(from location: CLLocation) -> CLLocationDistance {
      let radius = 6_371_000.0
      let lat1 = coordinate.latitude * .pi / 180
      let lat2 = location.coordinate.latitude * .pi / 180
      let deltaLat = lat2 - lat1
      let deltaLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
      let a =
        sin(deltaLat / 2) * sin(deltaLat / 2) + cos(lat1) * cos(lat2) * sin(deltaLon / 2) * sin(deltaLon / 2)
      return radius * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
  }
#endif
