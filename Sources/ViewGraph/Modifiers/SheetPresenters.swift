/// Which sheet, full-screen cover or popover each presenter shows: a presenter (the
/// window, or presented content) shows one at a time (S249).
///
/// SwiftUI hands these to UIKit, where a view controller presents one view controller. A
/// second presentation asked for while one is shown waits, and SwiftUI logs that it will
/// come when the first is dismissed.
@MainActor
final class SheetPresenters: HostService {
  private struct Shown {
    weak var node: Node?
    let isPresented: Binding<Bool>
  }

  private var shown: [ObjectIdentifier: Shown] = [:]

  init() {}

  /// SwiftUI's log line when a second sheet is asked for while one is shown.
  static let message =
    "Currently, only presenting a single sheet is supported.\n"
    + "The next sheet will be presented when the currently presented sheet gets dismissed."

  /// Whether the presentation of the modifier at `node`, whose binding is true, may show
  /// now; if another presentation of the same presenter is shown, it waits, and the first
  /// time it does a warning says so. Reading the shown one's binding makes this modifier
  /// follow it, so it shows once that one is dismissed.
  static func mayPresent(_ isPresented: Binding<Bool>, slot: AttachmentSlot, from node: Node) -> Bool {
    guard slot.presentsModally else { return true }
    let state = (node.modifierState as? PresentationState) ?? PresentationState()
    node.modifierState = state
    let presenters = node.host.service(SheetPresenters.self)
    let presenter = ObjectIdentifier(node.modalPresenter ?? node.host.root)
    if let current = presenters.shown[presenter], let other = current.node, other !== node,
      other.isMounted, current.isPresented.wrappedValue
    {
      if !state.isWaiting { RuntimeWarning.raise(.multipleSheetsPresented, message) }
      state.isWaiting = true
      return false
    }
    state.isWaiting = false
    presenters.shown[presenter] = Shown(node: node, isPresented: isPresented)
    return true
  }

  /// Called when the binding of the modifier at `node` no longer asks for its
  /// presentation: it neither shows nor waits.
  static func didDismiss(from node: Node) {
    (node.modifierState as? PresentationState)?.isWaiting = false
    let presenters = node.host.service(SheetPresenters.self)
    let presenter = ObjectIdentifier(node.modalPresenter ?? node.host.root)
    if presenters.shown[presenter]?.node === node { presenters.shown[presenter] = nil }
  }
}

extension AttachmentSlot {
  /// A sheet, a full-screen cover or a popover: UIKit presents it from a view controller,
  /// which presents one at a time.
  var presentsModally: Bool {
    switch self {
    case .sheet, .fullScreenCover, .popover: true
    default: false
    }
  }
}

extension Node {
  /// The sheet, cover or popover content this node is in (its presenter); nil at the
  /// window's level.
  fileprivate var modalPresenter: Node? {
    var current = parent
    while let node = current {
      if case .attached(let slot) = node.component, slot.presentsModally { return node }
      current = node.parent
    }
    return nil
  }
}
