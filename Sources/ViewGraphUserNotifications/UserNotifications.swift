// `import UserNotifications` in a mirror on Linux (`-module-alias
// UserNotifications=ViewGraphUserNotifications`): local notifications as Apple declares them.
// The center keeps what was scheduled for the whole test process (as the pasteboard is
// kept), and each request and authorization prompt is recorded on the host whose work made
// it. Nothing is delivered: a test plays a delivery through the delegate it set. On Apple
// platforms this module is UserNotifications.
#if canImport(UserNotifications)
  @_exported import UserNotifications
#endif
