import Foundation
import Testing

@testable import ViewGraphCompat

/// `import UIKit` and `import AppKit` load ViewGraph's stand-ins in a mirror on Linux, and what
/// that does to an app's `#if` branches (see MirrorSettings.standInAliases).
@Suite("viewgraph-compat: UIKit and AppKit stand-ins", .serialized, .ownThread)
struct UIKitAppKitStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test(
    "files importing UIKit with representables, their coordinators and a scene delegate compile in a mirror")
  func uiKitRepresentableCompiles() throws {
    let app = try FixtureApp([
      "NoteEditor.swift": """
      import SwiftUI
      import UIKit
      struct NoteEditor: UIViewRepresentable {
        @Binding var text: String
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: NoteEditor
          init(_ parent: NoteEditor) { self.parent = parent }
          func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
        }
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        func makeUIView(context: Context) -> UITextView {
          let view = UITextView()
          view.delegate = context.coordinator
          view.font = .preferredFont(forTextStyle: .body)
          view.backgroundColor = .clear
          return view
        }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if uiView.text != text { uiView.text = text }
          uiView.isEditable = context.environment.isEnabled
        }
      }
      struct Share: UIViewControllerRepresentable {
        let items: [Any]
        func makeUIViewController(context: Context) -> UIActivityViewController {
          UIActivityViewController(activityItems: items, applicationActivities: nil)
        }
        func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
      }
      """,
      "SceneDelegate.swift": """
      import SwiftUI
      import UIKit
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          if let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: NoteScreen())
            self.window = window
            window.makeKeyAndVisible()
          }
        }
      }
      struct SearchBarView: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UISearchBar {
          let bar = UISearchBar(frame: .zero)
          bar.searchBarStyle = .minimal
          bar.delegate = context.coordinator
          return bar
        }
        func updateUIView(_ uiView: UISearchBar, context: Context) { uiView.text = text }
        func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
        class Coordinator: NSObject, UISearchBarDelegate {
          @Binding var text: String
          init(text: Binding<String>) { _text = text }
          func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { text = searchText }
        }
      }
      struct Spinner: UIViewRepresentable {
        func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .large) }
        func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) { uiView.startAnimating() }
      }
      """,
      "NoteScreen.swift": """
      import SwiftUI
      struct NoteScreen: View {
        @State private var note = ""
        var body: some View { VStack { NoteEditor(text: $note); Share(items: [note]) } }
      }
      """,
      // CommonsKit's: a file without SwiftUI, so only OSLog can bring `Bundle`.
      "Logger+init.swift": """
      import OSLog
      extension Logger {
        init(category: String) { self.init(subsystem: Bundle.main.bundleIdentifier ?? "", category: category) }
      }
      """,
      "LogsView.swift": """
      import OSLog
      import SwiftUI
      struct LogsView: View {
        let logger = Logger(category: "logs")
        var body: some View { Text("Logs") }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 4)
    #expect(result.compiling == 4, "\(Report(results: [result], listsEveryFile: true).text)")
  }

  @Test(
    "a file importing AppKit with visual effect, search field and spinner representables compiles in a mirror"
  )
  func appKitRepresentableCompiles() throws {
    let app = try FixtureApp([
      "VisualEffect.swift": """
      import AppKit
      import SwiftUI
      struct VisualEffect: NSViewRepresentable {
        var material: NSVisualEffectView.Material = .hudWindow
        func makeNSView(context: Context) -> NSVisualEffectView {
          let view = NSVisualEffectView()
          view.blendingMode = .behindWindow
          view.state = .active
          return view
        }
        func updateNSView(_ nsView: NSVisualEffectView, context: Context) { nsView.material = material }
      }
      struct SearchFieldView: NSViewRepresentable {
        @Binding var text: String
        func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
        func makeNSView(context: Context) -> NSSearchField {
          let field = NSSearchField(string: text)
          field.delegate = context.coordinator
          field.bezelStyle = .roundedBezel
          return field
        }
        func updateNSView(_ nsView: NSSearchField, context: Context) { nsView.stringValue = text }
        class Coordinator: NSObject, NSSearchFieldDelegate {
          @Binding var text: String
          init(text: Binding<String>) { _text = text }
          func controlTextDidChange(_ obj: Notification) { text = (obj.object as? NSTextField)?.stringValue ?? "" }
        }
      }
      struct Spinner: NSViewRepresentable {
        func makeNSView(context: Context) -> NSProgressIndicator {
          let indicator = NSProgressIndicator()
          indicator.style = .spinning
          indicator.startAnimation(nil)
          return indicator
        }
        func updateNSView(_ nsView: NSProgressIndicator, context: Context) {}
      }
      extension View {
        func glass() -> some View { background(VisualEffect()) }
      }
      """
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.compiling == 1, "\(Report(results: [result], listsEveryFile: true).text)")
  }

  // The decision: both frameworks are aliased in every mirror, so `canImport(UIKit)` is true,
  // `os(iOS)` false, and `#if canImport(UIKit) … #elseif canImport(AppKit)` takes the UIKit
  // branch, as a multiplatform app's main (iOS) build does. The branches not taken hold
  // `#error`s: the file compiles only if the compiler chose as the tool reads it.
  @Test("import Cocoa loads AppKit's stand-in and Foundation, as the umbrella does")
  func cocoaUmbrella() throws {
    let app = try FixtureApp([
      "Opener.swift": """
      import Cocoa
      import SwiftUI
      struct Opener: View {
        let url = URL(fileURLWithPath: "/Applications")
        var body: some View {
          Button("Open") { NSWorkspace.shared.open(url) }
            .background(VisualEffect())
        }
      }
      struct VisualEffect: NSViewRepresentable {
        func makeNSView(context: Context) -> NSVisualEffectView {
          let view = NSVisualEffectView()
          view.blendingMode = .behindWindow
          return view
        }
        func updateNSView(_ nsView: NSVisualEffectView, context: Context) {}
      }
      """
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.compiling == 1, "\(Report(results: [result], listsEveryFile: true).text)")
  }

  @Test("canImport(UIKit) and canImport(AppKit) are on, os(iOS) off: the UIKit branch is the one compiled")
  func branchesTakeUIKit() throws {
    #expect(ConditionStack.evaluate("canImport(UIKit)"))
    #expect(ConditionStack.evaluate("canImport(AppKit)"))
    #expect(!ConditionStack.evaluate("os(iOS)"))
    let app = try FixtureApp([
      "PlatformColor.swift": """
      import SwiftUI
      #if canImport(UIKit)
        import UIKit
        typealias PlatformColor = UIColor
      #elseif canImport(AppKit)
        #error("the AppKit branch is compiled")
      #endif
      #if os(iOS)
        #error("os(iOS) is on")
      #endif
      struct Swatch: View {
        var body: some View { Color(uiColor: PlatformColor.systemBackground) }
      }
      """
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.compiling == 1, "\(Report(results: [result], listsEveryFile: true).text)")
    #expect(try #require(result.allFiles.first).file.imports == ["SwiftUI", "UIKit"])
  }

  @Test(
    "S385: import UIKit, AppKit, UserNotifications or OSLog alone brings Foundation, as their umbrellas do")
  func frameworkImportsBringFoundation() throws {
    let app = try FixtureApp([
      "SystemEventsHandler.swift": """
      import UIKit
      import SwiftUI
      protocol SystemEventsHandler {
        func handlePushRegistration(result: Result<Data, Error>)
      }
      """,
      "PushNotificationsHandler.swift": """
      import UserNotifications
      import SwiftUI
      final class RealPushNotificationsHandler: NSObject {
        let center = UNUserNotificationCenter.current()
      }
      """,
      "ShelfStateViewModel.swift": """
      import Foundation
      import AppKit
      import SwiftUI
      final class ShelfStateViewModel {
        func load(_ providers: [NSItemProvider]) -> Int { providers.count }
      }
      """,
      // CommonsKit's: a file without SwiftUI, so only OSLog can bring `Bundle`.
      "Logger+init.swift": """
      import OSLog
      extension Logger {
        init(category: String) { self.init(subsystem: Bundle.main.bundleIdentifier ?? "", category: category) }
      }
      """,
      "LogsView.swift": """
      import OSLog
      import SwiftUI
      struct LogsView: View {
        let logger = Logger(category: "logs")
        var body: some View { Text("Logs") }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 4)
    #expect(result.compiling == 4, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
