import Foundation

#if !canImport(Darwin)
  /// Fills a localized format (`"%1$@ has %2$lld items"`) with a value's arguments, for the
  /// Linux stand-ins of `String(localized:)`: the printf subset string catalogs use.
  enum LocalizationFormat {
    /// `format` with each specifier replaced by its argument, positional (`%2$@`) or in turn;
    /// a specifier with no argument is left as written.
    static func fill(_ format: String, with arguments: [LocalizationArgument], locale: Locale) -> String {
      var output = ""
      var next = 0
      var rest = Substring(format)
      while let percent = rest.firstIndex(of: "%") {
        output += rest[..<percent]
        let afterPercent = rest.index(after: percent)
        guard afterPercent < rest.endIndex else {
          output += "%"
          return output
        }
        if rest[afterPercent] == "%" {
          output += "%"
          rest = rest[rest.index(after: afterPercent)...]
          continue
        }
        guard let specifier = Specifier(parsing: rest[afterPercent...]) else {
          output += "%"
          rest = rest[afterPercent...]
          continue
        }
        let index = specifier.position.map { $0 - 1 } ?? next
        next = index + 1
        if arguments.indices.contains(index) {
          output += specifier.render(arguments[index], locale: locale)
        } else {
          output += rest[percent..<specifier.end]
        }
        rest = rest[specifier.end...]
      }
      return output + rest
    }

    /// One `%[n$][flags][width][.precision][length]conversion`.
    private struct Specifier {
      var position: Int?
      /// Flags, width and precision, kept to format numbers as written.
      var shape = ""
      var conversion: Character = "@"
      var end: Substring.Index

      init?(parsing text: Substring) {
        var index = text.startIndex
        var digits = ""
        while index < text.endIndex, text[index].isASCII, text[index].isNumber {
          digits.append(text[index])
          index = text.index(after: index)
        }
        if index < text.endIndex, text[index] == "$", let position = Int(digits), position > 0 {
          self.position = position
          index = text.index(after: index)
        } else {
          index = text.startIndex
        }
        while index < text.endIndex, "-+ #0'123456789.".contains(text[index]) {
          shape.append(text[index])
          index = text.index(after: index)
        }
        while index < text.endIndex, "hlqLzjt".contains(text[index]) {
          index = text.index(after: index)
        }
        guard index < text.endIndex, "@dDiuUxXoOfFeEgGaAcCsSp".contains(text[index]) else { return nil }
        conversion = text[index]
        end = text.index(after: index)
      }

      /// The argument as this specifier shows it; a number through `String(format:)` with the
      /// length the argument has (Swift passes 64-bit integers and doubles), text as it is.
      func render(_ argument: LocalizationArgument, locale: Locale) -> String {
        switch argument {
        case .string(let text): return text
        case .signed(let value):
          return "dDi".contains(conversion) || "uUxXoO".contains(conversion)
            ? format("ll" + String(conversion), value, locale) : String(value)
        case .unsigned(let value):
          return "dDiuUxXoO".contains(conversion)
            ? format("ll" + String(conversion), value, locale) : String(value)
        case .floating(let value):
          return "fFeEgGaA".contains(conversion)
            ? format(String(conversion), value, locale) : String(value)
        }
      }

      private func format(_ conversion: String, _ value: any CVarArg, _ locale: Locale) -> String {
        String(format: "%" + shape + conversion, locale: locale, value)
      }
    }
  }
#endif
