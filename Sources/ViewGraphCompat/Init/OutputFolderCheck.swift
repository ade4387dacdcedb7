import Foundation

/// Whether `init` may write its package to a folder: never into the app's own folder. The
/// README promises the app's folder is never written to; a SwiftPM app was refused by its
/// `Sources/`, but an Xcode app's folder took `Package.swift`, `Sources/`, `Tests/` and
/// `MIRROR.md` (issue 51).
///
/// ```swift
/// OutputFolderCheck(output: app.root, targets: targets).problem
/// // "viewgraph-compat init: --output … holds an Xcode project (App.xcodeproj); …"
/// ```
struct OutputFolderCheck {
  let output: URL
  let targets: [AppTarget]

  /// Why the folder is refused, in the tool's words; nil when it may be written.
  var problem: String? {
    let folder = Self.resolved(output)
    let fix = "name a folder of its own, such as \(suggestion)."
    let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    if let project = children.sorted().first(where: {
      $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace")
    }) {
      return "viewgraph-compat init: --output \(output.path) holds an Xcode project (\(project)); the app's "
        + "folder is never written to: \(fix)"
    }
    for target in targets {
      for file in target.sources + target.resources where Self.resolved(file).hasPrefix(folder + "/") {
        return "viewgraph-compat init: --output \(output.path) holds the app's own files "
          + "(\(SourceFile.relativePath(of: file, in: target.root)) of \(target.name)); the app's folder is "
          + "never written to: \(fix)"
      }
    }
    return nil
  }

  /// `<app folder>/StateHarnessTests`, the folder CI's example uses.
  private var suggestion: String {
    let root = targets.first?.root ?? output
    return root.appendingPathComponent("StateHarnessTests").path
  }

  private static func resolved(_ url: URL) -> String {
    url.standardizedFileURL.resolvingSymlinksInPath().path
  }
}
