#if !canImport(Combine)
  import Foundation

  extension NotificationCenter {
    /// A publisher that emits elements when broadcasting notifications.
    ///
    /// ```swift
    /// NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
    /// ```
    public struct Publisher: ViewGraph.Publisher {
      public typealias Output = Notification
      public typealias Failure = Never
      /// The notification center this publisher uses as a source.
      public let center: NotificationCenter
      /// The name of notifications published by this publisher.
      public let name: Notification.Name
      /// The object posting the named notification.
      public let object: AnyObject?

      /// Creates a publisher that emits events when broadcasting notifications.
      public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
        self.center = center
        self.name = name
        self.object = object
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        let receive = DeliveryHop { notification in
          if link.isActive { _ = subscriber.receive(notification) }
        }
        let observer = center.addObserver(forName: name, object: object, queue: nil) { receive.deliver($0) }
        let removal = ObserverRemoval(center: center, observer: observer)
        link.attach(AnyCancellable { removal.remove() })
      }
    }

    /// Returns a publisher that emits events when broadcasting notifications.
    ///
    /// ```swift
    /// NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
    /// ```
    public func publisher(for name: Notification.Name, object: AnyObject? = nil)
      -> NotificationCenter.Publisher
    {
      Publisher(center: self, name: name, object: object)
    }
  }

  /// A notification handed to a subscriber on the thread that posted it, as Combine does.
  struct DeliveryHop: @unchecked Sendable {
    let deliver: (Notification) -> Void
  }

  /// Removes an observer from its center once.
  struct ObserverRemoval: @unchecked Sendable {
    let center: NotificationCenter
    let observer: any NSObjectProtocol
    func remove() { center.removeObserver(observer) }
  }
#endif
