#if !canImport(PhotosUI)
  import Foundation

  /// Which assets a picker offers: images, videos, live photos, or a combination.
  ///
  /// ```swift
  /// PhotosPicker("Choose", selection: $item, matching: .any(of: [.images, .videos]))
  /// ```
  public final class PHPickerFilter: NSObject, Sendable {
    /// The filter, as written: `images`, `any(of: images, videos)`.
    @_spi(Inspection) public let name: String
    init(_ name: String) { self.name = name }

    public static let images = PHPickerFilter("images")
    public static let videos = PHPickerFilter("videos")
    public static let livePhotos = PHPickerFilter("livePhotos")
    public static let screenshots = PHPickerFilter("screenshots")
    public static let panoramas = PHPickerFilter("panoramas")
    public static let depthEffectPhotos = PHPickerFilter("depthEffectPhotos")
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
      PHPickerFilter("any(of: \(filters.map(\.name).joined(separator: ", ")))")
    }
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter {
      PHPickerFilter("all(of: \(filters.map(\.name).joined(separator: ", ")))")
    }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
      PHPickerFilter("not(\(filter.name))")
    }
  }

  /// Whether a picker's selection keeps the order of picking.
  public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    let name: String
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
  }
#endif
