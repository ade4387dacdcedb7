import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphStoreKit

private struct LoadFailed: Error {}

/// StoreKit's `Transaction`, not SwiftUI's: apps importing both write `StoreKit.Transaction`.
private typealias Purchase = ViewGraphStoreKit.Transaction

/// Shows what the entitlement task of the product chosen last handed it.
private struct ProBadge: View {
  @State private var productID = "pro"
  @State private var label = "not loaded"
  var body: some View {
    VStack {
      Text(label).currentEntitlementTask(for: productID) { state in
        switch state {
        case .loading: label = "loading"
        case .failure: label = "failed"
        case .success: label = state.transaction == nil ? "\(productID): free" : "\(productID): owned"
        }
      }
      Button("Lifetime") { productID = "lifetime" }
      Button("Broken") { productID = "broken" }
    }
  }
}

/// Maps the statuses of the chosen group to a level, as BackyardBirds' pass status does.
private struct PlusStatus: View {
  enum Level: Sendable {
    case none, plus

    /// The level the statuses give, worked out off the main actor as an app's store does.
    static func of(_ statuses: [Product.SubscriptionInfo.Status]) async -> Level {
      statuses.contains { $0.state == .subscribed } ? .plus : .none
    }
  }
  @State private var groupID = "plus"
  @State private var state: EntitlementTaskState<Level> = .loading
  var body: some View {
    VStack {
      Text(describe(state)).subscriptionStatusTask(for: groupID) { statuses in
        state = await statuses.map { @Sendable statuses in await Level.of(statuses) }
      }
      Button("Family") { groupID = "family" }
    }
  }

  private func describe(_ state: EntitlementTaskState<Level>) -> String {
    switch state {
    case .loading: "loading"
    case .failure: "failed"
    case .success(let level): "\(groupID): \(level)"
    }
  }
}

@MainActor
@Suite("S341: entitlement tasks hand their action what a test supplied, again when their id changes")
struct StoreKitEntitlementTaskTests {
  @Test("S341: currentEntitlementTask answers the supplied entitlement, restarts per product, and fails")
  func currentEntitlementFollowsTheProduct() async {
    await withStoreSupply {
      Purchase.suppliedEntitlements = [Purchase(productID: "pro")]
      Product.suppliedFailures = ["broken": LoadFailed()]
      let host = mount(ProBadge())
      #expect(await host.waitForTasks(timeout: .seconds(60)).isEmpty)
      #expect(host.texts.first == "pro: owned")
      host.tap("Lifetime")
      #expect(await host.waitForTasks(timeout: .seconds(60)).isEmpty)
      #expect(host.texts.first == "lifetime: free")
      host.tap("Broken")
      #expect(await host.waitForTasks(timeout: .seconds(60)).isEmpty)
      #expect(host.texts.first == "failed")
    }
  }

  @Test("S341: subscriptionStatusTask hands EntitlementTaskState, which map turns into the app's level")
  func subscriptionStatusFollowsTheGroup() async {
    await withStoreSupply {
      let status = Product.SubscriptionInfo.Status(
        state: .subscribed, transaction: Purchase(productID: "plus.yearly"),
        renewalInfo: .init(currentProductID: "plus.yearly"))
      Product.suppliedSubscriptionStatuses = ["plus": [status]]
      let host = mount(PlusStatus())
      #expect(await host.waitForTasks(timeout: .seconds(60)).isEmpty)
      #expect(host.texts.first == "plus: plus")
      host.tap("Family")
      #expect(await host.waitForTasks(timeout: .seconds(60)).isEmpty)
      #expect(host.texts.first == "family: none", "a group with no supplied status is one the user is not in")
    }
  }

  @Test("S341: EntitlementTaskState's value, transaction, map and flatMap")
  func stateAccessors() throws {
    let owned: EntitlementTaskState<VerificationResult<Purchase>?> = .success(
      .verified(Purchase(productID: "pro")))
    #expect(try owned.transaction?.payloadValue.productID == "pro")
    #expect(EntitlementTaskState<VerificationResult<Purchase>?>.success(nil).transaction == nil)
    #expect(EntitlementTaskState<VerificationResult<Purchase>?>.loading.transaction == nil)
    #expect(EntitlementTaskState<Int>.success(2).map { $0 * 10 }.value == 20)
    #expect(EntitlementTaskState<Int>.failure(LoadFailed()).map { $0 * 10 }.value == nil)
    let flattened = EntitlementTaskState<Int>.success(2).flatMap { _ in EntitlementTaskState<String>.loading }
    guard case .loading = flattened else {
      Issue.record("flatMap should give the transform's state, got \(flattened)")
      return
    }
  }
}
