"""Bazel rules for Interface Builder documents, run by swift-nib's `codegen`.

`nib_library` declares, per document, one action for each output it asks for:

  * the manifest (`codegen convert`, `NAME.nib.json`),
  * the generated Swift: one `codegen generate` over every document (the Swift of one module is
    one analysis), the folder `swift` holding each document's `NAME+Nib.swift` or
    `NAME+Storyboard.swift`,
  * the compiled nib (`codegen ibtool --compile`: `NAME.nib` for a `.xib`, the folder
    `NAME.storyboardc` for a storyboard) for the documents listed in `nibs`, AppKit or UIKit,
  * one localized manifest per translation and language (`codegen strings localize`,
    `NAME.LANG.nib.json`): a `LANG.lproj/NAME.strings` file gives `LANG`, a String Catalog
    `NAME.xcstrings` the languages listed in `languages`.

The Swift action runs `tool` (codegen); the others run `action_tool` (nib-action, a static
executable with codegen's command lines and outputs and no shared library) when it is given.

Each action reads only its document (and its translation; the Swift action, every document), and
the tool: both are declared inputs, so the actions run in a sandbox or on a remote executor and
their results are shared through a remote cache. `codegen` records the document's workspace-relative path and nothing of
the machine (no absolute path, no time), so outputs are byte-identical across machines and output
roots.

Checked with Bazel 4.2.3 (Debian's `bazel-bootstrap`); expected to work unchanged with Bazel 5, 6
and 7 (not tested): it uses only `ctx.actions.run`, `declare_file`, `declare_directory` and
`DefaultInfo`/`OutputGroupInfo`.
"""

def _workspace_path(file):
    """The document's path relative to its workspace: `Sources/App/Main.xib`."""
    path = file.short_path
    if path.startswith("../"):
        # A file of an external repository: `../repo/dir/Main.xib` → `dir/Main.xib`.
        path = path.split("/", 2)[2]
    return path

def _stem(file):
    """`Main.xib` → `Main`."""
    name = file.basename
    return name[:-len(file.extension) - 1] if file.extension else name

def _output_stem(ctx, file):
    """Where a document's outputs go below the target's folder: its path in the package (else in
    the workspace) without the extension, so documents of the same name in different folders never
    share an output."""
    path = _workspace_path(file)
    package = ctx.label.package + "/"
    if ctx.label.workspace_root == "" and path.startswith(package):
        path = path[len(package):]
    return path[:-len(file.extension) - 1] if file.extension else path

def _bundle_key(file):
    """`dir/NAME` for `dir/Base.lproj/NAME.xib` and `dir/fr.lproj/NAME.strings` alike."""
    folder = file.dirname
    if folder.split("/")[-1].endswith(".lproj"):
        folder = folder.rpartition("/")[0]
    return folder + "/" + _stem(file)

def _language(file):
    """The language of a translation in a `LANG.lproj` folder, or None."""
    folder = file.dirname.split("/")[-1]
    if folder.endswith(".lproj") and len(folder) > 6:
        return folder[:-6]
    return None

def _translation_languages(ctx, translation):
    """The languages a translation is built in: its `LANG.lproj` folder's for a `.strings` file;
    for a String Catalog, `languages` when given, else its folder's unless that is `mul.lproj` or
    none (Xcode's places for a catalog of every language)."""
    language = _language(translation)
    if translation.extension == "xcstrings":
        if ctx.attr.languages:
            return ctx.attr.languages
        if language == None or language == "mul":
            fail(("%s: a String Catalog in mul.lproj or beside Base.lproj holds every language: " +
                  "list the languages to build from it in `languages` (languages = [\"de\", \"fr\"])") %
                 translation.short_path)
        return [language]
    if language == None:
        fail("%s: a .strings translation is LANG.lproj/NAME.strings (fr.lproj/%s), beside its document's Base.lproj folder" %
             (translation.short_path, translation.basename))
    return [language]

def _translated_document(documents, translation):
    """The document of `srcs` a translation belongs to: among those of the same folder and name,
    the one in `Base.lproj`, else the one in no `.lproj` folder, else the only one."""
    candidates = documents.get(_bundle_key(translation), [])
    if len(candidates) > 1:
        preferred = [d for d in candidates if d.dirname.split("/")[-1] == "Base.lproj"]
        if not preferred:
            preferred = [d for d in candidates if not d.dirname.split("/")[-1].endswith(".lproj")]
        if len(preferred) != 1:
            fail("%s: which document it translates is ambiguous: %s (put the development-language document in Base.lproj)" %
                 (translation.short_path, ", ".join([d.short_path for d in candidates])))
        return preferred[0]
    if not candidates:
        folder, _, name = _bundle_key(translation).rpartition("/")
        folder = folder + "/" if folder else ""
        fail("%s: no document in srcs to translate: expected %sBase.lproj/%s.xib (or .storyboard, or %s%s.xib)" %
             (translation.short_path, folder, name, folder, name))
    return candidates[0]

def _claim(ctx, claimed, path, source):
    """Refuses two inputs whose outputs would have the same path (`Main.xib` and `Main.storyboard`
    in one folder both give `manifests/Main.nib.json`), which Bazel reports as conflicting actions."""
    if path in claimed:
        fail("%s and %s would both write %s/%s: rename one, or put them in separate nib_library targets" %
             (claimed[path].short_path, source.short_path, ctx.label.name, path))
    claimed[path] = source

def _tool(ctx, mnemonic):
    """The executable of an action: `action_tool` (nib-action) for everything but the Swift, when
    it is given; `tool` (codegen) otherwise."""
    if mnemonic != "NibSwift" and ctx.attr.action_tool:
        return ctx.executable.action_tool
    if not ctx.attr.tool:
        if ctx.attr.action_tool:
            fail("generating Swift needs `tool` (codegen; nib-action does not generate Swift): give it, or set swift = False")
        fail("give `tool` (codegen), `action_tool` (nib-action) or both")
    return ctx.executable.tool

def _run(ctx, mnemonic, subject, inputs, outputs, arguments):
    """Runs the tool of `mnemonic` on `inputs`; `subject` names what it works on in Bazel's progress."""
    ctx.actions.run(
        executable = _tool(ctx, mnemonic),
        arguments = arguments,
        inputs = inputs,
        outputs = outputs,
        mnemonic = mnemonic,
        progress_message = "%s %s" % (mnemonic, subject),
        # No variable of the client's environment reaches the tool.
        env = {"LC_ALL": "C"},
    )

def _operand(file):
    """The path of `file` as a tool's operand: a root package's `-h.xib` would be read as an option
    (`generate` printed its help, exited 0 and the rule gave empty Swift), so it is given as
    `./-h.xib`. Option values are passed as `--option=VALUE` for the same reason."""
    return "./" + file.path if file.path.startswith("-") else file.path

def _manifest_action(ctx, document, prefix):
    output = ctx.actions.declare_file("%s/%s.nib.json" % (prefix, _output_stem(ctx, document)))
    _run(ctx, "NibManifest", _workspace_path(document), [document], [output], [
        "convert",
        _operand(document),
        "--manifest",
        output.path,
        "--document-path=" + _workspace_path(document),
    ])
    return output

def _swift_action(ctx, documents, folder):
    """One action for every document of the target: the Swift of one module is one analysis (a
    class several documents use is declared once, the storyboards are one set that resolves their
    references), so `codegen generate` reads them all, as the SwiftPM plugin runs it."""
    output = ctx.actions.declare_directory(folder)
    arguments = ["generate"] + [_operand(document) for document in documents] + ["-o", output.path]
    if ctx.attr.access:
        arguments += ["--access", ctx.attr.access]
    subject = "%d document%s of %s" % (len(documents), "" if len(documents) == 1 else "s", ctx.label)
    _run(ctx, "NibSwift", subject, documents, [output], arguments)
    return output

def _nib_action(ctx, document, prefix):
    stem = "%s/%s" % (prefix, _output_stem(ctx, document))
    if document.extension == "storyboard":
        # A compiled storyboard is a folder: Info.plist and one nib per controller and view.
        nib = ctx.actions.declare_directory(stem + ".storyboardc")
    else:
        nib = ctx.actions.declare_file(stem + ".nib")
    arguments = [
        "ibtool",
        "--errors",
        "--warnings",
        "--notices",
        "--output-format",
        "human-readable-text",
        "--compile",
        nib.path,
    ]
    if ctx.attr.module:
        arguments += ["--module", ctx.attr.module]
    arguments.append(_operand(document))
    _run(ctx, "NibCompile", _workspace_path(document), [document], [nib], arguments)
    return nib

def _localized_action(ctx, document, translation, language, prefix):
    output = ctx.actions.declare_file("%s/%s.%s.nib.json" % (prefix, _output_stem(ctx, document), language))
    arguments = [
        "strings",
        "localize",
        _operand(document),
        "--language",
        language,
        "--translations=" + translation.path,
        "--manifest",
        output.path,
        "--document-path=" + _workspace_path(document),
    ]
    if ctx.attr.strict_translations:
        arguments.append("--strict")
    _run(ctx, "NibLocalize", _workspace_path(document), [document, translation], [output], arguments)
    return output

def _nib_library_impl(ctx):
    prefix = ctx.label.name
    documents = {}
    claimed = {}
    manifests = []
    swift = []
    for document in ctx.files.srcs:
        if document.extension not in ["xib", "storyboard"]:
            fail("%s: expected a .xib or .storyboard document" % document.short_path)
        documents.setdefault(_bundle_key(document), []).append(document)
        _claim(ctx, claimed, "manifests/%s.nib.json" % _output_stem(ctx, document), document)
        manifests.append(_manifest_action(ctx, document, prefix + "/manifests"))
    if ctx.attr.swift and ctx.files.srcs:
        swift.append(_swift_action(ctx, ctx.files.srcs, prefix + "/swift"))
    nibs = [_nib_action(ctx, document, prefix + "/nibs") for document in ctx.files.nibs]
    localized = []
    for translation in ctx.files.translations:
        languages = _translation_languages(ctx, translation)
        document = _translated_document(documents, translation)
        for language in languages:
            _claim(ctx, claimed, "localized/%s.%s.nib.json" % (_output_stem(ctx, document), language), translation)
            localized.append(_localized_action(ctx, document, translation, language, prefix + "/localized"))
    everything = manifests + swift + nibs + localized
    return [
        DefaultInfo(files = depset(everything)),
        OutputGroupInfo(
            manifests = depset(manifests),
            swift = depset(swift),
            nibs = depset(nibs),
            localized = depset(localized),
        ),
    ]

nib_library = rule(
    implementation = _nib_library_impl,
    doc = "Manifests, generated Swift, compiled nibs and localized manifests of Interface Builder documents.",
    attrs = {
        "srcs": attr.label_list(
            allow_files = [".xib", ".storyboard"],
            doc = "The documents: each gets a manifest and, with `swift`, generated Swift.",
        ),
        "nibs": attr.label_list(
            allow_files = [".xib", ".storyboard"],
            doc = "Documents (AppKit or UIKit) to compile: a `.xib` to a binary nib, a `.storyboard` to a " +
                  "`.storyboardc` folder. A document the compiler cannot encode fails its action with a positioned " +
                  "error; nothing is written.",
        ),
        "translations": attr.label_list(
            allow_files = [".strings", ".xcstrings"],
            doc = "Translations of documents in `srcs`: `LANG.lproj/NAME.strings`, one localized manifest each, " +
                  "or a String Catalog `NAME.xcstrings` (see `languages`). A translation belongs to " +
                  "`Base.lproj/NAME` (else `NAME` outside any `.lproj` folder) of the folder above its own.",
        ),
        "languages": attr.string_list(
            doc = "The languages to build from each String Catalog (`.xcstrings`) in `translations`: one " +
                  "localized manifest per language. Needed for a catalog in `mul.lproj` or beside the " +
                  "`Base.lproj` folder (where Xcode puts one); without it a catalog in `LANG.lproj` gives `LANG`.",
        ),
        "swift": attr.bool(default = True, doc = "Whether to generate Swift for the documents (one folder, `swift`)."),
        "access": attr.string(values = ["", "public", "internal"], default = "", doc = "Access level of the Swift."),
        "strict_translations": attr.bool(
            default = False,
            doc = "Whether a translation that does not read, or keys no document has, fail the localized " +
                  "manifest's action (`strings localize --strict`). Without it they are warnings and the " +
                  "language gets the Base texts where its translation is unreadable.",
        ),
        "module": attr.string(doc = "The module compiled into (ibtool's --module): custom classes that inherit the target's module are in it."),
        "tool": attr.label(
            executable = True,
            cfg = "exec",
            allow_single_file = True,
            doc = "The `codegen` executable (`swift build -c release --product codegen --static-swift-stdlib`): " +
                  "runs every action, or with `action_tool` only the Swift ones. Needed unless `action_tool` is " +
                  "given and `swift = False`.",
        ),
        "action_tool": attr.label(
            executable = True,
            cfg = "exec",
            allow_single_file = True,
            doc = "The static `nib-action` executable (`Scripts/build-action-tool`): runs the manifest, nib and " +
                  "localized-manifest actions with codegen's outputs, on a worker that has nothing but it.",
        ),
    },
)
