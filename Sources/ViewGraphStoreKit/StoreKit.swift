// `import StoreKit` in a mirror on Linux (`-module-alias StoreKit=ViewGraphStoreKit`): the
// SwiftUI face of StoreKit, declared as Apple declares it. What reaches the store is
// recorded on the host (`requestReview`) or answered from what a test supplied (products,
// transactions, purchase results); what nothing supplied is a `notModelled` runtime
// warning, which a harness records as an issue. On Apple platforms this module is StoreKit.
#if canImport(StoreKit)
  @_exported import StoreKit
#endif
