// `import UserNotifications` brings Foundation along on Apple platforms (its umbrella header
// imports it), so a file that imports UserNotifications alone names `Data`, `NSObject` or `URL`
// without importing Foundation (CleanArchitecture's `PushNotificationsHandler.swift` and Ice's
// `UserNotificationManager.swift` subclass `NSObject`). The stand-in brings it the same way.
#if !canImport(UserNotifications)
  @_exported import Foundation
#endif
