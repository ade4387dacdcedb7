import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// IceCubesApp's font picker in its shape: the coordinator keeps the picked font, archived as
/// the app's settings keep it, and dismisses the sheet.
@MainActor
@Observable
private final class Theme {
  var chosenFontData: Data?
  var chosenFont: UIFont? {
    get { chosenFontData.flatMap { try? NSKeyedUnarchiver.unarchivedObject(ofClass: UIFont.self, from: $0) } }
    set {
      chosenFontData = newValue.flatMap {
        try? NSKeyedArchiver.archivedData(withRootObject: $0, requiringSecureCoding: false)
      }
    }
  }
}

private struct FontPicker: UIViewControllerRepresentable {
  @Environment(\.dismiss) var dismiss
  let theme: Theme

  final class Coordinator: NSObject, UIFontPickerViewControllerDelegate {
    let parent: FontPicker
    init(_ parent: FontPicker) { self.parent = parent }

    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
      parent.theme.chosenFont = UIFont(descriptor: viewController.selectedFontDescriptor!, size: 0)
      parent.dismiss()
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIViewController(context: Context) -> UIFontPickerViewController {
    var configuration = UIFontPickerViewController.Configuration()
    configuration.filteredTraits = .traitMonoSpace
    let controller = UIFontPickerViewController(configuration: configuration)
    controller.delegate = context.coordinator
    return controller
  }

  func updateUIViewController(_: UIFontPickerViewController, context _: Context) {}
}

private struct DisplaySettings: View {
  @State private var theme = Theme()
  @State private var isPicking = true
  var body: some View {
    Text(theme.chosenFont?.fontName ?? "System")
      .sheet(isPresented: $isPicking) { FontPicker(theme: theme) }
  }
}

@MainActor
@Suite("S386: the font picker and a font's archive and metrics")
struct UIFontPickerViewControllerTests {
  @Test("S386: a pick the delegate hears is archived by the app, shown, and dismisses the sheet")
  func pickIsKeptAndDismisses() throws {
    let host = mount(DisplaySettings())
    let node = try #require(host.root.descendants.first { $0.viewType == FontPicker.self })
    let picker = try #require(node.representablePlatformObject as? UIFontPickerViewController)
    #expect(picker.configuration.filteredTraits == .traitMonoSpace)
    picker.selectedFontDescriptor = UIFontDescriptor(name: "Menlo", size: 14)
    host.perform { picker.delegate?.fontPickerViewControllerDidPickFont(picker) }
    host.update()
    #expect(host.texts.contains("Menlo"))
    #expect(!host.root.descendants.contains { $0.viewType == FontPicker.self })
  }

  @Test("S386: a font survives a keyed archive; its metrics are the system font's proportions")
  func archiveAndMetrics() throws {
    let font = UIFont.systemFont(ofSize: 20, weight: .semibold)
    let data = try NSKeyedArchiver.archivedData(withRootObject: font, requiringSecureCoding: true)
    let decoded = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIFont.self, from: data))
    #expect(decoded == font && decoded.pointSize == 20 && decoded.description == font.description)
    #expect(font.capHeight > 0 && font.capHeight < font.ascender && font.descender < 0)
    #expect(font.lineHeight == font.ascender - font.descender)
    #expect(UIFont(name: "Menlo-Bold", size: 12)?.familyName == "Menlo")
  }
}
