/// A tree of rows: each element's content, and below an element with children a
/// `DisclosureGroup` holding theirs.
///
/// ViewGraph mounts every level expanded (its disclosure groups are not bound), so any row
/// can be found and driven; identity follows the elements' ids, as a `ForEach`'s does.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { folder in
///   Label(folder.name, systemImage: "folder")
/// }
/// ```
public struct OutlineGroup<
  Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View
> {
  let rows: AnyView
}

extension OutlineGroup: View {
  public var body: AnyView { rows }
}

extension OutlineGroup: BuiltInCompositeView {}

extension OutlineGroup
where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  public init<DataElement: Identifiable>(
    _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    rows = Self.rows(data, id: \.id, children: children, content: content)
  }

  public init<DataElement: Identifiable>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    rows = Self.rows(CollectionOfOne(root), id: \.id, children: children, content: content)
  }

  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    rows = Self.rows(data, id: id, children: children, content: content)
  }

  /// The tree below `root`, its elements identified by `id`.
  ///
  /// ```swift
  /// OutlineGroup(rootFolder, id: \.path, children: \.subfolders) { Text($0.name) }
  /// ```
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    rows = Self.rows(CollectionOfOne(root), id: id, children: children, content: content)
  }

  private static func rows<Rows: RandomAccessCollection>(
    _ data: Rows, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    content: @escaping (Data.Element) -> Leaf
  ) -> AnyView where Rows.Element == Data.Element {
    AnyView(
      ForEach(Array(data), id: id) { element in
        if let subtree = element[keyPath: children] {
          // Shown expanded, so every level can be reached (S71).
          DisclosureGroup(
            expanded: {
              OutlineSubgroupChildren(content: rows(subtree, id: id, children: children, content: content))
            },
            label: { content(element) })
        } else {
          content(element)
        }
      })
  }
}

/// The children of an outline group's element, below its disclosure group.
public struct OutlineSubgroupChildren {
  let content: AnyView
}

extension OutlineSubgroupChildren: View, BuiltInCompositeView {
  public var body: AnyView { content }
}
