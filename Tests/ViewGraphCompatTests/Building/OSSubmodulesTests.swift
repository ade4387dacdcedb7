import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool handling wrongly, each written
/// as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: submodule imports of Apple frameworks", .serialized, .ownThread)
struct OSSubmodulesTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  // apple/sample-cloudkit-sync-engine: `import os.log` in the logger and the screens.
  @Test("import os.log is the os stand-in: a submodule of os is the same module")
  func osLogSubmodule() throws {
    let app = try FixtureApp([
      "Logger.swift": """
      import os.log
      extension Logger {
        static let ui = Logger(subsystem: "com.example.sync", category: "UI")
      }
      """,
      "ContactsList.swift": """
      import os.log
      import SwiftUI
      struct ContactsList: View {
        var body: some View { Text("Contacts").onAppear { Logger.ui.info("shown \\(3, privacy: .public)") } }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 1)
    #expect(result.compiling == 1, "\(result.allFiles.map(\.outcome))")
    #expect(result.otherFailures.isEmpty)
  }

  // khcrysalis/Feather's NimbleKit: `import Foundation.NSString` in a package its screens use.
  @Test("import Foundation.NSString loads Foundation: a submodule of Foundation is Foundation")
  func foundationSubmodule() throws {
    let app = try FixtureApp([
      "String+localized.swift": """
      import Foundation.NSString
      extension String {
        var localized: String { NSLocalizedString(self, comment: "") }
      }
      """,
      "Greeting.swift": """
      import Foundation.NSURL
      import SwiftUI
      struct Greeting: View {
        let site = URL(string: "https://example.com")!
        var body: some View { Text("Hello".localized + (site.host ?? "")) }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 1)
    #expect(result.compiling == 1, "\(result.allFiles.map(\.outcome))")
    #expect(result.otherFailures.isEmpty)
  }

  // SotkaApp: `import UIKit.UIImage` and `import UIKit.UIApplication` in its helpers; Nuke's
  // extensions, `import AppKit.NSEvent` in menu bar apps, `import struct SwiftUI.Color`.
  @Test(
    "S350: submodule and declaration imports of a stand-in (import UIKit.UIImage, import class UIKit.UIImage) load it"
  )
  func standInSubmoduleAndDeclarationImports() throws {
    let app = try FixtureApp([
      "UIImage+Media.swift": """
      import UIKit.UIImage
      import UIKit.UIApplication
      import AppKit.NSEvent
      extension UIImage {
        var mediaName: String { description + ".png" }
      }
      """,
      "Avatar.swift": """
      import SwiftUI
      import class UIKit.UIImage
      import protocol UIKit.UITextViewDelegate
      import enum UIKit.UIUserInterfaceStyle
      import struct SwiftUI.Color
      import class AppKit.NSImage
      import func os.os_log
      import struct MapKit.MKCoordinateRegion
      import class PhotosUI.PHPickerViewController
      struct Avatar: View {
        let image: UIImage
        let style: UIUserInterfaceStyle = .dark
        var body: some View { Image(uiImage: image).foregroundStyle(Color.red).help(image.mediaName) }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 1)
    #expect(result.compiling == 1, "\(result.allFiles.map(\.outcome))")
    #expect(result.otherFailures.isEmpty, "\(result.otherFailures)")
  }

  @Test("the check's map of os's submodules is the package's")
  func osSubmoduleMapMatchesPackage() throws {
    // Tests/ViewGraphCompatTests/Building/ is three folders below the package.
    let packageMap = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Sources/ViewGraphOSSubmodules/include/module.modulemap")
    let text = try String(contentsOf: packageMap, encoding: .utf8)
    #expect(text.trimmingCharacters(in: .newlines) == OSSubmodules.moduleMap)
  }
}
