// `import AVFoundation` in a mirror on Linux (`-module-alias AVFoundation=ViewGraphAVFoundation`):
// the players and the audio session screens drive. Nothing is decoded or heard: a player keeps
// what the screen asked of it (its item, playing or paused, its rate, the time it was sought
// to, the session's category), which a test reads back (S322, S323); what only media could
// answer (a file's duration) is a `notModelled` warning. On Apple platforms this module is
// AVFoundation itself.
#if canImport(AVFoundation)
  @_exported import AVFoundation
#endif
