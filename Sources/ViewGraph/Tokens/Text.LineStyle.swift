extension Text {
  /// How an underline or a strikethrough is drawn (recorded).
  ///
  /// ```swift
  /// Text("Draft").strikethrough(pattern: .dash, color: .red)
  /// ```
  public struct LineStyle: Hashable, Sendable {
    public var pattern: Pattern
    public var color: Color?

    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    public static let single = LineStyle()

    /// The dash pattern of a line.
    public struct Pattern: Hashable, Sendable {
      let name: String
      public static let solid = Pattern(name: "solid")
      public static let dot = Pattern(name: "dot")
      public static let dash = Pattern(name: "dash")
      public static let dashDot = Pattern(name: "dashDot")
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
  }
}
