import Foundation
import Testing
@testable import LayoutFormats

/// Inputs `ci/fuzz xml-truth` and `ci/fuzz run-xml` found crashing libxml2 under the
/// reader: an encoding error raised while libxml2 fills its input buffer reached the
/// reader's error callback, which stopped the parser, and stopping freed the buffer
/// libxml2 went on to use (SEGV in xmlParseChunk and in xmlSwitchEncoding). Each must
/// now end the reading with libxml2's message, in every format.
@Suite struct LibXMLErrorsInItsInputBufferEndTheReading {
    @Test("UTF-16 that goes wrong inside the XML declaration is an error, not a crash")
    func utf16GoingWrong() throws {
        // crash-c1e3bf257978949286470e0e1ecde78b585eeb52 (ci/fuzz xml-truth).
        let bytes = [UInt8](try #require(Data(base64Encoded: "//48IT8AeABtAGwAIAB2AGUAcgBzAGkAbwBuAD0AIgAxAC7//jwAPwB4AG0AbAAgAHYAZQByAHMAaQBvAG4APQAiADEALgAwACIAIABlAG4AYwBvAGQAaQBuAAA8AFAAcgBpAG4AdABTAHAAYQBjAGUAPgA8AFQAZQB4AHQAQgBsAG8AYwBrACAASQBEAD0AIgBiACIAPgA8AFQAZQB4AHQATABpAG4AZQA+ADwAUwB0AHIAaQBuAGcAIABDAE8ATgBUAEUATgBUAD0AIgB4ACIALwA+ADwARABlAHMAYwByAGkAcPB0AGkAbwBuAD4AUwB0AHIAYQBcADMAMAAzAFwAMgAzADcAZQA8AC8ARABlAHMAYwByAGkAcAB0AGkAbwBuAD4APHRvdGFsPAAvAFQAZQB4AHQATABpAG4AZQA+ADwALwBUAGUAeAB0AEJhc3M9Im8AMAAAZSAiAABuY3JfcGFnZSIgdGl0bGU9ImJib3ggMCAwIDEwMCAxMDAiPjxzcGFuIGNsAGMAUQBhAGcAZQAtADwALwBMADxQbGFpblRleNh0PgA8AC8AYQBsAHQAYXNzPSJvY3JfbGluZSIgdGl0bGU9ImJib3ggMjAgMjAgMTEwKCA2MDsgeF93Y29uZiA5MyI+PHNwYW4gY2xhc3M9Im9jcnhfd29yZCIgdGl0bGU9ImJib3ggMTAgMjAgNTAgNjA7IHhfd2NvbmYgOTEiPlNXSUZUPC9zcGFuPiA8c3BhbiBjbGFzcz0ib2NyeF93b3JkIiB0aXRsZT0iYmJveCA2MCAyMCAxMTAgNhA7IHhfd2NvbmYgOTUiPjI0Njg8L3NwYW4+PC9JU08tODwvZGl2PjwvYm9keT48L2h0bWwAbABvAGMAawA+ADwALwBQAHIAaQBuAHQAUwBwAGEAYwBlCT4APAAvAFAAYQBnAGV6AD4APAAvAEwAYQB5AG8AdQB0AD4APAAvAGEAbAB0AG8APkNoYXIA")))
        for format in LayoutFormat.allCases {
            let error = #expect(throws: LayoutError.self, "\(format)") { try format.read(bytes, name: "c.xml") }
            #expect(error?.file == "c.xml" && error?.reason.isEmpty == false, "\(String(describing: error))")
        }
    }

    @Test("'<' and seven NUL bytes, read as UCS-4 whose converter fails at once, is an error, not a crash")
    func ucs4GoingWrong() throws {
        // crash-0eb9a1baf1ecb97229b0641c62afd3f6de9dbbd6 (ci/fuzz run-xml).
        let bytes = [UInt8](try #require(Data(base64Encoded: "PAAAAAAAAAAAIURPQ1RZUEUgcnVuIFs8IUVOVElUWSB4IFNZU1RFTSAiZmlsZTovLy9ldGMvcGFzc3dkIj5dPjxydW4gdmVyc2lvbj0iMyI+PG1ldGFkYXRhIHN0YXJ0ZWRBdD0iYSIgZmluaXNoZWRBdD0iYiIgaG9zdD0iaCIgaGFybmVzc1ZlcnNpb249IjAiIGNvcnB1c1BhdGg9Ii95cG90aGVzaXM+PC9zYW1wbDwvcnVuPg==")))
        for format in LayoutFormat.allCases {
            let error = #expect(throws: LayoutError.self, "\(format)") { try format.read(bytes, name: "c.xml") }
            #expect(error?.file == "c.xml" && error?.reason.isEmpty == false, "\(String(describing: error))")
            print("REASON \(format): \(String(describing: error))")
        }
    }
}
