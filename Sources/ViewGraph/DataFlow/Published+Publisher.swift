#if !canImport(Combine)
  extension Published {
    /// A publisher for properties marked with `@Published`: `$value` inside the object.
    ///
    /// A subscriber receives the current value, then each new value in the property's
    /// `willSet`, before the object holds it.
    ///
    /// ```swift
    /// $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { search($0) }
    /// ```
    public struct Publisher: ViewGraph.Publisher {
      public typealias Output = Value
      public typealias Failure = Never
      let storage: PublishedStorage<Value>

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        storage.subject.attach(subscriber, initial: storage.value)
      }

      /// Writes each value of `upstream` to the property, announcing it to the object's
      /// `objectWillChange` first; a later `assign(to:)` replaces this one.
      func assign<Upstream: ViewGraph.Publisher>(from upstream: Upstream)
      where Upstream.Output == Value, Upstream.Failure == Never {
        storage.assignment = nil
        // Weak: the property keeps the subscription, which must not keep the property.
        storage.assignment = upstream.sink { [weak storage] value in
          guard let storage else { return }
          storage.publisher?.send()
          storage.write(value)
        }
      }
    }
  }
#endif
