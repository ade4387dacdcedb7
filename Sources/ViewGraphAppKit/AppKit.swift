// What `import SwiftUI` brings from AppKit on macOS, for the app files that name it with no
// other import (`Color(nsColor: .windowBackgroundColor)`, `NSWorkspace.shared.open(url)`,
// `NSApp.activate(ignoringOtherApps: true)`, `NSPasteboard.general.setString(_:forType:)`): a
// value-level subset with Apple's names and isolation. ViewGraph re-exports this module, as
// SwiftUI re-exports AppKit. What an app asks of the system (opening a URL, activating or
// quitting the app) is recorded on the host whose work made the request (S180, S183); colors,
// fonts and images are descriptions, nothing is drawn. In a mirror on Linux `import AppKit`
// loads this module too (`-module-alias AppKit=ViewGraphAppKit`): views, view controllers and
// the views apps wrap keep what is set; windows, menus and events are not here. Where AppKit
// can be imported, this module is AppKit itself.
#if canImport(AppKit)
  @_exported import AppKit
#endif
