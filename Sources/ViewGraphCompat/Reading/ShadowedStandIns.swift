/// Stand-ins an app's own modules shadow: IceCubesApp has a package module named `Network`,
/// so its `import Network` is that module, not Apple's framework. For the work done within
/// `withValue`, a mirror passes no `-module-alias` for those names, and the app's module is
/// what the import loads, as in the app's own build.
///
/// ```swift
/// try ShadowedStandIns.$frameworks.withValue(ShadowedStandIns.frameworks(in: project)) { … }
/// ```
enum ShadowedStandIns {
  /// The frameworks whose stand-ins are not aliased.
  @TaskLocal static var frameworks: Set<String> = []

  /// The stand-in frameworks that `project`'s own modules are named after.
  static func frameworks(in project: Project) -> Set<String> {
    frameworks(named: project.modules.map(\.name) + [project.settings.moduleName])
  }

  /// The stand-in frameworks among `moduleNames`.
  static func frameworks(named moduleNames: [String]) -> Set<String> {
    Set(MirrorSettings.standInAliases.map(\.framework)).intersection(moduleNames)
  }
}
