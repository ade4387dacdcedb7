import ViewGraph  // import SwiftUI in an app

/// Mistake 5 — expensive work in an `@Observable`'s `init`: with `@State` as a property
/// wrapper (Xcode 26 and earlier) the initial-value expression runs on every struct init
/// and the extra instances are thrown away, so the work is paid on every parent re-render.
@Observable
public final class CatalogStore {
  /// How many catalogs were built in this process (the expensive part).
  @MainActor public static var buildCount = 0
  public var items: [String]

  @MainActor
  public init() {
    CatalogStore.buildCount += 1
    items = (1...20_000).map { "Item \($0)" }  // ❌ stands for parsing, disk, network…
  }
}

/// Owns an expensive store with `@State`: correct ownership, wasted work.
public struct CatalogScreen: View {
  @State private var catalog = CatalogStore()

  public init() {}

  public var body: some View {
    Text("\(catalog.items.count) items")
  }
}
