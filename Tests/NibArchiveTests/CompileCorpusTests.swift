import NibArchive
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// Every AppKit pair of the corpus either compiles to a nib equal to Apple's (as an app sees
/// it), or is refused with a positioned "not encoded yet" error. Both lists are explicit, so a
/// pair that stops being equal, a refusal that changes, or a wrong nib fails here.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileCorpusTests {
    /// The pairs whose compiled nib equals Apple's.
    static let equalPairs: Set<String> = [
        "binding_options_order",
        "blocklist",
        "blocklist_big",
        "button_imagehugstitle",
        "button_shadowless",
        "catalog_image",
        "checkbox_hugging",
        "clipview_customview_drawsbg",
        "color_white_precision",
        "customview_direct",
        "datacell_customclass",
        "dateformatter_weekday",
        "datepicker",
        "help_button_hugging",
        "layout_guide",
        "metafonts_extra",
        "minimal",
        "nkv_overlap",
        "numfmt_decimal",
        "numfmt_dedup",
        "outline_2col_default",
        "outline_2col_firstcolonly_noreorder",
        "popup_default_hugging",
        "popup_empty",
        "popup_explicit_font",
        "progressindicator_doublevalue",
        "searchfield_no_completion",
        "segmented_fillprop",
        "slider_hugging",
        "square_shadowless_button",
        "stepper_default",
        "stepper_wraps",
        "sv_hs_visible",
        "table_5col_reverseseq",
        "tabview_scrollview_chain",
        "test1",
        "test11_text_view_back",
        "test13_clip_flags",
        "test19_2_layouts",
        "test20_framecalc",
        "test21_masktranslate",
        "test22_stackview_orient",
        "test23_segmented",
        "test26_strings",
        "test27_allows_writing_tools",
        "test29_window_minmax_size",
        "test3",
        "test31_wtflags_signed",
        "test32_hugging_priority",
        "test33_popup_pulldown",
        "test35_splitview_responder",
        "test4",
        "test5_connect",
        "test7_clipview",
        "test8_menu",
        "test_6col",
        "test_accessibility",
        "test_animations",
        "test_box_colors",
        "test_content_border",
        "test_custom_object_direct",
        "test_date_formatter",
        "test_matrix_flags",
        "test_named_image",
        "test_popup_textured",
        "test_pulldown_title",
        "test_single_col_noresize",
        "test_slider_prefs",
        "test_splitview_props",
        "test_table_header",
        "test_table_header_first_col",
        "test_table_mult_sel_no",
        "test_table_uniform_header",
        "test_translate_toplevel",
        "test_tv",
        "test_udra",
        "test_window_behavior",
        "textfield_no_truncates",
        "textfield_textcolor",
        "textfield_textcolor_v20037",
        "textview_attributedstring",
        "textview_multiattr",
        "toolbar_button_item",
        "toolbar_default_refs",
        "toolbar_searchfield_view",
        "tooltip_attr",
        "tooltip_base64",
        "tooltip_both",
        "white_color_format",
        "window",
        "window_fullsize",
        "windows",
        "with_view",
    ]

    /// The pairs refused, with the first error (`LINE:COL: error: …`).
    static let refusedPairs: [String: String] = [
        "outline_cellview":
            "20:29: error: cannot compile class 'NSOutlineView' (a view-based <outlineView>: Apple's compiler archives each prototype cell view as a nib of its own, laid out again to its column by a rule not learnt): not encoded yet",
        "pred_compound_chain":
            "24:33: error: cannot compile class 'NSPredicateEditor' (<predicateEditor>: its row templates, their views and the NSPredicate they archive are not learnt): not encoded yet",
        "reusable_views_order":
            "20:29: error: cannot compile class 'NSOutlineView' (a view-based <outlineView>: Apple's compiler archives each prototype cell view as a nib of its own, laid out again to its column by a rule not learnt): not encoded yet",
        "scrollview_table":
            "21:29: error: cannot compile class 'NSTableView' (<tableView> without a header view: Apple's compiler leaves 9 points beside the columns in four such tables, 32 less the intercell width in two, by a rule not learnt): not encoded yet",
        "sv16b":
            "23:33: error: cannot compile class 'NSTableView' (<tableView> without a header view: Apple's compiler leaves 9 points beside the columns in four such tables, 32 less the intercell width in two, by a rule not learnt): not encoded yet",
        "sv_nohs_small_vs":
            "25:33: error: cannot compile class 'NSTableView' (<tableView> without a header view: Apple's compiler leaves 9 points beside the columns in four such tables, 32 less the intercell width in two, by a rule not learnt): not encoded yet",
        "test19_layouts":
            "21:21: error: cannot compile class 'NSStackView' (5 stack views holding views: the order of their decoding connectors is not learnt): not encoded yet",
        "test24_tables_elastic":
            "28:33: error: cannot compile attribute 'tableColumns' of <tableView> (columns that resize with the table need 258 points in a 238-point clip view: Apple's compiler resizes them by a rule not learnt for this style): not encoded yet",
        "test_outline_small_sv":
            "27:33: error: cannot compile class 'FileOutlineView' (<outlineView> without a header view: Apple's compiler leaves 9 points beside the columns in four such tables, 32 less the intercell width in two, by a rule not learnt): not encoded yet",
        "test_path_control":
            "18:21: error: cannot compile class 'NSPathControl' (<pathControl>: its component cells come from the Mac's file system, which the document does not record): not encoded yet",
        "transmission_MainMenu":
            "34:33: error: cannot compile class 'TorrentTableView' (a view-based <outlineView>: Apple's compiler archives each prototype cell view as a nib of its own, laid out again to its column by a rule not learnt): not encoded yet",
    ]

    static var appKitPairs: [String] {
        NibArchiveSamples.corpusNibs.filter { !NibArchiveSamples.isUIKit($0) }.map { String($0.dropLast(4)) }
    }

    @Test func everyAppKitPairIsListed() {
        let names = Set(Self.appKitPairs.map { String($0.split(separator: "/").last!) })
        #expect(names.count == 104)
        #expect(names == Self.equalPairs.union(Self.refusedPairs.keys))
        #expect(Self.equalPairs.isDisjoint(with: Self.refusedPairs.keys))
    }

    @Test(arguments: CompileCorpusTests.appKitPairs)
    func pairCompilesEqualOrIsRefused(_ base: String) throws {
        let name = String(base.split(separator: "/").last!)
        let document = try XibCompiler().compile(contentsOf: base + ".xib").document
        let encoder = AppKitNibEncoder(document: document, file: base + ".xib")
        let graph: NibArchiveGraph
        do { graph = try encoder.encode() } catch {
            let first = try #require(error.issues.first)
            #expect(first.location?.file == base + ".xib")
            let reason = first.diagnostic.description.replacingOccurrences(of: base + ".xib:", with: "")
            #expect(Self.refusedPairs[name] == reason, "\(name) refused: \(reason)")
            #expect(encoder.coverage() == error.issues)
            return
        }
        let bytes = NibArchiveWriter.bytes(of: graph)
        let compiled = try NibArchiveReader.read(bytes)
        let apple = try NibArchiveFile.read(contentsOf: base + ".nib")
        let differences = NibArchiveComparison(compiled, apple).differences()
        #expect(differences.isEmpty, "\(name): \(differences.map(\.description).joined(separator: "; "))")
        #expect(Self.equalPairs.contains(name), "\(name) now compiles: move it to equalPairs")
        #expect(NibArchiveWriter.bytes(of: try encoder.encode()) == bytes, "\(name): output not deterministic")
    }
}
