#if !canImport(PhotosUI)
  import Foundation

  /// How a ``PHPickerViewController`` is configured: which assets it offers, how many the user
  /// may pick, and in which encoding they load.
  ///
  /// ```swift
  /// var configuration = PHPickerConfiguration()
  /// configuration.filter = .images
  /// configuration.selectionLimit = 3
  /// let picker = PHPickerViewController(configuration: configuration)
  /// ```
  public struct PHPickerConfiguration: Equatable, Hashable {
    /// Which encoding a picked asset loads in when several exist.
    public enum AssetRepresentationMode: Int, Sendable {
      case automatic = 0, current = 1, compatible = 2
    }

    /// Whether the picker keeps the order of picking, and whether it stays up.
    public enum Selection: Int, Sendable {
      case `default` = 0, ordered = 1, continuous = 2, continuousAndOrdered = 3
    }

    /// The assets offered; nil offers images, Live Photos and videos.
    public var filter: PHPickerFilter?
    /// The most assets the user may pick: 1 by default, 0 for as many as the system allows.
    public var selectionLimit = 1
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    public var selection: Selection = .default
    /// The identifiers of the assets shown picked when the picker appears.
    public var preselectedAssetIdentifiers: [String] = []

    /// A configuration with no photo library: picked results carry no asset identifier.
    public init() {}
  }
#endif
