#if !canImport(ServiceManagement)
  import Foundation
  import ViewGraphFoundationGaps

  /// A service the app registers with the system to run at login or in the background, as
  /// ServiceManagement declares it. Here each test keeps what its app registered (S401): the
  /// main app, a helper's login item, a launch agent or daemon, each `.notRegistered` until
  /// the app registers it, then `.enabled` — or `.requiresApproval` while the test says the
  /// user has not approved it in System Settings (`SMAppService.userApproves`, inspection SPI).
  ///
  /// ```swift
  /// Toggle("Open at login", isOn: Binding(
  ///   get: { SMAppService.mainApp.status == .enabled },
  ///   set: { on in try? on ? SMAppService.mainApp.register() : SMAppService.mainApp.unregister() }))
  /// ```
  // Not `open` as Apple's import is: nothing subclasses it, and the class functions that
  // return `Self` need a required initializer no other module could see.
  public class SMAppService: NSObject, @unchecked Sendable {
    /// What a service is to the system.
    public enum Status: Int, Sendable {
      case notRegistered = 0
      case enabled = 1
      case requiresApproval = 2
      case notFound = 3
    }

    /// Which service: its kind and name.
    let key: String

    required init(key: String) {
      self.key = key
      super.init()
    }

    /// The main app, as a login item.
    public override convenience init() { self.init(key: "mainApp") }

    /// The main app, as a login item.
    public class var mainApp: SMAppService { SMAppService(key: "mainApp") }

    /// A helper app in the bundle's `Contents/Library/LoginItems`.
    public class func loginItem(identifier: String) -> Self { Self(key: "loginItem:" + identifier) }

    /// A launch agent whose property list is in the bundle's `Contents/Library/LaunchAgents`.
    public class func agent(plistName: String) -> Self { Self(key: "agent:" + plistName) }

    /// A launch daemon whose property list is in the bundle's `Contents/Library/LaunchDaemons`.
    public class func daemon(plistName: String) -> Self { Self(key: "daemon:" + plistName) }

    /// The service's status in the running test.
    public var status: Status { LoginItems.registered.value[key] ?? .notRegistered }

    /// Registers the service: enabled, or waiting for the user's approval in System Settings.
    public func register() throws {
      LoginItems.registered.modify { $0[key] = LoginItems.userApproves.value ? .enabled : .requiresApproval }
    }

    /// Unregisters the service.
    public func unregister() throws { remove() }

    /// Unregisters the service.
    public func unregister() async throws { remove() }

    /// Unregisters the service and calls `handler` when done.
    public func unregister(completionHandler handler: @escaping @Sendable ((any Error)?) -> Void) {
      remove()
      DispatchQueue.global().async { handler(nil) }
    }

    private func remove() { LoginItems.registered.modify { $0[key] = nil } }

    /// Opens System Settings at Login Items, where the user approves the app's services.
    public class func openSystemSettingsLoginItems() {
      LoginItems.openedSettings.modify { $0 += 1 }
    }
  }

  /// The running test's registered services and what it supplied (S353).
  enum LoginItems {
    static let registered = TestScoped<[String: SMAppService.Status]>([:])
    static let userApproves = TestScoped(true)
    static let openedSettings = TestScoped(0)
  }

  @_spi(Inspection)
  extension SMAppService {
    /// Whether the user approves what the app registers (true by default); while false, a
    /// registered service is `.requiresApproval`, as before the user allows it in System
    /// Settings. Setting it true approves those waiting.
    public static var userApproves: Bool {
      get { LoginItems.userApproves.value }
      set {
        LoginItems.userApproves.value = newValue
        guard newValue else { return }
        LoginItems.registered.modify { items in
          for (key, status) in items where status == .requiresApproval { items[key] = .enabled }
        }
      }
    }

    /// How many times the app opened System Settings at Login Items in the running test.
    public static var openedLoginItemsSettings: Int { LoginItems.openedSettings.value }

    /// Forgets the running test's services and supplies.
    public static func reset() {
      LoginItems.registered.reset()
      LoginItems.userApproves.reset()
      LoginItems.openedSettings.reset()
    }
  }
#endif
