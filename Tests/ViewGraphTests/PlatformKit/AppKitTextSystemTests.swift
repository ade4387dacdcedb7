import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphAppKit

/// PHPMonitor's startup output: shell lines appended to a text view's text storage.
private struct StartupOutputTextView: NSViewRepresentable {
  let lines: [String]

  func makeNSView(context: Context) -> NSScrollView {
    let scrollView = NSScrollView()
    scrollView.backgroundColor = .black
    let textView = NSTextView()
    textView.isEditable = false
    textView.insertionPointColor = .white
    textView.textContainer?.lineFragmentPadding = 0
    textView.textContainer?.containerSize = NSSize(width: 0, height: CGFloat.greatestFiniteMagnitude)
    textView.textContainer?.widthTracksTextView = true
    scrollView.documentView = textView
    return scrollView
  }

  func updateNSView(_ scrollView: NSScrollView, context: Context) {
    guard let textView = scrollView.documentView as? NSTextView, let textStorage = textView.textStorage else {
      return
    }
    let shown = textStorage.string.split(separator: "\n", omittingEmptySubsequences: true).count
    if shown > lines.count {
      textStorage.setAttributedString(NSAttributedString(string: lines.map { $0 + "\n" }.joined()))
    } else {
      for line in lines.dropFirst(shown) {
        textStorage.append(NSAttributedString(string: line + "\n", attributes: Self.textAttributes))
      }
    }
  }

  // One dictionary for every line, as PHPMonitor's: swift-corelibs-foundation traps comparing two
  // distinct Swift objects as attribute values when runs meet; the same instance compares equal.
  private static let textAttributes: [NSAttributedString.Key: Any] = [.foregroundColor: NSColor.white]
}

/// PHPMonitor's site sheet: a path control showing the folder.
private struct PathControl: NSViewRepresentable {
  let url: URL

  func makeNSView(context: Context) -> NSPathControl {
    let control = NSPathControl()
    control.isEditable = false
    control.url = url
    control.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    control.setContentHuggingPriority(.defaultLow, for: .horizontal)
    return control
  }

  func updateNSView(_ nsView: NSPathControl, context: Context) { nsView.url = url }
}

private struct StartupScreen: View {
  @State var lines = ["==> Linking php"]
  @State var folder = URL(fileURLWithPath: "/Users/nico/Sites/a")
  var body: some View {
    VStack {
      Button("More") { lines.append("linked 25 files") }
      Button("Clear") { lines = ["done"] }
      Button("Move") { folder = URL(fileURLWithPath: "/Users/nico/Sites/b") }
      StartupOutputTextView(lines: lines)
      PathControl(url: folder)
    }
  }
}

/// XcodesApp's `AttributedText`: measures its text with the layout manager.
private struct MeasuredText: NSViewRepresentable {
  func makeNSView(context: Context) -> NSTextView { NSTextView() }
  func updateNSView(_ label: NSTextView, context: Context) {
    label.textStorage?.setAttributedString(NSAttributedString(string: "Sign in"))
    label.layoutManager?.ensureLayout(for: label.textContainer!)
    _ = label.layoutManager!.usedRect(for: label.textContainer!).size
  }
}

@MainActor
@Suite("S398: AppKit's text system and the names representables use")
struct AppKitTextSystemTests {
  @Test("S398: a text view's string and its text storage are one text")
  func stringAndTextStorageAreOneText() throws {
    let textView = NSTextView()
    let textStorage = try #require(textView.textStorage)
    textStorage.append(NSAttributedString(string: "==> Linking\n"))
    textStorage.append(NSAttributedString(string: "done", attributes: [.foregroundColor: NSColor.white]))
    #expect(textView.string == "==> Linking\ndone")
    #expect(textStorage.length == 16)
    textView.string = "replaced"
    #expect(textStorage.string == "replaced")
    textStorage.setAttributedString(NSAttributedString(string: ""))
    #expect(textView.string.isEmpty)
    #expect(textView.layoutManager?.textStorage === textStorage)
    #expect(textView.textContainer?.layoutManager === textView.layoutManager)
    #expect(textView.textContainer?.textView === textView)
    #expect(textStorage.layoutManagers.count == 1)
  }

  @Test("S398: a text container keeps its size, padding and tracking; containerSize is size")
  func textContainerKeepsWhatIsSet() throws {
    let container = try #require(NSTextView().textContainer)
    #expect(container.lineFragmentPadding == 5 && !container.heightTracksTextView)
    container.lineFragmentPadding = 0
    container.containerSize = NSSize(width: 0, height: CGFloat.greatestFiniteMagnitude)
    container.widthTracksTextView = true
    #expect(container.size == NSSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
    #expect(container.lineFragmentPadding == 0 && container.widthTracksTextView)
  }

  @Test("S398: updateNSView's appends and rebuilds reach the text view; the path control keeps its URL")
  func representablesKeepWhatTheyWrite() throws {
    let host = mount(StartupScreen())
    let scrollNode = try #require(host.root.descendants.first { $0.viewType == StartupOutputTextView.self })
    let scrollView = try #require(scrollNode.representablePlatformObject as? NSScrollView)
    let textView = try #require(scrollView.documentView as? NSTextView)
    #expect(textView.string == "==> Linking php\n")
    #expect(scrollView.backgroundColor == .black && textView.insertionPointColor == .white)
    #expect(textView.textContainer?.lineFragmentPadding == 0)
    host.tap("More")
    host.update()
    #expect(textView.string == "==> Linking php\nlinked 25 files\n")
    host.tap("Clear")
    host.update()
    #expect(textView.string == "done\n")

    let pathNode = try #require(host.root.descendants.first { $0.viewType == PathControl.self })
    let control = try #require(pathNode.representablePlatformObject as? NSPathControl)
    #expect(control.url?.path == "/Users/nico/Sites/a" && !control.isEditable)
    #expect(control.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(control.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
    #expect(control.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    host.tap("Move")
    host.update()
    #expect(control.url?.path == "/Users/nico/Sites/b")
  }

  @Test("S398: a layout manager measures nothing: usedRect(for:) warns and answers .zero")
  func usedRectWarns() throws {
    var warnings: [RuntimeWarning] = []
    let host = mount(MeasuredText(), warnings: &warnings)
    #expect(
      warnings.map(\.message) == [
        "NSLayoutManager.usedRect(for:) measured nothing: no text is laid out headlessly; it answers .zero."
      ])
    #expect(warnings.map(\.kind) == [.notModelled])
    let node = try #require(host.root.descendants.first { $0.viewType == MeasuredText.self })
    let textView = try #require(node.representablePlatformObject as? NSTextView)
    #expect(textView.string == "Sign in")
  }

  @Test("S398: copy(_:) puts the selected text on the general pasteboard")
  func copyPutsTheSelectionOnThePasteboard() {
    let textView = NSTextView()
    textView.string = "brew link php"
    textView.selectedRange = NSRange(location: 5, length: 4)
    #expect(textView.selectedRange() == NSRange(location: 5, length: 4))
    textView.copy(nil)
    #expect(NSPasteboard.general.string(forType: .string) == "link")
  }

  @Test("S398: a paragraph style keeps what is set; copies are equal, mutable copies independent")
  func paragraphStyleKeepsWhatIsSet() throws {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 2
    style.paragraphSpacing = -4
    let copy = try #require(style.copy() as? NSParagraphStyle)
    #expect(copy.lineSpacing == 2 && copy.paragraphSpacing == -4)
    #expect(copy.isEqual(style) && !(copy is NSMutableParagraphStyle))
    let mutable = try #require(copy.mutableCopy() as? NSMutableParagraphStyle)
    mutable.alignment = .center
    #expect(copy.alignment == .natural && !mutable.isEqual(copy))
    #expect(NSParagraphStyle.default.lineSpacing == 0)
  }
}
