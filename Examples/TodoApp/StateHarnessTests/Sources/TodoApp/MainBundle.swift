// Written by viewgraph-compat init; rewritten on every run.
import Foundation

extension Bundle {
  /// The app's bundle, as in the app: the files Xcode copies into it and its Info.plist,
  /// in Sources/TodoAppMainBundle (MIRROR.md lists them). A test process's own main bundle is
  /// the test runner; declared in the app's module, this is the `Bundle.main` its files find.
  nonisolated static var main: Bundle {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("TodoAppMainBundle")
    guard let bundle = Bundle(url: folder) else {
      fatalError("\(folder.path) is missing: run viewgraph-compat init again to write the app's bundle.")
    }
    return bundle
  }
}
