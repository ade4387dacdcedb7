import Foundation

/// An app's remote packages, checked out at the revisions its `Package.resolved` pins, so
/// their modules are built as the app's local packages are.
///
/// Checkouts live in a cache shared by every run (`$VIEWGRAPH_COMPAT_CACHE`, else
/// `~/.cache/viewgraph-compat`), one folder per identity and revision: a second run, or a
/// second app pinning the same commit, fetches nothing. Git does the fetching, so its
/// `url.<base>.insteadOf` settings apply, and so do SwiftPM's mirrors
/// (`swift package config set-mirror`, in the app's folder or the user's).
///
/// ```swift
/// let remote = RemotePackages.fetch(pins, for: appFolder)
/// for checkout in remote.checkouts { print(checkout.pin.label, checkout.folder.path) }
/// ```
struct RemotePackages {
  struct Checkout {
    let pin: PackagePin
    let folder: URL
  }

  var checkouts: [Checkout] = []
  /// Pins that could not be checked out, with why.
  var failures: [(pin: PackagePin, reason: String)] = []

  /// Whether a run fetches remote packages (`--offline` says not).
  enum Policy: Sendable {
    case fetch(cache: URL)
    case offline
  }

  /// The run's policy: `--offline` sets it once, before anything is read.
  nonisolated(unsafe) static var processPolicy = Policy.fetch(cache: defaultCache)
  /// A policy for one task and what it calls (a test's own cache), over the run's.
  @TaskLocal static var taskPolicy: Policy?
  static var policy: Policy { taskPolicy ?? processPolicy }

  static var defaultCache: URL {
    if let path = ProcessInfo.processInfo.environment["VIEWGRAPH_COMPAT_CACHE"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/viewgraph-compat")
  }

  /// Checks out every pin (or, offline, none), reusing what the cache holds.
  static func fetch(_ pins: [PackagePin], for appFolder: URL) -> RemotePackages {
    var result = RemotePackages()
    guard case .fetch(let cache) = policy else {
      result.failures = pins.map { ($0, "was not fetched: the tool ran with --offline") }
      return result
    }
    let mirrors = Self.mirrors(for: appFolder)
    for pin in pins {
      do {
        let folder = try checkout(pin, from: mirrors[pin.location] ?? pin.location, into: cache)
        result.checkouts.append(Checkout(pin: pin, folder: folder))
      } catch {
        result.failures.append((pin, "\(error)"))
      }
    }
    return result
  }

  /// The folder holding `pin`'s revision, cloned from `location` unless the cache has it.
  static func checkout(_ pin: PackagePin, from location: String, into cache: URL) throws -> URL {
    let manager = FileManager.default
    let checkouts = cache.appendingPathComponent("checkouts")
    let folder = checkouts.appendingPathComponent("\(pin.identity)-\(pin.revision)")
    // The marker is written last: a folder without it is a clone that was cut short.
    let marker = folder.appendingPathComponent(".viewgraph-checkout")
    if manager.fileExists(atPath: marker.path) { return folder }
    try manager.createDirectory(at: checkouts, withIntermediateDirectories: true)
    let partial = checkouts.appendingPathComponent(
      ".\(pin.identity)-\(pin.revision)-\(ProcessInfo.processInfo.processIdentifier)")
    try? manager.removeItem(at: partial)
    defer { try? manager.removeItem(at: partial) }
    Progress.note("fetching \(pin.label) from \(location)")
    try git(
      ["clone", "--quiet", "--no-checkout", location, partial.path], timeLimit: .seconds(900), pin: pin)
    try git(
      ["-C", partial.path, "checkout", "--quiet", "--detach", pin.revision], timeLimit: .seconds(120),
      pin: pin)
    try Data().write(to: partial.appendingPathComponent(".viewgraph-checkout"))
    try? manager.removeItem(at: folder)
    try manager.moveItem(at: partial, to: folder)
    return folder
  }

  /// Runs git without a terminal prompt (a private repository fails instead of waiting).
  private static func git(_ arguments: [String], timeLimit: Duration, pin: PackagePin) throws {
    let result = ChildProcess.run(["GIT_TERMINAL_PROMPT=0", "git"] + arguments, timeLimit: timeLimit)
    guard result.status != 0 else { return }
    let said = result.output.split(separator: "\n").suffix(2).joined(separator: " ")
    throw FetchError(pin: pin, gitSaid: String(said.prefix(300)))
  }

  /// SwiftPM's mirrors (`original` → `mirror`): the user's, overridden by the app folder's.
  static func mirrors(for appFolder: URL) -> [String: String] {
    let home = FileManager.default.homeDirectoryForCurrentUser
    var mirrors: [String: String] = [:]
    for base in [home, appFolder] {
      let url = base.appendingPathComponent(".swiftpm/configuration/mirrors.json")
      guard let data = try? Data(contentsOf: url),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let entries = json["object"] as? [[String: Any]]
      else { continue }
      for entry in entries {
        guard let original = entry["original"] as? String, let mirror = entry["mirror"] as? String else {
          continue
        }
        mirrors[original] = mirror
      }
    }
    return mirrors
  }

  struct FetchError: Error, CustomStringConvertible {
    let pin: PackagePin
    let gitSaid: String
    var description: String {
      "could not be checked out at \(pin.revision.prefix(10)) (git: \(gitSaid))"
    }
  }
}
