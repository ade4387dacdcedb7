// A profile editor: every kind of form control, a link, and an alert.
import ViewGraph

enum Pronoun: String, CaseIterable, Identifiable {
  case she, he, they
  var id: Self { self }
}

struct Profile {
  var name = "Ada"
  var password = ""
  var bio = ""
  var pronoun = Pronoun.they
  var newsletter = true
  var birthday = Date(timeIntervalSince1970: 0)
  var fontScale = 1.0
  var shelves = 3
}

struct ProfileEditorScreen: View {
  @State private var profile = Profile()
  @State private var confirmsReset = false

  var body: some View {
    Form {
      Section("Identity") {
        TextField("Name", text: $profile.name)
        SecureField("Password", text: $profile.password)
        Picker("Pronoun", selection: $profile.pronoun) {
          ForEach(Pronoun.allCases) { pronoun in
            Text(pronoun.rawValue.capitalized).tag(pronoun)
          }
        }
        .pickerStyle(.segmented)
        DatePicker("Birthday", selection: $profile.birthday, displayedComponents: .date)
      }
      Section {
        TextEditor(text: $profile.bio)
          .frame(minHeight: 80)
      } header: {
        Text("About")
      } footer: {
        Text("\(profile.bio.count) characters")
      }
      Section("Preferences") {
        Toggle("Newsletter", isOn: $profile.newsletter)
        Stepper("Shelves: \(profile.shelves)", value: $profile.shelves, in: 1...10)
        Slider(value: $profile.fontScale, in: 0.5...2, step: 0.25) {
          Text("Font scale")
        }
        Text("Scale \(profile.fontScale, format: .number)")
      }
      Section {
        Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
        Button("Reset profile", role: .destructive) { confirmsReset = true }
      }
    }
    .alert("Reset profile?", isPresented: $confirmsReset) {
      Button("Reset", role: .destructive) { profile = Profile() }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("Your changes will be lost.")
    }
  }
}
