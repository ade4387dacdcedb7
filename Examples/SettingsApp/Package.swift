// swift-tools-version: 6.0
import PackageDescription

// An app as Xcode and SwiftPM apps are shaped: one target holding the models (internal,
// importing SwiftUI), the screens, the `@main` App and a resource. It builds where SwiftUI
// exists; its tests live in StateHarnessTests/, a package `viewgraph-compat init` wrote,
// whose mirror target compiles these same files against ViewGraph on any platform.
let package = Package(
  name: "SettingsApp",
  platforms: [.macOS(.v14), .iOS(.v17)],
  targets: [
    .executableTarget(name: "SettingsApp", path: "SettingsApp", resources: [.copy("Resources/defaults.json")])
  ],
  swiftLanguageModes: [.v6]
)
