// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// Three layers, one module each:
//   ViewGraph     — headless, SwiftUI-source-compatible runtime (never imports Testing)
//   StateHarness  — Swift Testing assertions for SwiftUI data-flow rules
//   SampleFeature — the article's settings feature, tested with StateHarness
let package = Package(
  name: "StateHarness",
  // Observation's floor (macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1); Duration and
  // the clocks need macOS 13. Linux ignores these, so CI checks them (scripts/check-platforms).
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    // A mirror target imports `SwiftUI` (aliased to ViewGraph) and, on Linux, `Combine`
    // (aliased to ViewGraphCombine): one product brings both.
    .library(
      name: "ViewGraph",
      targets: [
        "ViewGraph", "ViewGraphCombine", "ViewGraphOSLog", "ViewGraphOS", "ViewGraphUniformTypeIdentifiers",
        "ViewGraphCoreTransferable", "ViewGraphCoreLocation", "ViewGraphFoundationGaps",
        "ViewGraphCoreGraphics", "ViewGraphUIKit", "ViewGraphAppKit", "ViewGraphSwiftData",
        "ViewGraphStoreKit", "ViewGraphWidgetKit", "ViewGraphUserNotifications", "ViewGraphPhotosUI",
        "ViewGraphCharts", "ViewGraphMapKit", "ViewGraphCocoa",
        "ViewGraphWebKit", "ViewGraphAVFoundation", "ViewGraphAVKit", "ViewGraphSafariServices", "ViewGraphWeatherKit",
        "ViewGraphAuthenticationServices", "ViewGraphLinkPresentation", "ViewGraphCoreSpotlight", "ViewGraphLocalAuthentication",
        "ViewGraphSecurity",
        "ViewGraphCryptoKit",
        "ViewGraphNetwork", "ViewGraphServiceManagement", "ViewGraphNaturalLanguage",
        "ViewGraphWatchConnectivity", "ViewGraphCoreHaptics", "ViewGraphAppIntents", "ViewGraphEventKit",
        "ViewGraphQuickLook",
      ]),
    .library(name: "StateHarness", targets: ["StateHarness"]),
    .library(name: "SampleFeature", targets: ["SampleFeature"]),
    .executable(name: "stateharness-demo", targets: ["StateHarnessDemo"]),
    .executable(name: "stateharness-bench", targets: ["StateHarnessBenchmarks"]),
    .executable(name: "viewgraph-compat", targets: ["ViewGraphCompat"]),
  ],
  targets: [
    // `#Preview`, `@Previewable`, `@Entry` and `@State`: a compiler plugin written with
    // Foundation only (the compiler sends source text; no swift-syntax).
    .macro(name: "ViewGraphMacros"),
    // `import SwiftUI` brings UniformTypeIdentifiers and CoreTransferable along, as on Apple
    // platforms, and UIKit (iOS) or AppKit (macOS): ViewGraph re-exports their stand-ins.
    .target(
      name: "ViewGraph",
      dependencies: [
        "ViewGraphMacros", "ViewGraphUniformTypeIdentifiers", "ViewGraphCoreTransferable", "ViewGraphFoundationGaps",
        "ViewGraphCoreGraphics", "ViewGraphUIKit", "ViewGraphAppKit",
      ]),
    // What Apple's Foundation declares and swift-corelibs-foundation lacks (RelativeDateTimeFormatter,
    // LocalizedStringResource…), on Linux only: ViewGraph re-exports it, and a mirror imports it
    // into every file, so a model file that imports Foundation alone finds the names too.
    .target(name: "ViewGraphFoundationGaps"),
    .target(name: "ViewGraphCoreGraphics", dependencies: ["ViewGraphFoundationGaps"]),
    // What `import SwiftUI` brings from UIKit and AppKit (colors, fonts, images, the app, the
    // pasteboard, haptics), where those frameworks are missing: ViewGraph re-exports both, and
    // records on its hosts what they ask of the system; with the views and view controllers apps
    // wrap in representables. A mirror loads them for `import UIKit`/`import AppKit` on Linux.
    .target(
      name: "ViewGraphUIKit",
      dependencies: [
        "ViewGraphCoreGraphics", "ViewGraphCoreTransferable",
        // `import UIKit.UIImage`: UIKit's headers are submodules (S350).
        .target(name: "ViewGraphOSSubmodules", condition: .when(platforms: [.linux])),
      ]),
    .target(
      name: "ViewGraphAppKit",
      dependencies: [
        "ViewGraphCoreGraphics", "ViewGraphUniformTypeIdentifiers", "ViewGraphCoreTransferable",
        .target(name: "ViewGraphOSSubmodules", condition: .when(platforms: [.linux])),
      ]),
    // `import Cocoa`, AppKit's umbrella: AppKit's stand-in and Foundation, re-exported.
    .target(name: "ViewGraphCocoa", dependencies: ["ViewGraphAppKit"]),
    .target(name: "ViewGraphCombine", dependencies: ["ViewGraph"]),
    // Stand-ins for the frameworks apps' models import beside SwiftUI (`import OSLog`,
    // `import os`, `import UniformTypeIdentifiers`, `import CoreTransferable`, `import
    // CoreLocation`): a mirror on Linux
    // loads them through module aliases; on Apple platforms each is the framework itself.
    .target(name: "ViewGraphOSLog"),
    // `import os.log` and `import Foundation.NSURL` name submodules: a Clang module map
    // declares them for the Swift modules a mirror on Linux loads instead.
    .target(name: "ViewGraphOSSubmodules"),
    .target(
      name: "ViewGraphOS",
      dependencies: [
        "ViewGraphOSLog", .target(name: "ViewGraphOSSubmodules", condition: .when(platforms: [.linux])),
      ]),
    .target(name: "ViewGraphUniformTypeIdentifiers"),
    .target(name: "ViewGraphCoreTransferable", dependencies: ["ViewGraphUniformTypeIdentifiers"]),
    .target(name: "ViewGraphCoreLocation"),
    // `import SwiftData` in a mirror on Linux: `@Model`, contexts and containers kept in memory,
    // and the SwiftUI side (`@Query`, `.modelContainer`), which is why it sits above ViewGraph.
    .target(name: "ViewGraphSwiftData", dependencies: ["ViewGraph", "ViewGraphMacros"]),
    // The SwiftUI faces of frameworks apps' screens import (StoreKit, WidgetKit,
    // UserNotifications, PhotosUI, Charts, MapKit): views and values that keep their bindings
    // and record on the host what they ask of the system, so they depend on ViewGraph.
    .target(name: "ViewGraphStoreKit", dependencies: ["ViewGraph"]),
    .target(name: "ViewGraphWidgetKit", dependencies: ["ViewGraph"]),
    .target(name: "ViewGraphUserNotifications", dependencies: ["ViewGraph"]),
    .target(name: "ViewGraphPhotosUI", dependencies: ["ViewGraph"]),
    .target(name: "ViewGraphCharts", dependencies: ["ViewGraph"]),
    .target(name: "ViewGraphMapKit", dependencies: ["ViewGraph", "ViewGraphCoreLocation"]),
    // WebKit, AVFoundation, AVKit, SafariServices and WeatherKit: what a screen loads, plays or
    // asks for is kept for a test to read; what the page, the media or the service would
    // answer is what a test plays or supplies.
    .target(name: "ViewGraphWebKit", dependencies: ["ViewGraph", "ViewGraphUIKit", "ViewGraphFoundationGaps"]),
    .target(name: "ViewGraphAVFoundation", dependencies: ["ViewGraph"]),
    .target(name: "ViewGraphAVKit", dependencies: ["ViewGraph", "ViewGraphUIKit", "ViewGraphAVFoundation"]),
    .target(name: "ViewGraphSafariServices", dependencies: ["ViewGraphUIKit"]),
    .target(name: "ViewGraphWeatherKit", dependencies: ["ViewGraph", "ViewGraphCoreLocation"]),
    // AuthenticationServices: passkey, password and Sign in with Apple requests are kept for a
    // test to read and answered with the outcome a test supplies.
    .target(name: "ViewGraphAuthenticationServices", dependencies: ["ViewGraph"]),
    // LinkPresentation: link metadata answered with what a test supplies, and the view showing it.
    .target(
      name: "ViewGraphLinkPresentation",
      dependencies: ["ViewGraph", "ViewGraphUIKit", "ViewGraphCoreTransferable", "ViewGraphFoundationGaps"]),
    // CoreSpotlight: the items an app indexes, kept in the running test's own index.
    .target(name: "ViewGraphCoreSpotlight", dependencies: ["ViewGraphFoundationGaps", "ViewGraphUniformTypeIdentifiers"]),
    // LocalAuthentication: a context answers with the device and the answer a test supplies.
    .target(name: "ViewGraphLocalAuthentication", dependencies: ["ViewGraph", "ViewGraphFoundationGaps"]),
    // Security: the keychain's items, kept in the running test's own keychain.
    .target(name: "ViewGraphSecurity", dependencies: ["ViewGraph", "ViewGraphFoundationGaps"]),
    // CryptoKit: hashes, message authentication codes and keys, computed as the standards say.
    .target(name: "ViewGraphCryptoKit"),
    // Network: the path a monitor sees is the one a test supplies, changed as the test plays it.
    .target(name: "ViewGraphNetwork", dependencies: ["ViewGraphFoundationGaps"]),
    // ServiceManagement: the login items and helpers an app registers, kept per test.
    .target(name: "ViewGraphServiceManagement", dependencies: ["ViewGraphFoundationGaps"]),
    // NaturalLanguage: a text's language told by its script and common words.
    .target(name: "ViewGraphNaturalLanguage", dependencies: ["ViewGraphFoundationGaps"]),
    // WatchConnectivity: the watch a test supplies, what the app sent it and what it sends.
    .target(name: "ViewGraphWatchConnectivity", dependencies: ["ViewGraphFoundationGaps"]),
    // CoreHaptics: the events an app plays, kept per test, on the hardware a test supplies.
    .target(name: "ViewGraphCoreHaptics", dependencies: ["ViewGraphFoundationGaps"]),
    // AppIntents: intents, entities and shortcuts as values a test performs and reads.
    .target(name: "ViewGraphAppIntents", dependencies: ["ViewGraphFoundationGaps", "ViewGraphUniformTypeIdentifiers"]),
    // QuickLook: file previews kept and closed as a test plays them.
    .target(name: "ViewGraphQuickLook", dependencies: ["ViewGraph", "ViewGraphFoundationGaps", "ViewGraphUIKit"]),
    // EventKit: the running test's own calendar database, with the access a test supplies.
    .target(
      name: "ViewGraphEventKit",
      dependencies: ["ViewGraph", "ViewGraphFoundationGaps", "ViewGraphCoreGraphics", "ViewGraphAppKit"]),
    // A load-time constructor: scopes SwiftData stores to the running test before any harness.
    .target(name: "StateHarnessStartup"),
    .target(
      name: "StateHarness",
      dependencies: ["ViewGraph", "ViewGraphSwiftData", "ViewGraphFoundationGaps", "StateHarnessStartup"]),
    .target(name: "SampleFeature", dependencies: ["ViewGraph"]),
    .executableTarget(
      name: "StateHarnessDemo", dependencies: ["StateHarness", "SampleFeature"]),
    .executableTarget(name: "StateHarnessBenchmarks", dependencies: ["StateHarness", "ViewGraph"]),
    // Compiles an app's sources against ViewGraph and reports what is missing; it depends on
    // ViewGraph only so that `swift run` builds the module it compiles against.
    .executableTarget(
      name: "ViewGraphCompat",
      dependencies: [
        "ViewGraph", "ViewGraphCombine", "ViewGraphOSLog", "ViewGraphOS", "ViewGraphUniformTypeIdentifiers",
        "ViewGraphCoreTransferable", "ViewGraphCoreLocation", "ViewGraphFoundationGaps", "ViewGraphCoreGraphics",
        "ViewGraphUIKit", "ViewGraphAppKit", "ViewGraphSwiftData", "ViewGraphStoreKit", "ViewGraphWidgetKit",
        "ViewGraphUserNotifications", "ViewGraphPhotosUI", "ViewGraphCharts",
        "ViewGraphMapKit", "ViewGraphCocoa",
        "ViewGraphWebKit", "ViewGraphAVFoundation", "ViewGraphAVKit", "ViewGraphSafariServices", "ViewGraphWeatherKit",
        "ViewGraphAuthenticationServices", "ViewGraphLinkPresentation", "ViewGraphCoreSpotlight", "ViewGraphLocalAuthentication",
        "ViewGraphSecurity",
        "ViewGraphCryptoKit",
        "ViewGraphNetwork", "ViewGraphServiceManagement", "ViewGraphNaturalLanguage",
        "ViewGraphWatchConnectivity", "ViewGraphCoreHaptics", "ViewGraphAppIntents", "ViewGraphEventKit",
        "ViewGraphQuickLook",
      ]),
    // SwiftUI-style screens (and the seeds' code) shared by the test suites.
    .target(name: "ScreenCatalog", dependencies: ["ViewGraph"], path: "Tests/ScreenCatalog"),
    // Files written as an app's are, `import SwiftUI` with `#Preview`, `@Previewable`,
    // `@Entry` and `@State` set in an `init`, compiled the way a mirror target compiles them.
    .target(
      name: "PreviewFixtures", dependencies: ["ViewGraph"], path: "Tests/PreviewFixtures",
      swiftSettings: [
        .unsafeFlags(["-module-alias", "SwiftUI=ViewGraph"]), .define("VIEWGRAPH"), .define("DEBUG"),
      ]),
    .target(
      name: "PreviewWarningFixtures", dependencies: ["ViewGraph"], path: "Tests/PreviewWarningFixtures",
      swiftSettings: [
        .unsafeFlags(["-module-alias", "SwiftUI=ViewGraph"]), .define("VIEWGRAPH"), .define("DEBUG"),
      ]),
    .testTarget(
      name: "ViewGraphTests",
      dependencies: [
        "ViewGraph", "ScreenCatalog", "ViewGraphStoreKit", "ViewGraphWidgetKit", "ViewGraphUserNotifications",
        "ViewGraphPhotosUI", "ViewGraphCharts", "ViewGraphMapKit",
        "ViewGraphWebKit", "ViewGraphAVFoundation", "ViewGraphAVKit", "ViewGraphSafariServices", "ViewGraphWeatherKit",
        "ViewGraphAuthenticationServices", "ViewGraphLinkPresentation", "ViewGraphCoreSpotlight", "ViewGraphLocalAuthentication",
        "ViewGraphSecurity",
        "ViewGraphCryptoKit",
        "ViewGraphNetwork", "ViewGraphServiceManagement", "ViewGraphNaturalLanguage",
        "ViewGraphWatchConnectivity", "ViewGraphCoreHaptics", "ViewGraphAppIntents", "ViewGraphEventKit",
        "ViewGraphQuickLook",
      ]),
    .testTarget(
      name: "ViewGraphSwiftDataTests",
      dependencies: ["ViewGraphSwiftData", "ViewGraph", "StateHarness", "ViewGraphFoundationGaps"]),
    .testTarget(
      name: "StateHarnessTests",
      dependencies: [
        "StateHarness", "ViewGraph", "ScreenCatalog", "PreviewFixtures", "PreviewWarningFixtures", "ViewGraphCharts",
        "ViewGraphPhotosUI", "ViewGraphAuthenticationServices", "ViewGraphCoreSpotlight",
      ]),
    .testTarget(
      name: "ViewGraphCompatTests",
      dependencies: [
        "ViewGraphCompat", "ViewGraphOSLog", "ViewGraphOS", "ViewGraphUniformTypeIdentifiers",
        "ViewGraphCoreTransferable", "ViewGraphCoreLocation", "ViewGraphCoreGraphics",
      ]),
    .testTarget(
      name: "SampleFeatureTests", dependencies: ["SampleFeature", "StateHarness", "ViewGraph"]),
  ],
  swiftLanguageModes: [.v6]
)

// What a test package `viewgraph-compat init` writes depends on: ViewGraph with its Combine,
// what Foundation lacks and the Security calls Apple's Foundation brings along, then one product for each stand-in its app's files import, so
// a clean build (a CI run without a cache) builds only those (scripts/measure-adoption-build).
// The `ViewGraph` product above still brings every stand-in.
package.products.append(
  .library(
    name: "ViewGraphMirror", targets: ["ViewGraph", "ViewGraphCombine", "ViewGraphFoundationGaps", "ViewGraphSecurity"]))
for target in package.targets
where target.type == .regular && target.name.hasPrefix("ViewGraph")
  && !["ViewGraph", "ViewGraphOSSubmodules"].contains(target.name)
{
  package.products.append(.library(name: target.name, targets: [target.name]))
}
