import Foundation
import StateHarness
import Testing
@_spi(Inspection) import ViewGraph
import XCTest

/// Harness calls made from an XCTestCase fail that XCTestCase: most iOS teams still have
/// XCTest suites, and a failure Swift Testing drops would leave them green.
///
/// The failures are captured by overriding XCTest's recording method instead of failing
/// this suite, so each test can assert the message, file and line, and the count. XCTest
/// on Linux cannot list `@MainActor` test methods: bodies hop with `assumeIsolated`.
final class XCTestReportingTests: XCTestCase {
  private struct Recorded: Equatable {
    let message: String
    let file: String
    let line: Int
  }
  private var recorded: [Recorded] = []

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      // This test's own assertions must still fail it: only the harness's failures are kept.
      guard !issue.compactDescription.hasPrefix("XCTAssert") else { return super.record(issue) }
      recorded.append(
        Recorded(
          message: issue.compactDescription,
          file: issue.sourceCodeContext.location?.fileURL.path ?? "",
          line: issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      // This test's own assertions must still fail it: only the harness's failures are kept.
      guard !description.hasPrefix("XCTAssert") else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      recorded.append(Recorded(message: description, file: filePath, line: lineNumber))
    }
  #endif

  func testAFailingHarnessQueryFailsTheXCTestAtTheCallersLine() {
    let (found, line) = MainActor.assumeIsolated {
      let harness = ParentHarness { Screen() }
      return (harness.find(button: "Sign in") != nil, #line)
    }
    XCTAssertFalse(found)
    XCTAssertEqual(recorded.count, 1)
    XCTAssertEqual(recorded.first?.line, line)
    XCTAssertEqual(recorded.first?.file, #filePath)
    let message = recorded.first?.message ?? ""
    XCTAssertTrue(
      message.contains("find(button: \"Sign in\"): no Button titled \"Sign in\""), message)
  }

  func testAFailingRuleFailsTheXCTest() {
    let line = MainActor.assumeIsolated {
      ParentHarness { LetScreen() }.expectStateOwnsTheModel(of: Store.self)
      return #line - 1
    }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertEqual(recorded.first?.line, line)
    let message = recorded.first?.message ?? ""
    XCTAssertTrue(message.contains("Rule 1 (@State owns the model) broken"), message)
  }

  func testAnAmbiguousQueryAndAStaleProbeEachFailTheXCTestOnce() {
    let (ambiguousLine, driveLine) = MainActor.assumeIsolated {
      let twice = ParentHarness { Twice() }
      _ = twice.find(SwitchSection.self)
      let ambiguousLine = #line - 1
      let list = ParentHarness { EditableList() }
      let field = list.find(textField: "Item 2")
      list.find(button: "Remove two")?.tap()
      field?.setInput("changed")
      return (ambiguousLine, #line - 1)
    }
    XCTAssertEqual(recorded.map(\.line), [ambiguousLine, driveLine])
    XCTAssertTrue(recorded.first?.message.contains("2 SwitchSection views are mounted") == true)
    XCTAssertTrue(recorded.last?.message.contains("TextField \"Item 2\" is no longer mounted") == true)
  }

  func testQueriesAndDrivesWithNothingToFindOrDriveFailTheXCTestOnceEach() {
    let lines = MainActor.assumeIsolated {
      let harness = ParentHarness { PeopleScreen() }
      harness.find(button: "Next speaker")?.tap()  // found by its accessibility label: no failure
      _ = harness.find(button: "Remove")
      let severalLine = #line - 1
      _ = harness.find(viewWithAccessibilityIdentifier: "nope")
      let identifierLine = #line - 1
      harness.find(button: "Next speaker")?.delete()
      let deleteLine = #line - 1
      harness.find(text: "Ada")?.select()
      let selectLine = #line - 1
      harness.navigateBack()
      let backLine = #line - 1
      harness.find(text: "Ada")?.dismiss()
      let dismissLine = #line - 1
      let tabs = ParentHarness { TabsScreen() }
      tabs.find(tab: "Untagged")?.select()
      return [severalLine, identifierLine, deleteLine, selectLine, backLine, dismissLine, #line - 1]
    }
    XCTAssertEqual(recorded.map(\.line), lines)
    XCTAssertEqual(recorded.map(\.file), Array(repeating: #filePath, count: 7))
    // Linux's XCTest prefixes the message with "failed - ".
    let headlines = recorded.map { $0.message.split(separator: "\n").first.map(String.init) ?? "" }
    let expected = [
      "find(button: \"Remove\"): 3 Buttons titled \"Remove\" are mounted; find expects exactly one",
      "find(viewWithAccessibilityIdentifier: \"nope\"): no view with accessibility identifier \"nope\" is mounted",
      "delete(): Button \"Next speaker\" is in no ForEach row",
      "select(): Text \"Ada\" is in no List",
      "navigateBack(): nothing is pushed to go back from",
      "dismiss(): Text \"Ada\" is in no presentation",
      "select(): Tab \"Untagged\" has no value",
    ]
    XCTAssertEqual(headlines.count, expected.count)
    for (headline, wanted) in zip(headlines, expected) {
      XCTAssertTrue(headline.hasSuffix(wanted), headline)
    }
  }

  func testFocusSubmitAndLongPressWithoutTheirModifierFailTheXCTestOnceEach() {
    let lines = MainActor.assumeIsolated {
      let harness = ParentHarness { TextField("Name", text: .constant("")) }
      harness.find(textField: "Name")?.focus()
      let focusLine = #line - 1
      harness.find(textField: "Name")?.submit()
      let submitLine = #line - 1
      let buttons = ParentHarness { Button("Save") {} }
      buttons.find(button: "Save")?.longPress()
      return [focusLine, submitLine, #line - 1]
    }
    XCTAssertEqual(recorded.map(\.line), lines)
    XCTAssertEqual(recorded.map(\.file), Array(repeating: #filePath, count: 3))
    XCTAssertTrue(recorded[0].message.contains("focus(): TextField \"Name\" has no focus binding"))
    XCTAssertTrue(recorded[1].message.contains("submit(): TextField \"Name\" has no submit action"))
    XCTAssertTrue(recorded[2].message.contains("longPress(): Button \"Save\" has no long-press action"))
  }

  func testUnparseableInputOutOfRangeDateAndTapOnLongPressOnlyFailTheXCTestOnceEach() {
    let lines = MainActor.assumeIsolated {
      let harness = ParentHarness {
        Form {
          TextField("Amount", value: .constant(4.0), format: .number)
          DatePicker(
            "Due", selection: .constant(Date(timeIntervalSince1970: 0)), in: Date(timeIntervalSince1970: 0)...
          )
        }
      }
      harness.find(textField: "Amount")?.setInput("four")
      let inputLine = #line - 1
      harness.find(datePicker: "Due")?.select(date: .distantPast)
      let dateLine = #line - 1
      let holding = ParentHarness { Text("Hold").onLongPressGesture {} }
      holding.find(button: "Hold")?.tap()
      return [inputLine, dateLine, #line - 1]
    }
    XCTAssertEqual(recorded.map(\.line), lines)
    XCTAssertEqual(recorded.map(\.file), Array(repeating: #filePath, count: 3))
    XCTAssertTrue(
      recorded[0].message.contains("setInput(\"four\"): TextField \"Amount\" cannot take this text"))
    XCTAssertTrue(recorded[1].message.contains("DatePicker \"Due\" only offers dates from 1970-01-01"))
    XCTAssertTrue(recorded[2].message.contains("tap(): Button \"Hold\" has no tap action"))
  }

  func testAPreviewThatWarnsOneThatAuditsBadlyAndAnUnknownModuleFailTheXCTestOnceEach() {
    let line = MainActor.assumeIsolated {
      expectPreviewsMount(in: "PreviewWarningFixtures")
      expectPreviewsMount(in: "NoSuchModule")
      return #line - 2
    }
    // The warning preview, the preview whose audit finds a mistake, the unknown module.
    XCTAssertEqual(recorded.map(\.line), [line, line, line + 1])
    XCTAssertTrue(recorded.first?.message.contains("Preview \"Duplicates\"") ?? false)
    XCTAssertTrue(recorded.dropFirst().first?.message.contains("Preview \"Injected draft\"") ?? false)
    XCTAssertTrue(recorded.last?.message.contains("No #Preview found in module NoSuchModule") ?? false)
  }

  func testAuditFindingsOnValueCopiesAndObservedObjectsFailTheXCTestOnceEach() {
    let lines = MainActor.assumeIsolated {
      ParentHarness { ScrumDetailScreen() }.auditOwnership()
      let copyLine = #line - 1
      ParentHarness { MeetingView() }.auditOwnership()
      let ownedLine = #line - 1
      let borrowed = ParentHarness { MeetingView() }
      _ = borrowed.installed(ScrumTimer.self)
      return [copyLine, ownedLine, #line - 1]
    }
    XCTAssertEqual(recorded.map(\.line), lines)
    XCTAssertEqual(recorded.map(\.file), Array(repeating: #filePath, count: 3))
    XCTAssertTrue(
      recorded[0].message.contains(
        "Ownership audit: EditView.scrum — mistake 1, @State on a value passed in; breaks Rule 3"),
      recorded[0].message)
    XCTAssertTrue(recorded[0].message.contains("Fix: declare `@Binding var scrum: DailyScrum`"))
    XCTAssertTrue(
      recorded[1].message.contains("mistake 2, @ObservedObject on a model the view creates"),
      recorded[1].message)
    XCTAssertTrue(recorded[1].message.contains("`@StateObject private var scrumTimer = ScrumTimer()`"))
    XCTAssertTrue(recorded[2].message.contains("it borrows ScrumTimer#"), recorded[2].message)
  }

  func testRulesOnAChildAValueAndAModelFailTheXCTestOnceEach() {
    let lines = MainActor.assumeIsolated {
      ParentHarness { FreshChildScreen() }.expectStateOwnsTheModel(of: Store.self, in: NameSection.self)
      let childLine = #line - 1
      ParentHarness { LetScrumsView() }.expectStateOwnsTheModel(of: [DailyScrum].self)
      let valueLine = #line - 1
      EnvironmentHarness(ModelData()) { ShieldedLandmarks() }.expectEnvironmentIsRead(ModelData())
      let modelLine = #line - 1
      ParentHarness { CopyingShell() }.expectBindableShares(of: Store.self, in: StateChild.self)
      return [childLine, valueLine, modelLine, #line - 1]
    }
    XCTAssertEqual(recorded.map(\.line), lines)
    XCTAssertEqual(recorded.map(\.file), Array(repeating: #filePath, count: 4))
    XCTAssertTrue(recorded[0].message.contains("NameSection.store is a new Store"), recorded[0].message)
    XCTAssertTrue(recorded[1].message.contains("LetScrumsView.scrums is a `let`"), recorded[1].message)
    XCTAssertTrue(
      recorded[2].message.contains("after setting ModelData.self to ModelData#"), recorded[2].message)
    XCTAssertTrue(recorded[3].message.contains("StateChild.store is @State"), recorded[3].message)
  }

  func testAMissingModelAnUnmountedHarnessAndAnEditButtonWithoutEditModeFailTheXCTestOnceEach() {
    let lines = MainActor.assumeIsolated {
      let missing = ParentHarness(runtimeWarnings: .collect) { NeedsModel() }
      _ = missing.find(NeedsModel.self)?.view.model.name
      let missingLine = #line - 1
      let editing = ParentHarness { EditsWithoutStack() }
      editing.find(button: "Edit")?.tap()
      let editLine = #line - 1
      editing.unmount()
      editing.reRender()
      let reRenderLine = #line - 1
      return [missingLine, editLine, reRenderLine]
    }
    XCTAssertEqual(recorded.map(\.line), lines)
    XCTAssertEqual(Set(recorded.map(\.file)), [#filePath])
    let headlines = recorded.map { $0.message.split(separator: "\n").first.map(String.init) ?? "" }
    XCTAssertTrue(
      headlines[0].contains("find(NeedsModel.self): NeedsModel is mounted but not rendered"), headlines[0])
    XCTAssertTrue(headlines[1].contains("tap(): Button \"Edit\" has no edit mode to toggle"), headlines[1])
    XCTAssertTrue(headlines[2].contains("reRender(): the harness was unmounted at line"), headlines[2])
  }

  func testGoingBackUnderASheetAndPickingAColorNoPickerOffersFailTheXCTestOnceEach() {
    let lines = MainActor.assumeIsolated {
      let reading = ParentHarness { ShelfWithFilters() }
      reading.find(button: "Filters")?.tap()
      reading.navigateBack()
      let backLine = #line - 1
      _ = reading.find(colorPicker: "Tint")
      let pickerLine = #line - 1
      return [backLine, pickerLine]
    }
    XCTAssertEqual(recorded.map(\.line), lines)
    XCTAssertEqual(Set(recorded.map(\.file)), [#filePath])
    let headlines = recorded.map { $0.message.split(separator: "\n").first.map(String.init) ?? "" }
    XCTAssertEqual(headlines.count, 2)
    XCTAssertTrue(
      headlines[0].hasSuffix(
        "navigateBack(): a sheet is shown on top, with no screen pushed in it to go back from"),
      headlines[0])
    XCTAssertTrue(
      headlines[1].hasSuffix("find(colorPicker: \"Tint\"): no ColorPicker titled \"Tint\" is mounted"),
      headlines[1])
  }

  func testHoldingQueriesAndRulesRecordNothing() {
    let found = MainActor.assumeIsolated {
      let harness = ParentHarness { Screen() }
      harness.expectStateOwnsTheModel(of: Store.self)
      harness.expectStateOwnsTheModel(of: Store.self, in: NameSection.self)
      ParentHarness { ScrumsView() }.expectStateOwnsTheModel(of: [DailyScrum].self)
      EnvironmentHarness(ModelData()) { LandmarkList() }.expectEnvironmentIsRead(ModelData())
      ParentHarness { Shell() }.expectBindableShares(of: Store.self, in: NameSection.self)
      return harness.find(toggle: "Switch") != nil
    }
    XCTAssertTrue(found)
    XCTAssertEqual(recorded, [])
  }
}

@Observable private final class NamedModel {
  var name = "model"
}

/// Reads a model nobody placed above it.
private struct NeedsModel: View {
  @Environment(NamedModel.self) var model
  var body: some View { Text(model.name) }
}

/// An EditButton with no navigation stack to give it edit mode.
private struct EditsWithoutStack: View {
  var body: some View { EditButton() }
}

/// A pushed screen that presents a sheet with nothing pushed in it (S130), and a color
/// picker titled "Accent".
private struct ShelfWithFilters: View {
  @State var path = ["Dune"]
  @State var showsFilters = false
  @State var accent = Color.blue
  var body: some View {
    NavigationStack(path: $path) {
      Text("Books")
        .navigationDestination(for: String.self) { title in
          Button("Filters") { showsFilters = true }
        }
    }
    .sheet(isPresented: $showsFilters) { ColorPicker("Accent", selection: $accent) }
  }
}
