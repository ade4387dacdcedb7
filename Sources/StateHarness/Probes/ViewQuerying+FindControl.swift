import Testing
@_spi(Inspection) import ViewGraph

// Finding controls by kind and title; each returns a probe with only that kind's operations.
// A control without a text title is found by its accessibility label, or by the name of the
// image its label shows.

extension ViewQuerying {
  /// The one mounted `Button` titled `title` (an image-only button: its accessibility label or its image's name).
  ///
  /// Records an issue listing the Buttons mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(button: "Next speaker")?.tap()
  /// ```
  public func find(
    button title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Button>? {
    findControl(ControlKinds.Button.self, title, sourceLocation)
  }

  /// Every mounted `Button` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(button: "Delete").count == 3)
  /// ```
  public func findAll(
    button title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.Button>] {
    findAllControls(ControlKinds.Button.self, title, sourceLocation)
  }

  /// The one mounted `Toggle` titled `title`.
  ///
  /// Records an issue listing the Toggles mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(toggle: "Push notifications")?.tap()
  /// ```
  public func find(
    toggle title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Toggle>? {
    findControl(ControlKinds.Toggle.self, title, sourceLocation)
  }

  /// Every mounted `Toggle` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(toggle: "Done").count == 3)
  /// ```
  public func findAll(
    toggle title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.Toggle>] {
    findAllControls(ControlKinds.Toggle.self, title, sourceLocation)
  }

  /// The one mounted `TextField` (or `SecureField`) titled `title`.
  ///
  /// Records an issue listing the TextFields mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(textField: "Display name")?.setInput("Ada")
  /// ```
  public func find(
    textField title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.TextField>? {
    findControl(ControlKinds.TextField.self, title, sourceLocation)
  }

  /// Every mounted `TextField` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(textField: "Name").count == 3)
  /// ```
  public func findAll(
    textField title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.TextField>] {
    findAllControls(ControlKinds.TextField.self, title, sourceLocation)
  }

  /// The one mounted `Stepper` titled `title`.
  ///
  /// Records an issue listing the Steppers mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(stepper: "Quantity")?.increment()
  /// ```
  public func find(
    stepper title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Stepper>? {
    findControl(ControlKinds.Stepper.self, title, sourceLocation)
  }

  /// Every mounted `Stepper` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(stepper: "Quantity").count == 3)
  /// ```
  public func findAll(
    stepper title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.Stepper>] {
    findAllControls(ControlKinds.Stepper.self, title, sourceLocation)
  }

  /// The one mounted `Picker` titled `title`.
  ///
  /// Records an issue listing the Pickers mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(picker: "Flavor")?.select(Flavor.vanilla)
  /// ```
  public func find(
    picker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Picker>? {
    findControl(ControlKinds.Picker.self, title, sourceLocation)
  }

  /// Every mounted `Picker` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(picker: "Flavor").count == 3)
  /// ```
  public func findAll(
    picker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.Picker>] {
    findAllControls(ControlKinds.Picker.self, title, sourceLocation)
  }

  /// The one mounted `Slider` whose label shows `title`.
  ///
  /// Records an issue listing the Sliders mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(slider: "Volume")?.setValue(8)
  /// ```
  public func find(
    slider title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Slider>? {
    findControl(ControlKinds.Slider.self, title, sourceLocation)
  }

  /// Every mounted `Slider` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(slider: "Volume").count == 3)
  /// ```
  public func findAll(
    slider title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.Slider>] {
    findAllControls(ControlKinds.Slider.self, title, sourceLocation)
  }

  /// The one mounted `DatePicker` titled `title`.
  ///
  /// Records an issue listing the DatePickers mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(datePicker: "Due")?.select(date: tomorrow)
  /// ```
  public func find(
    datePicker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.DatePicker>? {
    findControl(ControlKinds.DatePicker.self, title, sourceLocation)
  }

  /// Every mounted `DatePicker` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(datePicker: "Due").count == 3)
  /// ```
  public func findAll(
    datePicker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.DatePicker>] {
    findAllControls(ControlKinds.DatePicker.self, title, sourceLocation)
  }

  /// The one mounted `Link` titled `title`.
  ///
  /// Records an issue listing the Links mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(link: "Privacy policy")?.tap()
  /// ```
  public func find(
    link title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Link>? {
    findControl(ControlKinds.Link.self, title, sourceLocation)
  }

  /// Every mounted `Link` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(link: "Help").count == 3)
  /// ```
  public func findAll(
    link title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.Link>] {
    findAllControls(ControlKinds.Link.self, title, sourceLocation)
  }

  /// The one mounted `NavigationLink` titled `title`.
  ///
  /// Records an issue listing the NavigationLinks mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(navigationLink: "Settings")?.tap()
  /// ```
  public func find(
    navigationLink title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.NavigationLink>? {
    findControl(ControlKinds.NavigationLink.self, title, sourceLocation)
  }

  /// Every mounted `NavigationLink` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(navigationLink: "Details").count == 3)
  /// ```
  public func findAll(
    navigationLink title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.NavigationLink>] {
    findAllControls(ControlKinds.NavigationLink.self, title, sourceLocation)
  }

  private func findControl<Kind: ControlKind>(
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

  private func findAllControls<Kind: ControlKind>(
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
