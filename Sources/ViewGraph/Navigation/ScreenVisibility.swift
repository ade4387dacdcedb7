/// Which mounted views a user sees: a navigation stack shows only its top screen, a tab
/// view only its selected tab. ViewGraph keeps the others mounted (their state lives on, as
/// SwiftUI keeps it) and runs `onDisappear` when they are covered or left and `onAppear`
/// when they are shown again (S237, S238).
@MainActor
protocol ScreenContainer: PrimitiveView {
  /// Whether this container, mounted at `node`, hides its descendant `child` (a node on the
  /// path from `node` down), given the tab on that path if any.
  func hides(pathChild child: Node, tab: Node?, in node: Node) -> Bool
}

extension Node {
  /// Whether a stack or a tab view above hides this view: a screen under a pushed one, a
  /// tab not selected (S237, S238).
  @_spi(Inspection) public var isOffScreen: Bool {
    var child = self
    var tab: Node? = isTab ? self : nil
    while let node = child.parent {
      // Presented content (a sheet, a cover, an alert) shows over everything, wherever
      // the view that presents it is.
      if case .attached(let slot) = child.component, slot.coversTheWindow { return false }
      // Only a primitive view can be a container (the protocol refines it): the views of
      // an app on the path are not asked about it.
      if node.info.primitive != nil, node.viewType is any ScreenContainer.Type,
        let container = node.value as? any ScreenContainer,
        container.hides(pathChild: child, tab: tab, in: node)
      {
        return true
      }
      if tab == nil, node.isTab { tab = node }
      child = node
    }
    return false
  }

  /// Whether this node is a tab of a `TabView`: a view with a `.tabItem` label attached.
  @_spi(Inspection) public var isTab: Bool {
    isModifier && children.contains { $0.component == .attached(.tabItem) }
  }

  /// A tab's value: its `.tag`, on it or on the modifiers around it or inside it.
  @_spi(Inspection) public var tabValue: AnyHashable? {
    if let tag = ([self] + wrappingModifiers).lazy.compactMap(\.tag).first { return tag }
    var current = children.first { $0.component == .content }
    while let content = current, content.isModifier {
      if let tag = content.tag { return tag }
      current = content.children.first { $0.component == .content }
    }
    return nil
  }
}

/// Whether the actions of `onAppear`/`onDisappear` at one node have run for the view as
/// shown: appeared, and not since covered.
final class AppearanceState {
  var appeared = false
  /// The modifier's latest value: the actions to run.
  var modifier: _AppearanceActionModifier

  init(modifier: _AppearanceActionModifier) { self.modifier = modifier }
}

extension ViewHost {
  /// The nodes of mounted `onAppear`/`onDisappear` modifiers, by identity.
  var appearanceNodes: [ObjectIdentifier: Node] {
    get { (services[ObjectIdentifier(AppearanceRegistry.self)] as? AppearanceRegistry)?.nodes ?? [:] }
    set {
      let registry =
        (services[ObjectIdentifier(AppearanceRegistry.self)] as? AppearanceRegistry) ?? AppearanceRegistry()
      registry.nodes = newValue
      services[ObjectIdentifier(AppearanceRegistry.self)] = registry
    }
  }

  /// Runs `onDisappear` for the views a push or a tab switch hid, and `onAppear` for those
  /// it showed, after the update's other actions (new views appear before old ones
  /// disappear, S47).
  func refreshScreenVisibility() {
    for node in appearanceNodes.values {
      guard let state = node.modifierState as? AppearanceState else { continue }
      let modifier = state.modifier
      let visible = node.isMounted && !node.isOffScreen
      if visible && !state.appeared {
        state.appeared = true
        if let appear = modifier.appear { enqueueEffect(appear) }
      } else if !visible && state.appeared {
        state.appeared = false
        if let disappear = modifier.disappear { enqueueDisappearance(disappear) }
      }
    }
  }
}

/// The host's mounted appearance modifiers, kept among its services.
final class AppearanceRegistry {
  var nodes: [ObjectIdentifier: Node] = [:]
}

extension AttachmentSlot {
  /// Content in this slot is shown over the whole window, above any stack or tab.
  var coversTheWindow: Bool {
    switch self {
    case .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog: true
    default: false
    }
  }
}
