import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A UIKit delegate that logs what it hears, in order, and how often it was made.
@MainActor
private final class PhoneDelegate: NSObject, UIApplicationDelegate {
  static var made = 0
  var heard: [String] = []

  override init() {
    Self.made += 1
    super.init()
  }

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    heard.append("will \(application.delegate === self)")
    return true
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    heard.append("did")
    return true
  }
}

private struct PhoneApp: App {
  @UIApplicationDelegateAdaptor(PhoneDelegate.self) var appDelegate
  @State private var taps = 0
  var body: some Scene {
    WindowGroup {
      Text(appDelegate.heard.joined(separator: ", "))
      Button("Tap \(taps)") { taps += 1 }
    }
  }
}

/// An AppKit delegate, named with the attribute's other form (no argument).
@MainActor
private final class DeskDelegate: NSObject, NSApplicationDelegate {
  var heard: [String] = []
  func applicationWillFinishLaunching(_ notification: Notification) {
    heard.append(notification.name.rawValue)
  }
  func applicationDidFinishLaunching(_ notification: Notification) {
    heard.append(notification.name.rawValue + " \(NSApp.delegate === self)")
  }
}

private struct DeskApp: App {
  @NSApplicationDelegateAdaptor var appDelegate: DeskDelegate
  var body: some Scene { WindowGroup { Text(appDelegate.heard.joined(separator: ", ")) } }
}

/// A delegate that publishes a setting, read from the environment by a screen.
@MainActor
private final class SettingsDelegate: NSObject, UIApplicationDelegate, ObservableObject {
  @Published var isEnabled = false
}

private struct SettingsScreen: View {
  @EnvironmentObject var delegate: SettingsDelegate
  var body: some View {
    Text(delegate.isEnabled ? "on" : "off")
    Toggle("Enabled", isOn: $delegate.isEnabled)
  }
}

private struct SettingsApp: App {
  @UIApplicationDelegateAdaptor(SettingsDelegate.self) var appDelegate
  var body: some Scene {
    WindowGroup { SettingsScreen() }
  }
}

/// An `@Observable` delegate, read with `@Environment(Type.self)`.
@MainActor @Observable
private final class CounterDelegate: NSObject, NSApplicationDelegate {
  var count = 0
}

private struct CounterScreen: View {
  @Environment(CounterDelegate.self) private var delegate
  var body: some View { Button("Count \(delegate.count)") { delegate.count += 1 } }
}

private struct CounterApp: App {
  @NSApplicationDelegateAdaptor(CounterDelegate.self) var appDelegate
  var body: some Scene { WindowGroup { CounterScreen() } }
}

@MainActor
@Suite("S332–S333: app delegate adaptors")
struct ApplicationDelegateAdaptorTests {
  @Test("S332: the UIKit delegate is made once, set on the app and launched before the body, once")
  func uiKitDelegateLaunches() {
    let before = PhoneDelegate.made
    let host = mount(AppRoot(PhoneApp()))
    #expect(PhoneDelegate.made == before + 1)
    #expect(host.texts.first == "will true, did")
    host.tap("Tap 0")
    #expect(host.texts == ["will true, did", "Tap 1"])
    #expect(PhoneDelegate.made == before + 1)
  }

  @Test("S332: the AppKit delegate is set on NSApp and hears both launch notifications, in order")
  func appKitDelegateLaunches() {
    let host = mount(AppRoot(DeskApp()))
    #expect(
      host.texts == [
        "NSApplicationWillFinishLaunchingNotification, NSApplicationDidFinishLaunchingNotification true"
      ])
  }

  @Test("S333: an ObservableObject delegate is an environment object a screen binds to")
  func observableObjectDelegateInEnvironment() {
    let host = mount(AppRoot(SettingsApp()))
    #expect(host.texts.first == "off")
    host.tap("Enabled")
    #expect(host.texts.first == "on")
  }

  @Test("S333: an @Observable delegate is in the environment for @Environment(Type.self)")
  func observableDelegateInEnvironment() {
    let host = mount(AppRoot(CounterApp()))
    host.tap("Count 0")
    #expect(host.control("Count 1") != nil)
  }
}

/// A screen that shows whether a companion app runs, as menu bar apps check for their helper.
private struct HelperStatus: View {
  let bundleIdentifier: String
  var body: some View {
    let running = NSWorkspace.shared.runningApplications.contains { $0.bundleIdentifier == bundleIdentifier }
    Text(running ? "Helper running" : "Helper not running")
  }
}

@MainActor
@Suite("S334: a headless workspace runs only this app")
struct RunningApplicationsTests {
  @Test("S334: only the current app runs; another bundle is not found; no desktop picture")
  func onlyThisAppRuns() {
    let current = NSRunningApplication.current
    #expect(NSWorkspace.shared.runningApplications.map(\.processIdentifier) == [current.processIdentifier])
    #expect(NSWorkspace.shared.frontmostApplication === current)
    #expect(NSRunningApplication.runningApplications(withBundleIdentifier: "com.example.helper").isEmpty)
    #expect(NSRunningApplication(processIdentifier: current.processIdentifier + 1) == nil)
    #expect(current.localizedName?.isEmpty == false)
    #expect(mount(HelperStatus(bundleIdentifier: "com.example.helper")).texts == ["Helper not running"])
    if let screen = NSScreen.main { #expect(NSWorkspace.shared.desktopImageURL(for: screen) == nil) }
  }
}
