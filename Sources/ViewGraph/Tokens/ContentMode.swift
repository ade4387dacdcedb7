/// How content fills its space: `.fit` or `.fill` (recorded by `aspectRatio`).
public enum ContentMode: Hashable, Sendable, CaseIterable {
  case fit
  case fill
}
