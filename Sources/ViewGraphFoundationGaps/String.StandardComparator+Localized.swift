import Foundation

// Apple's Foundation declares `String.StandardComparator.localizedStandard` (the default
// comparator of a string `SortDescriptor`) and `.localized`; swift-corelibs-foundation builds
// only `.lexical` and refuses any other configuration, even decoded. A model's
// `@Query(sort: [SortDescriptor(\.name, comparator: .localizedStandard)])` then does not compile.
#if !canImport(Darwin)
  extension String.StandardComparator {
    /// Compares strings as the Finder does: case-insensitive, numbers by value.
    ///
    /// Linux's Foundation can build only the lexical comparator, so this is `.lexical` when a
    /// `SortDescriptor` compares with it; the SwiftData stand-in's fetch sorts every string
    /// key path as `localizedStandardCompare(_:)` does, which is how a store sorts with it.
    ///
    /// ```swift
    /// @Query(sort: [SortDescriptor(\BirdFood.name, comparator: .localizedStandard)])
    /// var foods: [BirdFood]
    /// ```
    public static let localizedStandard: String.StandardComparator = .lexical

    /// Compares strings in the current locale; `.lexical` on Linux (see ``localizedStandard``).
    ///
    /// ```swift
    /// let byName = SortDescriptor(\Bird.name, comparator: .localized)
    /// ```
    public static let localized: String.StandardComparator = .lexical
  }
#endif
