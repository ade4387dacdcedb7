/// One section of a view's content, as a custom container reads it (iOS 18): its header,
/// content and footer as subviews, and the container values set on the `Section`.
///
/// Views outside any `Section` are gathered into implicit sections, with no header,
/// footer or container values.
///
/// ```swift
/// ForEach(sections: content) { section in
///   section.header.font(.headline)
///   section.content
/// }
/// ```
public struct SectionConfiguration: Identifiable {
  /// The section's identity within its content.
  public struct ID: Hashable, @unchecked Sendable {
    let path: [AnyHashable]
  }

  /// The section's identity within its content.
  public let id: ID
  /// The subviews of the section's header.
  public let header: SubviewsCollection
  /// The subviews of the section's content.
  public let content: SubviewsCollection
  /// The subviews of the section's footer.
  public let footer: SubviewsCollection
  /// The container values set on the section.
  public let containerValues: ContainerValues
}

/// The sections of a view's content, in order.
///
/// ```swift
/// Group(sections: content) { sections in
///   ForEach(sections) { section in section.content }
/// }
/// ```
public struct SectionCollection: RandomAccessCollection {
  let sections: [SectionConfiguration]

  public var startIndex: Int { sections.startIndex }
  public var endIndex: Int { sections.endIndex }
  public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

extension Section: SubviewSource {
  // Among subviews, a section stands for its content's.
  func resolveSubviews(into resolver: inout SubviewResolver) { resolver.add(content) }
}

extension Section: SectionSource {
  func configuration(id: SectionConfiguration.ID, values: ContainerValues) -> SectionConfiguration {
    SectionConfiguration(
      id: id, header: SubviewResolver.subviews(of: header), content: SubviewResolver.subviews(of: content),
      footer: SubviewResolver.subviews(of: footer), containerValues: values)
  }
}
