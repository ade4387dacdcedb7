import Foundation

/// The folders an iOS app writes — `Documents`, `Library`, `Library/Application Support`,
/// `Library/Caches` and `tmp` — kept in a container of their own for each test.
///
/// On a device each app has its own container, empty on a fresh install. A test process has
/// one home and one temporary folder for every test, so what one test's screen saved in
/// `Documents` would be the next test's starting data. A test harness sets a scope (the
/// running test); while it is set, the app's folders are that scope's container, made under
/// the process's temporary folder and removed when the process exits. With no scope the app's
/// folders are Foundation's own.
///
/// The directories Linux's Foundation lacks (`URL.documentsDirectory` and its kin) consult it
/// here; `viewgraph-compat init` declares `FileManager`'s and `URL`'s folder members in the
/// app's own module, where they shadow Foundation's, so the app's files reach it unedited.
///
/// ```swift
/// AppContainer.setScope { Test.current.map { "\($0.id)" } }
/// let notes = AppContainer.url(for: .documentDirectory)  // this test's Documents
/// ```
@_spi(Inspection) public enum AppContainer {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var scope: @Sendable () -> String? = { nil }
  nonisolated(unsafe) private static var made: Set<String> = []

  /// Sets what names the current container: each distinct name has its own folders; nil is
  /// the process's own folders (Foundation's).
  public static func setScope(_ provider: @escaping @Sendable () -> String?) {
    lock.lock()
    defer { lock.unlock() }
    scope = provider
  }

  /// The folder of the current scope's container, made on first use with the folders a new
  /// install has (`Documents`, `Library/Caches`, `tmp`); nil with no scope.
  public static var root: URL? {
    lock.lock()
    let provider = scope
    lock.unlock()
    guard let name = provider() else { return nil }
    let root = processFolder.appendingPathComponent(folderName(for: name), isDirectory: true)
    lock.lock()
    let isNew = made.insert(root.path).inserted
    lock.unlock()
    if isNew {
      // A fresh install has these three; Application Support is the app's to create.
      for folder in ["Documents", "Library/Caches", "tmp"] {
        try? FileManager.default.createDirectory(
          at: root.appendingPathComponent(folder, isDirectory: true), withIntermediateDirectories: true)
      }
    }
    return root
  }

  /// The current container's folder for a search path, or nil where the container has no
  /// such folder (or no scope is set): the caller then asks Foundation.
  public static func url(for directory: FileManager.SearchPathDirectory) -> URL? {
    guard let path = containerPath(of: directory), let root else { return nil }
    return root.appendingPathComponent(path, isDirectory: true)
  }

  /// The current container's `tmp` folder, or nil with no scope.
  public static var temporaryDirectory: URL? {
    root?.appendingPathComponent("tmp", isDirectory: true)
  }

  /// `FileManager.temporaryDirectory` as a sandboxed app gets it: the container's `tmp`,
  /// else what `fileManager` answers.
  public static func temporaryDirectory(fileManager: FileManager) -> URL {
    temporaryDirectory ?? fileManager.temporaryDirectory
  }

  /// `FileManager.urls(for:in:)` as a sandboxed app gets it: the container's folder in the
  /// user domain, else what `fileManager` answers.
  public static func urls(
    for directory: FileManager.SearchPathDirectory, in domains: FileManager.SearchPathDomainMask,
    fileManager: FileManager
  ) -> [URL] {
    if domains.contains(.userDomainMask), let url = url(for: directory) { return [url] }
    return fileManager.urls(for: directory, in: domains)
  }

  /// `FileManager.url(for:in:appropriateFor:create:)` as a sandboxed app gets it.
  public static func url(
    for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
    appropriateFor url: URL?, create: Bool, fileManager: FileManager
  ) throws -> URL {
    guard domain == .userDomainMask, let folder = self.url(for: directory) else {
      return try fileManager.url(for: directory, in: domain, appropriateFor: url, create: create)
    }
    if create { try fileManager.createDirectory(at: folder, withIntermediateDirectories: true) }
    return folder
  }

  /// Where each search path lives in an iOS app's container; nil for the folders it has not.
  static func containerPath(of directory: FileManager.SearchPathDirectory) -> String? {
    switch directory {
    case .documentDirectory: "Documents"
    case .libraryDirectory: "Library"
    case .applicationSupportDirectory: "Library/Application Support"
    case .cachesDirectory: "Library/Caches"
    default: nil
    }
  }

  /// The process's folder of containers, removed when the process exits.
  private static let processFolder: URL = {
    // A C function pointer captures nothing: the exit handler names the folder again.
    atexit { try? FileManager.default.removeItem(at: AppContainer.processFolderURL()) }
    return processFolderURL()
  }()

  private static func processFolderURL() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("StateHarness-containers-\(ProcessInfo.processInfo.processIdentifier)")
  }

  /// A folder name for a scope: readable where it can be, and unique (a test's id holds
  /// slashes and colons).
  static func folderName(for name: String) -> String {
    let readable = String(
      name.map { $0.isLetter || $0.isNumber ? $0 : "-" }.suffix(48))
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike hashValue
    for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return readable + "-" + String(hash, radix: 16)
  }
}
