import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

private struct ProgressPreviews: PreviewProvider {
  @State static var progress: Double = 0.25
  static var previews: some View { ProgressView(value: progress) }
}

@MainActor
@Suite("PreviewProvider")
struct PreviewProviderTests {
  @Test("a static @State in a PreviewProvider compiles and reads its initial value")
  func staticStateInPreviews() {
    let host = mount(ProgressPreviews.previews)
    #expect(
      host.nodes(ProgressView<EmptyView, EmptyView>.self).first?.value as? ProgressView<EmptyView, EmptyView>
        != nil)
    #expect(ProgressPreviews.progress == 0.25)
  }
}
