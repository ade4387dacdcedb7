import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A counter button as apps wrap one: the action the coordinator adds writes the binding.
private struct CountingButton: UIViewRepresentable {
  @Binding var count: Int

  func makeUIView(context: Context) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle("Add", for: .normal)
    button.addAction(UIAction(identifier: .init("add")) { _ in count += 1 }, for: .touchUpInside)
    return button
  }

  func updateUIView(_ button: UIButton, context: Context) {
    button.addAction(UIAction(identifier: .init("add")) { _ in count += 1 }, for: .touchUpInside)
  }
}

private struct CounterScreen: View {
  @State var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      CountingButton(count: $count)
    }
  }
}

@MainActor
@Suite("S326–S328: appearance proxies, control actions and alerts")
struct UIKitControlsTests {
  @Test("S326: appearance() answers one proxy per class that keeps what is set")
  func appearanceProxyKeepsSettings() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
    UINavigationBar.appearance().standardAppearance = appearance
    UINavigationBar.appearance().largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 34)]
    UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
    #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
    #expect(UINavigationBar.appearance() !== UITabBar.appearance())
    #expect(UINavigationBar.appearance().standardAppearance.configuredBackground == .opaque)
    #expect(UINavigationBar.appearance().standardAppearance.backgroundColor == .systemBackground)
    #expect(
      UINavigationBar.appearance().largeTitleTextAttributes?[.font] as? UIFont == .systemFont(ofSize: 34))
    #expect(
      UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil)
  }

  @Test("S327: a tap runs the actions added for it; re-adding an identifier replaces; disabled runs none")
  func sendActionsRunsTheAddedActions() throws {
    let host = mount(CounterScreen())
    let node = try #require(host.root.descendants.first { $0.viewType == CountingButton.self })
    let button = try #require(node.representablePlatformObject as? UIButton)
    #expect(button.currentTitle == "Add")
    host.perform { button.sendActions(for: .touchUpInside) }
    host.update()
    #expect(host.texts == ["1"])
    button.isEnabled = false
    host.perform { button.sendActions(for: .touchUpInside) }
    host.update()
    #expect(host.texts == ["1"])
    var ran: [String] = []
    let primary = UIButton(primaryAction: UIAction(title: "Go") { _ in ran.append("primary") })
    primary.sendActions(for: .touchUpInside)
    #expect(ran == ["primary"] && primary.currentTitle == "Go")
  }

  @Test("S327: endEditing resigns the first responder inside the view")
  func endEditingResigns() {
    let window = UIView()
    let field = UITextField()
    window.addSubview(UIView())
    window.addSubview(field)
    field.becomeFirstResponder()
    #expect(window.endEditing(true))
    #expect(!field.isFirstResponder)
    #expect(!window.endEditing(true))
  }

  @Test("S328: tapping an alert's action dismisses the alert, then runs the handler")
  func alertTapRunsTheHandler() {
    var deleted = 0
    let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deleted += 1 })
    let presenter = UIViewController()
    presenter.present(alert, animated: true)
    #expect(alert.tapAction(titled: "Delete"))
    #expect(deleted == 1 && presenter.presentedViewController == nil)
    #expect(!alert.tapAction(titled: "Archive"))
    #expect(alert.actions.map(\.style) == [.cancel, .destructive])
  }
}

/// A sharing picker as a macOS app wraps one: choosing closes it through the coordinator.
@MainActor
private final class PickerCoordinator: NSObject, NSSharingServicePickerDelegate {
  var chosen: [String?] = []
  func sharingServicePicker(
    _ sharingServicePicker: NSSharingServicePicker, didChoose service: NSSharingService?
  ) {
    chosen.append(service?.title)
  }
}

@MainActor
@Suite("S329: NSSharingServicePicker tells its delegate the user's choice")
struct SharingServicePickerTests {
  @Test("S329: show is kept; a test's choice, or dismissal, reaches the delegate")
  func choiceReachesTheDelegate() {
    let picker = NSSharingServicePicker(items: [URL(string: "https://example.com")!])
    let coordinator = PickerCoordinator()
    picker.delegate = coordinator
    picker.show(relativeTo: .zero, of: NSView(), preferredEdge: .minY)
    #expect(picker.isShown && picker.items.count == 1)
    picker.choose(NSSharingService(named: .composeEmail))
    picker.choose(nil)
    #expect(!picker.isShown)
    #expect(coordinator.chosen == ["com.apple.share.Mail.compose", nil])
  }
}
