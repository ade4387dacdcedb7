// `import Security` in a mirror on Linux (`-module-alias Security=ViewGraphSecurity`): the
// keychain an app keeps its tokens and passwords in, through `SecItemAdd`,
// `SecItemCopyMatching`, `SecItemUpdate` and `SecItemDelete` and the `kSec…` keys of their
// dictionaries — what KeychainSwift, KeychainAccess and apps' own keychain wrappers call
// (S394). The keychain is the running test's own and starts empty, so one test's sign-in
// never signs in another's app. On Apple platforms this module is Security itself.
//
// Apple's Foundation imports Security's headers (for `URLCredential`), so a file that imports
// Foundation alone calls `SecItemAdd`; a mirror imports this module into every file for that
// (MirrorSettings). Security's own umbrella brings Core Foundation, not Foundation: here the
// Core Foundation names are ViewGraphFoundationGaps'.
#if canImport(Security)
  @_exported import Security
#endif
#if !canImport(Security)
  @_exported import ViewGraphFoundationGaps
#endif
