import Foundation

/// `viewgraph-compat init <app folder> --output <dir>`: one test package per app target,
/// written beside the app, built, with what was left out printed.
struct InitCommand {
  let appFolder: URL
  let output: URL
  /// Only this target, when the app has several.
  let targetName: String?
  /// A path or URL for StateHarness; by default the checkout this tool runs from.
  let stateHarness: String?
  let builds: Bool
  /// Whether left-out views get placeholders (`--no-placeholders` measures without).
  let placeholders: Bool
  let command: String

  /// Returns the exit status: 0 when every package was written (and built), 1 otherwise.
  func run(compiler: Compiler, scratch: URL) -> Int32 {
    guard let targets = selectedTargets() else { return 1 }
    if let problem = OutputFolderCheck(output: output, targets: targets).problem {
      print(problem)
      return 1
    }
    var status: Int32 = 0
    for target in targets {
      // One package per app target: several targets go to folders named after them.
      let folder = targets.count == 1 ? output : output.appendingPathComponent(target.name)
      do {
        if try !writePackage(for: target, in: folder, compiler: compiler, scratch: scratch) { status = 1 }
      } catch {
        print("viewgraph-compat init: \(target.name): \(error)")
        status = 1
      }
    }
    return status
  }

  /// The app's targets this run writes, or nil (with the reason printed) when there are none.
  private func selectedTargets() -> [AppTarget]? {
    let targets: [AppTarget]
    do {
      guard let read = try AppTarget.read(from: appFolder) else {
        print("viewgraph-compat init: \(appFolder.path) holds no Xcode project and no Package.swift")
        return nil
      }
      // A target of one of several apps is named `Part1/MyApp`, or by its own name.
      targets = read.filter {
        targetName == nil || $0.name == targetName || $0.name.hasSuffix("/" + (targetName ?? ""))
      }
    } catch {
      print("viewgraph-compat init: \(error)")
      return nil
    }
    guard !targets.isEmpty else {
      print(
        "viewgraph-compat init: no app target\(targetName.map { " named \($0)" } ?? "") in \(appFolder.path)")
      return nil
    }
    return targets
  }

  /// Writes (and builds) one target's package; false when the run must fail for it.
  private func writePackage(for target: AppTarget, in folder: URL, compiler: Compiler, scratch: URL) throws
    -> Bool
  {
    // The package's own build has the last word: files it rejects that the check
    // passed are left out too, and the package is written again (three tries).
    var succeeded = true
    var excluded: [String: String] = [:]
    var excludedScreens: Set<String> = []
    var wroteTests = false
    for attempt in 1...3 {
      let plan = try MirrorPlan(
        target: target, compiler: compiler, scratch: scratch, excluding: excluded,
        placeholders: placeholders)
      var writer = TestPackageWriter(
        plan: plan, output: folder, stateHarness: stateHarness(for: folder), command: command)
      writer.excludedScreens = excludedScreens
      // The smoke test this run wrote follows the plan; one that was there stays.
      wroteTests = try writer.write(rewritingTests: wroteTests) || wroteTests
      if attempt == 1 || !builds { print(summary(of: plan, in: folder)) }
      // A file of the app that cannot be read is bad input, not a left-out file: the
      // package is written, and the run fails, as the check does.
      if attempt == 1, !unreadableFiles(of: plan).isEmpty { succeeded = false }
      guard builds else { break }
      let outcome = build(folder, module: target.moduleName, root: target.root)
      if outcome.succeeded {
        if attempt > 1 { print(summary(of: plan, in: folder)) }
        break
      }
      let newlyRejected = outcome.rejected.filter { excluded[$0.key] == nil }
      // A screen whose `Screen()` call the smoke test this run wrote does not compile (its
      // initializer asks for what the tool did not see) is not mounted there.
      let rejectedScreens =
        wroteTests
        ? Set(outcome.smokeTestErrorLines.compactMap { writer.screen(atSmokeTestLine: $0) }) : []
      excludedScreens.formUnion(rejectedScreens)
      if attempt == 3 || (newlyRejected.isEmpty && rejectedScreens.isEmpty) {
        return false
      }
      excluded.merge(newlyRejected) { first, _ in first }
      print("  leaving out what the build rejected and writing the package again…")
    }
    return succeeded
  }

  private func summary(of plan: MirrorPlan, in folder: URL) -> String {
    let views = plan.kept.count { $0.isViewFile }
    let allViews = views + plan.leftOut.count { $0.file.isViewFile }
    var out = "\(plan.target.name) → \(folder.path)\n"
    out += "  kept \(plan.kept.count) of \(plan.kept.count + plan.leftOut.count) files "
    out += "(\(views) of \(allViews) that import SwiftUI); Swift \(plan.target.swiftVersion) mode"
    out += plan.target.defaultIsolation.map { ", default isolation \($0)" } ?? ""
    out += "\n"
    out += "  App: \(plan.appTypeName ?? "left out (the smoke test mounts the kept previews and screens)")\n"
    if !plan.settlement.placeholders.isEmpty {
      out +=
        "  placeholders for left-out views: \(plan.settlement.placeholders.map(\.name).joined(separator: ", "))\n"
    }
    for (name, reason) in plan.leftOutModules.sorted(by: { $0.key < $1.key }) {
      out += "  – module \(name): \(reason)\n"
    }
    for file in unreadableFiles(of: plan) {
      out += "  ✗ \(file.relativePath): \(file.reason), so it is not in the package\n"
    }
    for (file, reason) in plan.leftOut { out += "  – \(file.relativePath): \(reason)\n" }
    for module in plan.target.modules where plan.leftOutModules[module.name] == nil {
      let kept = plan.settlement.moduleKept[module.name]?.count ?? module.sources.count
      out += "  module \(module.name) (\(module.origin)): kept \(kept) of \(module.sources.count) files\n"
    }
    for (path, reason) in plan.settlement.moduleLeftOut { out += "  – \(path): \(reason)\n" }
    return out
  }

  private func unreadableFiles(of plan: MirrorPlan) -> [UnreadableFile] {
    UnreadableFile.find(
      in: plan.target.sources.filter { $0.pathExtension == "swift" }, root: plan.target.root)
  }

  private func stateHarness(for folder: URL) -> String {
    if let stateHarness {
      if stateHarness.contains("://") { return stateHarness }
      return TestPackageWriter.relativePath(from: folder, to: URL(fileURLWithPath: stateHarness))
    }
    return TestPackageWriter.relativePath(from: folder, to: Self.ownPackage ?? URL(fileURLWithPath: "."))
  }

  /// The StateHarness checkout whose build folder holds this executable.
  static var ownPackage: URL? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/ViewGraph").path) {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// `swift build --build-tests` in the package: whether it built, and the app files (by
  /// path in the app's folder) whose errors it reported, with the first error of each.
  private func build(_ folder: URL, module: String, root: URL) -> (
    succeeded: Bool, rejected: [String: String], smokeTestErrorLines: [Int]
  ) {
    print("  building \(folder.lastPathComponent) (swift build --build-tests)…")
    let (status, output) = Compiler.run(
      ["swift", "build", "--build-tests", "--package-path", folder.path], timeLimit: .seconds(3_600))
    if status == 0 {
      print("  built; run its tests with: swift test --package-path \(folder.path)")
      return (true, [:], [])
    }
    let errors = Diagnostic.errors(in: output)
    let smokeTest = "\(module)Tests/\(module)SmokeTests.swift"
    let smokeTestErrorLines = errors.filter { $0.path.hasSuffix("/" + smokeTest) }.map(\.line)
    let mirror = folder.appendingPathComponent("Sources").appendingPathComponent(module).standardizedFileURL
      .path
    var rejected: [String: String] = [:]
    for error in errors
    where URL(fileURLWithPath: error.path).standardizedFileURL.path.hasPrefix(mirror + "/") {
      let original = URL(fileURLWithPath: error.path).resolvingSymlinksInPath().standardizedFileURL.path
      let base = root.resolvingSymlinksInPath().standardizedFileURL.path
      guard original.hasPrefix(base + "/") else { continue }
      let relative = String(original.dropFirst(base.count + 1))
      if rejected[relative] == nil {
        rejected[relative] = "the package's build rejects it: \(error.line): \(error.message)"
      }
    }
    let shown = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20)
    print("  the package does not build:\n" + shown.map { "    \($0)" }.joined(separator: "\n"))
    // An error in a macro's expansion that no note traces to a file leaves nothing to leave
    // out: said as such, not as a bare failure.
    let unattributed = errors.filter(\.isUnattributedExpansion)
    if !unattributed.isEmpty {
      print("  " + UnattributedExpansionError(errors: unattributed).description.replacing("\n", with: "\n  "))
    }
    return (false, rejected, smokeTestErrorLines)
  }
}
