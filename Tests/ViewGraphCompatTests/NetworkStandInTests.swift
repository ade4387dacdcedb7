import Foundation
import Testing

@testable import ViewGraphCompat

/// The corpus's Network shapes compiled in a mirror (VibeMeter's `NetworkConnectivityMonitor`,
/// Kiwix's `NetworkState`), and an app whose own module is named `Network` (IceCubesApp's
/// package), whose imports load that module, not the stand-in (S400).
@Suite("viewgraph-compat: Network", .serialized, .ownThread)
struct NetworkStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("S400: a path monitor and its path's interfaces compile")
  func pathMonitorShapesCompile() throws {
    let app = try FixtureApp([
      "NetworkState.swift": """
      import Network
      import SwiftUI
      @MainActor final class NetworkState: ObservableObject {
        @Published var isOnline = true
        @Published var interfaces: [NWInterface.InterfaceType] = []
        private let monitor = NWPathMonitor()
        private let queue = DispatchQueue(label: "NetworkMonitor")
        init() {
          monitor.pathUpdateHandler = { [weak self] path in
            let online = path.status == .satisfied
            let types = path.availableInterfaces.map(\\.type)
            let cheap = !path.isExpensive && !path.isConstrained && !path.usesInterfaceType(.cellular)
            Task { @MainActor in
              self?.isOnline = online && (cheap || true)
              self?.interfaces = types
            }
          }
          monitor.start(queue: queue)
        }
        deinit { monitor.cancel() }
        var connectionType: String {
          switch interfaces.first {
          case .wifi: "Wi-Fi"
          case .cellular: "Cellular"
          case .wiredEthernet: "Ethernet"
          case .loopback, .other, nil: "Other"
          @unknown default: "Unknown"
          }
        }
      }
      struct OfflineBanner: View {
        @StateObject private var network = NetworkState()
        var body: some View { if !network.isOnline { Text("Offline: \\(network.connectionType)") } }
      }
      """
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.compiling == 1, "\(Report(results: [result], listsEveryFile: true).text)")
  }

  @Test("S400: an app's own module named Network is what its imports load")
  func appModuleShadowsTheStandIn() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Social", dependencies: [.package(path: "Packages/Network")],
        targets: [.executableTarget(name: "Social", dependencies: [.product(name: "Network", package: "Network")])])
      """,
      "Sources/Social/SocialApp.swift": """
      import Network
      import SwiftUI
      @main struct SocialApp: App { var body: some Scene { WindowGroup { Text(Client(server: "mastodon.social").server) } } }
      """,
      "Packages/Network/Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Network", products: [.library(name: "Network", targets: ["Network"])], targets: [.target(name: "Network")])
      """,
      "Packages/Network/Sources/Network/Client.swift": """
      import Foundation
      public struct Client { public let server: String; public init(server: String) { self.server = server } }
      """,
    ])
    let results = try ViewGraphCompatTests.results(for: app)
    #expect(results.first?.failedModules.isEmpty == true)
    #expect(results.first?.compiling == 1, "\(Report(results: results, listsEveryFile: true).text)")
    _ = try ViewGraphCompatTests.writtenMirror(of: app)
    let written = try String(
      contentsOf: app.root.appendingPathComponent("StateHarnessTests/Package.swift"), encoding: .utf8)
    #expect(!written.contains("Network=ViewGraphNetwork") && written.contains("CryptoKit=ViewGraphCryptoKit"))
  }
}
