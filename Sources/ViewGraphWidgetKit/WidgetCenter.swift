#if !canImport(WidgetKit)
  @_spi(Inspection) import ViewGraph

  /// Reloads the app's widgets. A headless host has no widgets: each reload is recorded on
  /// the host whose work asked for it (S262).
  ///
  /// ```swift
  /// Button("Save") { WidgetCenter.shared.reloadTimelines(ofKind: "Streak") }
  /// // in a test: #expect(host.systemRequests == [.reloadWidgetTimelines(ofKind: "Streak")])
  /// ```
  public final class WidgetCenter: @unchecked Sendable {
    /// The app's widget center.
    public static let shared = WidgetCenter()

    private init() {}

    /// Reloads the timelines of every widget of the app.
    public func reloadAllTimelines() { recordSystemRequest(.reloadWidgetTimelines(ofKind: nil)) }

    /// Reloads the timelines of the widgets of one kind.
    public func reloadTimelines(ofKind kind: String) {
      recordSystemRequest(.reloadWidgetTimelines(ofKind: kind))
    }
  }
#endif
