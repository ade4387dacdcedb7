#if !canImport(Combine)
  extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
      let link = OperatorLink()
      subscriber.receive(subscription: link)
      link.attach(subscribe { if link.isActive { _ = subscriber.receive(()) } })
    }
  }
#endif
