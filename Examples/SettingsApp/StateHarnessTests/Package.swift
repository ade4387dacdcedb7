// swift-tools-version: 6.0
// swift-format-ignore-file
// The test package of SettingsApp, written by viewgraph-compat:
//   swift run viewgraph-compat init Examples/SettingsApp --output Examples/SettingsApp/StateHarnessTests --stateharness . --no-build
// Run it again when the app's files change: it rewrites this file, Sources/ and
// MIRROR.md (what it left out, and why). Tests/ is yours; it is never overwritten.
import PackageDescription

let viewGraph = Target.Dependency.product(name: "ViewGraphMirror", package: "StateHarness")
// The stand-ins of the frameworks the app's files import; ViewGraph's others are not built.
let standIns: [Target.Dependency] = []

// How a mirror compiles the app's files: `import SwiftUI` loads ViewGraph, a Debug build's
// DEBUG is defined, and VIEWGRAPH tells the mirror from the app. On Linux, `import Combine`
// and each framework aliased below load ViewGraph's stand-ins, and every file sees what
// Apple's Foundation brings along.
let mirror: [SwiftSetting] = [
  .unsafeFlags(["-module-alias", "SwiftUI=ViewGraph"]),
  .unsafeFlags(
    [
      "-module-alias", "Combine=ViewGraphCombine",
      "-Xfrontend", "-import-module",
      "-Xfrontend", "Combine",
      "-Xfrontend", "-import-module",
      "-Xfrontend", "FoundationNetworking",
      "-Xfrontend", "-import-module",
      "-Xfrontend", "Observation",
      "-Xfrontend", "-import-module",
      "-Xfrontend", "ViewGraphFoundationGaps",
      "-Xfrontend", "-import-module",
      "-Xfrontend", "Security",
      "-module-alias", "Darwin=Glibc",
      "-module-alias", "OSLog=ViewGraphOSLog",
      "-module-alias", "os=ViewGraphOS",
      "-module-alias", "UniformTypeIdentifiers=ViewGraphUniformTypeIdentifiers",
      "-module-alias", "CoreTransferable=ViewGraphCoreTransferable",
      "-module-alias", "CoreLocation=ViewGraphCoreLocation",
      "-module-alias", "CoreGraphics=ViewGraphCoreGraphics",
      "-module-alias", "SwiftData=ViewGraphSwiftData",
      "-module-alias", "UIKit=ViewGraphUIKit",
      "-module-alias", "AppKit=ViewGraphAppKit",
      "-module-alias", "Cocoa=ViewGraphCocoa",
      "-module-alias", "StoreKit=ViewGraphStoreKit",
      "-module-alias", "WidgetKit=ViewGraphWidgetKit",
      "-module-alias", "UserNotifications=ViewGraphUserNotifications",
      "-module-alias", "PhotosUI=ViewGraphPhotosUI",
      "-module-alias", "Charts=ViewGraphCharts",
      "-module-alias", "MapKit=ViewGraphMapKit",
      "-module-alias", "WebKit=ViewGraphWebKit",
      "-module-alias", "AVFoundation=ViewGraphAVFoundation",
      "-module-alias", "AVKit=ViewGraphAVKit",
      "-module-alias", "SafariServices=ViewGraphSafariServices",
      "-module-alias", "WeatherKit=ViewGraphWeatherKit",
      "-module-alias", "AuthenticationServices=ViewGraphAuthenticationServices",
      "-module-alias", "LinkPresentation=ViewGraphLinkPresentation",
      "-module-alias", "CoreSpotlight=ViewGraphCoreSpotlight",
      "-module-alias", "LocalAuthentication=ViewGraphLocalAuthentication",
      "-module-alias", "Security=ViewGraphSecurity",
      "-module-alias", "CryptoKit=ViewGraphCryptoKit",
      "-module-alias", "Network=ViewGraphNetwork",
      "-module-alias", "ServiceManagement=ViewGraphServiceManagement",
      "-module-alias", "NaturalLanguage=ViewGraphNaturalLanguage",
      "-module-alias", "WatchConnectivity=ViewGraphWatchConnectivity",
      "-module-alias", "CoreHaptics=ViewGraphCoreHaptics",
      "-module-alias", "AppIntents=ViewGraphAppIntents",
      "-module-alias", "EventKit=ViewGraphEventKit",
      "-module-alias", "QuickLook=ViewGraphQuickLook",
    ], .when(platforms: [.linux])),
  .define("DEBUG"), .define("VIEWGRAPH"),
]

let package = Package(
  name: "SettingsAppTests",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "StateHarness", path: "../../..")],
  targets: [
    // The app target's own files, unchanged (Sources/SettingsApp links to them).
    .target(
      name: "SettingsApp", dependencies: [viewGraph] + standIns,
      resources: [.copy("SettingsApp/Resources/defaults.json")],
      swiftSettings: mirror + [.swiftLanguageMode(.v6)] + [
        .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "SettingsApp_main"])
      ]),
    .testTarget(
      name: "SettingsAppTests",
      dependencies: ["SettingsApp", .product(name: "StateHarness", package: "StateHarness")]),
  ]
)
