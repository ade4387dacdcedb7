import Foundation

/// `import os.log` names a submodule of Apple's `os`, which is the same module. On Linux a
/// mirror loads the Swift module ViewGraphOS for `os`, and a Swift module has no
/// submodules: the package's `ViewGraphOSSubmodules` target declares them in a Clang module
/// map, which SwiftPM hands to every target linking ViewGraphOS. The check compiles with
/// `swiftc` directly, so it writes the same map to its scratch folder and passes it.
enum OSSubmodules {
  /// The text of `Sources/ViewGraphOSSubmodules/include/module.modulemap` (a test holds
  /// them equal).
  static let moduleMap = """
    // Apple's `os` is a Clang module whose submodules apps import by name (`import os.log`,
    // `import os.signpost`); they are the same module. A mirror on Linux aliases `os` to the
    // Swift module ViewGraphOS, which cannot have submodules, so this map declares them as
    // empty Clang submodules of `ViewGraphOS`: `import os.log` then loads ViewGraphOS itself.
    module ViewGraphOSSubmodules {
      header "ViewGraphOSSubmodules.h"
      export *
    }

    module ViewGraphOS {
      explicit module log {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module signpost {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module activity {
        header "ViewGraphOSSubmodules.h"
        export *
      }
    }
    """

  /// Writes the map and its empty header under `scratch`; returns the flags that load it.
  static func compilerFlags(in scratch: URL) throws -> [String] {
    let folder = scratch.appendingPathComponent("os-submodules")
    let map = folder.appendingPathComponent("module.modulemap")
    if !FileManager.default.fileExists(atPath: map.path) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try "".write(
        to: folder.appendingPathComponent("ViewGraphOSSubmodules.h"), atomically: true, encoding: .utf8)
      try moduleMap.write(to: map, atomically: true, encoding: .utf8)
    }
    return ["-Xcc", "-fmodule-map-file=\(map.path)"]
  }
}
