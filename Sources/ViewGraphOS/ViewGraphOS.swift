// `import os` in a mirror on Linux (`-module-alias os=ViewGraphOS`): what apps use of it is
// the unified log, which ViewGraphOSLog stands in for. On Apple platforms it is `os` itself.
#if canImport(os)
  @_exported import os
#else
  @_exported import ViewGraphOSLog
#endif
