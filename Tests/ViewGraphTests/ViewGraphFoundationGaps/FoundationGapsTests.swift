import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// The Linux stand-ins for what Apple's Foundation declares and corelibs lacks (the
// ViewGraphFoundationGaps module, and Sources/ViewGraph/Localization). On Apple platforms the
// same tests run against Foundation's own types, so each expectation is written as Apple's
// Foundation behaves (checked there by .github/workflows/macos.yml).
@Suite("Foundation's gaps")
enum FoundationGapsTests {}

extension FoundationGapsTests {
  @Suite("LocalizedStringResource and String(localized:)")
  struct LocalizedStrings {
    @Test("an interpolation's key has a specifier per value; its text has the values in")
    func interpolationKeyAndText() {
      let name = "Ada"
      let count = 3
      let resource: LocalizedStringResource = "\(name) has \(count) items, 100% done"
      #expect(resource.key == "%@ has %lld items, 100%% done")
      #expect(String(localized: resource) == "Ada has 3 items, 100% done")
    }

    @Test("a literal with no values is its own key, % and all")
    func literalKey() {
      let resource: LocalizedStringResource = "100% done"
      #expect(resource.key == "100% done")
      #expect(String(localized: resource) == "100% done")
      #expect(String(localized: "Settings") == "Settings")
    }

    @Test("each number type gets the specifier a string catalog shows for it")
    func specifiers() {
      let int8: Int8 = 1
      let uint: UInt = 2
      let float: Float = 0.5
      let resource: LocalizedStringResource = "\(int8) \(uint) \(float) \(2.5)"
      #expect(resource.key == "%d %llu %f %lf")
      // Apple formats a Double with %lf too, hence the six decimals.
      #expect(String(localized: resource) == "1 2 0.500000 2.500000")
    }

    @Test("a value with a specifier keeps it in the key and formats with it")
    func explicitSpecifier() {
      let number = 7
      let resource: LocalizedStringResource =
        "Order #\(number, specifier: "%02d") at \(2.5, specifier: "%.1f")"
      #expect(resource.key == "Order #%02d at %.1f")
      #expect(String(localized: resource) == "Order #07 at 2.5")
      #expect(String(localized: "#\(number, specifier: "%03d")") == "#007")
    }

    @Test("a format style interpolates its output")
    func formatStyle() {
      let value: String.LocalizationValue =
        "total \(1234, format: .number.locale(Locale(identifier: "en_US")))"
      #expect(String(localized: value) == "total 1,234")
    }

    @Test("a missing key falls back to the default value, with its values in")
    func fallsBackToDefaultValue() {
      let count = 2
      let resource = LocalizedStringResource("cart.summary", defaultValue: "\(count) in cart")
      #expect(resource.key == "cart.summary")
      #expect(String(localized: resource) == "2 in cart")
      #expect(String(localized: "cart.summary", defaultValue: "\(count) in cart") == "2 in cart")
    }

    @Test("a bundle's table translates the key in the resource's locale, reordering the values")
    func bundleTranslates() throws {
      let bundleURL = FileManager.default.temporaryDirectory
        .appendingPathComponent("FoundationGapsTests-\(UUID().uuidString)")
      let french = bundleURL.appendingPathComponent("fr.lproj")
      try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: bundleURL) }
      try #""%@ has %lld items" = "%2$lld articles pour %1$@";"#
        .write(to: french.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)

      let name = "Léa"
      let count = 4
      var resource = LocalizedStringResource(
        "\(name) has \(count) items", locale: Locale(identifier: "fr_FR"), bundle: .atURL(bundleURL))
      #expect(String(localized: resource) == "4 articles pour Léa")
      resource.locale = Locale(identifier: "de_DE")
      #expect(String(localized: resource) == "Léa has 4 items")
    }

    @Test("resources compare, hash and archive by key, value, table, locale and bundle")
    func hashableAndCodable() throws {
      let count = 5
      let resource = LocalizedStringResource(
        "\(count) left", table: "Cart", locale: Locale(identifier: "en_US"))
      let same = LocalizedStringResource("\(count) left", table: "Cart", locale: Locale(identifier: "en_US"))
      let other = LocalizedStringResource(
        "\(count + 1) left", table: "Cart", locale: Locale(identifier: "en_US"))
      #expect(resource == same)
      #expect(resource.hashValue == same.hashValue)
      #expect(resource != other)
      let decoded = try JSONDecoder().decode(
        LocalizedStringResource.self, from: JSONEncoder().encode(resource))
      #expect(decoded == resource)
      #expect(String(localized: decoded) == "5 left")
    }

    @Test("AttributedString(localized:) has the resolved characters")
    func attributedString() {
      let name = "Bo"
      #expect(String(AttributedString(localized: "Hi \(name)").characters) == "Hi Bo")
    }

    @Test("Text and Button take a LocalizedStringResource, as SwiftUI's do")
    @MainActor
    func textAndButton() {
      let unread = 3
      let title: LocalizedStringResource = "\(unread) unread"
      #expect(Text(title).string == "3 unread")
      #expect(Text("plain literal").string == "plain literal")
      #expect(ViewHost(Button(title) {}).texts == ["3 unread"])
      let delete = Button(LocalizedStringResource("Delete"), role: .destructive) {}
      #expect(ViewHost(delete).texts == ["Delete"])
    }
  }

  @Suite("LocalizedStringResource titles, as Xcode 26's string catalog symbols are written")
  @MainActor
  struct ResourceTitles {
    @Test("controls, sections, labels, menus and presentations take a resource as their title")
    func titles() {
      let host = ViewHost(CatalogSymbolsScreen())
      #expect(host.texts.contains("Metrics"))
      #expect(host.texts.contains("Edit day 3"))
      #expect(host.control("Theme") != nil)
      #expect(host.control("Sound")?.kind == .toggle)
      #expect(host.control("Sets") != nil)
      #expect(host.control("Rate the app") != nil)
      #expect(host.control("More") != nil)
      #expect(host.texts.contains("Checking…"))
      host.tap("Delete")
      #expect(host.texts.contains("Delete entry?"), "the dialog's title is the resource's text")
    }
  }

  @Suite("ListFormatter")
  struct ListFormatting {
    @Test(
      "joins 0, 1, 2 and 3 items the English way",
      arguments: [
        ([], ""), (["a"], "a"), (["a", "b"], "a and b"), (["a", "b", "c"], "a, b, and c"),
      ] as [([String], String)])
    func joinsEnglish(items: [String], expected: String) {
      let formatter = ListFormatter()
      formatter.locale = Locale(identifier: "en_US")
      #expect(formatter.string(from: items) == expected)
      #expect(formatter.string(for: items) == expected)
    }

    @Test("follows its locale, formats items with its item formatter, and joins for the current locale")
    func localeAndItemFormatter() {
      let formatter = ListFormatter()
      formatter.locale = Locale(identifier: "fr_FR")
      #expect(formatter.string(from: ["pain", "vin"]) == "pain et vin")
      formatter.locale = Locale(identifier: "en_US")
      let numbers = NumberFormatter()
      numbers.numberStyle = .percent
      numbers.locale = Locale(identifier: "en_US")
      formatter.itemFormatter = numbers
      #expect(formatter.string(from: [0.5, 1]) == "50% and 100%")
      #expect(formatter.string(for: "not a list") == nil)
      #expect(ListFormatter.localizedString(byJoining: ["x", "y", "z"]).contains("y"))
    }
  }

  @Suite("CGVector and ProcessInfo")
  struct GeometryAndProcess {
    @Test("CGVector compares, hashes and archives as a pair")
    func cgVector() throws {
      #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
      #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: CGFloat(1), dy: CGFloat(2)))
      #expect(CGVector.zero == CGVector())
      #expect(CGVector(dx: 1, dy: 2) != CGVector(dx: 2, dy: 1))
      #expect(Set([CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2)]).count == 1)
      let data = try JSONEncoder().encode(CGVector(dx: 3, dy: -4))
      #expect(String(decoding: data, as: UTF8.self) == "[3,-4]")
      #expect(try JSONDecoder().decode(CGVector.self, from: data) == CGVector(dx: 3, dy: -4))
    }

    @Test("ProcessInfo reports no power saving and a nominal thermal state")
    func powerState() {
      #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
      #expect(ProcessInfo.processInfo.thermalState == .nominal)
    }
  }
}

extension FoundationGapsTests {
  @Suite("Measurement.FormatStyle")
  struct MeasurementFormatting {
    @MainActor
    @Test("a measurement is written as its number, then its unit's symbol; narrow leaves out the space")
    func measurementIsNumberAndSymbol() {
      let english = Locale(identifier: "en_US")
      let distance = Measurement(value: 3.5, unit: UnitLength.kilometers)
      #expect(distance.formatted(.measurement(width: .abbreviated).locale(english)) == "3.5 km")
      #expect(distance.formatted(.measurement(width: .narrow).locale(english)) == "3.5km")
      let host = mount(
        Text(Measurement(value: 12, unit: UnitMass.grams), format: .measurement(width: .abbreviated)))
      #expect(host.texts == ["12 g"])
    }
  }
}

extension FoundationGapsTests {
  @Suite("RelativeDateTimeFormatter, DateComponentsFormatter and .atomicWrite")
  struct DateFormatters {
    @Test("a relative date is written from the reference date, numbered or named")
    func relativeDates() {
      let formatter = RelativeDateTimeFormatter()
      formatter.locale = Locale(identifier: "en_US")
      let reference = Date(timeIntervalSince1970: 1_000_000)
      #expect(
        formatter.localizedString(for: reference.addingTimeInterval(-7_200), relativeTo: reference)
          == "2 hours ago")
      #expect(
        formatter.localizedString(for: reference.addingTimeInterval(3 * 86_400), relativeTo: reference)
          == "in 3 days")
      formatter.dateTimeStyle = .named
      #expect(
        formatter.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference)
          == "yesterday")
    }

    @Test("a duration is written positionally, or in its allowed units")
    func durations() {
      let formatter = DateComponentsFormatter()
      formatter.allowedUnits = [.hour, .minute, .second]
      #expect(formatter.string(from: 3_700) == "1:01:40")
      #expect(formatter.string(from: 100) == "1:40")
      formatter.allowedUnits = [.hour, .minute]
      formatter.unitsStyle = .abbreviated
      #expect(formatter.string(from: 3_700) == "1h 1m")
      formatter.unitsStyle = .full
      #expect(formatter.string(from: 3_700) == "1 hour, 1 minute")
    }

    @Test(".atomicWrite writes the data")
    func atomicWrite() throws {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
      try Data("saved".utf8).write(to: url, options: .atomicWrite)
      #expect(try String(contentsOf: url, encoding: .utf8) == "saved")
      try? FileManager.default.removeItem(at: url)
    }
  }
}

// What Xcode 26 generates from a string catalog, and a screen written the way SotkaApp's
// are against it: every title an implicit member of LocalizedStringResource.
extension LocalizedStringResource {
  fileprivate static var metrics: LocalizedStringResource { "Metrics" }
  fileprivate static func editDay(number: Int) -> LocalizedStringResource { "Edit day \(number)" }
  fileprivate static var theme: LocalizedStringResource { "Theme" }
  fileprivate static var sound: LocalizedStringResource { "Sound" }
  fileprivate static var sets: LocalizedStringResource { "Sets" }
  fileprivate static var rateTheApp: LocalizedStringResource { "Rate the app" }
  fileprivate static var more: LocalizedStringResource { "More" }
  fileprivate static var checking: LocalizedStringResource { "Checking…" }
  fileprivate static var deleteEntry: LocalizedStringResource { "Delete entry?" }
  fileprivate static var passwordChanged: LocalizedStringResource { "Password changed" }
  fileprivate static var settings: LocalizedStringResource { "Settings" }
}

private struct CatalogSymbolsScreen: View {
  @State private var theme = 0
  @State private var sound = true
  @State private var sets = 2
  @State private var deleting = false
  @State private var changed = false

  var body: some View {
    Form {
      Section(.metrics) {
        Label(.editDay(number: 3), systemImage: "pencil")
        Picker(.theme, selection: $theme) { Text("Light").tag(0) }
        Toggle(.sound, isOn: $sound)
        Stepper(.sets, value: $sets, in: 1...10)
        Stepper(.sets, value: $sets)
        Link(.rateTheApp, destination: URL(string: "https://example.com")!)
        Menu(.more) { Button("Share") {} }
        ProgressView(.checking)
        Image(systemName: "calendar").accessibilityLabel(.editDay(number: 3))
        Button("Delete") { deleting = true }
      }
    }
    .navigationTitle(.settings)
    .confirmationDialog(.deleteEntry, isPresented: $deleting, titleVisibility: .visible) {
      Button("Delete", role: .destructive) {}
    } message: {
      Text("This cannot be undone.")
    }
    .confirmationDialog(.deleteEntry, isPresented: .constant(false)) { Button("Keep") {} }
    .alert(.passwordChanged, isPresented: $changed) {
      Button("OK") {}
    } message: {
      Text("Done")
    }
    .alert(.passwordChanged, isPresented: .constant(false)) { Button("OK") {} }
  }
}

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// VibeMeter's seam for tests: URLSession conforms with no code of its own, as on Apple's
/// Foundation, where `data(for:)` without a delegate exists.
private protocol URLSessionProtocol: Sendable {
  func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: URLSessionProtocol {}

/// Answers every `stub:` request with "hello", so the test needs no network.
private final class HelloProtocol: URLProtocol {
  /// Made before the request, on the test's thread: the loading thread only reads it, so
  /// ThreadSanitizer sees no write handed across threads by the uninstrumented Foundation.
  static let payload = Data("hello".utf8)

  override class func canInit(with request: URLRequest) -> Bool { request.url?.scheme == "stub" }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
  override func startLoading() {
    let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Self.payload)
    client?.urlProtocolDidFinishLoading(self)
  }
  override func stopLoading() {}
}

extension FoundationGapsTests {
  @Suite("URLSession's async data without a delegate")
  struct URLSessionData {
    @Test("URLSession satisfies a protocol requiring data(for:); data(from:) loads the same")
    func dataWithoutDelegate() async throws {
      let payload = HelloProtocol.payload
      let configuration = URLSessionConfiguration.ephemeral
      configuration.protocolClasses = [HelloProtocol.self]
      let url = try #require(URL(string: "stub://greeting"))
      let session: any URLSessionProtocol = URLSession(configuration: configuration)
      let (data, _) = try await session.data(for: URLRequest(url: url))
      #expect(data == payload)
      let (again, _) = try await URLSession(configuration: configuration).data(from: url)
      #expect(again == data)
    }
  }
}

extension FoundationGapsTests {
  @Suite("DispatchQueue")
  struct DispatchQueueGaps {
    @Test("asyncAndWait runs the block on the queue and returns its result once it has run")
    func asyncAndWait() {
      let queue = DispatchQueue(label: "asyncAndWait")
      let key = DispatchSpecificKey<Int>()
      queue.setSpecific(key: key, value: 7)
      var ran = false
      let seen = queue.asyncAndWait {
        ran = true
        return DispatchQueue.getSpecific(key: key)
      }
      #expect(ran)
      #expect(seen == 7)
    }
  }
}
