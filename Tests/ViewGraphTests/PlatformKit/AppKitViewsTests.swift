import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphAppKit
@_spi(Inspection) import ViewGraphWebKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A pressed-looking button as apps wrap one: the binding drives the button's highlight.
private struct PressedButton: NSViewRepresentable {
  @Binding var isPressed: Bool

  func makeNSView(context: Context) -> NSButton {
    let button = NSButton()
    button.title = ""
    button.bezelStyle = .accessoryBarAction
    return button
  }

  func updateNSView(_ nsView: NSButton, context: Context) { nsView.isHighlighted = isPressed }
}

private struct PressScreen: View {
  @State var isPressed = false
  var body: some View { PressedButton(isPressed: $isPressed) }
}

/// A macOS screen's web view: an `NSViewRepresentable` that makes a `WKWebView`, whose
/// coordinator hears the navigation.
private struct AnalyticsWebView: NSViewRepresentable {
  @Binding var status: String

  final class Coordinator: NSObject, WKNavigationDelegate {
    var parent: AnalyticsWebView
    init(_ parent: AnalyticsWebView) { self.parent = parent }
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
      parent.status = "loading \(webView.url?.host ?? "")"
    }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      parent.status = "showing \(webView.title ?? "")"
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeNSView(context: Context) -> WKWebView {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    webView.navigationDelegate = context.coordinator
    let properties: [HTTPCookiePropertyKey: Any] = [
      .name: "Session", .value: "token", .domain: ".example.com", .path: "/",
    ]
    if let cookie = HTTPCookie(properties: properties) {
      webView.configuration.websiteDataStore.httpCookieStore.setCookie(cookie)
    }
    webView.load(URLRequest(url: URL(string: "https://www.example.com/analytics")!))
    return webView
  }

  func updateNSView(_ nsView: WKWebView, context: Context) { context.coordinator.parent = self }
}

private struct AnalyticsScreen: View {
  @State var status = "idle"
  var body: some View {
    VStack {
      Text(status)
      AnalyticsWebView(status: $status)
    }
  }
}

@MainActor
@Suite("AppKit's wrapped views keep what apps set (S339)")
struct AppKitViewsTests {
  @Test("a button's title, bezel, state and highlight are kept; the binding drives the highlight")
  func buttonKeepsWhatIsSet() throws {
    let host = mount(PressScreen())
    let node = try #require(host.root.descendants.first { $0.viewType == PressedButton.self })
    let button = try #require(node.representablePlatformObject as? NSButton)
    #expect(button.bezelStyle == .accessoryBarAction && button.bezelStyle == .roundRect)
    #expect(!button.isHighlighted)
    let screen = try #require(host.root.descendants.first { $0.viewType == PressScreen.self })
    host.perform { (screen.value as! PressScreen).isPressed = true }
    host.update()
    #expect(button.isHighlighted)
    button.setButtonType(.switch)
    button.state = .on
    #expect(button.buttonType == .switch && button.state == .on && NSControl.StateValue.mixed.rawValue == -1)
  }

  @Test("glass, table rows, text field selectability and focus rings keep their values")
  func valuesAreKept() {
    let glass = NSGlassEffectView()
    let label = NSTextField(labelWithString: "Hi")
    glass.style = .clear
    glass.cornerRadius = 12
    glass.contentView = label
    #expect(glass.style == .clear && glass.cornerRadius == 12 && glass.subviews.first === label)
    glass.contentView = nil
    #expect(glass.subviews.isEmpty && label.superview == nil)

    let row = NSTableRowView()
    let cell = NSView()
    row.addSubview(cell)
    (cell.superview as? NSTableRowView)?.selectionHighlightStyle = .none
    #expect(row.selectionHighlightStyle == .none)

    let field = NSSearchField(string: "swift")
    field.isSelectable = false
    field.focusRingType = .none
    field.controlSize = .small
    #expect(!field.isSelectable && field.focusRingType == .none && field.controlSize == .small)
    #expect(field.stringValue == "swift")
  }

  @Test("a window controller loads its window once, on first use, then shows it as the key window")
  func windowControllerLoadsOnce() throws {
    final class MainWindowController: NSWindowController {
      var loads = 0
      var didLoad = 0
      init() { super.init(window: nil) }
      required init?(coder: NSCoder) { nil }
      override func loadWindow() {
        loads += 1
        let content = NSViewController()
        content.title = "Control Room"
        window = NSPanel(contentViewController: content)
      }
      override func windowDidLoad() { didLoad += 1 }
    }
    let controller = MainWindowController()
    #expect(!controller.isWindowLoaded)
    controller.showWindow(nil)
    let window = try #require(controller.window)
    #expect(controller.loads == 1 && controller.didLoad == 1)
    #expect(window is NSPanel && window.title == "Control Room" && window.isKeyWindow)
    #expect(window.contentView === controller.contentViewController?.view)
    #expect(NSImage(named: NSImage.applicationIconName)?.description == "NSApplicationIcon")
    controller.close()
    #expect(!window.isVisible)
  }

  @Test("S339: a WKWebView made by an NSViewRepresentable mounts once; its coordinator hears the page")
  func webViewInAnNSViewRepresentable() async throws {
    let host = mount(AnalyticsScreen())
    let node = try #require(host.root.descendants.first { $0.viewType == AnalyticsWebView.self })
    let webView = try #require(node.representablePlatformObject as? WKWebView)
    #expect(webView.url?.absoluteString == "https://www.example.com/analytics" && webView.isLoading)
    // The start reaches the delegate after `load` returns (S324): before the page's next event.
    host.perform { webView.finishLoading(title: "Usage") }
    host.update()
    #expect(host.texts == ["showing Usage"])
    host.update()
    #expect(node.representablePlatformObject as? WKWebView === webView)
    let cookies = await webView.configuration.websiteDataStore.httpCookieStore.allCookies()
    #expect(cookies.map { "\($0.name)=\($0.value)" } == ["Session=token"])
    webView.configuration.websiteDataStore.httpCookieStore.delete(cookies[0])
    #expect(await webView.configuration.websiteDataStore.httpCookieStore.allCookies().isEmpty)
  }

  @Test("a window's invalidation makes a view rebuild the cursor rectangles it adds")
  func cursorRectsAreRebuilt() {
    final class PointingView: NSView {
      override func resetCursorRects() { addCursorRect(bounds, cursor: .pointingHand) }
    }
    let view = PointingView(frame: NSRect(x: 0, y: 0, width: 10, height: 10))
    let window = NSWindow()
    window.contentView = view
    window.invalidateCursorRects(for: view)
    window.invalidateCursorRects(for: view)
    #expect(view.cursorRects.map(\.rect) == [NSRect(x: 0, y: 0, width: 10, height: 10)])
    #expect(view.cursorRects.first?.cursor === NSCursor.pointingHand)
  }
}

@MainActor
@Suite("NSImage's symbol configuration")
struct NSImageSymbolConfigurationTests {
  @Test("a symbol image with a configuration keeps both in its description")
  func symbolConfiguration() {
    let config = NSImage.SymbolConfiguration(pointSize: 10, weight: .regular)
    let image = NSImage(systemSymbolName: "chevron.down", accessibilityDescription: nil)?
      .withSymbolConfiguration(config.applying(NSImage.SymbolConfiguration(scale: .large)))
    #expect(image?.description == "chevron.down.pointSize(10.0, regular)+scale(large)")
  }
}
