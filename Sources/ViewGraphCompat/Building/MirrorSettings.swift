import Foundation

/// How a mirror target compiles an app's files: the one place the tool's check and the
/// package `init` writes take their flags from, so what the check reports is what the
/// package builds.
struct MirrorSettings {
  var moduleName: String
  /// `"5"` or `"6"`.
  var swiftVersion: String
  var defaultIsolation: String?
  /// Conditions besides `DEBUG` and `VIEWGRAPH`, which every mirror defines: a Debug build
  /// defines `DEBUG`, and `VIEWGRAPH` lets a file tell the mirror from the app if it must.
  var conditions: [String] = []
  var upcomingFeatures: [String] = []
  /// Whether the module holds an `@main`: its entry point is renamed, so the App compiles in
  /// and the test runner's own `main` links.
  var hasEntryPoint = false
  /// Whether the module is a remote package's: such code is written to build on Linux as it
  /// is, so `import Darwin` is not resolved to Glibc for it (``linuxFlags(darwinIsGlibc:)``).
  var isRemotePackage = false
  /// The module's package (`-package-name`): the app's own targets share one; a package
  /// target's is its package's, as SwiftPM and Xcode build it.
  var packageName = Self.appPackageName

  /// The package name of the app's own targets.
  static let appPackageName = "App"

  init(target: AppTarget) {
    moduleName = target.moduleName
    swiftVersion = target.swiftVersion
    defaultIsolation = target.defaultIsolation
    conditions = target.conditions
    upcomingFeatures = target.upcomingFeatures
  }

  init(moduleName: String, swiftVersion: String) {
    self.moduleName = moduleName
    self.swiftVersion = swiftVersion
  }

  /// A linked module's: its language mode and a package target's own settings, which its
  /// files are written for (IceCubesApp's packages set `.defaultIsolation(MainActor.self)`;
  /// compiled without it, their main-actor calls fail).
  init(linked module: AppTarget.LinkedModule) {
    self.init(moduleName: module.name, swiftVersion: module.swiftVersion)
    conditions = module.defines
    defaultIsolation = module.defaultIsolation
    upcomingFeatures = module.upcomingFeatures
    if let package = module.package { packageName = Self.packageName(of: package) }
  }

  /// A manifest's name as a package name: its characters that cannot be in an identifier made
  /// `_` (SwiftPM's identities have `-`), prefixed so it never is the app's.
  static func packageName(of package: String) -> String { "Package_" + XcodeProject.identifier(package) }

  /// What the check defines: the package's `mirror` defines (`DEBUG`, `VIEWGRAPH`), the
  /// target's conditions, and `SWIFT_PACKAGE`, which SwiftPM defines for every target of the
  /// written package (Firebase's `#if SWIFT_PACKAGE @_exported import FirebaseCoreInternal`):
  /// a file the check compiles without it could fail the package's own build.
  var defines: [String] {
    ["DEBUG", "VIEWGRAPH", "SWIFT_PACKAGE"]
      + conditions.filter { !["DEBUG", "VIEWGRAPH", "SWIFT_PACKAGE"].contains($0) }
  }

  /// The renamed entry point: `<Module>_main`.
  var entryPointName: String { "\(moduleName)_main" }

  /// Flags on every platform: SwiftUI resolved to ViewGraph, the entry point renamed.
  var aliasFlags: [String] {
    var flags = ["-module-alias", "SwiftUI=ViewGraph"]
    if hasEntryPoint { flags += ["-Xfrontend", "-entry-point-function-name", "-Xfrontend", entryPointName] }
    return flags
  }

  /// Flags on Linux only, where the app's frameworks are missing: `import Combine` loads
  /// ViewGraphCombine, `import Darwin` Glibc; every file sees what `import Foundation` brings on Apple platforms
  /// (Combine's `ObservableObject`, `URLSession`, which lives in FoundationNetworking,
  /// Security's keychain calls, whose headers Foundation's `URLCredential` imports,
  /// Observation's `@Observable`, which models that import only Foundation use, and what
  /// Apple's Foundation declares beyond corelibs, such as `RelativeDateTimeFormatter`).
  static var linuxFlags: [String] { linuxFlags(darwinIsGlibc: true) }

  /// ``linuxFlags`` with or without `import Darwin` resolved to Glibc, which declares what
  /// apps import Darwin for (`sqrt`, `getpid`, `arc4random`'s kin). A remote package is built
  /// without it: packages that build on Linux import Glibc there themselves (swift-log,
  /// SwiftNIO), and the alias makes the name `Glibc` an error ("cannot refer to module as
  /// 'Glibc' because it has been aliased").
  /// A stand-in the app's own module shadows (``ShadowedStandIns``) is neither aliased nor
  /// imported.
  static func linuxFlags(darwinIsGlibc: Bool) -> [String] {
    let shadowed = ShadowedStandIns.frameworks
    let implicit = implicitStandIns.filter { !shadowed.contains($0) }
    return [
      "-module-alias", "Combine=ViewGraphCombine", "-Xfrontend", "-import-module", "-Xfrontend", "Combine",
      "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking",
      "-Xfrontend", "-import-module", "-Xfrontend", "Observation",
      "-Xfrontend", "-import-module", "-Xfrontend", "ViewGraphFoundationGaps",
    ] + implicit.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
      + (darwinIsGlibc ? ["-module-alias", "Darwin=Glibc"] : [])
      + standInAliases.filter { !shadowed.contains($0.framework) }.flatMap {
        ["-module-alias", "\($0.framework)=\($0.module)"]
      }
  }

  /// Stand-ins every file of a mirror imports, as Apple's Foundation brings their frameworks
  /// along (Foundation's `URLCredential` imports Security's headers, S395).
  static let implicitStandIns = ["Security"]

  /// Apple frameworks apps' models import, and ViewGraph's stand-in for each on Linux.
  static let standInAliases = [
    (framework: "OSLog", module: "ViewGraphOSLog"), (framework: "os", module: "ViewGraphOS"),
    (framework: "UniformTypeIdentifiers", module: "ViewGraphUniformTypeIdentifiers"),
    (framework: "CoreTransferable", module: "ViewGraphCoreTransferable"),
    (framework: "CoreLocation", module: "ViewGraphCoreLocation"),
    (framework: "CoreGraphics", module: "ViewGraphCoreGraphics"),
    (framework: "SwiftData", module: "ViewGraphSwiftData"),
    // Both, in every mirror: `#if canImport(UIKit)` is then true (an alias makes the name
    // importable) and `#if os(iOS)` stays false (the target is Linux), so the common
    // `#if canImport(UIKit) … #elseif canImport(AppKit) …` takes the UIKit branch, the one a
    // multiplatform app's main build (iOS, as XcodeProject.mainPlatform picks) compiles.
    (framework: "UIKit", module: "ViewGraphUIKit"), (framework: "AppKit", module: "ViewGraphAppKit"),
    (framework: "Cocoa", module: "ViewGraphCocoa"),
    (framework: "StoreKit", module: "ViewGraphStoreKit"),
    (framework: "WidgetKit", module: "ViewGraphWidgetKit"),
    (framework: "UserNotifications", module: "ViewGraphUserNotifications"),
    (framework: "PhotosUI", module: "ViewGraphPhotosUI"), (framework: "Charts", module: "ViewGraphCharts"),
    (framework: "MapKit", module: "ViewGraphMapKit"),
    (framework: "WebKit", module: "ViewGraphWebKit"),
    (framework: "AVFoundation", module: "ViewGraphAVFoundation"),
    (framework: "AVKit", module: "ViewGraphAVKit"),
    (framework: "SafariServices", module: "ViewGraphSafariServices"),
    (framework: "WeatherKit", module: "ViewGraphWeatherKit"),
    (framework: "AuthenticationServices", module: "ViewGraphAuthenticationServices"),
    (framework: "LinkPresentation", module: "ViewGraphLinkPresentation"),
    (framework: "CoreSpotlight", module: "ViewGraphCoreSpotlight"),
    (framework: "LocalAuthentication", module: "ViewGraphLocalAuthentication"),
    (framework: "Security", module: "ViewGraphSecurity"),
    (framework: "CryptoKit", module: "ViewGraphCryptoKit"),
    (framework: "Network", module: "ViewGraphNetwork"),
    (framework: "ServiceManagement", module: "ViewGraphServiceManagement"),
    (framework: "NaturalLanguage", module: "ViewGraphNaturalLanguage"),
    (framework: "WatchConnectivity", module: "ViewGraphWatchConnectivity"),
    (framework: "CoreHaptics", module: "ViewGraphCoreHaptics"),
    (framework: "AppIntents", module: "ViewGraphAppIntents"),
    (framework: "EventKit", module: "ViewGraphEventKit"),
    (framework: "QuickLook", module: "ViewGraphQuickLook"),
  ]

  /// The arguments `swiftc` gets for the same settings.
  var compilerArguments: [String] {
    var arguments = ["-swift-version", swiftVersion, "-module-name", moduleName] + aliasFlags
    #if os(Linux)
      arguments += Self.linuxFlags(darwinIsGlibc: !isRemotePackage)
    #endif
    for define in defines { arguments += ["-D", define] }
    if let defaultIsolation { arguments += ["-default-isolation", defaultIsolation] }
    for feature in upcomingFeatures { arguments += ["-enable-upcoming-feature", feature] }
    return arguments
  }
}
