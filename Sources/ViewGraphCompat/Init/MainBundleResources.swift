import Foundation

/// The files an Xcode app copies into its bundle (its Copy Bundle Resources phase, asset
/// and string catalogs aside), where the app's code looks for them: `Bundle.main`.
///
/// A test process's main bundle is the test runner, so `Bundle.main.url(forResource:…)`
/// finds nothing there and an app that force-unwraps it traps at launch. The mirror bundles
/// the files in a target of their own, `<Module>Resources`, and declares `Bundle.main` in
/// the app's module as that bundle: a declaration of the module being compiled shadows the
/// one Foundation declares, so the app's files find it with no edit. (It cannot live in the
/// app's target itself: SwiftPM's `Bundle.module` accessor there reads `Bundle.main`.)
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

  var targetName: String { "\(module)Resources" }

  /// `AppBundle.swift`, in the resources target.
  var bundleSource: String {
    """
    // Written by viewgraph-compat init; rewritten on every run.
    import Foundation

    /// The files \(module)'s Copy Bundle Resources phase puts in its bundle, which the app's
    /// module finds through `Bundle.main` (MainBundle.swift there).
    public enum AppBundle {
      public static var bundle: Bundle { .module }
    }

    """
  }

  /// `MainBundle.swift`, in the app's module.
  var mainBundleSource: String {
    """
    // Written by viewgraph-compat init; rewritten on every run.
    \([targetName, "Foundation"].sorted().map { "import \($0)" }.joined(separator: "\n"))

    extension Bundle {
      /// The app's bundle, as in the app: the files Xcode copies into it (MIRROR.md lists them).
      /// A test process's own main bundle is the test runner; declared in the app's module,
      /// this is the `Bundle.main` the app's files find.
      nonisolated static var main: Bundle { AppBundle.bundle }
    }

    """
  }

  /// The `.copy(…)` of each file, relative to the resources target's folder.
  func copies(under base: URL) -> [String] {
    files.map { url in
      let path = url.standardizedFileURL.path
      let relative =
        path.hasPrefix(base.path + "/") ? String(path.dropFirst(base.path.count + 1)) : url.lastPathComponent
      return ".copy(\"\(relative)\")"
    }
  }
}
