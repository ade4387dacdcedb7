// A stand-in for Apple's Darwin, for scripts/check-apple-branches only. It declares nothing:
// its presence makes `canImport(Darwin)` true, so the branches that leave Foundation's names to
// Apple's Foundation (ViewGraphFoundationGaps, Sources/ViewGraph/Localization) are checked
// against AppleFoundation.swift.
