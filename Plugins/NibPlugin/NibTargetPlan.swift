import Foundation
import PackagePlugin

/// What the plugins do for one target: its documents, their output names and its configuration.
/// Shared by the build-tool plugin and the `generate-nib-sources` command plugin (the command
/// plugin's copy is a symbolic link to this file, as both plugins' `NibOutputNames.swift` and
/// `NibConfigFile.swift` are links to the files `codegen` compiles: the names and the
/// configuration are derived once, for the plugins and the generator alike).
struct NibTargetPlan {
    /// One `.xib` or `.storyboard` of the target, or one language of a `Base.lproj` document built
    /// from its translations, and the names of what is generated from it.
    struct Document {
        /// The document's path: absolute for the build plugin, package-relative for the command plugin.
        /// For a translated language, the `Base.lproj` document.
        var xib: String
        /// The document's path relative to the package: its identity, recorded in its manifest.
        var packagePath: String
        /// The names of its outputs (`Main.ja+Manifest.swift`, …); the variant name is unique in the target.
        var names: NibOutputNames
        /// The `.strings` file or String Catalog a translated language comes from.
        var translations: String? = nil
        /// The files the language's manifest is built from.
        var sourceFiles: [String] { [xib] + (translations.map { [$0] } ?? []) }
        var isStoryboard: Bool { names.isStoryboard }
    }

    /// Why a target cannot be planned; the text is what `swift build` shows.
    enum Failure: Error, CustomStringConvertible {
        case severalConfigs(target: String, paths: [String])
        case sameOutput(OutputCollision)
        case unusableConfig(NibConfigFile.Failure)

        /// The file the failure is about: the second configuration file, the second document
        /// writing the same output, the unusable configuration file.
        var file: String? {
            switch self {
            case .severalConfigs(_, let paths): return paths.last
            case .sameOutput(let collision): return collision.second
            case .unusableConfig(let failure): return failure.path
            }
        }

        /// What is wrong, without the place.
        var message: String {
            switch self {
            case .severalConfigs(let target, let paths):
                return
                    "target '\(target)' has \(paths.count) \(NibConfigFile.fileName) files; keep one: \(paths.joined(separator: ", "))"
            case .sameOutput(let collision): return collision.message
            case .unusableConfig(let failure): return failure.message
            }
        }

        /// The diagnostic line `codegen` would print for the same problem (SwiftPM prints it
        /// after `error: `; a failure about no file is its message alone).
        var description: String {
            guard let file else { return message }
            return DiagnosticText.line(file: file, position: position.map { ($0.line, $0.column) }, message: message)
        }

        /// Where in ``file``, when known: the member or the syntax error of an unusable configuration.
        var position: SourcePosition? {
            if case .unusableConfig(let failure) = self { return failure.position }
            return nil
        }
    }

    var documents: [Document]
    /// The target's `nib.json`, if any (a path like ``Document/xib``).
    var config: String?
    /// The template files the configuration points at (inputs of every command).
    var templateFiles: [URL]
    /// The documents the plugins compile into binary nibs (`compileNibs` of `nib.json`).
    var compiledNibs: [Document]
    /// `compileNibs` as the plan read it (``NibConfigFile/CompiledNibs/planText(_:)``).
    var compileNibsPlan: String
    /// The paths `compileNibs` lists that name no document of the target.
    var unmatchedCompileNibs: [String]
    /// The folders holding the target's storyboards: a storyboard reference must find its
    /// storyboard among them (`codegen convert --storyboards`).
    var storyboardFolders: [String]

    init(targetName: String, directory: URL, files: [URL], package: URL) throws {
        let xibs = files.filter { NibOutputNames.documentExtensions.contains($0.pathExtension) }.sorted {
            $0.path < $1.path
        }
        // A file name that documents of several folders share names each by folder as well
        // (`Settings.Main`): the rule `codegen generate` applies to the same documents.
        let targetNames = TargetDocumentNames.names(of: xibs.map { ($0.path, NibOutputNames.nibName(ofPath: $0.path)) })
        var documents: [Document] = []
        for (xib, name) in zip(xibs, targetNames) {
            var names = NibOutputNames(path: xib.path, isStoryboard: xib.pathExtension == "storyboard")
            names.nibName = name
            documents.append(Document(xib: xib.path, packagePath: Self.relative(xib, to: package), names: names))
        }
        if let collision = NibOutputNames.firstCollision(documents.map { ($0.xib, $0.names) }) {
            throw Failure.sameOutput(collision)
        }
        documents += Self.translatedLanguages(of: documents)
        // Again with the languages built from translations, each named by its translation file:
        // an unlocalized `Cell.ja.xib` and `Base.lproj/Cell.xib` translated by
        // `ja.lproj/Cell.strings` both wrote `Cell.ja.nib.json`, the second over the first.
        if let collision = NibOutputNames.firstCollision(documents.map { ($0.translations ?? $0.xib, $0.names) }) {
            throw Failure.sameOutput(collision)
        }
        self.documents = documents
        var folders: [String] = []
        for document in documents where document.isStoryboard {
            let folder = URL(fileURLWithPath: document.xib).deletingLastPathComponent().path
            if !folders.contains(folder) { folders.append(folder) }
        }
        storyboardFolders = folders
        let configs = Self.findConfigs(in: directory)
        if configs.count > 1 { throw Failure.severalConfigs(target: targetName, paths: configs.map(\.path)) }
        config = configs.first?.path
        let file = try configs.first.map(Self.readConfig)
        templateFiles = file.map(Self.templateFiles(of:)) ?? []
        let folderPaths = documents.map { Self.relative(URL(fileURLWithPath: $0.xib), to: directory) }
        compiledNibs = Self.compiledNibs(of: documents, at: folderPaths, selection: file?.compileNibs)
        compileNibsPlan = NibConfigFile.CompiledNibs.planText(file?.compileNibs)
        if case .listed(let paths)? = file?.compileNibs {
            let present = Set(folderPaths)
            unmatchedCompileNibs = paths.filter { !present.contains($0) }
        } else {
            unmatchedCompileNibs = []
        }
    }

    /// `url`'s path relative to `root` when it lies inside, else its absolute path.
    static func relative(_ url: URL, to root: URL) -> String {
        let base = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    /// Every `nib.json` under the target's folder, sorted.
    static func findConfigs(in directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in walker where url.lastPathComponent == NibConfigFile.fileName { found.append(url) }
        return found.sorted { $0.path < $1.path }
    }

    /// The configuration file, read as `codegen` reads it, so an invalid one stops the build
    /// here, once, with the same error.
    static func readConfig(_ config: URL) throws -> NibConfigFile {
        func unreadable(_ cause: FileError.Cause) -> Failure {
            .unusableConfig(.unreadable(path: config.path, reason: FileError(path: config.path, cause: cause).reason))
        }
        guard isRegularFile(config) else { throw unreadable(.notARegularFile) }
        // `codegen`'s limit, checked before the file is read.
        let size =
            ((try? FileManager.default.attributesOfItem(atPath: config.path))?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= NibConfigFile.maximumSize else {
            throw unreadable(.tooLarge(bytes: size, limit: NibConfigFile.maximumSize))
        }
        let data: Data
        do { data = try Data(contentsOf: config) } catch {
            throw Failure.unusableConfig(.unreadable(path: config.path, reason: "cannot read the file"))
        }
        do { return try NibConfigFile.decode([UInt8](data), path: config.path) } catch {
            throw Failure.unusableConfig(error)
        }
    }

    /// The `.mustache` files of the configuration's `templates` directory.
    static func templateFiles(of file: NibConfigFile) -> [URL] {
        guard let templates = file.templates else { return [] }
        let directory = URL(fileURLWithPath: templates)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".mustache") }.sorted().map { directory.appending(path: $0) }
    }

    /// The documents compiled into binary nibs (`compileNibs` of `nib.json`), the one selection
    /// both plugins apply: documents (never translated languages) the configuration selects by
    /// their path in the target's folder (``NibConfigFile/CompiledNibs/includes(_:)``).
    static func compiledNibs(
        of documents: [Document], at folderPaths: [String], selection: NibConfigFile.CompiledNibs?
    ) -> [Document] {
        guard let selection else { return [] }
        return zip(documents, folderPaths).filter { document, path in
            document.translations == nil && selection.includes(path)
        }.map(\.0)
    }

    /// `codegen compile DOC -o OUT --module MODULE`, the compiled document named after it (in its
    /// `LANG.lproj` folder when it has one) under `folder`, for the target's module: as Xcode
    /// passes ibtool the module it builds, a class that inherits its module from the target
    /// (`customModuleProvider="target"`) is archived in `module`, not in the one the document
    /// was last saved in.
    func compileArguments(_ document: Document, folder: URL, module: String) -> [String] {
        ["compile", document.xib, "-o", compiledFile(document, folder: folder).relativePath, "--module", module]
    }

    /// The compiled document's path under a folder: `[LANG.lproj/]NAME.nib` for a `.xib`,
    /// `[LANG.lproj/]NAME.storyboardc` (a folder) for a storyboard.
    static func compiledPath(_ document: Document) -> String {
        let name = document.names.nibName + (document.isStoryboard ? ".storyboardc" : ".nib")
        return document.names.localization.map { "\($0).lproj/\(name)" } ?? name
    }

    /// Where the compiled document goes under `folder` (``compiledPath(_:)``).
    func compiledFile(_ document: Document, folder: URL) -> URL {
        folder.appending(path: Self.compiledPath(document))
    }

    /// The command writing the document's manifest, `X.nib.json` into `manifests` (read by the
    /// generate commands), and the same manifest embedded in Swift, `X+Manifest.swift` into
    /// `sources` (compiled into the target): `codegen convert XIB --manifest JSON --swift OUT --document-path PATH
    /// [--storyboards DIR…] [--config nib.json]`; for a translated language
    /// `codegen strings localize BASE --language L --translations FILE --manifest JSON --swift OUT --document-path PATH`.
    ///
    /// Only the Swift file is a declared output: SwiftPM would copy a declared `.json` output into
    /// a resource bundle. The command writes both or fails, so the generate commands, which
    /// declare the Swift files as their inputs, read the JSON beside them.
    func convertArguments(_ document: Document, manifests: URL, sources: URL) -> [String] {
        let outputs =
            [
                "--manifest", manifests.appending(path: document.names.manifestFileName).relativePath,
                "--swift", sources.appending(path: document.names.embeddedManifestFileName).relativePath,
            ] + documentPathArguments(document)
        if let translations = document.translations, let language = document.names.localization {
            return ["strings", "localize", document.xib, "--language", language, "--translations", translations]
                + outputs + nameArguments(document) + configArguments
        }
        let references = document.isStoryboard ? storyboardFolders.flatMap { ["--storyboards", $0] } : []
        return ["convert", document.xib] + outputs + nameArguments(document) + references + configArguments
            + planArguments(document)
    }

    /// `--planned-compile-nibs SELECTION` for the first document, when there is a `nib.json`: its
    /// convert command runs again whenever `nib.json` changes and fails if `compileNibs` no
    /// longer says what this plan compiles (SwiftPM plans again only when the target's files
    /// change); one command, so the error is printed once.
    func planArguments(_ document: Document) -> [String] {
        guard config != nil, document.xib == documents.first?.xib, document.translations == nil else { return [] }
        return ["--planned-compile-nibs", compileNibsPlan]
    }

    /// `--name=NAME` (one argument, so a name starting with `-` is not read as an option) for a
    /// document named by folder in the target (``TargetDocumentNames``), so
    /// its embedded manifest extends the accessor `codegen generate` declares; nothing otherwise.
    func nameArguments(_ document: Document) -> [String] {
        document.names.nibName == NibOutputNames.nibName(ofPath: document.xib)
            ? [] : ["--name=" + document.names.nibName]
    }

    /// `--document-path=PATH`, the identity a manifest records (one argument, as `--name=`): only
    /// for a document inside the package, since a manifest's identity must be a package path
    /// (``ResourceName``).
    func documentPathArguments(_ document: Document) -> [String] {
        ResourceName.problem(packagePath: document.packagePath) == nil
            ? ["--document-path=" + document.packagePath] : []
    }

    /// The languages of each `DIR/Base.lproj/NAME.xib` built from translations, found by
    /// `TranslationFiles` (NibStrings, which `codegen strings check` applies; this plugin compiles
    /// the same file): `DIR/LANG.lproj/NAME.strings`, then every language of `NAME.xcstrings` in
    /// `DIR` or one of its `.lproj` folders (the one in `DIR` first) except the catalog's source
    /// language. A translated copy of the xib (`LANG.lproj/NAME.xib`) wins over a `.strings`
    /// file, which wins over a catalog.
    static func translatedLanguages(of documents: [Document]) -> [Document] {
        // Languages that differ only in case or in `-`/`_` would name the same Swift property
        // (`manifest_de_x`): the first one found wins.
        func key(_ names: NibOutputNames) -> String {
            names.nibName + "." + (names.localization.map(LanguageName.folded) ?? "")
        }
        var taken = Set(documents.map { key($0.names) })
        var found: [Document] = []
        for document in documents where document.names.localization == "Base" {
            func add(_ language: String, from path: String) {
                var names = document.names
                names.localization = language
                guard taken.insert(key(names)).inserted else { return }
                found.append(
                    Document(xib: document.xib, packagePath: document.packagePath, names: names, translations: path))
            }
            let files = TranslationFiles.discover(beside: document.xib)
            for case .table(let path, let language) in files {
                // `old copy.lproj` is a folder, not a language: `strings localize` would refuse it.
                if let problem = LanguageName.problem(language) {
                    Diagnostics.warning(
                        "\(path): "
                            + LanguageName.message(what: "its folder", value: language, problem: problem)
                            + "; it is not built")
                    continue
                }
                add(language, from: path)
            }
            // The catalog beside the `.lproj` folders before those inside them.
            for catalog in TranslationFiles.catalogsInPrecedence(files) {
                for language in catalogLanguages(URL(fileURLWithPath: catalog)) { add(language, from: catalog) }
            }
        }
        return found
    }

    /// The languages a String Catalog translates, its source language excluded, as
    /// `StringCatalog` (NibStrings; this plugin compiles the same file) reads them. A catalog
    /// that does not read builds no language; `codegen strings check` positions the error.
    /// A language that is not a language name (``LanguageName``: a path would name output files
    /// outside the plugin's folder) is left out, and the catalog's warnings are shown.
    static func catalogLanguages(_ catalog: URL) -> [String] {
        guard isRegularFile(catalog) else {
            Diagnostics.warning("\(catalog.path): not a regular file; its languages are not built")
            return []
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: catalog.path))?[.size] as? Int ?? 0
        guard size <= TranslationFiles.maximumSize else {
            Diagnostics.warning(
                "\(catalog.path): \(size) bytes, over the \(TranslationFiles.maximumSize) bytes a catalog may have; its languages are not built"
            )
            return []
        }
        guard let data = try? Data(contentsOf: catalog),
            let read = try? StringCatalog(bytes: [UInt8](data), file: catalog.path)
        else {
            Diagnostics.warning(
                "\(catalog.path): not a valid String Catalog; its languages are not built (codegen strings check shows where)"
            )
            return []
        }
        // A language that is not a language name is not among `languages`; the catalog warns.
        for warning in read.warnings {
            Diagnostics.warning(
                "\(catalog.path):\(warning.position.line):\(warning.position.column): \(warning.message)")
        }
        return read.languages.filter { $0 != read.sourceLanguage }
    }

    /// Whether `url` is a regular file (not a folder, pipe, socket or device, which would block or
    /// fail a read): only such files are read while planning.
    static func isRegularFile(_ url: URL) -> Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
        return type == .typeRegular
    }

    /// `codegen generate A.nib.json B.nib.json… -o DIR --embed-manifests [--config nib.json]`: one run
    /// over every manifest the convert commands wrote into `manifests`, writing each document's
    /// Swift. Each file depends on all of the target's documents (classes merge across them), so
    /// one run reads each manifest once; a run per document read all of them for each.
    func generateArguments(manifests: URL, output: URL) -> [String] {
        ["generate"] + documents.map { manifests.appending(path: $0.names.manifestFileName).relativePath }
            + ["-o", output.relativePath, "--embed-manifests"] + configArguments
    }

    var configArguments: [String] { config.map { ["--config", $0] } ?? [] }
}
