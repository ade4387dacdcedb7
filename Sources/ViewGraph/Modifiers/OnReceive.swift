/// Subscribes an action to a publisher while the modified view's identity is mounted (S170).
public struct _SubscriptionModifier<P: Publisher> where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void
}

// Conformance off the declaration, so the nonisolated onReceive can make it (ViewModifier.swift).
extension _SubscriptionModifier: ViewModifier {}

/// An `onReceive`'s subscription for one identity: the publisher it subscribed to, and the
/// action of the latest evaluation, which each value runs.
final class ReceiveSubscription<P: Publisher> where P.Failure == Never {
  var publisher: P
  var action: (P.Output) -> Void
  var cancellable: AnyCancellable?
  var isMounted = true

  init(publisher: P, action: @escaping (P.Output) -> Void) {
    self.publisher = publisher
    self.action = action
  }

  /// Whether `other` is the publisher subscribed to, compared as the graph compares inputs:
  /// bit for bit, so the same subject, timer or `$property` is, and a publisher made anew
  /// (`Timer.publish(…).autoconnect()` in a body) is not.
  func holds(_ other: P) -> Bool {
    var other = other
    return withUnsafeBytes(of: &publisher) { held in
      withUnsafeBytes(of: &other) { held.elementsEqual($0) }
    }
  }
}

extension _SubscriptionModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    if let current = node.modifierState as? ReceiveSubscription<P> {
      current.action = action
      guard !current.holds(publisher) else { return }
      current.cancellable = nil
      current.isMounted = false
    }
    let subscription = ReceiveSubscription(publisher: publisher, action: action)
    node.modifierState = subscription
    let publisher = publisher
    // After the update, as `onAppear`: a publisher with a current value (`Just`, a
    // `CurrentValueSubject`, `$property`) runs the action at once.
    node.host.enqueueEffect {
      guard subscription.isMounted else { return }
      subscription.cancellable = publisher.sink { [weak subscription] value in
        subscription?.action(value)
      }
    }
  }

  func willUnmount(from node: Node) {
    guard let subscription = node.modifierState as? ReceiveSubscription<P> else { return }
    subscription.isMounted = false
    subscription.cancellable = nil
  }
}

extension View {
  /// Adds an action to perform when this view detects data emitted by the given publisher:
  /// subscribed while the view is in the tree, cancelled when it leaves (S170).
  ///
  /// ```swift
  /// Text(now, style: .time)
  ///   .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { now = $0 }
  /// ```
  nonisolated public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  )
    -> ModifiedContent<Self, _SubscriptionModifier<P>> where P.Failure == Never
  {
    modifier(_SubscriptionModifier(publisher: publisher, action: action))
  }
}
