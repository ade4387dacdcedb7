import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// The UIKit and AppKit API app files reach through `import SwiftUI` alone (measure8, issue
// #36): written as the apps write it and mounted, so each snippet is compiled in full and runs.

private struct IOSSettingsScreen: View {
  @State private var copied = false
  @State private var foregroundCount = 0
  private let isPad = UIDevice.current.userInterfaceIdiom == .pad
  private let width = UIScreen.main.bounds.width

  var body: some View {
    List {
      Section {
        Text("Version \(UIDevice.current.systemVersion) on \(UIDevice.current.systemName)")
          .foregroundStyle(Color(uiColor: .secondaryLabel))
        Text(isPad ? "iPad" : "iPhone").font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))
        Text("Body").font(Font(UIFont.preferredFont(forTextStyle: .body)))
        Text("Width \(Int(width))")
        Text("Foreground \(foregroundCount)")
        Text(UIDevice.current.orientation.isLandscape ? "landscape" : "portrait")
      }
      .listRowBackground(Color(uiColor: .secondarySystemGroupedBackground))
      Button("Open Settings") {
        if let url = URL(string: UIApplication.openSettingsURLString), UIApplication.shared.canOpenURL(url) {
          UIApplication.shared.open(url)
        }
      }
      Button("Copy") {
        UIPasteboard.general.string = "invite"
        copied = UIPasteboard.general.hasStrings
        UINotificationFeedbackGenerator().notificationOccurred(copied ? .success : .error)
      }
      Button("Tap") {
        let generator = UIImpactFeedbackGenerator(style: .medium)
        generator.prepare()
        generator.impactOccurred()
        UISelectionFeedbackGenerator().selectionChanged()
      }
      if let logo = UIImage(named: "Logo") { Image(uiImage: logo).resizable() }
      if let symbol = UIImage(systemName: "star") { Image(uiImage: symbol) }
      Color(UIColor.systemBackground).frame(height: 1)
      Color(.systemBlue).frame(height: 1)
    }
    .background(Color(uiColor: .systemGroupedBackground))
    .tint(Color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).withAlphaComponent(0.8)))
    .task { _ = await UIApplication.shared.open(URL(string: "https://example.com")!) }
    .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) {
      _ in
      foregroundCount += 1
    }
  }
}

extension UIColor {
  // Apps declare their palette on UIColor and bridge it to Color.
  fileprivate static let brand = UIColor(named: "Brand") ?? .systemIndigo
  fileprivate static let card = UIColor {
    $0.userInterfaceStyle == .dark ? .secondarySystemBackground : .white
  }
}

extension Color {
  // VibeMeter blends gauge colors through NSColor's components.
  fileprivate func blend(with other: Color, ratio: Double) -> Color {
    let first = NSColor(self).usingColorSpace(.deviceRGB)!
    let second = NSColor(other).usingColorSpace(.deviceRGB)!
    return Color(
      red: first.redComponent + (second.redComponent - first.redComponent) * ratio,
      green: first.greenComponent + (second.greenComponent - first.greenComponent) * ratio,
      blue: first.blueComponent + (second.blueComponent - first.blueComponent) * ratio)
  }

  fileprivate static let brandBackground = Color(uiColor: .brand)
  fileprivate static let vibeMeterBackground = Color(NSColor.windowBackgroundColor)
  fileprivate static let vibeMeterSurface = Color(NSColor.controlBackgroundColor)
}

private struct MacAboutScreen: View {
  var body: some View {
    VStack {
      Image(nsImage: NSApp.applicationIconImage)
      if let symbol = NSImage(systemSymbolName: "gauge", accessibilityDescription: nil) {
        Image(nsImage: symbol)
      }
      Text("Editor").font(Font(NSFont.monospacedSystemFont(ofSize: 11, weight: .regular)))
      Text("Small").font(.system(size: NSFont.smallSystemFontSize))
      Circle()
        .strokeBorder(Color(NSColor.separatorColor), lineWidth: 0.5)
        .background(Circle().foregroundColor(Color(NSColor.controlColor)))
        .shadow(color: Color(NSColor.shadowColor).opacity(0.3), radius: 0.5)
      Text("Secondary").foregroundStyle(Color(.secondaryLabelColor))
      Text("Tertiary").foregroundColor(Color(nsColor: .tertiaryLabelColor))
        .onHover { inside in inside ? NSCursor.pointingHand.push() : NSCursor.pop() }
      Capsule().fill(Color.green.blend(with: .red, ratio: 0.5))
      Button("Website") { NSWorkspace.shared.open(URL(string: "https://example.com")!) }
      Button("Reveal") { NSWorkspace.shared.activateFileViewerSelecting([URL(fileURLWithPath: "/tmp")]) }
      Button("Copy hash") {
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString("abc123", forType: .string)
      }
      Text("Screen \(Int(NSScreen.main?.visibleFrame.width ?? 0)) on \(NSScreen.screens.count)")
        .onReceive(NotificationCenter.default.publisher(for: NSApplication.didBecomeActiveNotification)) {
          _ in
        }
      Button("Activate") { NSApp.activate() }
      Button("Quit") { NSApplication.shared.terminate(nil) }
    }
    .padding()
    .background(Color(nsColor: .windowBackgroundColor))
    .background(Color.vibeMeterBackground)
    .background(Color.vibeMeterSurface)
    .background(Color.brandBackground)
    .background(Color(uiColor: .card))
    .opacity(NSWorkspace.shared.accessibilityDisplayShouldReduceTransparency ? 1 : 0.95)
  }
}

@MainActor
@Suite("UIKit and AppKit through SwiftUI, written as apps write them")
struct PlatformKitSurfaceTests {
  @Test("an iOS settings screen's colors, fonts, images, links, haptics and pasteboard compile and run")
  func iOSScreen() {
    let host = mount(IOSSettingsScreen())
    #expect(host.texts.contains("Version 26.0 on iOS"))
    #expect(host.texts.contains("Width 390"))
    #expect(host.texts.contains("portrait"))
    NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
    host.update()
    #expect(host.texts.contains("Foreground 1"))
    host.tap("Open Settings")
    host.tap("Copy")
    host.tap("Tap")
    #expect(
      host.systemRequests.map(\.description) == [
        "open(app-settings:)", "notification(success)", "impact(medium)", "selectionChanged",
      ])
  }

  @Test("a macOS about screen's colors, fonts, images, workspace and app calls compile and run")
  func macScreen() {
    let host = mount(MacAboutScreen())
    for title in ["Website", "Reveal", "Copy hash", "Activate", "Quit"] { host.tap(title) }
    #expect(
      host.systemRequests == [
        .openURL(URL(string: "https://example.com")!), .revealInFileViewer([URL(fileURLWithPath: "/tmp")]),
        .activateApp, .terminateApp,
      ])
    #expect(NSPasteboard.general.string(forType: .string) == "abc123")
  }
}

// SpawnApp writes a color's hex string from its Core Graphics components; ChordCombiner
// clears a row's insets with `.init(.zero)` (`NSDirectionalEdgeInsets.zero`).
extension Color {
  fileprivate var hex: String {
    guard let components = cgColor?.components, components.count >= 3 else { return "#000000" }
    return String(
      format: "#%02lX%02lX%02lX", lroundf(Float(components[0]) * 255), lroundf(Float(components[1]) * 255),
      lroundf(Float(components[2]) * 255))
  }
}

private struct SwatchScreen: View {
  let swatches: [Color]
  var body: some View {
    List {
      ForEach(swatches, id: \.description) { swatch in
        Text(swatch.hex).listRowInsets(.init(.zero))
      }
    }
  }
}

@MainActor
@Suite("S192: Core Graphics colors")
struct CoreGraphicsColorTests {
  @Test("S192: a constant color has a CGColor with its components; a dynamic one has none")
  func constantColorsHaveComponents() throws {
    let orange = Color(red: 1, green: 0.5, blue: 0, opacity: 0.8)
    let components = try #require(orange.cgColor?.components)
    #expect(components == [1, 0.5, 0, 0.8])
    #expect(Color(white: 0.25).cgColor?.components == [0.25, 1])
    #expect(Color(red: 0, green: 0, blue: 1).opacity(0.5).cgColor?.alpha == 0.5)
    #expect(Color.red.cgColor == nil)
    #expect(Color("BrandBlue").cgColor == nil)
    #expect(Color(cgColor: CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)) == orange)
    #expect(Color(cgColor: CGColor(gray: 0.25, alpha: 1)) == Color(white: 0.25))
    #expect(Color.Resolved(red: 0, green: 1, blue: 0).cgColor == CGColor(red: 0, green: 1, blue: 0, alpha: 1))
  }

  @Test("S192: a screen writing hex strings from CGColor components shows them")
  func hexStringsOnAScreen() {
    let host = mount(SwatchScreen(swatches: [Color(red: 1, green: 0.5, blue: 0), .accentColor]))
    #expect(host.texts == ["#FF8000", "#000000"])
  }
}
