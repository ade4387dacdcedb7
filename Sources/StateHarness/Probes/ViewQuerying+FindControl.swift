import Testing
@_spi(Inspection) import ViewGraph

// Finding controls by kind and title; each returns a probe with only that kind's operations.

extension Harness {
  /// The first mounted `Button` titled `title`.
  ///
  /// ```swift
  /// harness.find(button: "Play")?.tap()
  /// ```
  public func find(
    button title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Button>? {
    findControl(ControlKinds.Button.self, title, sourceLocation)
  }

  /// The first mounted `Toggle` titled `title`.
  ///
  /// ```swift
  /// harness.find(toggle: "Push notifications")?.tap()
  /// ```
  public func find(
    toggle title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Toggle>? {
    findControl(ControlKinds.Toggle.self, title, sourceLocation)
  }

  /// The first mounted `TextField` (or `SecureField`) titled `title`.
  ///
  /// ```swift
  /// harness.find(textField: "Display name")?.setInput("Ada")
  /// ```
  public func find(
    textField title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.TextField>? {
    findControl(ControlKinds.TextField.self, title, sourceLocation)
  }

  /// The first mounted `Stepper` titled `title`.
  ///
  /// ```swift
  /// harness.find(stepper: "Quantity")?.increment()
  /// ```
  public func find(
    stepper title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Stepper>? {
    findControl(ControlKinds.Stepper.self, title, sourceLocation)
  }

  /// The first mounted `Picker` titled `title`.
  ///
  /// ```swift
  /// harness.find(picker: "Flavor")?.select(Flavor.vanilla)
  /// ```
  public func find(
    picker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Picker>? {
    findControl(ControlKinds.Picker.self, title, sourceLocation)
  }

  /// The first mounted `Slider` whose label shows `title`.
  ///
  /// ```swift
  /// harness.find(slider: "Volume")?.setValue(8)
  /// ```
  public func find(
    slider title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Slider>? {
    findControl(ControlKinds.Slider.self, title, sourceLocation)
  }

  /// The first mounted `DatePicker` titled `title`.
  ///
  /// ```swift
  /// harness.find(datePicker: "Due")?.select(date: tomorrow)
  /// ```
  public func find(
    datePicker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.DatePicker>? {
    findControl(ControlKinds.DatePicker.self, title, sourceLocation)
  }

  /// The first mounted `Link` titled `title`.
  ///
  /// ```swift
  /// harness.find(link: "Privacy policy")?.tap()
  /// ```
  public func find(
    link title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Link>? {
    findControl(ControlKinds.Link.self, title, sourceLocation)
  }

  /// The first mounted `NavigationLink` titled `title`.
  ///
  /// ```swift
  /// harness.find(navigationLink: "Settings")?.tap()
  /// ```
  public func find(
    navigationLink title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.NavigationLink>? {
    findControl(ControlKinds.NavigationLink.self, title, sourceLocation)
  }

  private func findControl<Kind: ControlKind>(
    _ kind: Kind.Type, _ title: String, _ sourceLocation: SourceLocation
  ) -> ControlProbe<Kind>? {
    switch lookupControl(kind, title, asking: Kind.family.findCall(title: title), sourceLocation) {
    case .success(let probe): return probe
    case .failure(let failure):
      reportIssue(failure, of: self, sourceLocation: sourceLocation)
      return nil
    }
  }

  /// The control of `kind` titled `title`, or the failure saying what is mounted instead.
  /// Records nothing: `check…` forms return the failure, `find` records it.
  func lookupControl<Kind: ControlKind>(
    _ kind: Kind.Type, _ title: String, asking call: String, _ sourceLocation: SourceLocation
  ) -> Result<ControlProbe<Kind>, HarnessFailure> {
    operation(sourceLocation) {
      let family = Kind.family
      let controls = host.root.descendants.filter { $0.control != nil }
      @MainActor func matchesKind(_ node: Node) -> Bool {
        node.control.map { family.kinds.contains($0.kind) } ?? false
      }
      if let node = controls.first(where: { matchesKind($0) && $0.controlTitle == title }) {
        return .success(ControlProbe(node: node, harness: self, sourceLocation: sourceLocation))
      }
      var evidence: [String] = []
      let sameKind = controls.filter(matchesKind).map { "\"\($0.controlTitle ?? "")\"" }
      evidence.append(
        sameKind.isEmpty
          ? "No \(family.name) is mounted."
          : "\(family.name)s mounted: " + sameKind.joined(separator: ", "))
      var fix = "match the title exactly as shown."
      if let other = controls.first(where: { $0.controlTitle == title }), let otherKind = other.control?.kind
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
          headline: "\(call): no \(family.name) titled \"\(title)\" is mounted", evidence: evidence, fix: fix)
      )
    }
  }
}
