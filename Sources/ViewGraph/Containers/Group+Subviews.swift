extension Group {
  /// A view built from the subviews of `view` (iOS 18): `transform` reads them as a
  /// collection, and places the ones it shows (S165).
  ///
  /// ```swift
  /// Group(subviews: content) { subviews in
  ///   if subviews.count > 3 { Grid3(subviews) } else { HStack { subviews } }
  /// }
  /// ```
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.content = GroupElementsOfContent(subviews: view, transform: transform)
  }

  /// A view built from the sections of `view` (iOS 18).
  ///
  /// ```swift
  /// Group(sections: content) { sections in
  ///   ForEach(sections) { section in section.header; section.content }
  /// }
  /// ```
  public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == GroupSectionsOfContent<Base, Result> {
    self.content = GroupSectionsOfContent(sections: view, transform: transform)
  }
}

/// What `Group(subviews:transform:)` shows: the transform of the content's subviews.
public struct GroupElementsOfContent<Subviews: View, Content: View> {
  let subviews: Subviews
  let transform: (SubviewsCollection) -> Content
}

extension GroupElementsOfContent: View {
  public var body: Content { transform(SubviewResolver.subviews(of: subviews)) }
}

extension GroupElementsOfContent: BuiltInCompositeView {}

/// What `Group(sections:transform:)` shows: the transform of the content's sections.
public struct GroupSectionsOfContent<Sections: View, Content: View> {
  let sections: Sections
  let transform: (SectionCollection) -> Content
}

extension GroupSectionsOfContent: View {
  public var body: Content { transform(SectionCollection(sections: SubviewResolver.sections(of: sections))) }
}

extension GroupSectionsOfContent: BuiltInCompositeView {}
