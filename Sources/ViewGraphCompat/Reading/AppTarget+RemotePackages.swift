import Foundation

extension AppTarget {
  /// The manifests of an app's remote packages, read from their checkouts, and why the
  /// others could not be: what stands between a product the app links and its modules.
  struct RemoteManifests {
    var manifests: [URL: PackageManifest] = [:]
    /// Why each pin has no manifest, by identity.
    var failures: [String: String] = [:]
    /// Whether the app has a `Package.resolved` at all.
    var hasPins = false
    /// The key of ``failures`` saying the pins file itself could not be read.
    static let unreadablePins = "*"

    /// Why `product`, of the package at `location` when the project names it, has no module
    /// to build: its package failed to check out or to evaluate, or nothing pins it.
    func whyMissing(_ product: String, from location: String?) -> String {
      let package = location ?? "a package outside the app's folder"
      if let unreadable = failures[Self.unreadablePins] {
        return "a product of \(package), and \(unreadable)"
      }
      if let location, let failure = failures[PackagePins.identity(of: location)] {
        return "a product of the remote package \(location), which \(failure)"
      }
      if location == nil, failures.count == 1, let failure = failures.values.first {
        return "a product of \(package), which \(failure)"
      }
      guard hasPins else {
        return "a product of \(package), and the app has no Package.resolved to say which revision it builds "
          + "(resolve its packages in Xcode or with `swift package resolve`, then run viewgraph-compat again)"
      }
      return "a product of \(package), which no package pinned in the app's Package.resolved declares"
    }
  }

  /// The remote packages `pinsFile` pins, checked out (``RemotePackages``) and read.
  static func remoteManifests(pinnedIn pinsFile: URL?, for appFolder: URL) -> RemoteManifests {
    var result = RemoteManifests()
    guard let pinsFile else { return result }
    result.hasPins = true
    let pins: [PackagePin]
    do {
      pins = try PackagePins.read(pinsFile)
    } catch {
      result.failures[RemoteManifests.unreadablePins] =
        "the app's Package.resolved could not be read: \(error)"
      return result
    }
    let fetched = RemotePackages.fetch(pins, for: appFolder)
    for (pin, reason) in fetched.failures { result.failures[pin.identity] = reason }
    for checkout in fetched.checkouts {
      do {
        var manifest = try PackageManifest(folder: checkout.folder)
        manifest.pin = checkout.pin
        result.manifests[manifest.folder] = manifest
      } catch {
        result.failures[checkout.pin.identity] = "could not be read at \(checkout.pin.label): \(error)"
      }
    }
    return result
  }
}
