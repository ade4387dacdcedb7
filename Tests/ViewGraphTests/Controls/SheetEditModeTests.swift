import Testing
@_spi(Inspection) import ViewGraph

/// The shape of the Landmarks tutorial's profile editor: a sheet with no navigation stack,
/// an EditButton, and a view that reads the edit mode.
private struct ProfileHost: View {
  @Environment(\.editMode) private var editMode
  var body: some View {
    VStack {
      EditButton()
      Text(editMode?.wrappedValue == .active ? "Editing profile" : "Profile summary")
    }
  }
}

private struct CategoryHome: View {
  @State var showsProfile = false
  var body: some View {
    VStack {
      Button("Profile") { showsProfile = true }
    }
    .sheet(isPresented: $showsProfile) { ProfileHost() }
  }
}

@MainActor
@Suite("S243: a sheet gives its content an edit mode")
struct SheetEditModeTests {
  @Test("S243: an EditButton in a sheet with no NavigationStack toggles the sheet's edit mode")
  func editButtonInSheet() {
    let host = mount(CategoryHome())
    host.tap("Profile")
    #expect(host.shows("Profile summary"))
    host.tap("Edit")
    #expect(host.shows("Editing profile"))
    host.tap("Done")
    #expect(host.shows("Profile summary"))
  }

  @Test("S97: outside a sheet and a stack, with none set, there is still no edit mode")
  func noEditModeAtTheRoot() {
    let host = mount(ProfileHost())
    #expect(host.control("Edit")?.tap?.action == nil)
  }
}
