/// The subviews of a view, as a `ForEach(subviews:)` walks them.
///
/// ```swift
/// ForEach(subviews: content) { subview in subview }
/// ```
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  let subviews: SubviewsCollection

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Subview { subviews[position] }
}

/// The sections of a view, as a `ForEach(sections:)` walks them.
///
/// ```swift
/// ForEach(sections: content) { section in section.content }
/// ```
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
  let sections: [SectionConfiguration]

  public var startIndex: Int { sections.startIndex }
  public var endIndex: Int { sections.endIndex }
  public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

extension ForEach {
  /// A row for each subview of `view` (iOS 18), identified by the subview's id: each
  /// subview is mounted once, where the row places it, with its own state (S165).
  ///
  /// ```swift
  /// struct Carousel<Content: View>: View {
  ///   @ViewBuilder var content: Content
  ///   var body: some View {
  ///     HStack { ForEach(subviews: content) { subview in subview.frame(width: 200) } }
  ///   }
  /// }
  /// ```
  public init<V: View>(
    subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content
  ) where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    self.init(
      data: ForEachSubviewCollection(subviews: SubviewResolver.subviews(of: view)), id: { $0.id },
      content: content, isConstantRange: false)
  }

  /// A row for each section of `view` (iOS 18): each `Section`, and each run of views
  /// outside one (S165).
  ///
  /// ```swift
  /// ForEach(sections: content) { section in
  ///   section.header
  ///   section.content
  /// }
  /// ```
  public init<V: View>(
    sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content
  ) where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
    self.init(
      data: ForEachSectionCollection(sections: SubviewResolver.sections(of: view)), id: { $0.id },
      content: content, isConstantRange: false)
  }
}
