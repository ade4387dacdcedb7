import Foundation
import Testing

@testable import ViewGraphCompat

/// ACHNBrowserUI's Spotlight shapes, compiled in a mirror with the CoreSpotlight stand-in: a
/// model that indexes from a background queue, and an App that continues a tapped result.
@Suite("viewgraph-compat: the corpus's Spotlight shapes compile", .serialized, .ownThread)
struct SpotlightStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("indexing with an attribute set, deleting a domain, and continuing a result compile")
  func spotlightShapesCompile() throws {
    let app = try FixtureApp([
      "Items.swift": """
      import Foundation
      import CoreSpotlight
      import SwiftUI
      final class Items {
        private let spotlightQueue = DispatchQueue(label: "spotlight")
        func index(names: [String], category: String, image: Data?) {
          spotlightQueue.async {
            for name in names {
              let set = CSSearchableItemAttributeSet(itemContentType: "Text")
              set.title = name
              set.identifier = "\\(category)#\\(name)"
              set.contentDescription = NSLocalizedString(category, comment: "")
              set.thumbnailData = image
              let item = CSSearchableItem(uniqueIdentifier: "\\(category)#\\(name)", domainIdentifier: category, attributeSet: set)
              CSSearchableIndex.default().indexSearchableItems([item], completionHandler: nil)
            }
          }
        }
        func forget(category: String) async throws {
          try await CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: [category])
        }
      }
      """,
      "App.swift": """
      import SwiftUI
      import CoreSpotlight
      import UniformTypeIdentifiers
      @main
      struct ACApp: App {
        @State private var selected: String?
        var body: some Scene {
          WindowGroup {
            Text(selected ?? "Nothing")
              .onContinueUserActivity(CSSearchableItemActionType, perform: handleSpotlight(_:))
          }
        }
        private func handleSpotlight(_ userActivity: NSUserActivity) {
          if let infos = userActivity.userInfo, let id = infos[CSSearchableItemActivityIdentifier] as? String {
            selected = id
          }
        }
        static func attributes(for name: String) -> CSSearchableItemAttributeSet {
          let attributes = CSSearchableItemAttributeSet(contentType: .text)
          attributes.displayName = name
          attributes.keywords = [name, "language"]
          return attributes
        }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 2)
    #expect(result.compiling == 2, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
