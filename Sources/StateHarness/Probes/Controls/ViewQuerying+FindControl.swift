import Testing
@_spi(Inspection) import ViewGraph

// Finding controls by kind and title; each returns a probe with only that kind's operations.
// A control without a text title is found by its accessibility label, or by the name of the
// image its label shows. Each kind's own query is in its file, Controls/ControlKinds.<Kind>.swift.

extension ViewQuerying {
  func findControl<Kind: ControlKind>(
    _ kind: Kind.Type, _ title: String, _ sourceLocation: SourceLocation
  ) -> ControlProbe<Kind>? {
    let scope = __queryScope
    let call = Kind.family.findCall(title: title)
    return scope.run(call, sourceLocation, gone: nil) { root in
      switch lookupControl(kind, title, in: root, asking: scope.naming(call), sourceLocation) {
      case .success(let probe): return probe
      case .failure(let failure):
        scope.report(failure, sourceLocation)
        return nil
      }
    }
  }

  func findAllControls<Kind: ControlKind>(
    _ kind: Kind.Type, _ title: String, _ sourceLocation: SourceLocation
  ) -> [ControlProbe<Kind>] {
    let scope = __queryScope
    let call = "findAll(\(Kind.family.findLabel ?? "control"): \"\(title)\")"
    return scope.run(call, sourceLocation, gone: []) { root in
      root.descendants.filter { Kind.family.matches($0) && ControlName($0).matches(title) }.map {
        ControlProbe(node: $0, harness: scope.harness, sourceLocation: sourceLocation)
      }
    }
  }

  /// The one control of `kind` titled `title` below `root`, or the failure saying what is
  /// mounted instead. Records nothing: `check…` forms return the failure, `find` records it.
  func lookupControl<Kind: ControlKind>(
    _ kind: Kind.Type, _ title: String, in root: Node, asking call: String, _ sourceLocation: SourceLocation
  ) -> Result<ControlProbe<Kind>, HarnessFailure> {
    let scope = __queryScope
    let family = Kind.family
    let controls = root.descendants.filter { $0.control != nil }
    let matching = controls.filter { family.matches($0) && ControlName($0).matches(title) }
    if matching.count == 1 {
      return .success(ControlProbe(node: matching[0], harness: scope.harness, sourceLocation: sourceLocation))
    }
    if matching.count > 1 {
      // Acting on the first would act on the first row's, whichever row the test meant.
      return .failure(
        HarnessFailure(
          headline:
            "\(call): \(matching.count) \(family.name)s titled \"\(title)\" are \(scope.searched); find expects exactly one",
          evidence: ["Mounted at:"] + matching.map { "  " + readablePath(of: $0) },
          fix:
            "find the view that holds the one you mean and ask it, e.g. harness.find(Row.self, where: { … })?.\(family.findCall(title: title)), or use findAll(\(family.findLabel ?? "control"): \"\(title)\")."
        ))
    }
    var evidence: [String] = []
    let sameKind = controls.filter(family.matches).map { ControlName($0).listed }
    evidence.append(
      sameKind.isEmpty
        ? "No \(family.name) is \(scope.searched)."
        : "\(family.name)s \(scope.searched): " + sameKind.joined(separator: ", "))
    var fix = "match the title exactly as shown."
    if let other = controls.first(where: { ControlName($0).matches(title) }),
      let otherKind = other.control?.kind
    {
      let otherFamily = ControlFamily.of(otherKind)
      evidence.append("A \(otherKind) is titled \"\(title)\".")
      fix =
        otherFamily.findLabel == nil
        ? "a \(otherFamily.name) is driven through \(otherFamily.operations)."
        : "use \(otherFamily.findCall(title: title)) to find it; it offers \(otherFamily.operations)."
    }
    return .failure(
      HarnessFailure(
        headline: "\(call): no \(family.name) titled \"\(title)\" is \(scope.searched)", evidence: evidence,
        fix: fix))
  }
}

extension Harness {
  /// The control of `kind` titled `title` anywhere in the tree, or the failure saying what
  /// is mounted instead; records nothing (the rules' `check…` forms use it).
  func lookupControl<Kind: ControlKind>(
    _ kind: Kind.Type, _ title: String, asking call: String, _ sourceLocation: SourceLocation
  ) -> Result<ControlProbe<Kind>, HarnessFailure> {
    operation(sourceLocation) { lookupControl(kind, title, in: host.root, asking: call, sourceLocation) }
  }
}
