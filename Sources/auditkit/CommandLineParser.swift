/// A command-line mistake: the message says what was wrong; the tool exits with status 2.
struct UsageError: Error, CustomStringConvertible {
    /// What was wrong, for people.
    var description: String
}

/// Splits arguments into options, applied through their declarations, and the other arguments.
///
/// `--name value` and `--name=value` both give a value; a value that would start with `--` is taken
/// for a forgotten value. `--` ends the options (everything after it is an argument); `-` alone is
/// an argument. An option that takes one value, given twice with two values (by either of its
/// names), is refused: one of the two would be dropped without a word. Given twice with the same
/// value, or a flag given twice, it is taken once. Which command takes which option is checked afterwards, by the caller, once the
/// command is known (options may come before it).
struct CommandLineParser {
    /// One option given on the command line.
    struct Occurrence {
        /// The name as typed: `"-o"`, `"--output"` (without `=value`), for error messages.
        var typed: String
        /// The option.
        var option: OptionDeclaration
        /// The group that declares it.
        var group: OptionGroup
    }

    /// What the arguments held.
    struct Result {
        /// The options given, in order.
        var occurrences: [Occurrence] = []
        /// The arguments that are not options (the command, then its files), in order.
        var positional: [String] = []

        /// The long names of the options given.
        var given: Set<String> { Set(occurrences.map(\.option.name)) }
    }

    /// Every option, grouped.
    let groups: [OptionGroup]

    /// The option that answers to `name` (long or short), and its group.
    func declaration(named name: String) -> (option: OptionDeclaration, group: OptionGroup)? {
        for group in groups {
            if let option = group.options.first(where: { $0.names.contains(name) }) { return (option, group) }
        }
        return nil
    }

    /// Parses `arguments` (without the program name), applying each option's value to `parsed`.
    /// - Throws: ``UsageError`` for an unknown option, a missing value, a value given to a flag, a
    ///   bad value (as the option's declaration checks it), or two values for an option that takes one.
    func parse(_ arguments: [String], into parsed: inout ParsedArguments) throws -> Result {
        var result = Result()
        // The first value of each option that takes one, by its long name, with the name typed.
        var firstValues: [String: (typed: String, value: String)] = [:]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                result.positional.append(contentsOf: remaining)
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                result.positional.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts[0]
            let inline = parts.count > 1 ? parts[1] : nil
            guard let found = declaration(named: name) else {
                throw UsageError(description: "unknown option '\(argument)'" + suggestion(for: name))
            }
            let option = found.option
            let value: String?
            if option.shape == .none {
                guard inline == nil else { throw UsageError(description: "\(name) takes no value") }
                value = nil
            } else if let inline {
                value = inline
            } else if let next = remaining.first, !next.hasPrefix("--") {
                value = next
                remaining.removeFirst()
            } else {
                throw UsageError(description: "\(name) needs a value (\(option.valueSyntax ?? ""))")
            }
            if let value, !option.isRepeatable, let first = firstValues[option.name] {
                // Given again: the same value is taken once, another is refused.
                guard first.value == value else {
                    let (one, other) =
                        first.typed == name
                        ? ("'\(first.value)'", "'\(value)'")
                        : ("\(first.typed) '\(first.value)'", "\(name) '\(value)'")
                    throw UsageError(
                        description:
                            "\(option.name) is given twice, as \(one) and as \(other); it takes one value: "
                            + "give it once")
                }
            } else {
                if let value, !option.isRepeatable { firstValues[option.name] = (name, value) }
                try option.apply(&parsed, value)
            }
            result.occurrences.append(Occurrence(typed: name, option: option, group: found.group))
        }
        return result
    }

    /// `"; did you mean '--format'?"` for a name one or two edits from exactly one option's; `""` otherwise.
    func suggestion(for name: String) -> String {
        let names = groups.flatMap(\.options).map(\.name)
        let scored = names.map { (name: $0, distance: Self.editDistance(name, $0)) }.filter { $0.distance <= 2 }
        guard let best = scored.min(by: { $0.distance < $1.distance }),
            scored.filter({ $0.distance == best.distance }).count == 1
        else { return "" }
        return "; did you mean '\(best.name)'?"
    }

    /// The Levenshtein distance: how many characters to insert, delete or replace to turn `a` into `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
