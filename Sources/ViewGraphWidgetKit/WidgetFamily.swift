#if !canImport(WidgetKit)
  import ViewGraph

  /// A widget's size; a widget's views read it as `@Environment(\.widgetFamily)`.
  ///
  /// ```swift
  /// @Environment(\.widgetFamily) private var family
  /// ```
  public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline

    public var description: String {
      switch self {
      case .systemSmall: "systemSmall"
      case .systemMedium: "systemMedium"
      case .systemLarge: "systemLarge"
      case .systemExtraLarge: "systemExtraLarge"
      case .accessoryCorner: "accessoryCorner"
      case .accessoryCircular: "accessoryCircular"
      case .accessoryRectangular: "accessoryRectangular"
      case .accessoryInline: "accessoryInline"
      }
    }
  }

  private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
  }

  extension EnvironmentValues {
    /// The size of the widget showing the view: `.systemSmall` unless set above.
    public var widgetFamily: WidgetFamily {
      get { self[WidgetFamilyKey.self] }
      set { self[WidgetFamilyKey.self] = newValue }
    }
  }
#endif
