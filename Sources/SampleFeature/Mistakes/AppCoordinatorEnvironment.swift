import Observation
import ViewGraph  // import SwiftUI in an app

/// Mistake 3 as the article writes it — `extension EnvironmentValues { var everything:
/// AppCoordinator }`: a coordinator holding the whole app, handed to every view through
/// one key. Each reader uses one part, and can reach and change all of it.
///
/// ```swift
/// ParentHarness { CoordinatorInEnvironmentScreen() }.auditOwnership()  // reports mistake 3
/// ```
@Observable
public final class AppCoordinator {
  public var theme: Theme = .light
  public var unreadCount = 0
  public var isSyncing = false
  /// The settings feature's model, reachable from anywhere through the coordinator.
  public let settings = SettingsStore()

  public init() {}
}

public struct AppCoordinatorKey: EnvironmentKey {
  public static var defaultValue: AppCoordinator { AppCoordinator() }
}

extension EnvironmentValues {
  /// ❌ the app coordinator, as one environment value.
  public var appCoordinator: AppCoordinator {
    get { self[AppCoordinatorKey.self] }
    set { self[AppCoordinatorKey.self] = newValue }
  }
}

/// A badge that shows the unread count, and depends on the whole app to do it.
public struct UnreadBadge: View {
  @Environment(\.appCoordinator) private var coordinator

  public init() {}

  public var body: some View {
    Text("Unread: \(coordinator.unreadCount)")
  }
}

/// A screen whose root owns the coordinator and puts all of it in the environment.
public struct CoordinatorInEnvironmentScreen: View {
  @State private var coordinator = AppCoordinator()

  public init() {}

  public var body: some View {
    VStack {
      UnreadBadge()
      Toggle("Push notifications", isOn: Bindable(coordinator.settings).notificationsEnabled)
    }
    .environment(\.appCoordinator, coordinator)
  }
}
