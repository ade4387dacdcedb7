import Testing
@_spi(Inspection) import ViewGraph

// Finding views by the accessibility identifier or label they are given, with
// ViewInspector's names.

extension ViewQuerying {
  /// The one mounted view given `.accessibilityIdentifier(identifier)`.
  ///
  /// Records an issue listing the identifiers mounted, and returns nil, when none has it;
  /// records one listing each, and returns nil, when several have it.
  ///
  /// ```swift
  /// #expect(harness.find(viewWithAccessibilityIdentifier: "speaker-name")?.contains(text: "Ada") == true)
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func find(
    viewWithAccessibilityIdentifier identifier: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<Any>? {
    findByRecordedModifier(
      "accessibilityIdentifier", identifier, call: "find(viewWithAccessibilityIdentifier: \"\(identifier)\")",
      noun: "accessibility identifier", sourceLocation)
  }

  /// The one mounted view given `.accessibilityLabel(label)`.
  ///
  /// Records an issue listing the labels mounted, and returns nil, when none has it;
  /// records one listing each, and returns nil, when several have it. To drive a control
  /// labelled so, find it by kind: `find(button: "Next speaker")` matches an image-only
  /// button by its accessibility label.
  ///
  /// ```swift
  /// #expect(harness.find(viewWithAccessibilityLabel: "Time remaining") != nil)
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func find(
    viewWithAccessibilityLabel label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<Any>? {
    findByRecordedModifier(
      "accessibilityLabel", label, call: "find(viewWithAccessibilityLabel: \"\(label)\")",
      noun: "accessibility label", sourceLocation)
  }

  private func findByRecordedModifier(
    _ name: String, _ argument: String, call: String, noun: String, _ sourceLocation: SourceLocation
  ) -> ViewProbe<Any>? {
    // A modifier node, or a text carrying the modifier itself (`Text.accessibilityLabel(_:)`
    // returns a `Text`), with the view it applies to.
    @MainActor func modified(_ root: Node) -> [(modifier: _StyleModifier, view: Node)] {
      var found: [(modifier: _StyleModifier, view: Node)] = []
      for node in root.descendants {
        if let own = node.recordedModifier, own.name == name { found.append((own, node.modifiedView)) }
        for carried in node.carriedModifiers where carried.name == name { found.append((carried, node)) }
      }
      return found
    }
    return findOne(
      call, none: "no view with \(noun) \"\(argument)\" is",
      several: { "\($0) views with \(noun) \"\(argument)\" are" },
      candidates: { root in
        modified(root).filter { $0.modifier.arguments == argument }.map(\.view)
      },
      noneEvidence: { root in
        let found = modified(root).map { "\"\($0.modifier.arguments)\"" }
        return found.isEmpty
          ? ["No view has an \(noun)."]
          : ["\(noun.prefix(1).uppercased() + noun.dropFirst())s: " + found.joined(separator: ", ")]
      },
      noneFix: "match the \(noun) exactly as the view sets it with .\(name)(_:).",
      severalFix: "find the view that holds the one you mean and ask it, or give each its own \(noun).",
      sourceLocation)
  }
}
