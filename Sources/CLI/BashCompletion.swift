/// The bash completion script: verbs first, then a verb's subverbs and options; after
/// an option that takes a value, file names.
enum BashCompletion {
    static func script(for commands: [any Command.Type]) -> String {
        let verbs = (commands.map { $0.name } + ["help"]).joined(separator: " ")
        var cases: [String] = []
        for command in commands {
            let parser = command.parser
            let options = (parser.options.sorted().map { "--\($0)" } + parser.flags.sorted().map { "--\($0)" } + ["--help"])
            let valued = parser.options.sorted().map { "--\($0)" } + parser.aliases.filter { parser.options.contains($0.value) }
                .keys.sorted().map { "-\($0)" }
            cases.append("""
                    \(command.name))
                      subs="\(command.subverbs.joined(separator: " "))"
                      words="\(options.joined(separator: " "))"
                      valued="\(valued.joined(separator: " "))" ;;
            """)
        }
        return """
        # bash completion for ocrgauge, written by `ocrgauge completion bash`.
        _ocrgauge() {
          local cur prev verb subs words valued
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
              words="" valued="" ;;
            *) return ;;
          esac
          case " $valued " in
            *" $prev "*) COMPREPLY=($(compgen -f -- "$cur")); return ;;
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
}
