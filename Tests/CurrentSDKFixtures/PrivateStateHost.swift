// Makes PrivateStateTypes.swift's view from another file: its private `@State` properties of
// private types leave the memberwise initialiser internal, as SwiftUI's wrapper does (S253).
import SwiftUI

struct MailboxHost: View {
  var body: some View {
    Mailbox(title: "Mail")
  }
}
