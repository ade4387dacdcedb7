import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphServiceManagement

/// VibeMeter's `StartupManager`: "Launch at login" reads and writes the main app's service.
@MainActor
private struct StartupManager {
  var isLaunchAtLoginEnabled: Bool { SMAppService.mainApp.status == .enabled }
  func setLaunchAtLogin(enabled: Bool) throws {
    if enabled { try SMAppService.mainApp.register() } else { try SMAppService.mainApp.unregister() }
  }
}

@MainActor
@Suite("S401: ServiceManagement's login items", .serialized)
struct ServiceManagementTests {
  @Test("S401: a registered login item is enabled, and unregistered again; services are apart")
  func registerAndUnregister() async throws {
    SMAppService.reset()
    defer { SMAppService.reset() }
    let startup = StartupManager()
    #expect(!startup.isLaunchAtLoginEnabled && SMAppService().status == .notRegistered)
    try startup.setLaunchAtLogin(enabled: true)
    #expect(startup.isLaunchAtLoginEnabled && SMAppService().status == .enabled)
    #expect(SMAppService.agent(plistName: "com.example.sentinel.plist").status == .notRegistered)
    try SMAppService.daemon(plistName: "com.example.helper.plist").register()
    #expect(SMAppService.daemon(plistName: "com.example.helper.plist").status == .enabled)
    try startup.setLaunchAtLogin(enabled: false)
    #expect(!startup.isLaunchAtLoginEnabled)
    try await SMAppService.daemon(plistName: "com.example.helper.plist").unregister()
    #expect(SMAppService.daemon(plistName: "com.example.helper.plist").status == .notRegistered)
  }

  @Test("S401: until the user approves, a registered service requires approval; Settings opens")
  func approval() throws {
    SMAppService.reset()
    defer { SMAppService.reset() }
    SMAppService.userApproves = false
    try SMAppService.loginItem(identifier: "com.example.helper").register()
    #expect(SMAppService.loginItem(identifier: "com.example.helper").status == .requiresApproval)
    SMAppService.openSystemSettingsLoginItems()
    #expect(SMAppService.openedLoginItemsSettings == 1)
    SMAppService.userApproves = true
    #expect(SMAppService.loginItem(identifier: "com.example.helper").status == .enabled)
  }
}
