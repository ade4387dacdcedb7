#if !canImport(AppKit)
  import Foundation
  import ViewGraphUniformTypeIdentifiers

  /// The panel that asks which files or folders to open, as AppKit declares it (S352). Each
  /// run answers with what the test supplied (`NSOpenPanel.supplied = .ok([url])`), checked
  /// against what the panel lets a user choose; with nothing supplied it warns and answers
  /// `.cancel`, as ``NSSavePanel`` does.
  ///
  /// ```swift
  /// let panel = NSOpenPanel()
  /// panel.allowedContentTypes = [.image]
  /// panel.canChooseDirectories = false
  /// panel.begin { response in
  ///   if response == .OK { images = panel.urls }
  /// }
  /// ```
  @preconcurrency @MainActor
  open class NSOpenPanel: NSSavePanel {
    /// The chosen files and folders, after the user clicked Open.
    open private(set) var urls: [URL] = []
    open var canChooseFiles = true
    open var canChooseDirectories = false
    open var allowsMultipleSelection = false
    open var resolvesAliases = true
    open var canDownloadUbiquitousContents = true
    open var canResolveUbiquitousConflicts = true
    open var isAccessoryViewDisclosed = false

    override var panelDescription: String {
      let types = allowedContentTypes.map(\.identifier).joined(separator: ", ")
      return "NSOpenPanel(canChooseFiles: \(canChooseFiles), canChooseDirectories: \(canChooseDirectories), "
        + "allowsMultipleSelection: \(allowsMultipleSelection), allowedContentTypes: [\(types)])"
    }

    override func setChosen(_ urls: [URL]) {
      self.urls = urls
      super.setChosen(urls)
    }

    /// Keeps the URLs a user could choose in this panel; each one it could not is a warning
    /// naming it and why, as the panel would not have let the user pick it.
    override func accept(_ urls: [URL]) -> [URL]? {
      var chosen = urls.filter { url in
        guard let reason = refusal(of: url) else { return true }
        raiseNotModelled(
          "\(panelDescription) was answered with \(url.path), which a user cannot choose there: \(reason). "
            + "It is left out of urls.")
        return false
      }
      if !allowsMultipleSelection, chosen.count > 1 {
        raiseNotModelled(
          "\(panelDescription) was answered with \(chosen.count) URLs, but allowsMultipleSelection is false: "
            + "a user chooses one. urls holds the first.")
        chosen = [chosen[0]]
      }
      return chosen.isEmpty ? nil : chosen
    }

    /// Why the panel would not let a user choose `url`; nil when it would.
    private func refusal(of url: URL) -> String? {
      if url.hasDirectoryPath {
        return canChooseDirectories ? nil : "it is a folder and canChooseDirectories is false"
      }
      guard canChooseFiles else { return "it is a file and canChooseFiles is false" }
      guard !allowedContentTypes.isEmpty else { return nil }
      let type = UTType(filenameExtension: url.pathExtension) ?? .data
      guard allowedContentTypes.contains(where: { type.conforms(to: $0) }) else {
        return "its type \(type.identifier) is none of allowedContentTypes"
      }
      return nil
    }
  }
#endif
