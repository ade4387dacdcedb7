// A library app's browser in the iOS 18 shape: Tab values in a TabView, an OutlineGroup of
// nested shelves, a Table of loans with a control per row, and a custom Layout of tags.
import Foundation
import ViewGraph

struct Shelf: Identifiable, Hashable {
  let id: String
  var children: [Shelf]?
}

@Observable final class Library {
  var shelves = [
    Shelf(
      id: "Fiction", children: [Shelf(id: "Sci-fi", children: nil), Shelf(id: "Mystery", children: nil)]),
    Shelf(id: "Poetry", children: nil),
  ]
  var loans = [Loan(title: "Dune"), Loan(title: "Rebecca")]
  var tags = ["classic", "new"]
  var pickedTag: String?
}

struct Loan: Identifiable, Hashable {
  var id: String { title }
  var title: String
  var returned = false
}

/// Tags flow left to right, wrapping: the custom layouts apps write.
struct TagFlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).reduce(0, +) + spacing * CGFloat(max(sizes.count - 1, 0)),
      height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width + spacing
    }
  }
}

enum LibraryTab: Hashable { case shelves, loans }

struct LibraryBrowserScreen: View {
  @Environment(Library.self) private var library
  @State private var tab = LibraryTab.shelves

  var body: some View {
    @Bindable var library = library
    TabView(selection: $tab) {
      Tab("Shelves", systemImage: "books.vertical", value: .shelves) {
        List {
          OutlineGroup(library.shelves, children: \.children) { shelf in
            Text(shelf.id)
          }
          TagFlowLayout {
            ForEach(library.tags, id: \.self) { tag in
              Button(tag) { library.pickedTag = tag }
            }
          }
          Text("Picked \(library.pickedTag ?? "none")")
        }
      }
      Tab("Loans", systemImage: "tray", value: .loans) {
        Table(library.loans) {
          TableColumn("Title", value: \.title)
          TableColumn("Returned") { loan in
            Toggle("Returned \(loan.title)", isOn: returned(loan, in: library))
          }
        }
      }
    }
  }

  private func returned(_ loan: Loan, in library: Library) -> Binding<Bool> {
    Binding {
      library.loans.first { $0.id == loan.id }?.returned ?? false
    } set: { value in
      if let index = library.loans.firstIndex(where: { $0.id == loan.id }) {
        library.loans[index].returned = value
      }
    }
  }
}
