import Foundation
@_spi(Inspection) import StateHarness
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphPhotosUI

/// The photo picker as apps wrap it (CS193p's EmojiArt `PhotoLibrary`, the PHPicker gists): a
/// `UIViewControllerRepresentable` whose coordinator is the picker's delegate, loading the
/// picked image and writing it through a binding.
private struct PhotoPicker: UIViewControllerRepresentable {
  @Binding var image: UIImage?

  final class Coordinator: NSObject, PHPickerViewControllerDelegate {
    let image: Binding<UIImage?>
    init(image: Binding<UIImage?>) { self.image = image }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
      guard let provider = results.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) else {
        image.wrappedValue = nil
        return
      }
      provider.loadObject(ofClass: UIImage.self) { [image] object, _ in
        let picked = object as? UIImage
        DispatchQueue.main.async { image.wrappedValue = picked }
      }
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(image: $image) }

  func makeUIViewController(context: Context) -> PHPickerViewController {
    var configuration = PHPickerConfiguration()
    configuration.filter = .images
    configuration.selectionLimit = 1
    let picker = PHPickerViewController(configuration: configuration)
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
}

private struct AvatarScreen: View {
  @State var avatar: UIImage? = UIImage(named: "Placeholder")
  var body: some View {
    VStack {
      Text("Avatar: \(avatar?.description ?? "none")")
      PhotoPicker(image: $avatar)
    }
  }
}

/// Runs what the main queue holds now: the coordinator's `DispatchQueue.main.async` hop.
@MainActor
private func drainMainQueue() async {
  await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
}

@MainActor
@Suite("S348, S349: PHPickerViewController in a representable; the pick reaches the source")
struct PHPickerRepresentableTests {
  @Test("S348: the user's pick, played through the coordinator, writes the binding's source")
  func pickThroughTheCoordinator() async throws {
    let harness = ParentHarness { AvatarScreen() }
    let probe = try #require(harness.find(PhotoPicker.self))
    let picker = try #require(probe.platformView(as: PHPickerViewController.self))
    #expect(picker.configuration.selectionLimit == 1 && picker.configuration.filter == .images)
    #expect(picker.delegate === probe.coordinator(as: PhotoPicker.Coordinator.self))
    let dog = PHPickerResult(itemProvider: NSItemProvider(object: try #require(UIImage(named: "Dog"))))
    try #require(probe.coordinator(as: PhotoPicker.Coordinator.self)).picker(picker, didFinishPicking: [dog])
    await drainMainQueue()
    #expect(harness.find(AvatarScreen.self)?.view.avatar == UIImage(named: "Dog"))
    #expect(harness.contains(text: "Avatar: Dog"))
  }

  @Test("S348: pick(_:) and cancel() tell the delegate as the picker does; cancel picks nothing")
  func pickAndCancelThroughThePicker() async throws {
    let harness = ParentHarness { AvatarScreen() }
    let picker = try #require(harness.find(PhotoPicker.self)?.platformView(as: PHPickerViewController.self))
    picker.pick([PHPickerResult(itemProvider: NSItemProvider(object: try #require(UIImage(named: "Cat"))))])
    await drainMainQueue()
    #expect(harness.contains(text: "Avatar: Cat"))
    picker.cancel()
    #expect(harness.contains(text: "Avatar: none"))
  }

  @Test("S348: picking more than selectionLimit is one issue naming both counts; the first are picked")
  func pickingPastTheLimit() async throws {
    let harness = ParentHarness { AvatarScreen() }
    let picker = try #require(harness.find(PhotoPicker.self)?.platformView(as: PHPickerViewController.self))
    let results = try ["Cat", "Dog"].map {
      PHPickerResult(itemProvider: NSItemProvider(object: try #require(UIImage(named: $0))))
    }
    expectRecorded(1) {
      harness.host.perform { picker.pick(results) }
    } matching: { issue in
      message(issue).hasPrefix(
        "Runtime warning (notModelled): PHPickerViewController.pick(_:) was given 2 results, but its "
          + "configuration's selectionLimit is 1: a user picks at most 1. The delegate hears the first 1.")
    }
    await drainMainQueue()
    #expect(harness.contains(text: "Avatar: Cat"))
  }

  @Test("S349: canLoadObject and loadObject read the provider's data; another class cannot load")
  func itemProviderLoadsObjects() throws {
    let provider = NSItemProvider(object: try #require(UIImage(named: "Dog")))
    #expect(provider.canLoadObject(ofClass: UIImage.self))
    let loaded = Locked<String?>(nil)
    provider.loadObject(ofClass: UIImage.self) { object, _ in
      loaded.withLock { $0 = (object as? UIImage)?.description }
    }
    #expect(loaded.withLock { $0 } == "Dog")
    let text = NSItemProvider(object: "hello" as NSString)
    #expect(!text.canLoadObject(ofClass: UIImage.self))
    let failure = Locked<String?>(nil)
    text.loadObject(ofClass: UIImage.self) { object, error in
      failure.withLock { $0 = object == nil ? error.map { "\(type(of: $0))" } : "loaded" }
    }
    #expect(failure.withLock { $0 } == "CocoaError")
  }

  @Test("S349: loadFileRepresentation hands a file with the data, removed when the handler returns")
  func itemProviderLoadsAFile() throws {
    let source = FileManager.default.temporaryDirectory.appendingPathComponent(
      "picked-\(UUID().uuidString).png")
    try Data([1, 2, 3]).write(to: source)
    defer { try? FileManager.default.removeItem(at: source) }
    let provider = try #require(NSItemProvider(contentsOf: source))
    let seen = Locked<(URL?, Data?)>((nil, nil))
    provider.loadFileRepresentation(forTypeIdentifier: UTType.image.identifier) { url, _ in
      seen.withLock { $0 = (url, url.flatMap { try? Data(contentsOf: $0) }) }
    }
    let (url, data) = seen.withLock { $0 }
    #expect(data == Data([1, 2, 3]) && url?.pathExtension == "png")
    #expect(url.map { FileManager.default.fileExists(atPath: $0.path) } == false)
    let inPlace = Locked<(Data?, Bool)>((nil, true))
    provider.loadFileRepresentation(for: .png) { url, isInPlace, _ in
      inPlace.withLock { $0 = (url.flatMap { try? Data(contentsOf: $0) }, isInPlace) }
    }
    #expect(inPlace.withLock { $0.0 } == Data([1, 2, 3]) && inPlace.withLock { $0.1 } == false)
  }

  @Test("S349: URL and String load through NSURL and NSString, as a drop handler loads them")
  func itemProviderLoadsBridgedValues() throws {
    let source = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dropped-\(UUID().uuidString).png")
    try Data([1]).write(to: source)
    defer { try? FileManager.default.removeItem(at: source) }
    let file = try #require(NSItemProvider(contentsOf: source))
    #expect(file.canLoadObject(ofClass: URL.self) && !file.canLoadObject(ofClass: String.self))
    let url = Locked<URL?>(nil)
    file.loadObject(ofClass: URL.self) { value, _ in url.withLock { $0 = value } }
    #expect(url.withLock { $0 } == source)
    let text = Locked<String?>(nil)
    NSItemProvider(object: "🍎" as NSString).loadObject(ofClass: String.self) { value, _ in
      text.withLock { $0 = value }
    }
    #expect(text.withLock { $0 } == "🍎")
  }
}

/// What a `@Sendable` completion handler hands back, read after it ran.
private final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
