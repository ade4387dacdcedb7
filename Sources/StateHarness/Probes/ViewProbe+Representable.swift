import Testing
@_spi(Inspection) import ViewGraph

extension ViewProbe {
  /// The coordinator of the representable this probe found (`UIViewRepresentable` and its
  /// kin), made once for its identity: a test calls its delegate methods as the wrapped view
  /// would after a user's action, then reads the source the coordinator's binding wrote.
  /// Records an issue, and returns nil, when the view is no representable, has left the
  /// tree, or its coordinator is not a `type`.
  ///
  /// ```swift
  /// let editor = harness.find(NoteEditor.self)
  /// let textView = editor?.platformView(as: UITextView.self)
  /// textView?.text = "Buy milk"
  /// editor?.coordinator(as: NoteEditor.Coordinator.self)?.textViewDidChange(textView!)
  /// #expect(harness.find(NoteScreen.self)?.view.note == "Buy milk")
  /// ```
  ///
  /// - Parameters:
  ///   - type: The coordinator's type (`Self.Coordinator` of the representable).
  ///   - sourceLocation: Where a failure is reported; the caller's line by default.
  /// - Returns: The coordinator, or nil after recording why.
  public func coordinator<Coordinator>(
    as type: Coordinator.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Coordinator? {
    representablePart("coordinator(as: \(type))", kind: "coordinator", sourceLocation) {
      $0.representableCoordinator
    }.flatMap { cast($0, to: type, "coordinator(as: \(type))", kind: "coordinator", sourceLocation) }
  }

  /// The view or view controller the representable this probe found made in `make…` (a
  /// `UITextView`, a `UIImagePickerController`, an `NSVisualEffectView`), the same object
  /// every `update…` received: a test reads what the representable configured, or sets
  /// what a user's action would before playing the delegate call. Records an issue, and
  /// returns nil, when the view is no representable, has left the tree, or made no `type`.
  ///
  /// ```swift
  /// let effect = harness.find(VisualEffect.self)?.platformView(as: NSVisualEffectView.self)
  /// #expect(effect?.material == .hudWindow)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The class of the view or view controller `make…` returns.
  ///   - sourceLocation: Where a failure is reported; the caller's line by default.
  /// - Returns: The object, or nil after recording why.
  public func platformView<Object: AnyObject>(
    as type: Object.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Object? {
    representablePart("platformView(as: \(type))", kind: "platform view", sourceLocation) {
      $0.representablePlatformObject
    }.flatMap { cast($0, to: type, "platformView(as: \(type))", kind: "platform view", sourceLocation) }
  }

  /// Reads one part of a mounted representable, or records why it cannot.
  private func representablePart(
    _ call: String, kind: String, _ sourceLocation: SourceLocation, _ read: (Node) -> Any?
  ) -> Any? {
    harness.operation(sourceLocation) {
      guard node.isMounted else {
        reportLeft(asking: call, at: sourceLocation)
        return nil
      }
      guard node.isRepresentable, let part = read(node) else {
        report(
          HarnessFailure(
            headline: "\(call): \(label) is not a representable, so it has no \(kind)",
            evidence: ["at: \(readablePath(of: node))"],
            fix: "find the view that conforms to UIViewRepresentable, UIViewControllerRepresentable, "
              + "NSViewRepresentable or NSViewControllerRepresentable."),
          sourceLocation)
        return nil
      }
      return part
    }
  }

  private func cast<T>(
    _ part: Any, to type: T.Type, _ call: String, kind: String, _ sourceLocation: SourceLocation
  ) -> T? {
    if let typed = part as? T { return typed }
    report(
      HarnessFailure(
        headline: "\(call): \(label)'s \(kind) is a \(Swift.type(of: part)), not a \(type)",
        evidence: ["at: \(readablePath(of: node))"],
        fix: "ask for \(Swift.type(of: part)).self, or a class it inherits from."),
      sourceLocation)
    return nil
  }
}
