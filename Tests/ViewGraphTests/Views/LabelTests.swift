import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

// IceCubesApp's design system: symbols in lower case are Apple's, others are the app's assets.
extension Label where Title == Text, Icon == Image {
  fileprivate init(_ title: LocalizedStringKey, imageNamed: String) {
    if imageNamed.lowercased() == imageNamed {
      self.init(title, systemImage: imageNamed)
    } else {
      self.init(title, image: imageNamed)
    }
  }
}

private struct AssetLabelsScreen: View {
  let boosts: String
  var body: some View {
    VStack {
      Label("Boost", imageNamed: "Rocket")
      Label("Reply", imageNamed: "arrowshape.turn.up.left")
      Label(boosts, image: "Rocket")
      Label("Asset", image: ImageResource(name: "Rocket", bundle: .main))
    }
  }
}

@MainActor
@Suite("Label")
struct LabelTests {
  @Test("a label with an asset image, by name or resource, shows its title")
  func assetLabels() {
    let host = mount(AssetLabelsScreen(boosts: "3 boosts"))
    #expect(host.texts == ["Boost", "Reply", "3 boosts", "Asset"])
  }
}
