// `import CoreHaptics` in a mirror on Linux (`-module-alias CoreHaptics=ViewGraphCoreHaptics`):
// the haptic engine apps play taps and rumbles with (S404). There is no Taptic Engine: the
// device has no haptics by default, as a simulator, and a test supplies one that has
// (`CHHapticEngine.suppliedCapability`, inspection SPI); the events a player starts are kept
// for the test to read (`CHHapticEngine.playedEvents`). On Apple platforms this module is
// CoreHaptics itself.
#if canImport(CoreHaptics)
  @_exported import CoreHaptics
#endif
#if !canImport(CoreHaptics)
  // CoreHaptics' umbrella imports Foundation.
  @_exported import Foundation
  @_exported import ViewGraphFoundationGaps

  /// A time meaning "now", for a player's `start(atTime:)`.
  public let CHHapticTimeImmediate: TimeInterval = 0
#endif
