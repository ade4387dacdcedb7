import Observation

/// A value read through one key path of one environment, kept on that environment's newest
/// entry: the rows of a list share their environment, so a thousand rows declaring
/// `@Environment(\.tint)` read it through the key path once, not a thousand times.
///
/// An environment's entries never change once made, so a key path read on the same newest
/// entry gives the same value; a write makes a new newest entry, with no reads kept yet.
/// Only installs fill or look up the list, on the main actor; each read is immutable once
/// made, so a body reading one on another thread reads a finished value.
///
/// A key path that reads a model or a `@State` on its way (`\.store.count`, a binding kept
/// in the environment) is not kept: its read belongs to each body, which must track it.
/// Its entry says so, so the check runs once too.
class EnvironmentReadBase {
  /// Held, so that its address is not reused by another key path while this read lives.
  let keyPath: AnyKeyPath
  let next: EnvironmentReadBase?
  /// Whether this is an ``EnvironmentRead`` holding the value (false: a read not kept). A
  /// flag rather than a cast: a cast to the generic subclass would look its metadata up on
  /// each row's install.
  let holdsValue: Bool

  init(keyPath: AnyKeyPath, next: EnvironmentReadBase?, holdsValue: Bool = false) {
    self.keyPath = keyPath
    self.next = next
    self.holdsValue = holdsValue
  }
}

/// The value one key path of type `KeyPath<EnvironmentValues, Value>` read.
final class EnvironmentRead<Value>: EnvironmentReadBase {
  let value: Value

  init(_ value: Value, keyPath: KeyPath<EnvironmentValues, Value>, next: EnvironmentReadBase?) {
    self.value = value
    super.init(keyPath: keyPath, next: next, holdsValue: true)
  }
}

extension EnvironmentValues {
  /// The value at `keyPath`, read once for this environment and kept on its newest entry;
  /// nil when the read tracks something (a body reads it then) or the environment has no
  /// entry to keep it on (a read of defaults).
  @MainActor func read<Value>(
    keptAt keyPath: KeyPath<EnvironmentValues, Value>
  ) -> EnvironmentRead<Value>? {
    // The environment itself (`@Environment(\.self)`) is not kept on its own newest entry:
    // the entry would hold the values that hold the entry, a cycle nothing releases, and with
    // it the host's window. Its read costs nothing to repeat.
    guard let head, Value.self != EnvironmentValues.self else { return nil }
    var current = head.reads
    while let read = current {
      if read.keyPath === keyPath {
        // The same key path object: the same `Value`, or a read that is not kept.
        return read.holdsValue ? unsafeDowncast(read, to: EnvironmentRead<Value>.self) : nil
      }
      current = read.next
    }
    return keep(keyPath, on: head)
  }

  /// Reads `keyPath` and keeps what it read on `head`. Apart from the lookup, which then
  /// needs no metadata of `Value?` (the runtime would look it up on every row's install).
  @MainActor @inline(never) private func keep<Value>(
    _ keyPath: KeyPath<EnvironmentValues, Value>, on head: StoredEntry
  ) -> EnvironmentRead<Value>? {
    guard let value = untrackedRead(keyPath) else {
      head.reads = EnvironmentReadBase(keyPath: keyPath, next: head.reads)
      return nil
    }
    let read = EnvironmentRead(value, keyPath: keyPath, next: head.reads)
    head.reads = read
    return read
  }

  /// The value at `keyPath`, or nil when reading it read a model or a `@State`.
  @MainActor private func untrackedRead<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value? {
    // A model read keeps the change handler, and with it the token; nothing read drops both.
    var token = ReadToken()
    let scope = StateReadScope(node: nil)
    let value = scope.run {
      withObservationTracking({ self[keyPath: keyPath] }, onChange: { [token] in _ = token })
    }
    let readState = scope.hasReads
    scope.reset()
    guard !readState, isKnownUniquelyReferenced(&token) else { return nil }
    return value
  }
}

/// Held by a change handler only Observation would keep (``EnvironmentValues/read(keptAt:)``).
private final class ReadToken: Sendable {}
