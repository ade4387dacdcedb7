import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphStoreKit

/// Whether a test holds the StoreKit stand-in's supply.
@MainActor private var storeSupplyHeld = false

/// Runs `body` with the StoreKit stand-in's supply to itself, empty before and after: it
/// is the test process's, and the StoreKit suites run in parallel.
@MainActor
func withStoreSupply(_ body: () async throws -> Void) async rethrows {
  while storeSupplyHeld { await Task.yield() }
  storeSupplyHeld = true
  emptyStoreSupply()
  defer {
    emptyStoreSupply()
    storeSupplyHeld = false
  }
  try await body()
}

@MainActor private func emptyStoreSupply() {
  Product.supplied = []
  Product.suppliedPurchaseResults = [:]
  Product.suppliedSubscriptionStatuses = [:]
  Product.suppliedFailures = [:]
  Product.purchasesMade = []
  Transaction.suppliedEntitlements = []
}

/// Lets the tasks a purchase or a StoreKit view started run until `done` holds, applying
/// their updates: a button's `Task` is none of the host's `.task`s, so `waitForTasks` does
/// not see it.
@MainActor
func settle(_ host: ViewHost, until done: () -> Bool) async {
  for _ in 0..<500 where !done() {
    await Task.yield()
    host.update()
  }
}
