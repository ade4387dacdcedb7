import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// Ice's and ControlRoom's shapes: a settings pane that confirms with an alert, and a window
/// and menu set up from the app delegate.
private struct ResetPane: View {
  @State var status = "kept"
  var body: some View {
    VStack {
      Text(status)
      Button("Reset") {
        let alert = NSAlert()
        alert.messageText = "Reset all settings?"
        alert.informativeText = "This cannot be undone."
        alert.alertStyle = .critical
        alert.addButton(withTitle: "Reset")
        alert.addButton(withTitle: "Cancel")
        status = alert.runModal() == .alertFirstButtonReturn ? "reset" : "kept"
      }
    }
  }
}

@MainActor
@Suite("S406, S407: AppKit's alerts, menus and colors' Core Graphics values")
struct AppKitAlertsTests {
  @Test("S407: an alert answers the button the test supplies, by title; the alerts shown are kept")
  func alertAnswersTheSuppliedButton() {
    NSAlert.reset()
    defer { NSAlert.reset() }
    let host = mount(ResetPane())
    NSAlert.supplied = "Cancel"
    host.tap("Reset")
    #expect(host.texts.first == "kept")
    NSAlert.supplied = "Reset"
    host.tap("Reset")
    #expect(host.texts.first == "reset")
    #expect(NSAlert.shownAlerts == ["Reset all settings?", "Reset all settings?"])
  }

  @Test("S407: with nothing supplied an alert warns, naming it, and answers its first button")
  func unansweredAlertWarns() {
    NSAlert.reset()
    defer { NSAlert.reset() }
    let host = mount(ResetPane())
    let reset = host.reachableControl("Reset")?.tap?.action
    let warnings = collectWarnings(in: host) { host.perform { reset?() } }
    #expect(
      warnings.map(\.message) == [
        #"NSAlert("Reset all settings?", buttons: "Reset", "Cancel").runModal() asked the user, and no test "#
          + #"answered; it answers the first button. Fix: supply the button the user clicks with "#
          + #"NSAlert.supplied = "Reset"."#
      ])
    host.update()
    #expect(host.texts.first == "reset")
  }

  @Test("S407: windows and views keep identifiers; the app keeps its main menu; a popped-up menu warns")
  func identifiersAndMenus() {
    let window = NSWindow()
    window.identifier = NSUserInterfaceItemIdentifier("settings")
    let view = NSView()
    view.identifier = .init(rawValue: "sidebar")
    #expect(
      window.identifier?.rawValue == "settings" && view.identifier == NSUserInterfaceItemIdentifier("sidebar")
    )
    let menu = NSMenu(title: "Ice")
    NSApp.mainMenu = menu
    #expect(NSApp.mainMenu === menu)
    NSApp.mainMenu = nil
    let host = mount(Text("menu"))
    let warnings = collectWarnings(in: host) {
      host.perform { _ = menu.popUp(positioning: nil, at: .zero, in: nil) }
    }
    #expect(
      warnings.map(\.kind) == [.notModelled] && warnings.first?.message.contains(#"NSMenu("Ice")"#) == true)
  }

  @Test("S406: a color's cgColor has its components; a CGColor makes the color back")
  func colorsAsCGColors() throws {
    let orange = NSColor(red: 1, green: 0.5, blue: 0, alpha: 0.8).cgColor
    #expect(orange.components == [1, 0.5, 0, 0.8])
    #expect(NSColor.white.cgColor.components == [1, 1])
    let back = try #require(NSColor(cgColor: orange))
    #expect(back.redComponent == 1 && back.greenComponent == 0.5 && back.alphaComponent == 0.8)
    #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor.components == [0, 0, 1, 1])
    #expect(UIColor(cgColor: CGColor(gray: 0.25, alpha: 1)).cgColor.components == [0.25, 1])
  }
}
