import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// An app delegate that keeps the push token it is given, as IceCubesApp's does.
@MainActor
private final class PushDelegate: NSObject, UIApplicationDelegate {
  var token: String?
  func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {
    token = deviceToken.map { String(format: "%02x", $0) }.joined()
  }
}

@MainActor
@Suite("S408: registering for remote notifications")
struct RemoteNotificationsTests {
  @Test("S408: the app registers; no token arrives until the test plays the delegate call")
  func registersWithoutAToken() {
    let application = UIApplication.shared
    let delegate = PushDelegate()
    application.registerForRemoteNotifications()
    #expect(application.isRegisteredForRemoteNotifications && delegate.token == nil)
    delegate.application(application, didRegisterForRemoteNotificationsWithDeviceToken: Data([0xAB, 0x01]))
    #expect(delegate.token == "ab01")
    application.unregisterForRemoteNotifications()
    #expect(!application.isRegisteredForRemoteNotifications)
  }
}
