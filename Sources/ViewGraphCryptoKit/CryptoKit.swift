// `import CryptoKit` in a mirror on Linux (`-module-alias CryptoKit=ViewGraphCryptoKit`):
// hash functions, message authentication codes, symmetric keys, key derivation and
// authenticated encryption, computing what the standards say (S392, S393). A digest is the
// real SHA-256 of its input, so a test sees the bytes the app would: an app that compares a
// hash with one it stored, or opens what a server sealed, behaves as on a device. On Apple
// platforms this module is CryptoKit itself.
#if canImport(CryptoKit)
  @_exported import CryptoKit
#endif
