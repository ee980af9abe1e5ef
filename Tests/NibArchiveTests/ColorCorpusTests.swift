import NibArchive
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// The colour facts the AppKit encoder writes are those of every Apple nib in the corpus: the
/// one gray ICC profile `ibtool` embeds, and the gray each catalog colour resolves to.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct ColorCorpusTests {
    /// The gray colour space (`NSID = 9`) and the catalog colours of an archive graph: the
    /// profile data, and per colour name its resolved colour's `NSWhite` and `NSComponents`.
    struct Colors {
        var grayProfiles: [[UInt8]] = []
        var catalog: [String: [String]] = [:]

        init(_ graph: NibArchiveGraph) {
            func value(_ object: Int, _ key: String) -> NibArchiveValue.Kind? {
                graph.objects[object].values.first { $0.key == key }?.kind
            }
            func data(_ kind: NibArchiveValue.Kind?) -> [UInt8]? {
                guard case .object(let index)? = kind, case .data(let bytes)? = value(index, "NS.bytes") else {
                    return nil
                }
                return bytes
            }
            for (index, object) in graph.objects.enumerated() {
                if object.className == "NSColorSpace", value(index, "NSID") == .int8(9),
                    let profile = data(value(index, "NSICC"))
                {
                    grayProfiles.append(profile)
                }
                if object.className == "NSColor", value(index, "NSColorSpace") == .int8(6),
                    let name = data(value(index, "NSColorName")), case .object(let resolved)? = value(index, "NSColor"),
                    case .data(let white)? = value(resolved, "NSWhite"),
                    case .data(let components)? = value(resolved, "NSComponents")
                {
                    let text = [white, components].map { String(decoding: $0, as: UTF8.self) }
                    catalog[String(decoding: name, as: UTF8.self), default: []] = text
                }
            }
        }
    }

    /// What the encoder writes for the catalog colours and gray profile of a pair it compiles.
    static func encodedColors() throws -> Colors {
        let base = NibArchiveSamples.pairs + "/textfield_textcolor_v20037"
        let document = try XibCompiler().compile(contentsOf: base + ".xib").document
        return Colors(try AppKitNibEncoder(document: document, file: base + ".xib").encode())
    }

    /// Every gray colour space of every AppKit pair carries the same profile, the one the encoder
    /// embeds (Generic Gray Gamma 2.2).
    @Test func everyGrayProfileIsTheEncodersProfile() throws {
        let profile = try #require(try Self.encodedColors().grayProfiles.first)
        #expect(profile.count == 4508)
        var seen = 0
        for path in NibArchiveSamples.corpusNibs where !NibArchiveSamples.isUIKit(path) {
            let colors = Colors(NibArchiveGraph(try NibArchiveFile.read(contentsOf: path)))
            for found in colors.grayProfiles {
                #expect(found == profile, "\(path): another gray profile")
                seen += 1
            }
        }
        #expect(seen >= 54)
    }

    /// A catalog colour resolves to the same gray in every AppKit pair that holds it.
    @Test func catalogColorsResolveAlikeInEveryPair() throws {
        var resolved: [String: [String]] = [:]
        for path in NibArchiveSamples.corpusNibs where !NibArchiveSamples.isUIKit(path) {
            for (name, gray) in Colors(NibArchiveGraph(try NibArchiveFile.read(contentsOf: path))).catalog {
                if let known = resolved[name] {
                    #expect(known == gray, "\(path): \(name) resolves to \(gray), elsewhere \(known)")
                } else {
                    resolved[name] = gray
                }
            }
        }
        let encoded = try Self.encodedColors().catalog
        #expect(!encoded.isEmpty)
        for (name, gray) in encoded { #expect(resolved[name] == gray, "\(name)") }
    }
}
