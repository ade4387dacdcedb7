import Foundation

// Apple's FileManager answers where the app's iCloud Drive container is; corelibs' has no
// ubiquity API, so an app state that saves to iCloud when it can (MovieSwiftUI's `AppState`)
// does not compile. Here there is no iCloud account, as on a simulator signed out of iCloud:
// the container is nil, no item is ubiquitous, and the app takes its local path (S396).
#if !canImport(Darwin)
  extension FileManager {
    /// The app's iCloud container: nil, as for a device with no iCloud account.
    ///
    /// ```swift
    /// let folder = FileManager.default.url(forUbiquityContainerIdentifier: nil) ?? documents
    /// ```
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }

    /// A token of the signed-in iCloud account: nil, as with no account.
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }

    /// Whether the item is in iCloud: never here.
    public func isUbiquitousItem(at url: URL) -> Bool { false }

    /// Starts downloading an iCloud item: fails, as for an item that is not in iCloud.
    public func startDownloadingUbiquitousItem(at url: URL) throws { throw Self.notUbiquitous(url) }

    /// Removes an iCloud item's local copy: fails, as for an item that is not in iCloud.
    public func evictUbiquitousItem(at url: URL) throws { throw Self.notUbiquitous(url) }

    private static func notUbiquitous(_ url: URL) -> CocoaError {
      CocoaError(.ubiquitousFileUnavailable, userInfo: [NSURLErrorKey: url])
    }
  }
#endif
