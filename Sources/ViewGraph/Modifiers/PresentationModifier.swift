/// Mounts presented content (a sheet, a cover, a popover, an alert) below the modified
/// view while its binding says so, with `\.dismiss` set to close it.
public struct _PresentationModifier<Presented: View> {
  let isPresented: Binding<Bool>
  let presented: () -> Presented
  let onDismiss: (() -> Void)?
  let slot: AttachmentSlot
  /// Alerts and dialogs: their buttons dismiss them.
  let buttonsDismiss: Bool
}

/// Whether the presentation was showing at the last evaluation, to call `onDismiss`.
final class PresentationState {
  var wasPresented = false
  /// Whether the binding asks for the presentation while another one of the same
  /// presenter is shown, so it waits (S249).
  var isWaiting = false
  /// The edit mode the presented content gets when none is set above it (S243).
  let editMode = PresentationEditMode()
}

/// The edit mode of a presentation's own host: observable, so that the views reading it
/// follow an EditButton's taps (S243).
@Observable
final class PresentationEditMode {
  var mode = EditMode.inactive
  @ObservationIgnored private(set) lazy var binding = Binding<EditMode>(
    get: { [unowned self] in self.mode }, set: { [unowned self] in self.mode = $0 })
}

extension _PresentationModifier: PrimitiveModifier {
  // Reads the binding while visiting: the modifier must be invalidated when it flips.
  static var runsUserCode: Bool { true }

  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    visitor.visit(content, key: .content)
    guard isPresented.wrappedValue else {
      if slot.presentsModally { SheetPresenters.didDismiss(from: visitor.node) }
      return
    }
    guard SheetPresenters.mayPresent(isPresented, slot: slot, from: visitor.node) else { return }
    let binding = isPresented
    let dismiss = DismissAction { binding.wrappedValue = false }
    // A sheet, a cover or a popover is hosted on its own, with an edit mode of its own
    // when none is set above it (S243): an EditButton in it toggles that.
    let editMode: Binding<EditMode>? =
      switch slot {
      case .sheet, .fullScreenCover, .popover:
        ((visitor.node.modifierState as? PresentationState)
          ?? {
            let state = PresentationState()
            visitor.node.modifierState = state
            return state
          }()).editMode.binding
      default: nil
      }
    visitor.visit(
      PresentedContent(
        content: presented(), dismiss: dismiss, buttonsDismiss: buttonsDismiss, editMode: editMode),
      key: .attached(slot))
  }

  func didEvaluate(in node: Node, isMount: Bool) {
    let state = (node.modifierState as? PresentationState) ?? PresentationState()
    node.modifierState = state
    let isShowing = isPresented.wrappedValue && !state.isWaiting
    if state.wasPresented && !isShowing, let onDismiss {
      node.host.enqueueEffect { onDismiss() }
    }
    // Each presentation is a new host: its edit mode starts inactive (S243).
    if state.wasPresented && !isShowing, state.editMode.mode != .inactive {
      node.host.enqueueEffect { state.editMode.mode = .inactive }
    }
    state.wasPresented = isShowing
  }
}

/// Presented content, with the environment a presentation gives it.
struct PresentedContent<Content: View>: View {
  let content: Content
  let dismiss: DismissAction
  let buttonsDismiss: Bool
  /// The presentation's own edit mode, used when none is set above it (S243).
  var editMode: Binding<EditMode>? = nil
  var body: Never { primitiveBody(Self.self) }
}

extension PresentedContent: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
  static var transformsEnvironment: Bool { true }
  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment.dismiss = dismiss
    environment.isPresented = true
    if buttonsDismiss { environment.presentationButtonDismiss = dismiss }
    if environment.editMode == nil, let editMode { environment.editMode = editMode }
  }
}

extension View {
  /// Alerts and dialogs: a title, actions whose buttons dismiss, a message. The actions and
  /// the message are built here, when the body applying the modifier runs: SwiftUI's
  /// closures are non-escaping, so they can be called at no other time (S368).
  nonisolated func presentAlert<Actions: View, Message: View>(
    _ title: Text, _ isPresented: Binding<Bool>,
    _ actions: () -> Actions, _ message: () -> Message, slot: AttachmentSlot
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
    let content = _AlertContent(
      title: title, actions: actions(), message: message(), isAlert: slot == .alert)
    return modifier(
      _PresentationModifier(
        isPresented: isPresented, presented: { content }, onDismiss: nil, slot: slot,
        buttonsDismiss: true))
  }

  nonisolated func present<Content: View>(
    _ isPresented: Binding<Bool>, _ onDismiss: (() -> Void)?, _ slot: AttachmentSlot,
    _ content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
    modifier(
      _PresentationModifier(
        isPresented: isPresented, presented: content, onDismiss: onDismiss, slot: slot,
        buttonsDismiss: false))
  }

  nonisolated func present<Item: Identifiable, Content: View>(
    item: Binding<Item?>, _ onDismiss: (() -> Void)?, _ slot: AttachmentSlot,
    _ content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<ModifiedContent<Content, _IdentityModifier<Item.ID>>>> {
    present(item: item, id: \.id, onDismiss, slot, content)
  }

  /// Presents `content` for `item` while it is non-nil; its `id` is the content's identity,
  /// so a new item is new content.
  nonisolated func present<Item, ID: Hashable, Content: View>(
    item: Binding<Item?>, id: @escaping (Item) -> ID, _ onDismiss: (() -> Void)?, _ slot: AttachmentSlot,
    _ content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<ModifiedContent<Content, _IdentityModifier<ID>>>> {
    // The item the presentation check last saw: the content is built from it, so a getter
    // that changes between the check and the build cannot leave the content without one.
    let seen = SeenItem<Item>()
    let isPresented = Binding(
      get: {
        let current = item.wrappedValue
        seen.item = current ?? seen.item
        return current != nil
      },
      set: { if !$0 { item.wrappedValue = nil } })
    return modifier(
      _PresentationModifier(
        isPresented: isPresented,
        presented: {
          // Only called right after `isPresented` read a non-nil item.
          let current = item.wrappedValue ?? seen.item.unsafelyUnwrapped
          return content(current).id(id(current))
        },
        onDismiss: onDismiss, slot: slot, buttonsDismiss: false))
  }
}

/// The last item a `sheet(item:)` saw.
final class SeenItem<Item> {
  var item: Item?
}

@_spi(Inspection)
extension AttachmentSlot {
  /// Whether content in this slot is presented (a sheet, a cover, a popover, an alert, a
  /// dialog) or pushed, so that a dismiss action closes it.
  public var isPresentation: Bool {
    switch self {
    case .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog, .navigationDestination, .pushed:
      true
    // An inspector is a column beside the view, which its own `dismiss` does not close.
    case .tabItem, .toolbar, .background, .overlay, .search, .contextMenu, .swipeActions, .inspector,
      .bottomAccessory, .tabViewSidebar:
      false
    }
  }
}

@_spi(Inspection)
extension Node {
  /// The presented or pushed content this view is in: the nearest node above it (or it)
  /// attached in a presentation slot; nil outside any presentation.
  public var enclosingPresentation: Node? {
    var current: Node? = self
    while let node = current {
      if case .attached(let slot) = node.component, slot.isPresentation { return node }
      current = node.parent
    }
    return nil
  }

  /// For presented content: whether a view in it declares `.interactiveDismissDisabled()`,
  /// so a swipe down does not dismiss it (S77). Views in presentations nested inside do not
  /// count.
  public var isInteractiveDismissDisabled: Bool {
    var stack = children
    while let node = stack.popLast() {
      if case .attached(let slot) = node.component, slot.isPresentation { continue }
      if let modifier = node.recordedModifier, modifier.name == "interactiveDismissDisabled" {
        if modifier.arguments == "true" { return true }
      }
      stack.append(contentsOf: node.children)
    }
    return false
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _PresentationModifier: ViewModifier {}
