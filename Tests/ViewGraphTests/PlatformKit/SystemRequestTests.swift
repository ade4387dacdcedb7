import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private let website = URL(string: "https://example.com/help")!

private struct LinksScreen: View {
  var body: some View {
    VStack {
      Button("Open Settings") {
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
      }
      Button("Help") { UIApplication.shared.open(website, options: [:]) { _ in } }
      Button("Website") { NSWorkspace.shared.open(website) }
      Button("Reveal") {
        NSWorkspace.shared.activateFileViewerSelecting([URL(fileURLWithPath: "/tmp/a.txt")])
      }
    }
  }
}

private struct HapticsScreen: View {
  @State private var size = 1
  var body: some View {
    VStack {
      Button("Save") { UIImpactFeedbackGenerator(style: .medium).impactOccurred() }
      Button("Soft") { UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: 0.5) }
      Button("Done") { UINotificationFeedbackGenerator().notificationOccurred(.success) }
      Button("Next") {
        size += 1
        UISelectionFeedbackGenerator().selectionChanged()
      }
    }
  }
}

private struct MenuBarScreen: View {
  var body: some View {
    VStack {
      Button("Show") { NSApp.activate() }
      Button("Hide") { NSApp.hide(nil) }
      Button("Quit") { NSApplication.shared.terminate(nil) }
    }
  }
}

@MainActor
@Suite("S180, S181, S183: what views ask of the system through UIKit and AppKit is recorded")
struct SystemRequestTests {
  @Test("S180: UIApplication.shared.open and NSWorkspace.shared.open record the URL on the host, in order")
  func openedURLsAreRecorded() {
    let host = mount(LinksScreen())
    #expect(host.systemRequests.isEmpty)
    for title in ["Open Settings", "Help", "Website", "Reveal"] { host.tap(title) }
    #expect(
      host.systemRequests == [
        .openURL(URL(string: "app-settings:")!), .openURL(website), .openURL(website),
        .revealInFileViewer([URL(fileURLWithPath: "/tmp/a.txt")]),
      ])
    #expect(host.systemRequests.first?.description == "open(app-settings:)")
  }

  @Test("S180: each host records its own requests; canOpenURL answers for the system's schemes")
  func eachHostItsOwn() {
    let first = mount(LinksScreen())
    let second = mount(LinksScreen())
    first.tap("Help")
    #expect(first.systemRequests == [.openURL(website)])
    #expect(second.systemRequests.isEmpty)
    #expect(UIApplication.shared.canOpenURL(website))
    #expect(UIApplication.shared.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
    #expect(!UIApplication.shared.canOpenURL(URL(string: "twitter://user?id=1")!))
  }

  @Test("S180: a request made where no host is working reaches no host")
  func requestsOutsideAHostAreNotRecorded() {
    let host = mount(LinksScreen())
    UIApplication.shared.open(website)
    NSWorkspace.shared.open(website)
    #expect(host.systemRequests.isEmpty)
    host.perform { UIApplication.shared.open(website) }
    #expect(host.systemRequests == [.openURL(website)])
  }

  @Test("S181: each feedback generator's firing is recorded, with its style or type")
  func feedbackIsRecorded() {
    let host = mount(HapticsScreen())
    for title in ["Save", "Soft", "Done", "Next"] { host.tap(title) }
    #expect(
      host.systemRequests.map(\.description) == [
        "impact(medium)", "impact(soft, intensity: 0.5)", "notification(success)", "selectionChanged",
      ])
  }

  @Test("S183: NSApp.activate, hide and terminate are recorded; the process keeps running")
  func appRequestsAreRecorded() {
    let host = mount(MenuBarScreen())
    for title in ["Show", "Hide", "Quit", "Show"] { host.tap(title) }
    #expect(host.systemRequests == [.activateApp, .hideApp, .terminateApp, .activateApp])
    #expect(NSApp.isActive)
    #expect(NSApplication.shared === NSApp)
  }
}
