#if !canImport(AppKit)
  import Foundation
  import ViewGraphFoundationGaps
  import ViewGraphUniformTypeIdentifiers

  /// The panel that asks where to save a file, as AppKit declares it (S352). There is no user
  /// headlessly: each run (`runModal()`, `begin`, `beginSheetModal`) is kept in
  /// ``shownPanels`` and answers with what the test supplied (``supplied``): the chosen URL
  /// and `.OK`, or `.cancel`. With nothing supplied it raises a `notModelled` warning naming
  /// the panel and answers `.cancel`. The handler runs before `begin` returns; AppKit's runs
  /// once the user has closed the panel.
  ///
  /// ```swift
  /// let panel = NSSavePanel()
  /// panel.allowedContentTypes = [.json]
  /// panel.nameFieldStringValue = "Trip.json"
  /// if panel.runModal() == .OK, let url = panel.url { try data.write(to: url) }
  /// ```
  @preconcurrency @MainActor
  open class NSSavePanel: NSPanel {
    /// What the user does with a panel, as a test supplies it.
    @_spi(Inspection) public enum Answer: Hashable, Sendable {
      /// Chooses these files or folders and clicks the OK button (Open, Save).
      case ok([URL])
      /// Clicks Cancel.
      case cancel
    }

    /// The chosen file: the first of ``NSOpenPanel/urls`` for an open panel.
    open internal(set) var url: URL?
    /// The folder the panel shows first.
    open var directoryURL: URL?
    /// The file name the save panel offers.
    open var nameFieldStringValue = ""
    /// The types the user may choose (and save as); empty allows every type.
    open var allowedContentTypes: [UTType] = []
    open var allowsOtherFileTypes = false
    open var canCreateDirectories = true
    open var showsHiddenFiles = false
    open var isExtensionHidden = false
    open var canSelectHiddenExtension = false
    open var showsTagField = true
    open var tagNames: [String]?
    /// The text above the panel's controls.
    open var message = ""
    /// The OK button's title.
    open var prompt = ""
    open var nameFieldLabel = ""

    /// Shows the panel and waits for the user: the supplied answer.
    open func runModal() -> NSApplication.ModalResponse { run(asking: "runModal()") }

    /// Shows the panel; `handler` hears the supplied answer.
    open func begin(completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void) {
      handler(run(asking: "begin(completionHandler:)"))
    }

    /// Shows the panel as a sheet on `window`; `handler` hears the supplied answer.
    open func beginSheetModal(
      for window: NSWindow, completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void
    ) {
      handler(run(asking: "beginSheetModal(for:completionHandler:)"))
    }

    /// What a test sees of the panel: its kind and what the app set.
    var panelDescription: String {
      let types = allowedContentTypes.map(\.identifier).joined(separator: ", ")
      return "NSSavePanel(nameFieldStringValue: \"\(nameFieldStringValue)\", allowedContentTypes: [\(types)])"
    }

    /// Takes the chosen URLs, once the supplied answer was checked against the panel.
    func accept(_ urls: [URL]) -> [URL]? {
      guard let first = urls.first else { return nil }
      if urls.count > 1 {
        raiseNotModelled(
          "\(panelDescription) was answered with \(urls.count) URLs; a save panel chooses one. "
            + "It takes the first. Supply NSSavePanel.supplied = .ok([url]).")
      }
      nameFieldStringValue = first.lastPathComponent
      return [first]
    }

    func setChosen(_ urls: [URL]) { url = urls.first }

    /// Keeps the panel, and answers with the supply for its kind, or warns and cancels.
    private func run(asking call: String) -> NSApplication.ModalResponse {
      let kind = Self.kind
      Self.shown.modify { $0.append(panelDescription) }
      setChosen([])
      guard let answer = Self.supplies.value[kind] else {
        raiseNotModelled(
          "\(kind).\(call) showed \(panelDescription), which no test answered; it answers .cancel. "
            + "Supply what the user picks with \(kind).supplied = .ok([url]) (or .cancel).")
        return .cancel
      }
      guard case .ok(let urls) = answer, let chosen = accept(urls) else { return .cancel }
      setChosen(chosen)
      return .OK
    }

    /// The supplied answers, by panel kind; each test's own (S353).
    private static let supplies = TestScoped<[String: Answer]>([:])
    private static let shown = TestScoped<[String]>([])
    private static var kind: String { self is NSOpenPanel.Type ? "NSOpenPanel" : "NSSavePanel" }
  }

  @_spi(Inspection)
  extension NSSavePanel {
    /// What the user does with every panel of this kind the running test shows
    /// (`NSOpenPanel.supplied` answers open panels, `NSSavePanel.supplied` save panels); nil
    /// (the default) makes each run warn and answer `.cancel`.
    public static var supplied: Answer? {
      get { supplies.value[kind] }
      set { supplies.modify { $0[kind] = newValue } }
    }

    /// The panels the running test showed, open and save, in order, as their descriptions.
    public static var shownPanels: [String] { shown.value }

    /// Forgets what the running test supplied and showed.
    public static func reset() {
      supplies.reset()
      shown.reset()
    }
  }
#endif
