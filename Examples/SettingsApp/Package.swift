// swift-tools-version: 6.0
import PackageDescription

// An app's package, shaped the way StateHarness is adopted:
//
//   SettingsModels     the app's models (import Foundation only), shared by both builds
//   SettingsApp        the app's views, written against SwiftUI; declared only where
//                      SwiftUI exists
//   SettingsAppMirror  the same view files (Sources/SettingsAppMirror is a symlink to
//                      Sources/SettingsApp), compiled a second time against ViewGraph:
//                      `-module-alias SwiftUI=ViewGraph` makes `import SwiftUI` load it
//   SettingsRuleTests  rule tests against the mirror, on any platform
let viewGraph = Target.Dependency.product(name: "ViewGraph", package: "StateHarness")

let package = Package(
  name: "SettingsApp",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "StateHarness", path: "../..")],
  targets: [
    .target(
      name: "SettingsModels",
      // Foundation brings Combine and Observation on Apple platforms; on Linux the same
      // files get them from ViewGraph, imported implicitly.
      dependencies: [
        .product(name: "ViewGraph", package: "StateHarness", condition: .when(platforms: [.linux]))
      ],
      swiftSettings: [
        .unsafeFlags(
          ["-Xfrontend", "-import-module", "-Xfrontend", "ViewGraph"], .when(platforms: [.linux]))
      ]),
    .target(
      name: "SettingsAppMirror",
      dependencies: ["SettingsModels", viewGraph],
      swiftSettings: [
        .unsafeFlags(["-module-alias", "SwiftUI=ViewGraph"]),
        .define("VIEWGRAPH"),
      ]),
    .testTarget(
      name: "SettingsRuleTests",
      dependencies: [
        "SettingsAppMirror", "SettingsModels",
        .product(name: "StateHarness", package: "StateHarness"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)

#if canImport(SwiftUI)
  package.targets.append(.target(name: "SettingsApp", dependencies: ["SettingsModels"]))
#endif
