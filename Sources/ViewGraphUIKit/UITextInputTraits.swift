#if !canImport(UIKit)
  import Foundation

  /// UIKit's keyboard types, which SwiftUI's `keyboardType(_:)` takes (UITextView and
  /// UITextField take them too).
  public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
  }

  /// UIKit's autocapitalization types, for the pre-iOS 15 `autocapitalization(_:)`.
  public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
  }

  /// UIKit's text content types (`.emailAddress`, `.password`…), by raw value.
  public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
  }

  /// The return key's title.
  public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
  }

  /// Whether typing is autocorrected.
  public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
  }
#endif
