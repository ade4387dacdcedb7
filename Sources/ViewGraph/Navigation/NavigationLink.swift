/// A control that pushes a value or a view onto the enclosing `NavigationStack`.
///
/// ```swift
/// NavigationLink("Settings") { SettingsScreen() }
/// NavigationLink("Details", value: item)
/// ```
public struct NavigationLink<Label: View, Destination: View> {
  let label: Label
  let title: String?
  let destination: Destination?
  let value: AnyHashable?
  /// For the iOS 13 forms (`isActive:`, `tag:selection:`): whether the destination is
  /// pushed, which following the link sets and popping clears (S168).
  var isActive: Binding<Bool>? = nil

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.destination = destination()
    self.value = nil
  }

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }

}

extension NavigationLink: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    label = Text(titleKey)
    title = label.string
    self.destination = destination()
    value = nil
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    label = Text(title)
    self.title = label.string
    self.destination = destination()
    value = nil
  }
}

extension NavigationLink where Destination == Never {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.destination = nil
    if let value { self.value = AnyHashable(value) } else { self.value = nil }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    label = Text(titleKey)
    title = label.string
    destination = nil
    if let value { self.value = AnyHashable(value) } else { self.value = nil }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    label = Text(title)
    self.title = label.string
    destination = nil
    if let value { self.value = AnyHashable(value) } else { self.value = nil }
  }
}

extension NavigationLink: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    guard let isActive, let destination else {
      visitor.visit(label, key: .content)
      return
    }
    // Pushed while the binding is true, as `navigationDestination(isPresented:)` pushes.
    visitor.visit(label.navigationDestination(isPresented: isActive) { destination }, key: .content)
  }
  var control: Control? { Control(kind: .navigationLink, title: title, .tap(.init(action: nil))) }

  func control(at node: Node) -> Control? {
    let model = node.environment.navigationModel
    let value = value
    let destination = destination
    return Control(
      kind: .navigationLink, title: title,
      .tap(
        .init(action: { [weak node] in
          guard let model else {
            RuntimeWarning.raise(
              .navigationLinkOutsideStack,
              "A NavigationLink was activated outside a NavigationStack; nothing is pushed.")
            return
          }
          if let isActive {
            isActive.wrappedValue = true
            return
          }
          if let value { model.push(value) }
          if let destination {
            let id = model.push(view: AnyView(destination))
            guard let node else { return }
            let pushes = (node.modifierState as? LinkPushes) ?? LinkPushes()
            node.modifierState = pushes
            pushes.entries.append((model, id))
          }
        })))
  }
}

/// What a link pushed that is still on a stack: the link hands each its new destination
/// when its parent re-renders it (S230).
final class LinkPushes {
  var entries: [(model: NavigationModel, id: Int)] = []
}

extension NavigationLink: LifecycleObservingView {
  // The destination is part of the link's value: a parent that re-renders the link with
  // new data updates the screen it pushed, as SwiftUI does (S230).
  func didEvaluate(in node: Node) {
    guard let pushes = node.modifierState as? LinkPushes, let destination else { return }
    pushes.entries.removeAll { !$0.model.replacePushedView($0.id, with: AnyView(destination)) }
  }
}

// The iOS 13 forms: a link whose pushed state is a binding, deprecated since iOS 16.
extension NavigationLink {
  /// A link whose destination is pushed while `isActive` is true: following it sets the
  /// binding, popping the destination clears it, and setting it pushes (S168).
  ///
  /// ```swift
  /// NavigationLink(destination: Detail(), isActive: $showsDetail) { Text("Detail") }
  /// ```
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
    self.isActive = isActive
  }

  /// A link whose destination is pushed while `selection` equals `tag`: following it sets
  /// the selection to the tag, popping sets it to nil (S168).
  ///
  /// ```swift
  /// NavigationLink(destination: FolderView(folder), tag: folder.id, selection: $openFolder) {
  ///   Text(folder.name)
  /// }
  /// ```
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
  )
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: { destination }, label: label)
    self.isActive = Binding(
      get: { selection.wrappedValue == tag },
      set: { isActive in
        if isActive {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
  }
}

extension NavigationLink where Label == Text {
  /// A titled link whose destination is pushed while `isActive` is true (S168).
  ///
  /// ```swift
  /// NavigationLink("Detail", destination: Detail(), isActive: $showsDetail)
  /// ```
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(titleKey) { destination }
    self.isActive = isActive
  }

  /// A titled link whose destination is pushed while `selection` equals `tag` (S168).
  ///
  /// ```swift
  /// NavigationLink("Inbox", destination: Inbox(), tag: Folder.inbox, selection: $folder)
  /// ```
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
  )
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
  }
}
