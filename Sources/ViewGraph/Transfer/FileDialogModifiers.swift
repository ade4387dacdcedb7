import Foundation

/// What a file dialog's browser shows (recorded: there is no dialog).
///
/// ```swift
/// .fileDialogBrowserOptions([.displayFileExtensions, .includeHiddenFiles])
/// ```
public struct FileDialogBrowserOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Shows the contents of packages.
  public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
  /// Shows hidden files.
  public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
  /// Shows every file's extension.
  public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

// How the file importer, exporter and mover panels look: recorded, not applied (there is no
// panel), so screens that configure them compile and their panels are still driven.
extension View {
  /// Sets the message a file dialog shows (recorded).
  ///
  /// ```swift
  /// .fileDialogMessage("Choose the file to import")
  /// ```
  nonisolated public func fileDialogMessage(_ message: Text) -> ModifiedContent<Self, _StyleModifier> {
    style("fileDialogMessage", message)
  }

  /// Sets the message a file dialog shows, from a localized key (recorded).
  nonisolated public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("fileDialogMessage", Text(messageKey))
  }

  /// Sets the message a file dialog shows, from a string (recorded).
  @_disfavoredOverload
  nonisolated public func fileDialogMessage<S: StringProtocol>(_ message: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("fileDialogMessage", Text(message))
  }

  /// Sets the label of a file dialog's confirming button (recorded).
  ///
  /// ```swift
  /// .fileDialogConfirmationLabel("Import")
  /// ```
  nonisolated public func fileDialogConfirmationLabel(_ label: Text) -> ModifiedContent<Self, _StyleModifier>
  {
    style("fileDialogConfirmationLabel", label)
  }

  /// Sets the label of a file dialog's confirming button, from a localized key (recorded).
  nonisolated public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("fileDialogConfirmationLabel", Text(labelKey))
  }

  /// Sets the label of a file dialog's confirming button, from a string (recorded).
  @_disfavoredOverload
  nonisolated public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("fileDialogConfirmationLabel", Text(label))
  }

  /// Sets the label of a file exporter's name field (recorded).
  ///
  /// ```swift
  /// .fileExporterFilenameLabel("Export As:")
  /// ```
  nonisolated public func fileExporterFilenameLabel(_ label: Text) -> ModifiedContent<Self, _StyleModifier> {
    style("fileExporterFilenameLabel", label)
  }

  /// Sets the label of a file exporter's name field, from a localized key (recorded).
  nonisolated public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("fileExporterFilenameLabel", Text(labelKey))
  }

  /// Sets the label of a file exporter's name field, from a string (recorded).
  @_disfavoredOverload
  nonisolated public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("fileExporterFilenameLabel", Text(label))
  }

  /// Sets the folder a file dialog opens in (recorded).
  ///
  /// ```swift
  /// .fileDialogDefaultDirectory(URL.documentsDirectory)
  /// ```
  nonisolated public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("fileDialogDefaultDirectory", defaultDirectory as Any)
  }

  /// Names a file dialog so the system restores its settings (recorded).
  ///
  /// ```swift
  /// .fileDialogCustomizationID("import-photos")
  /// ```
  nonisolated public func fileDialogCustomizationID(_ id: String) -> ModifiedContent<Self, _StyleModifier> {
    style("fileDialogCustomizationID", id)
  }

  /// Sets whether a file dialog returns aliases unresolved (recorded).
  ///
  /// ```swift
  /// .fileDialogImportsUnresolvedAliases(true)
  /// ```
  nonisolated public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("fileDialogImportsUnresolvedAliases", imports)
  }

  /// Sets what a file dialog's browser shows (recorded).
  ///
  /// ```swift
  /// .fileDialogBrowserOptions(.displayFileExtensions)
  /// ```
  nonisolated public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("fileDialogBrowserOptions", options.rawValue)
  }
}
