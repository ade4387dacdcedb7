import Testing

@testable import ViewGraphCompat

/// `PRODUCT_BUNDLE_IDENTIFIER` expanded as Xcode expands it, the shapes real projects write.
@Suite("viewgraph-compat: an Xcode app's bundle identifier")
struct BundleIdentifierTests {
  @Test(
    "settings the project sets are expanded, with their modifiers; settings it does not set are empty",
    arguments: [
      // SotkaApp
      ("com.oleg991.SwiftUI-SotkaApp", [:], "com.oleg991.SwiftUI-SotkaApp", []),
      // Backyard Birds: SAMPLE_CODE_DISAMBIGUATOR comes from an .xcconfig, `${DEVELOPMENT_TEAM}`.
      (
        "com.example.apple-samplecode.Backyard-Birds${SAMPLE_CODE_DISAMBIGUATOR}", [:],
        "com.example.apple-samplecode.Backyard-Birds", ["SAMPLE_CODE_DISAMBIGUATOR"]
      ),
      (
        "com.sindresorhus.${PRODUCT_NAME:rfc1034identifier:lower}", ["PRODUCT_NAME": "$(TARGET_NAME)"],
        "com.sindresorhus.my-app", []
      ),
      ("$(PREFIX).app", ["PREFIX": "org.example"], "org.example.app", []),
    ] as [(String, [String: String], String, [String])])
  func expanded(setting: String, settings: [String: String], value: String, unset: [String]) {
    var all = settings
    all["PRODUCT_BUNDLE_IDENTIFIER"] = setting
    let identifier = BundleIdentifier(settings: all, targetName: "My App")
    #expect(identifier.value == value)
    #expect(identifier.unset == unset)
    #expect(identifier.setting == setting)
  }

  @Test("a setting that expands to no identifier, or none at all, gives nil")
  func noIdentifier() {
    // Ice Cubes: `$(BUNDLE_ID_PREFIX).IceCubesApp`, the prefix in an .xcconfig.
    let prefixed = BundleIdentifier(
      settings: ["PRODUCT_BUNDLE_IDENTIFIER": "$(BUNDLE_ID_PREFIX).IceCubesApp"], targetName: "IceCubesApp")
    #expect(prefixed.value == nil)
    #expect(prefixed.unset == ["BUNDLE_ID_PREFIX"])
    let developer = BundleIdentifier(
      settings: ["PRODUCT_BUNDLE_IDENTIFIER": "$(DEVELOPER_BUNDLE_ID)"], targetName: "TelemetryDeck")
    #expect(developer.value == nil)
    let none = BundleIdentifier(settings: [:], targetName: "Demo")
    #expect(none.value == nil && none.setting == nil && none.unset.isEmpty)
  }

  @Test("a setting naming itself is expanded a bounded number of times, not forever")
  func selfReference() {
    let identifier = BundleIdentifier(
      settings: ["PRODUCT_BUNDLE_IDENTIFIER": "a.$(LOOP)", "LOOP": "b$(LOOP)"], targetName: "Demo")
    #expect(identifier.value?.hasPrefix("a.bbbbbbb") == true)
  }
}
