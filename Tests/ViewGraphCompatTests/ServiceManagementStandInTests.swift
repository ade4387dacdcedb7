import Foundation
import Testing

@testable import ViewGraphCompat

/// The corpus's ServiceManagement shapes compiled in a mirror: Loop's launch-at-login toggle
/// (`SMAppService()`), VibeMeter's `StartupManager`, Pearcleaner's helper daemon (S401).
@Suite("viewgraph-compat: ServiceManagement", .serialized, .ownThread)
struct ServiceManagementStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("S401: login items, agents and daemons compile")
  func loginItemShapesCompile() throws {
    let app = try FixtureApp([
      "BehaviorConfiguration.swift": """
      import ServiceManagement
      import SwiftUI
      struct BehaviorConfiguration: View {
        @AppStorage("launchAtLogin") private var launchAtLogin = false
        @State private var helperStatus = SMAppService.daemon(plistName: "com.example.helper.plist").status
        var body: some View {
          Toggle("Launch at login", isOn: $launchAtLogin)
            .onChange(of: launchAtLogin) { _, on in
              do {
                if on { try SMAppService().register() } else { try SMAppService().unregister() }
              } catch {
                launchAtLogin = SMAppService.mainApp.status == .enabled
              }
            }
          if helperStatus == .requiresApproval {
            Button("Open Login Items") { SMAppService.openSystemSettingsLoginItems() }
          }
        }
      }
      """
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.compiling == 1, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
