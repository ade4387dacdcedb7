import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphAppKit

/// A hover reporter as apps wrap one: the coordinator is the tracking area's owner and writes
/// the binding when the pointer enters or leaves.
private struct HoverReporter: NSViewRepresentable {
  @Binding var isHovered: Bool
  @Binding var moves: Int

  final class Coordinator: NSResponder {
    var parent: HoverReporter
    init(_ parent: HoverReporter) {
      self.parent = parent
      super.init()
    }
    required init?(coder: NSCoder) { nil }
    override func mouseEntered(with event: NSEvent) { parent.isHovered = true }
    override func mouseExited(with event: NSEvent) { parent.isHovered = false }
    override func mouseMoved(with event: NSEvent) { parent.moves += 1 }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeNSView(context: Context) -> NSView {
    let view = NSView(frame: NSRect(x: 0, y: 0, width: 40, height: 20))
    view.addTrackingArea(
      NSTrackingArea(
        rect: view.bounds, options: [.mouseEnteredAndExited, .activeInKeyWindow, .inVisibleRect],
        owner: context.coordinator, userInfo: nil))
    return view
  }

  func updateNSView(_ nsView: NSView, context: Context) { context.coordinator.parent = self }
}

private struct HoverScreen: View {
  @State var isHovered = false
  @State var moves = 0
  var body: some View {
    VStack {
      Text(isHovered ? "hovered" : "idle")
      Text("\(moves) moves")
      HoverReporter(isHovered: $isHovered, moves: $moves)
    }
  }
}

/// A key-capturing view as games and editors write one: it becomes first responder when it
/// joins a window and reports the keys pressed.
private final class KeyCaptureView: NSView {
  var keys: [String] = []
  var windowMoves = 0
  override var acceptsFirstResponder: Bool { true }
  override func viewDidMoveToWindow() {
    windowMoves += 1
    window?.makeFirstResponder(self)
  }
  override func keyDown(with event: NSEvent) {
    keys.append("down \(event.charactersIgnoringModifiers ?? "")")
  }
  override func keyUp(with event: NSEvent) { keys.append("up \(event.charactersIgnoringModifiers ?? "")") }
}

/// The notifications a test heard, in order.
@MainActor
private final class HeardNotifications {
  var names: [String] = []
}

@MainActor
@Suite("S336: AppKit events reach the responders apps wire up")
struct AppKitEventTests {
  @Test("S336: a played mouse event reaches the owner of each tracking area that asks for it")
  func trackingAreaOwnerHearsTheEvent() throws {
    let host = mount(HoverScreen())
    let node = try #require(host.root.descendants.first { $0.viewType == HoverReporter.self })
    let view = try #require(node.representablePlatformObject as? NSView)
    #expect(view.trackingAreas.count == 1)
    #expect(node.representableCoordinator is HoverReporter.Coordinator)
    host.perform { view.playMouseEvent(NSEvent(type: .mouseEntered)) }
    host.update()
    #expect(host.texts == ["hovered", "0 moves"])
    // The area does not ask for moves: a moved event reaches no one.
    host.perform { view.playMouseEvent(NSEvent(type: .mouseMoved)) }
    host.perform { view.playMouseEvent(NSEvent(type: .mouseExited)) }
    host.update()
    #expect(host.texts == ["idle", "0 moves"])
  }

  @Test("S336: a removed tracking area's owner hears nothing; clicks go to the view itself")
  func removedAreaAndClicks() {
    final class Clickable: NSView {
      var clicks = 0
      override func mouseDown(with event: NSEvent) { clicks += event.clickCount }
    }
    final class Owner: NSResponder {
      var heard = 0
      override func mouseMoved(with event: NSEvent) { heard += 1 }
    }
    let view = Clickable()
    let owner = Owner()
    let area = NSTrackingArea(rect: .zero, options: [.mouseMoved, .activeAlways], owner: owner)
    view.addTrackingArea(area)
    view.playMouseEvent(NSEvent(type: .mouseMoved))
    view.removeTrackingArea(area)
    view.playMouseEvent(NSEvent(type: .mouseMoved))
    view.playMouseEvent(NSEvent(type: .leftMouseDown, clickCount: 2))
    #expect(owner.heard == 1)
    #expect(view.clicks == 2)
  }

  @Test("S336: a window's content view is in the window; key events reach its first responder")
  func keyEventsReachTheFirstResponder() {
    let window = NSWindow(
      contentRect: NSRect(x: 0, y: 0, width: 480, height: 300), styleMask: [.titled, .closable, .resizable],
      backing: .buffered, defer: false)
    let container = NSView()
    let capture = KeyCaptureView()
    container.addSubview(capture)
    #expect(capture.window == nil && capture.windowMoves == 0)
    window.contentView = container
    #expect(capture.window === window && container.window === window)
    #expect(capture.windowMoves == 1)
    #expect(window.firstResponder === capture)
    window.playKeyEvent(NSEvent(type: .keyDown, keyCode: 123, characters: "a"))
    window.playKeyEvent(NSEvent(type: .keyUp, keyCode: 123, characters: "a"))
    #expect(capture.keys == ["down a", "up a"])
    #expect(window.frame.size == NSSize(width: 480, height: 300) && window.styleMask.contains(.resizable))
    // A view that does not accept first responder is refused.
    #expect(!window.makeFirstResponder(NSView()))
    window.contentView = nil
    #expect(capture.window == nil && capture.windowMoves == 2)
  }

  @Test(
    "S336: a window made key posts didBecomeKey; the one it replaces posts didResignKey; close posts willClose"
  )
  func keyWindowNotifications() {
    let first = NSWindow()
    let second = NSWindow()
    let heard = HeardNotifications()
    let center = NotificationCenter.default
    let names: [(Notification.Name, String)] = [
      (NSWindow.didBecomeKeyNotification, "becomeKey"), (NSWindow.didResignKeyNotification, "resignKey"),
      (NSWindow.willCloseNotification, "willClose"),
    ]
    let observers = names.flatMap { name, label in
      [first, second].map { window in
        center.addObserver(forName: name, object: window, queue: nil) { note in
          let which = (note.object as AnyObject?) === first ? "first" : "second"
          MainActor.assumeIsolated { heard.names.append("\(which) \(label)") }
        }
      }
    }
    defer { observers.forEach(center.removeObserver) }
    first.makeKeyAndOrderFront(nil)
    second.makeKeyAndOrderFront(nil)
    second.close()
    first.close()
    #expect(
      heard.names == [
        "first becomeKey", "first resignKey", "second becomeKey", "second willClose", "first willClose",
      ])
  }
}
