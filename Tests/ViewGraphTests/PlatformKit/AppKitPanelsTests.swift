import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A photo importer as macOS apps write one: an open panel for images, a save panel to export.
private struct ImporterScreen: View {
  @State var imported: [URL] = []
  @State var exported: URL?
  var body: some View {
    VStack {
      Text("\(imported.count) imported")
      Text(exported?.lastPathComponent ?? "not exported")
      Button("Import") {
        let panel = NSOpenPanel()
        panel.allowedContentTypes = [.image]
        panel.allowsMultipleSelection = true
        panel.canChooseDirectories = false
        if panel.runModal() == .OK { imported = panel.urls }
      }
      Button("Export") {
        let panel = NSSavePanel()
        panel.allowedContentTypes = [.json]
        panel.nameFieldStringValue = "Album.json"
        panel.begin { response in
          if response == .OK { exported = panel.url }
        }
      }
    }
  }
}

@MainActor
@Suite("S352: AppKit's panels, menu items and gradients")
struct AppKitPanelsTests {
  let cat = URL(fileURLWithPath: "/photos/cat.png")
  let dog = URL(fileURLWithPath: "/photos/dog.jpg")

  @Test("S352: an open panel answers with the supplied URLs; the screen's state gets them")
  func openPanelAnswersWithTheSupply() throws {
    NSSavePanel.reset()
    defer { NSSavePanel.reset() }
    NSOpenPanel.supplied = .ok([cat, dog])
    let host = mount(ImporterScreen())
    host.tap("Import")
    #expect(host.texts.first == "2 imported")
    #expect(
      NSSavePanel.shownPanels == [
        "NSOpenPanel(canChooseFiles: true, canChooseDirectories: false, allowsMultipleSelection: true, "
          + "allowedContentTypes: [public.image])"
      ])
    NSOpenPanel.supplied = .cancel
    host.tap("Import")
    #expect(host.texts.first == "2 imported")
  }

  @Test(
    "S352: a save panel's begin hears .OK and the supplied URL; an open panel's supply is not the save panel's"
  )
  func savePanelAnswersWithItsOwnSupply() throws {
    NSSavePanel.reset()
    defer { NSSavePanel.reset() }
    NSOpenPanel.supplied = .ok([cat])
    NSSavePanel.supplied = .ok([URL(fileURLWithPath: "/exports/Album.json")])
    let host = mount(ImporterScreen())
    host.tap("Export")
    #expect(host.texts.contains("Album.json"))
    #expect(NSSavePanel.supplied == .ok([URL(fileURLWithPath: "/exports/Album.json")]))
    #expect(NSOpenPanel.supplied == .ok([cat]))
    #expect(
      NSSavePanel.shownPanels == [
        #"NSSavePanel(nameFieldStringValue: "Album.json", allowedContentTypes: [public.json])"#
      ])
  }

  @Test("S352: with nothing supplied the panel warns, naming it, and answers .cancel")
  func unansweredPanelWarns() {
    NSSavePanel.reset()
    defer { NSSavePanel.reset() }
    let host = mount(ImporterScreen())
    let importAction = host.reachableControl("Import")?.tap?.action
    let warnings = collectWarnings(in: host) { host.perform { importAction?() } }
    #expect(
      warnings.map(\.message) == [
        "NSOpenPanel.runModal() showed NSOpenPanel(canChooseFiles: true, canChooseDirectories: false, "
          + "allowsMultipleSelection: true, allowedContentTypes: [public.image]), which no test answered; it "
          + "answers .cancel. Supply what the user picks with NSOpenPanel.supplied = .ok([url]) (or .cancel)."
      ])
    #expect(warnings.map(\.kind) == [.notModelled])
    host.update()
    #expect(host.texts.first == "0 imported")
  }

  @Test("S352: a supplied URL the panel would not let a user choose warns and is left out")
  func refusedURLWarns() {
    NSSavePanel.reset()
    defer { NSSavePanel.reset() }
    NSOpenPanel.supplied = .ok([
      cat, URL(fileURLWithPath: "/notes/todo.txt"), URL(fileURLWithPath: "/photos/", isDirectory: true),
    ])
    let host = mount(ImporterScreen())
    let importAction = host.reachableControl("Import")?.tap?.action
    let warnings = collectWarnings(in: host) { host.perform { importAction?() } }
    #expect(warnings.count == 2)
    #expect(
      warnings.first?.message.contains(
        "/notes/todo.txt, which a user cannot choose there: its type public.plain-text is none of allowedContentTypes"
      ) == true)
    #expect(warnings.last?.message.contains("it is a folder and canChooseDirectories is false") == true)
    host.update()
    #expect(host.texts.first == "1 imported")
  }

  @Test("S352: the color panel is shared; a pick sets its color and posts colorDidChangeNotification")
  func colorPanelPick() {
    let panel = NSColorPanel.shared
    #expect(NSColorPanel.shared === panel && NSColorPanel.sharedColorPanelExists)
    panel.showsAlpha = true
    panel.mode = .RGB
    var posted: [String] = []
    let observer = NotificationCenter.default.addObserver(
      forName: NSColorPanel.colorDidChangeNotification, object: panel, queue: nil
    ) { _ in MainActor.assumeIsolated { posted.append("changed") } }
    defer { NotificationCenter.default.removeObserver(observer) }
    panel.pick(NSColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(panel.color.redComponent == 1 && panel.alpha == 0.5)
    #expect(posted == ["changed"])
  }

  @Test("S352: a menu keeps its items; choosing one with a selector action warns, one with none does nothing")
  func menuItems() {
    let menu = NSMenu(title: "Shelf")
    menu.addItem(NSMenuItem(title: "Copy Path", action: nil, keyEquivalent: ""))
    menu.addItem(.separator())
    let quit = menu.addItem(withTitle: "Quit", action: Selector("quitAction:"), keyEquivalent: "q")
    #expect(menu.items.map(\.title) == ["Copy Path", "", "Quit"])
    #expect(menu.items[1].isSeparatorItem && quit.menu === menu && menu.index(of: quit) == 2)
    let host = mount(Text("menu"))
    let warnings = collectWarnings(in: host) {
      host.perform {
        menu.items[0].choose()
        quit.choose()
      }
    }
    #expect(
      warnings.map(\.message) == [
        "NSMenuItem \"Quit\" was chosen; its action quitAction: is an Objective-C selector, which Linux cannot "
          + "perform, so nothing runs. Test the method the action names by calling it."
      ])
  }

  @Test("S352: a gradient interpolates between its stops in sRGB; drawing it warns")
  func gradientStops() throws {
    var locations: [CGFloat] = [0, 0.5]
    let gradient = try #require(
      NSGradient(
        colors: [.init(red: 1, green: 0, blue: 0, alpha: 1), .init(red: 0, green: 0, blue: 1, alpha: 1)],
        atLocations: &locations, colorSpace: .sRGB))
    #expect(gradient.numberOfColorStops == 2)
    let middle = gradient.interpolatedColor(atLocation: 0.25)
    #expect(middle.redComponent == 0.5 && middle.blueComponent == 0.5)
    #expect(gradient.interpolatedColor(atLocation: 0.9).blueComponent == 1)
    #expect(NSGradient(colors: [.red]) == nil)
    let host = mount(Text("gradient"))
    let warnings = collectWarnings(in: host) { host.perform { gradient.draw(in: .zero, angle: 90) } }
    #expect(warnings.map(\.kind) == [.notModelled])
  }
}
