import NibModel

/// Turns the analysed ``CodeModel`` into the contexts templates render.
struct ContextBuilder {
    let model: CodeModel
    let inputs: [GeneratorInput]
    let options: GeneratorOptions
    let vocabulary: TypeVocabulary
    /// The paths line directives may not name (``undirectedPaths(_:variants:)``).
    let undirectedPaths: Set<String>
    /// The file line directives name for each input path (``GeneratorInput/lineDirectiveFile``).
    let directiveFiles: [String: String?]
    /// For each input, the inputs of its nib name: its localized variants and itself
    /// (``GeneratorInput/variantGroups(_:)``).
    let variants: [[Int]]

    init(model: CodeModel, inputs: [GeneratorInput], options: GeneratorOptions, vocabulary: TypeVocabulary) {
        self.model = model
        self.inputs = inputs
        self.options = options
        self.vocabulary = vocabulary
        directiveFiles = Dictionary(
            inputs.map { ($0.path, $0.lineDirectiveFile) }, uniquingKeysWith: { first, _ in first })
        let groups = GeneratorInput.variantGroups(inputs)
        var variants = Array(repeating: [Int](), count: inputs.count)
        for group in groups {
            for index in group { variants[index] = group }
        }
        self.variants = variants
        undirectedPaths = Self.undirectedPaths(inputs, variants: groups)
    }

    /// The input paths line directives may not name. Swift names a directive by its module and
    /// file name (`#fileID`) and warns of two paths that give one such name in a module, for
    /// every pair of the module's files. So documents of one file name in several folders get
    /// none (``TargetDocumentNames/pathsSharingFileNames(_:)``), and of a nib's localized
    /// variants at different paths (`Base.lproj/Panel.xib`, `fr.lproj/Panel.xib`) only the one
    /// that declares the accessor does (``primary(of:in:)``); a language built from the Base
    /// document's translations names the Base document, so it keeps them.
    static func undirectedPaths(_ inputs: [GeneratorInput], variants: [[Int]]) -> Set<String> {
        var paths = TargetDocumentNames.pathsSharingFileNames(inputs.map(\.path))
        for group in variants where group.count > 1 {
            let primary = primary(of: group, in: inputs)
            for index in group where inputs[index].lineDirectiveFile != inputs[primary].lineDirectiveFile {
                paths.insert(inputs[index].path)
            }
        }
        return paths
    }

    var access: String { options.access == .public ? "public " : "" }
    var openAccess: String { options.access == .public ? "open " : "" }
    var imports: [String] { vocabulary.modules.sorted() }

    func fileContext(for inputIndex: Int) -> FileContext {
        let input = inputs[inputIndex]
        let nib = model.nibs[inputIndex]
        let home = model.classes.filter { $0.homeInput == inputIndex }
        let used = Set(nib.registeredClasses.map(\.xibName) + [nib.ownerClassName].compactMap { $0 })
        let elsewhere = model.classes.filter { $0.homeInput != inputIndex && used.contains($0.xibName) }.map {
            DeclaredElsewhereContext(
                name: $0.swiftName, baseName: GeneratedTypeNames.baseClass(of: $0.swiftName),
                actionsName: GeneratedTypeNames.actionsProtocol(of: $0.swiftName))
        }
        let variants = variants[inputIndex]
        let primary = Self.primary(of: variants, in: inputs)
        return FileContext(
            sourceFile: input.label,
            nibName: SwiftLiteral.comment(input.nibName), fileName: SwiftLiteral.comment(input.outputFileName),
            platform: nib.platform.rawValue, imports: imports,
            access: access, openAccess: openAccess, isPublic: options.access == .public,
            classes: home.map(classContext), hasClasses: !home.isEmpty,
            classesDeclaredElsewhere: elsewhere, hasClassesDeclaredElsewhere: !elsewhere.isEmpty,
            nib: primary == inputIndex && !input.isStoryboard ? nibContext(nib, variants: variants) : nil,
            variantOf: primary == inputIndex ? "" : nib.swiftName, isVariant: primary != inputIndex,
            storyboard: primary == inputIndex ? storyboardContext(for: inputIndex, variants: variants) : nil,
            storyboardSet: storyboardSetContext(for: inputIndex))
    }

    /// The document whose file declares the accessor of a nib with localized variants: the
    /// unlocalized one, else `Base.lproj`'s, else the first localization by name.
    static func primary(of variants: [Int], in inputs: [GeneratorInput]) -> Int {
        func rank(_ index: Int) -> (Int, String) {
            switch inputs[index].localization {
            case nil: return (0, "")
            case "Base": return (1, "")
            case let name?: return (2, name)
            }
        }
        return variants.min { rank($0) < rank($1) }!
    }

    /// One context per app-side class, sorted by name: owner classes, then every other custom
    /// class the documents instantiate, own or pass in as external objects.
    func scaffoldContexts() -> [ScaffoldContext] {
        let appClasses = Dictionary(model.appClasses.map { ($0.xibName, $0) }, uniquingKeysWith: { first, _ in first })
        let owners = model.classes.map { owner in
            ScaffoldContext(
                name: SwiftIdentifier.bare(owner.swiftName), access: access, imports: imports,
                owner: classContext(owner), plain: nil, sources: sourceFiles(of: appClasses[owner.xibName]))
        }
        let ownerNames = Set(model.classes.map(\.xibName))
        let plain = model.appClasses.filter { !ownerNames.contains($0.xibName) }.map { appClass in
            ScaffoldContext(
                name: SwiftIdentifier.bare(appClass.swiftName), access: access, imports: imports, owner: nil,
                plain: RegisteredClassContext(
                    xibNameLiteral: SwiftLiteral.string(appClass.xibName),
                    swiftName: appClass.swiftName, baseType: appClass.baseType,
                    hasOwnerBase: false, actionsName: "", lineDirective: nil),
                sources: sourceFiles(of: appClass), isSegue: appClass.baseType == vocabulary.segueType)
        }
        return (owners + plain).sorted { $0.name < $1.name }
    }

    /// Where the documents first use the class whose Swift name is `name` (a scaffold's file name).
    func location(ofClass name: String) -> SourceLocation? {
        if let owner = model.classes.first(where: { SwiftIdentifier.bare($0.swiftName) == name }) {
            return owner.locations.first
        }
        for input in inputs {
            for node in input.document.objects as [any NibGraphNode] + input.document.placeholders {
                guard let custom = vocabulary.appClass(node.customClass),
                    SwiftIdentifier.bare(vocabulary.swiftTypeName(custom)) == name
                else { continue }
                return input.location(node.position)
            }
        }
        return nil
    }

    /// The file names of the inputs that use a class, each once, for a scaffold's comment.
    private func sourceFiles(of appClass: AppClass?) -> String {
        var files: [String] = []
        for input in appClass?.inputs ?? [] {
            let file = SwiftLiteral.comment(FileIO.baseName(inputs[input].path))
            if !files.contains(file) { files.append(file) }
        }
        return files.joined(separator: ", ")
    }

    func classContext(_ owner: OwnerClass) -> ClassContext {
        let outlets = owner.outlets.map { outletContext($0) }
        let collections = owner.outletCollections.map { outletContext($0) }
        let actions = owner.actions.map(actionContext)
        var context = ClassContext(
            name: owner.swiftName, xibName: SwiftLiteral.comment(owner.xibName),
            xibNameLiteral: SwiftLiteral.string(owner.xibName),
            baseName: GeneratedTypeNames.baseClass(of: owner.swiftName),
            actionsName: GeneratedTypeNames.actionsProtocol(of: owner.swiftName), superclass: owner.superclass,
            standardClass: SwiftLiteral.comment(owner.standardClass),
            locations: owner.locations.map { SwiftLiteral.comment(Self.shortLocation($0)) },
            outlets: outlets, hasOutlets: !outlets.isEmpty,
            outletCollections: collections, hasOutletCollections: !collections.isEmpty,
            actions: actions, hasActions: !actions.isEmpty, sendsActions: owner.sendsActions)
        addStoryboardMembers(of: owner, to: &context)
        return context
    }

    func outletContext(_ outlet: Outlet) -> OutletContext {
        let locations = outlet.locations.map { SwiftLiteral.comment(Self.shortLocation($0)) }
        return OutletContext(
            name: SwiftLiteral.comment(outlet.name), nameLiteral: SwiftLiteral.string(outlet.name),
            swiftName: outlet.swiftName, type: outlet.type, isStrong: outlet.isStrong,
            isWeak: !outlet.isStrong, isCollection: outlet.isCollection, locations: locations,
            location: locations.first ?? "", lineDirective: lineDirective(outlet.locations.first, for: outlet.type))
    }

    func actionContext(_ action: Action) -> ActionContext { actionContext(action, senderName: "sender") }

    /// An action's context; `senderName` names the first parameter and the value in scope for ``ActionContext/call``.
    func actionContext(_ action: Action, senderName: String) -> ActionContext {
        let selector = action.selector
        let locations = action.locations.map { SwiftLiteral.comment(Self.shortLocation($0)) }
        return ActionContext(
            selector: SwiftLiteral.comment(selector.selector), selectorLiteral: SwiftLiteral.string(selector.selector),
            swiftName: action.swiftName, senderType: action.senderType, takesSender: selector.takesSender,
            takesEvent: selector.takesEvent,
            parameters: parameterContexts(action, senderName: senderName),
            eventTypes: SwiftLiteral.comment(action.eventTypes.joined(separator: ", ")),
            hasEventTypes: !action.eventTypes.isEmpty,
            senderClasses: SwiftLiteral.comment(action.senderClasses.joined(separator: ", ")),
            locations: locations, location: locations.first ?? "",
            lineDirective: lineDirective(action.locations.first, for: action.senderType),
            requirementLineDirective: lineDirective(action.locations.first, for: nil))
    }

    /// An action method's parameters: none without a sender; else the sender, then one per
    /// further part of the selector (the event, or an `AnyObject?` the call passes `nil` to),
    /// each named uniquely within the method.
    func parameterContexts(_ action: Action, senderName: String) -> [ActionParameterContext] {
        guard action.selector.takesSender else { return [] }
        var parameters = [
            ActionParameterContext(
                label: "_", name: senderName, hasName: true, type: action.senderType, isSender: true,
                isEvent: false, isOther: false)
        ]
        var names = IdentifierScope(reserved: [senderName])
        for extra in action.selector.extras {
            switch extra {
            case .event(let label):
                let label = SwiftIdentifier.value(label)
                let name = names.claim("event")
                // `event event:` would be a duplicate parameter name (a compiler warning).
                parameters.append(
                    ActionParameterContext(
                        label: label, name: label == name ? "" : name, hasName: label != name,
                        type: vocabulary.eventType, isSender: false,
                        isEvent: true, isOther: false))
            case .other(let label):
                let label = SwiftIdentifier.value(label)
                let name = names.claim(SwiftIdentifier.bare(label))
                parameters.append(
                    ActionParameterContext(
                        label: label, name: label == name ? "" : name, hasName: label != name,
                        type: "AnyObject?", isSender: false, isEvent: false, isOther: true))
            }
        }
        return parameters
    }

    func nibContext(_ nib: NibAccessor, variants: [Int]) -> NibContext {
        let input = inputs[nib.inputIndex]
        let localized = variants.compactMap { index in
            inputs[index].localization.map { (name: $0, property: inputs[index].manifestPropertyName) }
        }.sorted { $0.name < $1.name }
        let ownerClass = nib.ownerClassName.flatMap { name in model.classes.first { $0.xibName == name } }
        let ownerType = nib.ownerType ?? "AnyObject"
        var aliases = IdentifierScope(reserved: ["Owner", "Objects"])
        let externals = nib.externals.map { external in
            ExternalContext(
                identifier: SwiftLiteral.comment(external.identifier),
                identifierLiteral: SwiftLiteral.string(external.identifier),
                isApplication: external.isApplication, parameterName: external.parameterName, type: external.type,
                typeAlias: aliases.claim(GeneratedTypeNames.placeholderAlias(of: external.parameterName)),
                lineDirective: lineDirective(external.location, for: external.type))
        }
        return NibContext(
            swiftName: nib.swiftName, nameLiteral: SwiftLiteral.string(nib.nibName),
            sourceFile: SwiftLiteral.comment(nib.sourceFile), ownerType: ownerType, hasOwnerClass: nib.ownerIsCustom,
            ownerHasBase: ownerClass != nil,
            ownerActionsName: ownerClass.map { GeneratedTypeNames.actionsProtocol(of: $0.swiftName) } ?? "",
            ownerIsRequired: nib.ownerIsRequired, ownerLineDirective: lineDirective(nib.ownerLocation, for: ownerType),
            externals: externals,
            hasExternals: !nib.externals.isEmpty,
            topLevelObjects: nib.topLevelObjects.enumerated().map { index, object in
                TopLevelContext(
                    propertyName: object.propertyName, propertyLabel: SwiftIdentifier.bare(object.propertyName),
                    propertyLiteral: SwiftLiteral.string(SwiftIdentifier.bare(object.propertyName)),
                    type: object.type, typeLiteral: SwiftLiteral.string(SwiftIdentifier.bare(object.type)),
                    idLiteral: SwiftLiteral.string(object.id),
                    className: SwiftLiteral.comment(object.className), index: index,
                    lineDirective: lineDirective(object.location, for: object.type))
            },
            hasTopLevelObjects: !nib.topLevelObjects.isEmpty,
            registeredClasses: nib.registeredClasses.map(registeredContext),
            hasRegisteredClasses: !nib.registeredClasses.isEmpty,
            topLevelCount: nib.topLevelObjects.count,
            embedsManifest: options.embedsManifests, manifestProperty: input.manifestPropertyName,
            isLocalized: !localized.isEmpty,
            localizations: localized.map {
                LocalizationContext(nameLiteral: SwiftLiteral.string($0.name), manifestProperty: $0.property)
            })
    }

    /// `Name.xib:12:5`: generated comments name the document by file name only, so output does
    /// not depend on where the project is checked out.
    static func shortLocation(_ location: SourceLocation) -> String {
        "\(FileIO.baseName(location.file)):\(location.position.line):\(location.position.column)"
    }

    func registeredContext(_ registered: NibAccessor.RegisteredClass) -> RegisteredClassContext {
        RegisteredClassContext(
            xibNameLiteral: SwiftLiteral.string(registered.xibName), swiftName: registered.swiftName,
            baseType: registered.baseType, hasOwnerBase: registered.hasOwnerBase,
            actionsName: registered.hasOwnerBase ? GeneratedTypeNames.actionsProtocol(of: registered.swiftName) : "",
            lineDirective: lineDirective(registered.location, for: registered.swiftName))
    }

    /// Whether `type` is a class of the app (not a default object, `AnyObject` or the root type).
    func namesAppClass(_ type: String) -> Bool {
        type != "AnyObject" && vocabulary.superclasses[type] == nil
    }

    /// The directive (`#sourceLocation(file: "Sources/App/Login.xib", line: 13)`) for a line that
    /// names the app class `type` (nil: any line the document asks for, such as an action
    /// requirement), placed where the document uses it; nil for default objects, when line
    /// directives are off, or when the path cannot be written as a plain literal (the directive
    /// takes its file name verbatim, without escapes).
    func lineDirective(_ location: SourceLocation?, for type: String?) -> LineDirective? {
        // Swift takes a directive's line as a 32-bit number: a manifest may record any line.
        guard options.lineDirectives, type.map(namesAppClass) ?? true, let location,
            (1...Int(UInt32.max)).contains(location.position.line),
            !undirectedPaths.contains(location.file), let file = directiveFiles[location.file] ?? location.file,
            file.unicodeScalars.allSatisfy({ (" "..."~").contains($0) && $0 != "\"" && $0 != "\\" })
        else { return nil }
        return LineDirective(fileLiteral: "\"\(file)\"", line: location.position.line)
    }
}
