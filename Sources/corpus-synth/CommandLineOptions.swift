/// corpus-synth --recipes DIR --out DIR [--only suite/id]
struct CommandLineOptions {
    var recipes = "ci/corpus/recipes"
    var out = "Corpus"
    var only: String?

    static let usage = "corpus-synth [--recipes ci/corpus/recipes] [--out Corpus] [--only <suite>/<id>]"

    init(_ arguments: [String]) throws(SynthError) {
        var i = 0
        func value(_ flag: String) throws(SynthError) -> String {
            i += 1
            guard i < arguments.count else { throw SynthError.usage("\(flag) needs a value\n\(Self.usage)") }
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--recipes": recipes = try value("--recipes")
            case "--out": out = try value("--out")
            case "--only": only = try value("--only")
            case "-h", "--help": throw SynthError.usage(Self.usage)
            default: throw SynthError.usage("unknown argument \(arguments[i])\n\(Self.usage)")
            }
            i += 1
        }
    }
}
