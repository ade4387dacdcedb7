import Foundation

/// The app's bundle as its code reads it through `Bundle.main`: the files an Xcode app
/// copies into it (its Copy Bundle Resources phase, asset and string catalogs aside) and
/// its bundle identifier.
///
/// A test process's main bundle is the test runner, so `Bundle.main.url(forResource:…)`
/// finds nothing there, its `bundleIdentifier` is nil, and an app that force-unwraps either
/// traps at launch. The mirror links the files, flat as Xcode's bundle is, in
/// `Sources/<Module>MainBundle/` (a folder no target builds) with an `Info.plist` holding
/// the app's `PRODUCT_BUNDLE_IDENTIFIER`, and declares `Bundle.main` in the app's module as
/// the bundle of that folder: a declaration of the module being compiled shadows the one
/// Foundation declares, so the app's files find it with no edit. (SwiftPM's own resources
/// copy a link as a link, which no longer points at the file once copied.)
///
/// Linux Foundation reads a flat folder's `Info.plist`, except in a folder whose name ends
/// in `Resources` (there it looks in `Contents/`, and a `Contents/` folder moves the
/// resources it finds to `Contents/Resources/`): hence the folder's name.
struct MainBundleResources {
  let module: String
  /// The files, one per name: Xcode's bundle is flat, so a second file of the same name
  /// would overwrite the first. An `Info.plist` among them is left to the one written here,
  /// as Xcode's build writes the bundle's own.
  let files: [URL]
  /// `Bundle.main.bundleIdentifier`, when the app's settings give one.
  let bundleIdentifier: String?

  init(module: String, resources: [URL], bundleIdentifier: String? = nil) {
    self.module = module
    self.bundleIdentifier = bundleIdentifier
    var seen: Set<String> = ["Info.plist"]
    files = resources.filter { seen.insert($0.lastPathComponent).inserted }
  }

  /// The folder under `Sources/` that holds the links.
  var folderName: String { "\(module)MainBundle" }

  /// The folder's `Info.plist`: the keys of the app's bundle the mirror knows.
  var infoPlist: String {
    var keys = ""
    if let bundleIdentifier {
      let escaped = bundleIdentifier.replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      keys = "\t<key>CFBundleIdentifier</key>\n\t<string>\(escaped)</string>\n"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <!-- Written by viewgraph-compat init; rewritten on every run. -->
      <plist version="1.0">
      <dict>
      \(keys)</dict>
      </plist>

      """
  }

  /// `MainBundle.swift`, in the app's module.
  var mainBundleSource: String {
    """
    // Written by viewgraph-compat init; rewritten on every run.
    import Foundation

    extension Bundle {
      /// The app's bundle, as in the app: the files Xcode copies into it and its Info.plist,
      /// in Sources/\(folderName) (MIRROR.md lists them). A test process's own main bundle is
      /// the test runner; declared in the app's module, this is the `Bundle.main` its files find.
      nonisolated static var main: Bundle {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent("\(folderName)")
        guard let bundle = Bundle(url: folder) else {
          fatalError("\\(folder.path) is missing: run viewgraph-compat init again to write the app's bundle.")
        }
        return bundle
      }
    }

    """
  }
}
