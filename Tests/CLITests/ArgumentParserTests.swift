import Testing
@testable import CLI

@Suite struct ArgumentParserTests {
    let parser = ArgumentParser(options: ["corpus", "profile", "jobs"], flags: ["strict"], aliases: ["j": "jobs"])

    @Test("options take a value in either spelling, and repeat")
    func optionsTakeValues() throws {
        let parsed = try parser.parse(["--corpus", "C", "--profile=a", "--profile", "b", "-j", "3"])
        #expect(parsed.value("corpus") == "C")
        #expect(parsed.all("profile") == ["a", "b"])
        #expect(try parsed.integer("jobs", in: 1...8) == 3)
    }

    @Test("flags and positionals are kept apart; -- ends the options")
    func flagsAndPositionals() throws {
        let parsed = try parser.parse(["ref.txt", "--strict", "--", "--hyp.txt"])
        #expect(parsed.has("strict"))
        #expect(parsed.positionals == ["ref.txt", "--hyp.txt"])
    }

    @Test("an unknown option is a usage error that suggests the nearest and lists the known ones")
    func unknownOptionIsAnError() {
        #expect(throws: UsageError("unknown option '--corpse' (did you mean '--corpus'?); options: --corpus, --jobs, --profile, --strict")) {
            try parser.parse(["--corpse", "x"])
        }
        #expect(throws: UsageError("unknown option '--zzz'; options: --corpus, --jobs, --profile, --strict")) {
            try parser.parse(["--zzz"])
        }
    }

    @Test("a short option takes its value attached or apart; a flag's letter takes none")
    func attachedShortValue() throws {
        #expect(try parser.parse(["-j2"]).value("jobs") == "2")
        #expect(try parser.parse(["-j", "3"]).value("jobs") == "3")
        #expect(throws: UsageError.self) { try ArgumentParser(flags: ["quiet"], aliases: ["q": "quiet"]).parse(["-qx"]) }
    }

    @Test("a missing value, a value on a flag, and a bad number are usage errors")
    func malformedValuesAreErrors() throws {
        #expect(throws: UsageError("--corpus needs a value")) { try parser.parse(["--corpus"]) }
        #expect(throws: UsageError("--strict takes no value")) { try parser.parse(["--strict=yes"]) }
        let parsed = try parser.parse(["--jobs", "zero"])
        #expect(throws: UsageError("--jobs needs a whole number from 1 to 8, not 'zero'")) {
            try parsed.integer("jobs", in: 1...8)
        }
    }

    @Test("--help and -h are recognised everywhere")
    func helpIsAFlag() throws {
        #expect(try parser.parse(["-h"]).has("help"))
        #expect(try parser.parse(["--corpus", "x", "--help"]).has("help"))
    }
}
