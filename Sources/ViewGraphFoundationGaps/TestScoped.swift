import Foundation

/// What a test supplies to a framework stand-in (the outcome of a sign-in sheet, the files a
/// user picks in an open panel), kept for the test that supplied it: tests run in parallel,
/// and one test's supply must not answer another's request (S353).
///
/// A test harness names the running test (``setScope(_:)``; StateHarness does it when the test
/// binary loads, from Swift Testing's `Test.current`); each name has its own value. With no
/// name (outside a Swift Testing test, or in a detached task, which leaves the test's task
/// tree) the value is the process's, as it was before scopes.
///
/// ```swift
/// private static let supplies = TestScoped<[URL]?>(nil)
/// supplies.value = [url]   // this test's only
/// ```
package final class TestScoped<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private let initial: Value
  private var values: [String: Value] = [:]

  package init(_ initial: Value) { self.initial = initial }

  /// The running test's value; the initial one until the test sets it.
  package var value: Value {
    get {
      let key = Self.currentScope()
      return withLock { values[key] ?? initial }
    }
    set {
      let key = Self.currentScope()
      withLock { values[key] = newValue }
    }
  }

  /// Changes the running test's value in place.
  package func modify(_ change: (inout Value) -> Void) {
    let key = Self.currentScope()
    withLock {
      var current = values[key] ?? initial
      change(&current)
      values[key] = current
    }
  }

  /// Forgets the running test's value.
  package func reset() {
    let key = Self.currentScope()
    withLock { _ = values.removeValue(forKey: key) }
  }

  /// The value of the test named `scope` (from ``currentTestScope()``), for an object bound
  /// to the test that made it, read from work that left the test's tasks.
  package func value(inScope scope: String) -> Value {
    withLock { values[scope] ?? initial }
  }

  /// Changes the value of the test named `scope` in place.
  package func modify(inScope scope: String, _ change: (inout Value) -> Void) {
    withLock {
      var current = values[scope] ?? initial
      change(&current)
      values[scope] = current
    }
  }

  fileprivate static func currentScopeName() -> String { currentScope() }

  private func withLock<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  private static func currentScope() -> String { scopeProvider.withLock { $0 }() ?? "" }
}

/// The running test's name as ``TestScoped`` values are kept under it ("" outside a test).
package func currentTestScope() -> String { TestScoped<Bool>.currentScopeName() }

/// Sets what names the running test for every ``TestScoped`` value; nil is the process's.
package func setTestScope(_ provider: @escaping @Sendable () -> String?) {
  scopeProvider.withLock { $0 = provider }
}

private let scopeProvider = ScopeProvider()

/// The provider, behind a lock: tests set and read it from any thread.
private final class ScopeProvider: @unchecked Sendable {
  private let lock = NSLock()
  private var provider: @Sendable () -> String? = { nil }
  func withLock<Result>(_ body: (inout @Sendable () -> String?) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&provider)
  }
}
