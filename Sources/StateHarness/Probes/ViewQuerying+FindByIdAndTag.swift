import Testing
@_spi(Inspection) import ViewGraph

// Finding views by the `.id(_:)` and `.tag(_:)` they are given, with ViewInspector's names.

extension ViewQuerying {
  /// The one mounted view given `.id(id)`.
  ///
  /// Records an issue listing the ids mounted, and returns nil, when none has it; records
  /// one listing each, and returns nil, when several have it.
  ///
  /// ```swift
  /// let editor = harness.find(viewWithId: scrum.id)
  /// #expect(editor?.bodyEvaluations == 1)
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func find<ID: Hashable>(
    viewWithId id: ID, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<Any>? {
    let wanted = IdentityComponent.explicit(AnyHashableSendable(id))
    @MainActor func identified(_ root: Node) -> [Node] {
      root.descendants.filter {
        if case .explicit = $0.component { return true }
        return false
      }
    }
    return findOne(
      "find(viewWithId: \(describe(id)))", none: "no view with .id(\(describe(id))) is",
      several: { "\($0) views with .id(\(describe(id))) are" },
      candidates: { identified($0).filter { $0.component == wanted }.map(\.modifiedView) },
      noneEvidence: { root in
        let ids = identified(root).map { "\($0.component)" }
        return ids.isEmpty ? ["No view has an .id(_:)."] : ["Ids: " + ids.joined(separator: ", ")]
      },
      noneFix: "pass the value the view gives .id(_:), of the same type.",
      severalFix: "find the view that holds the one you mean and ask it.", sourceLocation)
  }

  /// The one mounted view given `.tag(tag)` (a picker's option, a tab, a list row).
  ///
  /// Records an issue listing the tags mounted, and returns nil, when none has it; records
  /// one listing each, and returns nil, when several have it.
  ///
  /// ```swift
  /// #expect(harness.find(viewWithTag: Tab.list)?.contains(text: "Turtle Rock") == true)
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func find<Tag: Hashable>(
    viewWithTag tag: Tag, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<Any>? {
    let wanted = AnyHashable(tag)
    return findOne(
      "find(viewWithTag: \(describe(tag)))", none: "no view with .tag(\(describe(tag))) is",
      several: { "\($0) views with .tag(\(describe(tag))) are" },
      candidates: { root in root.descendants.filter { $0.tag == wanted }.map(\.modifiedView) },
      noneEvidence: { root in
        let tags = root.descendants.compactMap(\.tag).map { describe($0.base) }
        return tags.isEmpty ? ["No view has a .tag(_:)."] : ["Tags: " + tags.joined(separator: ", ")]
      },
      noneFix: "pass the value the view gives .tag(_:), of the same type.",
      severalFix: "find the view that holds the one you mean (a tab, a picker) and ask it.", sourceLocation)
  }
}
