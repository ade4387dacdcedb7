// A library browser: navigation by value, search, a toolbar, an add sheet, delete/move.
import ViewGraph

struct Book: Identifiable, Hashable {
  let id: UUID
  var title: String
  var author: String
  var isFavorite = false
}

@Observable
final class BookLibrary {
  var books: [Book] = [
    Book(id: UUID(), title: "Dune", author: "Frank Herbert"),
    Book(id: UUID(), title: "Emma", author: "Jane Austen"),
  ]

  func add(title: String, author: String) {
    books.append(Book(id: UUID(), title: title, author: author))
  }
}

struct BookListScreen: View {
  @State private var library = BookLibrary()
  @State private var query = ""
  @State private var isAdding = false

  private var visibleBooks: [Book] {
    query.isEmpty ? library.books : library.books.filter { $0.title.localizedStandardContains(query) }
  }

  var body: some View {
    NavigationStack {
      List {
        ForEach(visibleBooks) { book in
          NavigationLink(book.title, value: book)
        }
        .onDelete { offsets in library.books.remove(atOffsets: offsets) }
        .onMove { source, destination in library.books.move(fromOffsets: source, toOffset: destination) }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("BookLibrary")
      .navigationDestination(for: Book.self) { book in
        BookDetail(library: library, bookID: book.id)
      }
      .searchable(text: $query, prompt: "Find a book")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Add") { isAdding = true }
        }
      }
      .sheet(isPresented: $isAdding) {
        AddBookForm { title, author in library.add(title: title, author: author) }
      }
    }
  }
}

struct BookDetail: View {
  @Bindable var library: BookLibrary
  let bookID: UUID

  var body: some View {
    if let index = library.books.firstIndex(where: { $0.id == bookID }) {
      Form {
        Text(library.books[index].title).font(.title)
        Text("by \(library.books[index].author)").foregroundStyle(.secondary)
        Toggle("Favorite", isOn: $library.books[index].isFavorite)
      }
      .navigationTitle(library.books[index].title)
    } else {
      ContentUnavailable(message: "This book was removed")
    }
  }
}

struct ContentUnavailable: View {
  let message: String
  var body: some View {
    VStack {
      Image(systemName: "book.closed")
      Text(message)
    }
  }
}

struct AddBookForm: View {
  var onSave: (String, String) -> Void
  @Environment(\.dismiss) private var dismiss
  @State private var title = ""
  @State private var author = ""

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $title)
        TextField("Author", text: $author)
      }
      .navigationTitle("New Book")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            onSave(title, author)
            dismiss()
          }
          .disabled(title.isEmpty)
        }
      }
    }
  }
}
