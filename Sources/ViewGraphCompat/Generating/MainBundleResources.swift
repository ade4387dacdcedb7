import Foundation

/// The files an Xcode app copies into its bundle (its Copy Bundle Resources phase, asset
/// and string catalogs aside), where the app's code looks for them: `Bundle.main`.
///
/// A test process's main bundle is the test runner, so `Bundle.main.url(forResource:…)`
/// finds nothing there and an app that force-unwraps it traps at launch. The mirror links
/// the files, flat as Xcode's bundle is, in `Sources/<Module>Resources/` (a folder no target
/// builds), and declares `Bundle.main` in the app's module as the bundle of that folder: a
/// declaration of the module being compiled shadows the one Foundation declares, so the
/// app's files find it with no edit. (SwiftPM's own resources copy a link as a link, which
/// no longer points at the file once copied.)
struct MainBundleResources {
  let module: String
  /// The files, one per name: Xcode's bundle is flat, so a second file of the same name
  /// would overwrite the first.
  let files: [URL]

  init(module: String, resources: [URL]) {
    self.module = module
    var seen: Set<String> = []
    files = resources.filter { seen.insert($0.lastPathComponent).inserted }
  }

  /// The folder under `Sources/` that holds the links.
  var folderName: String { "\(module)Resources" }

  /// `MainBundle.swift`, in the app's module.
  var mainBundleSource: String {
    """
    // Written by viewgraph-compat init; rewritten on every run.
    import Foundation

    extension Bundle {
      /// The app's bundle, as in the app: the files Xcode copies into it, linked in
      /// Sources/\(folderName) (MIRROR.md lists them). A test process's own main bundle is the
      /// test runner; declared in the app's module, this is the `Bundle.main` its files find.
      nonisolated static var main: Bundle {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent("\(folderName)")
        guard let bundle = Bundle(url: folder) else {
          fatalError("\\(folder.path) is missing: run viewgraph-compat init again to link the app's resources.")
        }
        return bundle
      }
    }

    """
  }
}
