import Foundation

/// The root view a hosting controller or view mounts: it shows the current `rootView`, which
/// the hosting object keeps in an observable box, so setting `rootView` re-renders the root
/// in place and the views below keep their state, as SwiftUI's hosting controllers do.
@MainActor @Observable
final class HostedRootBox<Content: View> {
  var rootView: Content

  init(_ rootView: Content) { self.rootView = rootView }
}

struct HostedRoot<Content: View>: View {
  let box: HostedRootBox<Content>

  var body: some View { box.rootView }
}

/// What the three hosting types share: the box, and the host mounted on first use.
@MainActor
final class HostedViewGraph<Content: View> {
  let box: HostedRootBox<Content>
  private(set) var host: ViewHost?

  init(_ rootView: Content) { box = HostedRootBox(rootView) }

  var rootView: Content {
    get { box.rootView }
    set {
      box.rootView = newValue
      host?.update()
    }
  }

  /// Mounts the root view the first time the hosting object's view is needed.
  func mount() -> ViewHost {
    if let host { return host }
    let made = ViewHost(HostedRoot(box: box))
    host = made
    return made
  }
}
