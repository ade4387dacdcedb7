// Apple's Foundation declares `NSErrorPointer`, the `error:` parameter of Objective-C methods
// that report failure through an out-parameter (`LAContext.canEvaluatePolicy(_:error:)`);
// swift-corelibs-foundation has none. Here it points at an optional `NSError`, so the call
// apps write, `canEvaluatePolicy(policy, error: &error)`, compiles unchanged.
#if !canImport(Darwin)
  import Foundation

  /// Where a method writes the error it failed with: pass `&error` for an `NSError?` variable.
  ///
  /// ```swift
  /// var error: NSError?
  /// if !context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) { print(error!) }
  /// ```
  public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
#endif
