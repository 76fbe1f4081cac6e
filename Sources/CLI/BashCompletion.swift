/// The bash completion script: verbs first, then a verb's subverbs and options; after
/// an option that takes a value, what the option declares (`OptionSpec.completion`):
/// its words, the profile names of ./ocrgauge.json, folders, files or nothing.
enum BashCompletion {
    static func script(for commands: [any Command.Type]) -> String {
        let verbs = (commands.map { $0.name } + ["help"]).joined(separator: " ")
        var cases: [String] = []
        for command in commands {
            let parser = command.parser
            let options = (parser.options.sorted().map { "--\($0)" } + parser.flags.sorted().map { "--\($0)" } + ["--help"])
            cases.append("""
                    \(command.name))
                      subs="\(command.subverbs.joined(separator: " "))"
                      words="\(options.joined(separator: " "))"
                      case "$prev" in
            \(valueCases(command.options.specs))
                      esac ;;
            """)
        }
        return """
        # bash completion for ocrgauge, written by `ocrgauge completion bash`.
        _ocrgauge() {
          local cur prev verb subs words
          cur="${COMP_WORDS[COMP_CWORD]}"
          prev="${COMP_WORDS[COMP_CWORD-1]}"
          if [ "$COMP_CWORD" -eq 1 ]; then
            COMPREPLY=($(compgen -W "\(verbs) --help --version" -- "$cur"))
            return
          fi
          verb="${COMP_WORDS[1]}"
          case "$verb" in
        \(cases.joined(separator: "\n"))
            help)
              subs="\(commands.map { $0.name }.joined(separator: " "))"
              words="" ;;
            *) return ;;
          esac
          if [[ "$cur" == -* ]]; then
            COMPREPLY=($(compgen -W "$words" -- "$cur"))
          elif [ "$COMP_CWORD" -eq 2 ] && [ -n "$subs" ]; then
            COMPREPLY=($(compgen -W "$subs" -- "$cur"))
          fi
          [ ${#COMPREPLY[@]} -eq 0 ] && COMPREPLY=($(compgen -f -- "$cur"))
          return 0
        }
        complete -o filenames -F _ocrgauge ocrgauge

        """
    }

    /// The `case "$prev"` arms of one verb: one per option that takes a value.
    private static func valueCases(_ specs: [OptionSpec]) -> String {
        var arms: [String] = []
        for spec in specs where spec.value != nil {
            let names = (["--" + spec.name] + (spec.short.map { ["-\($0)"] } ?? [])).joined(separator: "|")
            let reply: String
            switch spec.completion {
            case .files: reply = "COMPREPLY=($(compgen -f -- \"$cur\"))"
            case .folders: reply = "COMPREPLY=($(compgen -d -- \"$cur\"))"
            case .words(let words): reply = "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
            case .profiles: reply = "COMPREPLY=($(compgen -W \"$(ocrgauge completion profiles 2>/dev/null)\" -- \"$cur\"))"
            case .nothing: reply = "COMPREPLY=()"
            }
            arms.append("            \(names)) \(reply); return 0 ;;")
        }
        return arms.isEmpty ? "            *) ;;" : arms.joined(separator: "\n")
    }
}
