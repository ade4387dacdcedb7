import Foundation

/// Classes Xcode generates at build time from model files: Core Data entities (from an
/// `.xcdatamodel`) and Core ML models (from an `.mlmodel`). Both frameworks are missing on
/// Linux, so the tool cannot generate them; it only needs their names, to tell a screen that
/// uses one (left out) from one that misses SwiftUI API.
enum GeneratedModels {
  /// The class names generated from the model files under `root`.
  static func classNames(under root: URL) -> Set<String> {
    var names: Set<String> = []
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      switch url.pathExtension {
      case "mlmodel", "mlpackage":
        names.insert(url.deletingPathExtension().lastPathComponent)
        enumerator?.skipDescendants()
      case "xcdatamodel":
        let contents = url.appendingPathComponent("contents")
        guard let xml = try? String(contentsOf: contents, encoding: .utf8) else { continue }
        for match in xml.matches(of: #/<entity name="([^"]+)"(?:[^>]*representedClassName="([^"]+)")?/#) {
          names.insert(String(match.output.2 ?? match.output.1))
        }
      default:
        break
      }
    }
    return names
  }
}
