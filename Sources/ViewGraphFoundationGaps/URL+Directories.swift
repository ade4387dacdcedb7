import Foundation

// Apple's Foundation (iOS 16, macOS 13) declares the standard directories as URL's static
// properties; swift-corelibs-foundation has `homeDirectory` and `temporaryDirectory` only.
// Apple documents each as its FileManager search path, which FileManager answers here too.
#if !canImport(Darwin)
  import Foundation

  extension URL {
    /// The container directory of user home directories (`/Users` on an unsandboxed Mac);
    /// here, the directory FileManager's `.userDirectory` search finds.
    ///
    /// ```swift
    /// let users = URL.userDirectory
    /// ```
    public static var userDirectory: URL {
      FileManager.default.urls(for: .userDirectory, in: .localDomainMask).first
        ?? URL(fileURLWithPath: "/home", isDirectory: true)
    }

    /// The current user's documents directory.
    ///
    /// ```swift
    /// let file = URL.documentsDirectory.appendingPathComponent("notes.json")
    /// ```
    public static var documentsDirectory: URL { searchPath(.documentDirectory) }

    /// The current user's application support directory.
    public static var applicationSupportDirectory: URL { searchPath(.applicationSupportDirectory) }

    /// The current user's caches directory.
    public static var cachesDirectory: URL { searchPath(.cachesDirectory) }

    // A test harness's container first (``AppContainer``), then Foundation's search path.
    private static func searchPath(_ directory: FileManager.SearchPathDirectory) -> URL {
      AppContainer.urls(for: directory, in: .userDomainMask, fileManager: .default).first
        ?? FileManager.default.homeDirectoryForCurrentUser
    }
  }
#endif
