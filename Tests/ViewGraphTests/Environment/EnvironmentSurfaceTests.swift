import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// The environment values, window actions, scenes and commands real app files use, written as
// the apps write them and mounted, so each snippet is compiled in full and its view runs.

private struct Note: Codable, Hashable, Identifiable {
  let id: Int
}

/// A screen that adapts to the user's settings, as accessible apps do.
private struct AdaptiveRow: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
  @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
  @Environment(\.accessibilityInvertColors) private var invertColors
  @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
  @Environment(\.accessibilitySwitchControlEnabled) private var switchControl
  @Environment(\.accessibilityShowButtonShapes) private var buttonShapes
  @Environment(\.colorSchemeContrast) private var contrast
  @Environment(\.legibilityWeight) private var legibilityWeight
  @Environment(\.sizeCategory) private var sizeCategory
  @Environment(\.pixelLength) private var pixelLength
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone

  var body: some View {
    VStack {
      if differentiateWithoutColor || invertColors || voiceOver || switchControl || buttonShapes {
        Image(systemName: "checkmark.circle")
      }
      Text("Saved")
        .fontWeight(legibilityWeight == .bold ? .bold : .regular)
        .foregroundStyle(contrast == .increased ? .primary : .secondary)
        .background(reduceTransparency ? AnyShapeStyle(.gray) : AnyShapeStyle(.ultraThinMaterial))
        .animation(reduceMotion ? nil : .spring(), value: reduceMotion)
      Rectangle().frame(height: pixelLength)
      Text(sizeCategory.isAccessibilityCategory ? "stacked" : "inline")
      Text(calendar.isDateInToday(Date()) && timeZone.identifier.isEmpty == false ? "today" : "other day")
    }
  }
}

/// A macOS-style window's view: its window state, and the window actions.
private struct WindowChrome: View {
  @Environment(\.appearsActive) private var appearsActive
  @Environment(\.controlActiveState) private var controlActiveState
  @Environment(\.isLuminanceReduced) private var isLuminanceReduced
  @Environment(\.isFocused) private var isFocused
  @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
  @Environment(\.openWindow) private var openWindow
  @Environment(\.dismissWindow) private var dismissWindow
  @Environment(\.openSettings) private var openSettings
  @Environment(\.undoManager) private var undoManager
  @Environment(\.tabViewBottomAccessoryPlacement) private var placement
  @Environment(\.backgroundMaterial) private var backgroundMaterial
  @Environment(\.defaultMinListRowHeight) private var rowHeight
  @Environment(\.defaultMinListHeaderHeight) private var headerHeight

  var body: some View {
    VStack {
      Text(appearsActive && controlActiveState == .key ? "active" : "inactive")
        .opacity(isLuminanceReduced || isFocused ? 0.5 : 1)
      if supportsMultipleWindows {
        Button("New Window") { openWindow(id: "main") }
      }
      Button("Open Note") { openWindow(value: Note(id: 1)) }
      Button("Close") { dismissWindow() }
      Button("Settings…") { openSettings() }
      Button("Undo") { undoManager?.undo() }.disabled(undoManager?.canUndo != true)
      switch placement {
      case .inline: Text("inline accessory")
      case .expanded: Text("expanded accessory")
      case nil: EmptyView()
      }
      if backgroundMaterial == nil, rowHeight == 44, headerHeight == nil { Text("defaults") }
    }
  }
}

/// Text and menu styles written as environment values, read back below.
private struct StyledText: View {
  @Environment(\.lineLimit) private var lineLimit
  @Environment(\.multilineTextAlignment) private var alignment
  @Environment(\.autocorrectionDisabled) private var autocorrectionDisabled
  @Environment(\.scrollDismissesKeyboardMode) private var dismissMode
  @Environment(\.menuOrder) private var menuOrder
  @Environment(\.symbolRenderingMode) private var symbolRenderingMode
  @Environment(\.imageScale) private var imageScale
  @Environment(\.headerProminence) private var headerProminence
  @Environment(\.backgroundStyle) private var backgroundStyle

  var body: some View {
    Text(lineLimit == 1 && alignment == .trailing && autocorrectionDisabled ? "one line" : "free")
  }
}

private struct SearchList: View {
  @State private var query = ""
  var body: some View {
    NavigationStack {
      SearchResults().searchable(text: $query)
    }
  }
}

private struct SearchResults: View {
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch
  var body: some View {
    if isSearching { Button("Cancel Search") { dismissSearch() } } else { Text("All notes") }
  }
}

private struct NotesApp: App {
  var body: some Scene {
    WindowGroup(for: Note.ID.self) { $noteID in
      Text(noteID.map { "Note \($0)" } ?? "No note")
    }
    .defaultPosition(.center)
    .defaultSize(CGSize(width: 400, height: 300))
    .windowStyle(.titleBar)
    .windowToolbarStyle(.unified(showsTitle: false))
    .restorationBehavior(.disabled)
    .defaultLaunchBehavior(.presented)
    .windowLevel(.floating)
    .keyboardShortcut("n", modifiers: [.command, .option])
    .commands {
      TextEditingCommands()
      TextFormattingCommands()
      ImportFromDevicesCommands()
      InspectorCommands()
      EmptyCommands()
    }
    WindowGroup(id: "viewer", for: Note.self) { $note in Text("\(note?.id ?? 0)") }
    Window("Log", id: "log") { Text("Log") }.keyboardShortcut("l").keyboardShortcut(nil)
    UtilityWindow("Inspector", id: "inspector") { Text("Inspector") }
    MenuBarExtra("Status", systemImage: "bolt") { Text("Status") }.menuBarExtraStyle(.window)
  }
}

private struct DraftApp: App {
  var body: some Scene {
    WindowGroup(id: "draft", for: Note.self) { $note in
      Text("Draft \(note.id)")
    } defaultValue: {
      Note(id: 9)
    }
    .windowToolbarStyle(.unifiedCompact)
    .windowStyle(.automatic)
    .menuBarExtraStyle(.menu)
  }
}

@MainActor
@Suite("Environment values, window actions, scenes and commands as apps write them")
struct EnvironmentSurfaceTests {
  @Test("the accessibility and date environment values read an iPhone's defaults")
  func accessibilityDefaults() {
    let host = mount(AdaptiveRow())
    #expect(host.texts == ["Saved", "inline", "today"])
  }

  @Test("a window's values read an iPhone's only window; its actions are recorded")
  func windowValues() {
    let host = mount(WindowChrome())
    #expect(host.texts.contains("active"))
    #expect(host.texts.contains("defaults"))
    #expect(host.control("New Window") == nil)
    host.tap("Open Note")
    host.tap("Settings…")
    #expect(host.windowRequests == [.openWindow(id: nil, value: Note(id: 1)), .openSettings])
  }

  @Test("text styles set with .environment and with their modifiers reach the view below")
  func textStyles() {
    let host = mount(
      VStack {
        StyledText().environment(\.lineLimit, 1).environment(\.multilineTextAlignment, .trailing)
          .autocorrectionDisabled()
        StyledText().lineLimit(3)
      }
      .menuOrder(.priority).imageScale(.small).headerProminence(.increased)
      .environment(\.backgroundMaterial, .thin).environment(\.defaultMinListRowHeight, 60))
    #expect(host.texts == ["one line", "free"])
  }

  @Test("a searchable list's results read isSearching")
  func searching() {
    let host = mount(SearchList())
    #expect(host.texts == ["All notes"])
    host.setInput("Search", "milk")
    #expect(host.control("Cancel Search") != nil)
    host.tap("Cancel Search")
    #expect(host.texts == ["All notes"])
  }

  @Test("a data-presenting window group opens its first window with no value, or its default")
  func dataWindows() {
    #expect(mount(AppRoot(NotesApp())).texts == ["No note"])
    #expect(mount(AppRoot(DraftApp())).texts == ["Draft 9"])
  }
}
