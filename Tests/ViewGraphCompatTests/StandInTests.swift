import Foundation
import Testing
import ViewGraphCoreLocation
import ViewGraphOS
import ViewGraphOSLog
import ViewGraphUniformTypeIdentifiers

/// The stand-ins a mirror loads on Linux for frameworks apps' models import beside SwiftUI.
@Suite("Framework stand-ins")
struct StandInTests {
  @Test("UTType finds system types by extension and MIME type, and knows what they conform to")
  func uniformTypes() throws {
    #expect(UTType(filenameExtension: "json") == .json)
    #expect(UTType(filenameExtension: "JPEG") == .jpeg)
    #expect(UTType(filenameExtension: "jpg") == .jpeg && UTType(filenameExtension: "htm") == .html)
    #expect(UTType(mimeType: "image/png") == .png)
    #expect(UTType("public.plain-text") == .plainText)
    #expect(UTType("com.example.unknown") == nil)
    #expect(UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType(filenameExtension: "json", conformingTo: .image) == nil)
    let custom = UTType(exportedAs: "com.example.trip", conformingTo: .json)
    #expect(custom.conforms(to: .text) && !custom.isDeclared)
    #expect(
      URL(fileURLWithPath: "/tmp/trip").appendingPathExtension(for: .json).lastPathComponent == "trip.json")
  }

  @Test("CLLocation measures great-circle distances; coordinates are validated as Core Location does")
  func locations() {
    let lisbon = CLLocation(latitude: 38.7223, longitude: -9.1393)
    let porto = CLLocation(latitude: 41.1579, longitude: -8.6291)
    #expect(abs(lisbon.distance(from: porto) - 274_000) < 2_000)
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 38.7, longitude: -9.1)))
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
  }

  @Test("Logger takes the interpolations apps write")
  func logging() {
    let logger = Logger(subsystem: "com.example.app", category: "sync")
    let count = 3
    logger.info("Synced \(count, privacy: .public) items in \(0.25, format: .fixed(precision: 2))s")
    logger.error("Failed: \("offline", privacy: .private(mask: .hash))")
    os_log("legacy %d", log: .default, type: .info, count)
  }

  @Test("OSAllocatedUnfairLock gives one thread at a time its state, as IceCubesApp's client keeps it")
  func unfairLock() async {
    struct Critical: Sendable { var token: String?; var connections: [String] = [] }
    let critical = OSAllocatedUnfairLock(initialState: Critical())
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<100 {
        group.addTask { critical.withLock { $0.connections.append("c\(index)") } }
      }
    }
    #expect(critical.withLock { $0.connections.count } == 100)
    #expect(critical.withLock { $0.token == nil })
    let plain = OSAllocatedUnfairLock()
    plain.lock()
    #expect(!plain.lockIfAvailable())
    #expect(critical.withLockIfAvailable { $0.connections.count } == 100)
    plain.unlock()
    #expect(plain.lockIfAvailable())
    plain.unlock()
  }
}
