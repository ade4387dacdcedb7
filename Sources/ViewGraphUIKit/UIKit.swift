// What `import SwiftUI` brings from UIKit on iOS, for the app files that name it with no other
// import (`Color(uiColor: .systemGroupedBackground)`, `UIApplication.shared.open(url)`,
// `UIImpactFeedbackGenerator(style: .medium).impactOccurred()`): a value-level subset with
// Apple's names and isolation. ViewGraph re-exports this module, as SwiftUI re-exports UIKit.
// What an app asks of the system (opening a URL, haptics) is recorded on the host whose work
// made the request (S180, S181); colors, fonts and images are descriptions, nothing is drawn.
// In a mirror on Linux `import UIKit` loads this module too (`-module-alias UIKit=ViewGraphUIKit`):
// views, view controllers and the subclasses apps wrap in representables keep what is set;
// nothing is laid out or drawn, and windows, gestures and events are not here. Where UIKit can
// be imported, this module is UIKit itself.
#if canImport(UIKit)
  @_exported import UIKit
#endif
