/// Part of `@UIApplicationDelegateAdaptor` and `@NSApplicationDelegateAdaptor`: expands where
/// the app names its delegate type to `{ .init() }`, so the delegate is made with its own
/// `init()`. A generic adaptor cannot make it: on Linux `NSObject.init()` is not `required`,
/// so `DelegateType.init()` does not compile there (S332). Not for direct use.
@freestanding(expression)
public macro _makeApplicationDelegate<Delegate>() -> () -> Delegate =
  #externalMacro(module: "ViewGraphMacros", type: "DelegateMakerMacro")
