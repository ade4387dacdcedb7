import Foundation
import Testing

/// MovieSwiftUI's `AppState` saves to iCloud Drive when there is a container and to Documents
/// otherwise; with no iCloud account it takes Documents.
private func savePath() throws -> URL {
  let icloud = FileManager.default.url(forUbiquityContainerIdentifier: nil)
  let documents = try FileManager.default.url(
    for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
  if let icloud { try FileManager.default.startDownloadingUbiquitousItem(at: icloud) }
  return (icloud ?? documents).appendingPathComponent("userData")
}

extension FoundationGapsTests {
  @Suite("S396: FileManager's iCloud container")
  struct UbiquityTests {
    @Test("S396: with no iCloud account there is no container, and the app saves locally")
    func noAccountSavesLocally() throws {
      #expect(FileManager.default.url(forUbiquityContainerIdentifier: "iCloud.com.example") == nil)
      #expect(FileManager.default.ubiquityIdentityToken == nil)
      #expect(try savePath().lastPathComponent == "userData")
      #expect(try savePath().deletingLastPathComponent().lastPathComponent == "Documents")
      let local = FileManager.default.temporaryDirectory
      #expect(!FileManager.default.isUbiquitousItem(at: local))
      // Apple's error for an item outside iCloud is not documented: here it is this one.
      #if canImport(Darwin)
        #expect(throws: (any Error).self) {
          try FileManager.default.startDownloadingUbiquitousItem(at: local)
        }
      #else
        #expect(throws: CocoaError(.ubiquitousFileUnavailable, userInfo: [NSURLErrorKey: local])) {
          try FileManager.default.startDownloadingUbiquitousItem(at: local)
        }
      #endif
    }
  }
}
