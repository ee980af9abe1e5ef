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
        var sRGBProfiles: [[UInt8]] = []
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
                if object.className == "NSColorSpace", value(index, "NSID") == .int8(7),
                    let profile = data(value(index, "NSICC"))
                {
                    sRGBProfiles.append(profile)
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

    /// Every sRGB colour space (`NSID = 7`) of every AppKit pair carries the same profile, the one
    /// the encoder embeds for a text view's link and insertion point colours.
    @Test func everySRGBProfileIsTheEncodersProfile() throws {
        let base = NibArchiveSamples.pairs + "/test11_text_view_back"
        let document = try XibCompiler().compile(contentsOf: base + ".xib").document
        let encoded = Colors(try AppKitNibEncoder(document: document, file: base + ".xib").encode())
        let profile = try #require(encoded.sRGBProfiles.first)
        #expect(encoded.sRGBProfiles.count == 1)
        #expect(profile.count == 3144)
        var seen = 0
        for path in NibArchiveSamples.corpusNibs where !NibArchiveSamples.isUIKit(path) {
            for found in Colors(NibArchiveGraph(try NibArchiveFile.read(contentsOf: path))).sRGBProfiles {
                #expect(found == profile, "\(path): another sRGB profile")
                seen += 1
            }
        }
        #expect(seen >= 5)
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

    /// Every calibrated white or RGB text or background colour the corpus documents write,
    /// compiled in text fields of one document, is archived as some Apple nib of the corpus
    /// archives it (`NSWhite` or `NSRGB` text: ten significant digits, alpha only when not 1).
    @Test func calibratedColorsAreWrittenAsAppleWritesThem() throws {
        var colors: Set<String> = []
        for path in TestCorpus.files(in: "nib-pairs", withExtension: "xib") where !NibArchiveSamples.isUIKit(path) {
            let text = String(decoding: try NibArchiveSamples.bytes(path), as: UTF8.self)
            for line in text.split(separator: "\n") {
                for key in ["textColor", "backgroundColor"] {
                    let prefix = "<color key=\"\(key)\" "
                    guard
                        line.contains("colorSpace=\"calibratedWhite\"")
                            || line.contains("colorSpace=\"calibratedRGB\""),
                        let start = line.range(of: prefix)
                    else { continue }
                    colors.insert(String(line[start.upperBound...].prefix { $0 != "/" && $0 != ">" }))
                }
            }
        }
        #expect(colors.count >= 6)
        var fields = ""
        for (number, attributes) in colors.sorted().enumerated() {
            fields += """
                <textField id="f\(number)">
                    <rect key="frame" x="0.0" y="\(number * 20)" width="100" height="20"/>
                    <textFieldCell key="cell" title="x" id="c\(number)">
                        <font key="font" metaFont="system"/>
                        <color key="textColor" \(attributes)/>
                        <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                    </textFieldCell>
                </textField>

                """
        }
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="20037" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <customView id="1">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="400"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
            \(fields)
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let compiled = try XibCompiler().compile(bytes: Array(document.utf8), path: "Colors.xib").document
        let ours = Self.componentTexts(try AppKitNibEncoder(document: compiled, file: "Colors.xib").encode())
        var apple: Set<[UInt8]> = []
        for path in NibArchiveSamples.corpusNibs where !NibArchiveSamples.isUIKit(path) {
            apple.formUnion(Self.componentTexts(NibArchiveGraph(try NibArchiveFile.read(contentsOf: path))))
        }
        #expect(!ours.isEmpty)
        for text in ours {
            #expect(apple.contains(text), "\(String(decoding: text, as: UTF8.self)) is in no Apple nib")
        }
    }

    /// The `NSWhite` and `NSRGB` data of an archive's calibrated colours (`NSColorSpace` 1 or 3
    /// without a custom colour space).
    static func componentTexts(_ graph: NibArchiveGraph) -> Set<[UInt8]> {
        var texts: Set<[UInt8]> = []
        for object in graph.objects where object.className == "NSColor" {
            guard !object.values.contains(where: { $0.key == "NSCustomColorSpace" }) else { continue }
            for value in object.values where value.key == "NSWhite" || value.key == "NSRGB" {
                if case .data(let bytes) = value.kind { texts.insert(bytes) }
            }
        }
        return texts
    }
}
