// `import AVKit` in a mirror on Linux (`-module-alias AVKit=ViewGraphAVKit`): `VideoPlayer`, the
// SwiftUI face of AVKit, and `AVPlayerViewController`, which apps wrap in a representable. Both
// show the `AVPlayer` they were given (AVFoundation's stand-in, brought along as AVKit brings
// AVFoundation), which a test reads and drives (S322). On Apple platforms this module is AVKit.
#if canImport(AVKit)
  @_exported import AVKit
#endif
#if !canImport(AVKit)
  @_exported import ViewGraphAVFoundation
#endif
