import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A workspace that opens dropped files, the way editors load item providers.
private struct Workspace: View {
  @State var opened: [String] = []
  @State var isHovering = false
  var body: some View {
    VStack {
      ForEach(opened, id: \.self) { Text("opened \($0)") }
    }
    .onDrop(of: [.fileURL], isTargeted: $isHovering) { providers in
      for provider in providers {
        provider.loadDataRepresentation(forTypeIdentifier: UTType.fileURL.identifier) { data, _ in
          guard let data, let url = URL(dataRepresentation: data, relativeTo: nil) else { return }
          MainActor.assumeIsolated { opened.append(url.lastPathComponent) }
        }
      }
      return true
    }
  }
}

/// A list reordered by a drop delegate.
private struct Reorder: DropDelegate {
  let target: String
  @Binding var items: [String]
  @Binding var log: [String]
  func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.plainText]) }
  func dropEntered(info: DropInfo) { log.append("entered \(target)") }
  func performDrop(info: DropInfo) -> Bool {
    log.append("dropped on \(target)")
    items.removeAll { $0 == target }
    items.insert(target, at: 0)
    return true
  }
}

private struct Board: View {
  @State var items = ["a", "b", "c"]
  @State var log: [String] = []
  var body: some View {
    VStack {
      ForEach(items, id: \.self) { item in
        Text(item).onDrop(of: [.plainText], delegate: Reorder(target: item, items: $items, log: $log))
      }
    }
  }
}

@MainActor
@Suite("S158: onDrop hands the drop's items over as item providers")
struct OnDropTests {
  @Test("S158: the action gets item providers offering what the dropped items export")
  func providersOfferTheExportedData() async throws {
    let host = mount(Workspace())
    let destination = try #require(host.root.descendants.compactMap(\.dropDestination).first)
    #expect(destination.payloadType == nil)
    let file = URL(fileURLWithPath: "/tmp/notes.txt")
    let fileURL = FileURLItem(url: file)
    #expect(try await destination.drop([fileURL]))
    host.update()
    #expect(host.texts == ["opened notes.txt"])
    #expect(host.view(Workspace.self)?.isHovering == false)
  }

  @Test("S158: a drop with no item of the supported types does not activate the destination")
  func otherTypesAreRefused() async throws {
    let host = mount(Workspace())
    let destination = try #require(host.root.descendants.compactMap(\.dropDestination).first)
    await #expect(throws: (any Error).self) { try await destination.drop(["just text"]) }
    host.update()
    #expect(host.texts.isEmpty)
  }

  @Test("S158: a drop delegate validates the drop, is entered, then performs it")
  func delegate() async throws {
    let host = mount(Board())
    let destinations = host.root.descendants.compactMap(\.dropDestination)
    #expect(destinations.count == 3)
    #expect(try await destinations[2].drop(["a"]))
    host.update()
    #expect(host.view(Board.self)?.log == ["entered c", "dropped on c"])
    #expect(host.view(Board.self)?.items == ["c", "a", "b"])
  }
}

/// A file URL as a drag from the Finder offers it.
private struct FileURLItem: Transferable {
  let url: URL
  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .fileURL) { $0.url.dataRepresentation }
  }
}
