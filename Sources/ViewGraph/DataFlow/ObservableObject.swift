#if !canImport(Combine)
  /// A reference type that announces changes before they happen, for `@StateObject`,
  /// `@ObservedObject` and `@EnvironmentObject` (the pre-Observation model).
  ///
  /// As Combine's: `objectWillChange` is an `ObservableObjectPublisher` that `@Published`
  /// properties send through, unless the object declares a publisher of its own.
  ///
  /// ```swift
  /// final class Timer: ObservableObject {
  ///   @Published var ticks = 0
  /// }
  /// ```
  public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Announces that the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
  }

  extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher shared by this object's `@Published` properties.
    public var objectWillChange: ObservableObjectPublisher {
      var boxes: [PublisherSlot] = []
      for child in Mirror(reflecting: self).children {
        if let published = child.value as? any PublishedProperty { boxes.append(published.slot) }
      }
      if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
      // One publisher per object, kept beside it, so an object with no `@Published` that
      // calls `objectWillChange.send()` itself reaches the subscribers (S60).
      let publisher = ObjectPublishers.publisher(for: self)
      for box in boxes { box.publisher = publisher }
      return publisher
    }
  }

  /// The publishers of objects that have no `@Published` property to keep one, each alive as
  /// long as its object.
  private enum ObjectPublishers {
    private struct Entry {
      weak var object: AnyObject?
      let publisher: ObservableObjectPublisher
    }
    private nonisolated(unsafe) static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
      lock.lock()
      defer { lock.unlock() }
      let id = ObjectIdentifier(object)
      if let entry = entries[id], entry.object === object { return entry.publisher }
      if entries.count >= 64 && entries.count.nonzeroBitCount == 1 {
        entries = entries.filter { $0.value.object != nil }  // drop the dead, amortised
      }
      let publisher = ObservableObjectPublisher()
      entries[id] = Entry(object: object, publisher: publisher)
      return publisher
    }
  }

  /// The publisher of an ``ObservableObject``: `send()` tells every subscriber (the graph)
  /// the object is about to change.
  ///
  /// ```swift
  /// let objectWillChange = ObservableObjectPublisher()
  /// func reset() { objectWillChange.send(); items = [] }
  /// ```
  public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    // In subscription order: `objectWillChange.sink` subscribers hear it as they subscribed.
    private var subscribers: [(id: Int, receive: () -> Void)] = []
    private var nextID = 0

    public init() {}

    /// Tells every subscriber the object is about to change.
    public func send() {
      lock.lock()
      let current = subscribers
      lock.unlock()
      for subscriber in current { subscriber.receive() }
    }

    func subscribe(_ receive: @escaping () -> Void) -> Registration {
      lock.lock()
      defer { lock.unlock() }
      let id = nextID
      nextID += 1
      subscribers.append((id, receive))
      return Registration(publisher: self, id: id)
    }

    fileprivate func cancel(_ id: Int) {
      lock.lock()
      subscribers.removeAll { $0.id == id }
      lock.unlock()
    }

    /// Ends a subscription when cancelled or released.
    final class Registration: Cancellable {
      weak var publisher: ObservableObjectPublisher?
      let id: Int
      init(publisher: ObservableObjectPublisher, id: Int) {
        self.publisher = publisher
        self.id = id
      }
      deinit { cancel() }
      func cancel() { publisher?.cancel(id) }
    }
  }

  /// A property of an ``ObservableObject`` that calls `objectWillChange.send()` before it
  /// changes.
  ///
  /// ```swift
  /// final class Player: ObservableObject {
  ///   @Published var isPlaying = false
  /// }
  /// ```
  @propertyWrapper
  public struct Published<Value> {
    var storage: PublishedStorage<Value>

    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }
    public init(initialValue: Value) { storage = PublishedStorage(initialValue) }

    // Any class, as Combine's: `@Published` in a class that is not an `ObservableObject`
    // (Winston's `PublishedWrapper`) publishes through `$value` and announces nothing.
    public static subscript<EnclosingSelf: AnyObject>(
      _enclosingInstance object: EnclosingSelf,
      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
      get { object[keyPath: storageKeyPath].storage.value }
      set {
        // An object that declares its own `objectWillChange` announces its changes itself.
        ((object as? any ObservableObject)?.objectWillChange as? ObservableObjectPublisher)?.send()
        object[keyPath: storageKeyPath].storage.write(newValue)
      }
    }

    /// The property's publisher: `$value` inside the object that declares it.
    ///
    /// ```swift
    /// $isOn.sink { print("will be", $0) }.store(in: &cancellables)
    /// ```
    public var projectedValue: Published<Value>.Publisher {
      mutating get { Publisher(storage: storage) }
      // `assign(to: &$value)` writes back the publisher it read, which is this property's.
      set { storage = newValue.storage }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
      get { fatalError() }
      set { fatalError() }  // swiftlint:disable:this unused_setter_value
    }
  }

  protocol PublishedProperty { var slot: PublisherSlot { get } }

  extension Published: PublishedProperty {
    var slot: PublisherSlot { storage }
  }

  class PublisherSlot {
    var publisher: ObservableObjectPublisher?
  }

  final class PublishedStorage<Value>: PublisherSlot {
    var value: Value
    /// The subscribers of `$value` (`Published.Publisher`).
    let subject = SubjectCore<Value, Never>()
    /// What `assign(to: &$value)` subscribed, cancelled when the property goes.
    var assignment: AnyCancellable?
    init(_ value: Value) { self.value = value }

    /// Publishes `newValue` to `$value`'s subscribers, then stores it: they receive it in the
    /// property's `willSet`, as Combine's do, and read the old value from the object.
    func write(_ newValue: Value) {
      subject.send(newValue)
      value = newValue
    }
  }
#endif

/// Keeps a node subscribed to one object's `objectWillChange`.
@MainActor
final class ObjectSubscription {
  private var objectID: ObjectIdentifier?
  private var subscription: AnyCancellable?

  /// Invalidates `node` when `object` announces a change; the property holding it names
  /// the cause (`_player`).
  func observe<Object: ObservableObject>(
    _ object: Object, invalidating node: Node, as propertyName: String
  ) {
    let id = ObjectIdentifier(object)
    guard id != objectID else { return }
    objectID = id
    let property = "_" + propertyName
    let handle = node.handle
    subscription = object.objectWillChange.sink { _ in
      ObjectSubscription.warnIfMisplaced(handle)
      Node.dependencyChanged(handle, generation: nil, cause: .property(property))
    }
  }

  /// SwiftUI's two warnings for an object a view observes that publishes at the wrong
  /// moment: off the main thread (S200), or while a body is being evaluated (S201).
  private nonisolated static func warnIfMisplaced(_ handle: StateReadScope) {
    guard isOnMainActor() else {
      let warning = RuntimeWarning(
        .publishedFromBackgroundThread,
        "Publishing changes from background threads is not allowed; make sure to publish values "
          + "from the main thread (via operators like receive(on:)) on model updates.")
      MainActorHops.enqueueOnMainActor { handle.raiseAtNextUpdate(warning) }
      return
    }
    guard ViewHost.isEvaluatingBody else { return }
    RuntimeWarning.raise(
      .publishedDuringUpdate,
      "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
  }
}
