import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphNetwork

/// A connectivity model shaped as Yattee's `ConnectivityMonitor` and Aidoku's `Reachability`:
/// a monitor on its own queue, whose handler hops to the main actor to publish.
@MainActor
@Observable
private final class Connectivity {
  var isOnline = false
  var isExpensive = false
  var updates = 0
  private let monitor = NWPathMonitor()

  func start() {
    monitor.pathUpdateHandler = { [weak self] path in
      let online = path.status == .satisfied
      let expensive = path.isExpensive
      Task { @MainActor in
        self?.isOnline = online
        self?.isExpensive = expensive
        self?.updates += 1
      }
    }
    monitor.start(queue: DispatchQueue(label: "ConnectivityMonitor"))
  }

  func stop() { monitor.cancel() }
}

/// Lets the main actor run what the monitor's handler scheduled on it, until `done` (at most
/// half a second: the handler runs on the monitor's queue, then hops here).
@MainActor
private func drainMainActor(until done: () -> Bool) async throws {
  for _ in 0..<100 where !done() { try await Task.sleep(for: .milliseconds(5)) }
}

@MainActor
@Suite("S400: Network's path monitor", .serialized)
struct NetworkTests {
  @Test("S400: a started monitor hears the device's path, then each change the test plays")
  func hearsChanges() async throws {
    NWPathMonitor.reset()
    defer { NWPathMonitor.reset() }
    let connectivity = Connectivity()
    connectivity.start()
    // The first path arrives on the monitor's queue after start, as Network delivers it.
    try await drainMainActor { connectivity.updates == 1 }
    #expect(connectivity.isOnline && !connectivity.isExpensive && connectivity.updates == 1)
    await NWPathMonitor.change(to: NWPath(status: .unsatisfied))
    try await drainMainActor { connectivity.updates == 2 }
    #expect(!connectivity.isOnline && connectivity.updates == 2)
    await NWPathMonitor.change(to: NWPath(interfaces: [NWInterface(type: .cellular)], isExpensive: true))
    try await drainMainActor { connectivity.updates == 3 }
    #expect(connectivity.isOnline && connectivity.isExpensive && connectivity.updates == 3)
    connectivity.stop()
    await NWPathMonitor.change(to: NWPath(status: .unsatisfied))
    // A cancelled monitor is not called: nothing was scheduled on the main actor to wait for.
    for _ in 0..<20 { await Task.yield() }
    #expect(connectivity.isOnline && connectivity.updates == 3)
  }

  @Test("S400: a monitor of one interface type sees a path only over it; before start, none")
  func interfaceTypes() {
    NWPathMonitor.reset()
    defer { NWPathMonitor.reset() }
    let cellular = NWPathMonitor(requiredInterfaceType: .cellular)
    #expect(cellular.currentPath.status == .unsatisfied)
    cellular.start(queue: .global())
    #expect(cellular.currentPath.status == .unsatisfied && cellular.currentPath.availableInterfaces.isEmpty)
    let all = NWPathMonitor()
    all.start(queue: .global())
    #expect(all.currentPath.status == .satisfied && all.currentPath.usesInterfaceType(.wifi))
    #expect(all.currentPath.availableInterfaces.map(\.name) == ["en0"])
    let noWiFi = NWPathMonitor(prohibitedInterfaceTypes: [.wifi])
    NWPathMonitor.supplied = NWPath(interfaces: [NWInterface(type: .wifi), NWInterface(type: .cellular)])
    noWiFi.start(queue: .global())
    #expect(noWiFi.currentPath.availableInterfaces.map(\.type) == [.cellular])
    #expect(all.currentPath.debugDescription == "satisfied (en0, pdp_ip0)")
    all.cancel()
    cellular.cancel()
    noWiFi.cancel()
  }
}
