// What `import SwiftUI` brings from UIKit on iOS, for the app files that name it with no other
// import (`Color(uiColor: .systemGroupedBackground)`, `UIApplication.shared.open(url)`,
// `UIImpactFeedbackGenerator(style: .medium).impactOccurred()`): a value-level subset with
// Apple's names and isolation. ViewGraph re-exports this module, as SwiftUI re-exports UIKit.
// What an app asks of the system (opening a URL, haptics) is recorded on the host whose work
// made the request (S180, S181); colors, fonts and images are descriptions, nothing is drawn.
// Views, view controllers, windows, responders and events are not here, and `import UIKit` is
// not aliased to this module: a file that imports UIKit stays left out. Where UIKit can be
// imported, this module is UIKit itself.
#if canImport(UIKit)
  @_exported import UIKit
#endif
