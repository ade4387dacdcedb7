// A stand-in for Apple's Combine, for scripts/check-apple-branches only: the declarations
// ViewGraph's `#if canImport(Combine)` branches use, with the signatures Apple documents
// (developer.apple.com/documentation/combine). Never run: bodies trap.

public protocol Cancellable {
  func cancel()
}

public final class AnyCancellable: Cancellable, Hashable {
  public init(_ cancel: @escaping () -> Void) { fatalError("stand-in") }
  public init<C: Cancellable>(_ canceller: C) { fatalError("stand-in") }
  public final func cancel() { fatalError("stand-in") }
  public final func store(in set: inout Set<AnyCancellable>) { fatalError("stand-in") }
  public final func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable { fatalError("stand-in") }
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public enum Subscribers {
  public struct Demand: Equatable, Hashable {
    public static let unlimited = Demand()
    public static let none = Demand()
    public static func max(_ value: Int) -> Demand { fatalError("stand-in") }
  }

  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

public protocol Subscription: Cancellable {
  func request(_ demand: Subscribers.Demand)
}

public protocol Subscriber<Input, Failure> {
  associatedtype Input
  associatedtype Failure: Error
  func receive(subscription: any Subscription)
  func receive(_ input: Input) -> Subscribers.Demand
  func receive(completion: Subscribers.Completion<Failure>)
}

public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher where Failure == Never {
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { fatalError("stand-in") }
}

extension Publisher {
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable { fatalError("stand-in") }
}

public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  public init() {}
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    fatalError("stand-in")
  }
  public final func send() { fatalError("stand-in") }
}

public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { fatalError("stand-in") }
}

@propertyWrapper
public struct Published<Value> {
  public init(wrappedValue: Value) { fatalError("stand-in") }
  public init(initialValue: Value) { fatalError("stand-in") }

  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      fatalError("stand-in")
    }
  }

  public var projectedValue: Published<Value>.Publisher {
    mutating get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}
