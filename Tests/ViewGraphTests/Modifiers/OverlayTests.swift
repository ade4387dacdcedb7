import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

// SotkaApp's design system: a nonisolated static function of a nested enum builds an icon
// whose overlay captures a non-Sendable value. SwiftUI's overlay and background are
// nonisolated; main-actor ones would make the closure cross isolation ("sending … risks
// causing data races", an error in Swift 6 mode), so this file would not compile.
public enum RowIcon: String { case star, heart }

private struct IconRow: View {
  let icon: RowIcon
  var body: some View { Leading.makeIconView(with: icon) }

  enum Leading {
    static func makeIconView(with name: RowIcon) -> some View {
      RoundedRectangle(cornerRadius: 8)
        .fill(Color.blue)
        .frame(width: 34, height: 34)
        .overlay { Image(systemName: name.rawValue).foregroundStyle(Color.red) }
        .background { Text(name.rawValue) }
        .onTapGesture { _ = name.rawValue }
    }
  }
}

@MainActor
@Suite("Overlay and background")
struct OverlayTests {
  @Test("overlay and background are nonisolated, as SwiftUI's: a nonisolated helper's content mounts")
  func nonisolatedOverlay() {
    let host = mount(IconRow(icon: .heart))
    #expect(host.texts == ["heart"])
  }
}
