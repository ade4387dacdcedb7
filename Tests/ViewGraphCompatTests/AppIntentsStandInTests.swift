import Foundation
import Testing

@testable import ViewGraphCompat

/// The corpus's App Intents shapes compiled in a mirror: Plash's and Gifski's summaries
/// (`When`, `Switch`, `Case`, `DefaultCase`, tables of parameters), IceCubesApp's entities,
/// queries and shortcuts, BackyardBirds' widget configuration, and results with values,
/// dialogs and views (S405).
@Suite("viewgraph-compat: AppIntents", .serialized, .ownThread)
struct AppIntentsStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("S405: intents, parameters, summaries, entities, enums and shortcuts compile")
  func intentShapesCompile() throws {
    let app = try FixtureApp([
      "Intents.swift": """
      import AppIntents
      import SwiftUI
      enum CropMode: String, AppEnum {
        case exact, aspectRatio
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crop Mode"
        static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
          .exact: "Exact", .aspectRatio: DisplayRepresentation(title: "Aspect Ratio", image: .init(systemName: "crop")),
        ]
      }
      struct CropIntent: AppIntent {
        static let title: LocalizedStringResource = "Crop Video"
        static let description = IntentDescription("Crops a video.", categoryName: "Editing")
        static let openAppWhenRun = false
        @Parameter(title: "Mode", default: .exact) var mode: CropMode
        @Parameter(title: "Width", default: 100, inclusiveRange: (1, 10000)) var width: Int
        @Parameter(title: "Height") var height: Int?
        @Parameter(title: "Video", supportedContentTypes: [.movie]) var video: IntentFile
        static var parameterSummary: some ParameterSummary {
          Switch(\\.$mode) {
            Case(.exact) {
              Summary("Crop \\(\\.$video) to \\(\\.$width)x\\(\\.$height)")
            }
            DefaultCase {
              Summary("Crop \\(\\.$video)") {
                \\.$width
                \\.$height
              }
            }
          }
        }
        func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
          guard height != nil else { throw $height.needsValueError("What height?") }
          return .result(value: video)
        }
      }
      struct ToggleIntent: AppIntent {
        static let title: LocalizedStringResource = "Toggle Plash"
        @Parameter(title: "Action", default: true) var shouldToggle: Bool
        @Parameter(title: "Is Enabled", requestValueDialog: IntentDialog("Enabled?")) var isEnabled: Bool
        static var parameterSummary: some ParameterSummary {
          When(\\.$shouldToggle, .equalTo, true) {
            Summary("\\(\\.$shouldToggle) Plash")
          } otherwise: {
            Summary("\\(\\.$shouldToggle) Plash \\(\\.$isEnabled)")
          }
        }
        @MainActor
        func perform() async throws -> some IntentResult & ProvidesDialog {
          .result(dialog: "Plash is \\(isEnabled ? "on" : "off")")
        }
      }
      struct ListEntity: AppEntity, Identifiable {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "List")
        static let defaultQuery = ListQuery()
        let id: String
        @Property(title: "Name") var name: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)", subtitle: "A list") }
        init(id: String, name: String) {
          self.id = id
          self.name = name
        }
      }
      struct ListQuery: EntityQuery, EntityStringQuery {
        func entities(for identifiers: [ListEntity.ID]) async throws -> [ListEntity] {
          identifiers.map { ListEntity(id: $0, name: $0) }
        }
        func entities(matching string: String) async throws -> [ListEntity] { [ListEntity(id: string, name: string)] }
        func suggestedEntities() async throws -> [ListEntity] { [] }
      }
      struct OpenListIntent: AppIntent {
        static var title: LocalizedStringResource { "Open List" }
        static let supportedModes: IntentModes = .foreground
        @Parameter(title: "List") var list: ListEntity
        func perform() async throws -> some IntentResult {
          .result()
        }
      }
      struct ConfigurationIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Configure"
        @Parameter(title: "List") var list: ListEntity?
        func perform() async throws -> some IntentResult { .result() }
      }
      struct AppShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(
            intent: OpenListIntent(), phrases: ["Open a list in \\(.applicationName)"],
            shortTitle: "Open List", systemImageName: "list.bullet")
          AppShortcut(
            intent: ToggleIntent(), phrases: ["Toggle \\(.applicationName)", "Switch \\(.applicationName)"],
            shortTitle: LocalizedStringResource("Toggle", table: "Intents"), systemImageName: "switch.2")
        }
      }
      struct ShortcutsSettings: View {
        var body: some View { Text("\\(AppShortcuts.appShortcuts.count) shortcuts") }
      }
      """
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.compiling == 1, "\(Self.report(result))")
  }

  private static func report(_ result: ProjectResult) -> String {
    var report = Report(results: [result], listsEveryFile: true)
    report.listsEveryError = true
    return report.text
  }
}
