import CCairo

/// Which of the faces the renderer names first fontconfig can find: a picture drawn where one is
/// missing falls back to the next family in the list and its text gets other widths.
public enum FontAvailability {
    /// The faces of ``RenderFont/pinnedFaces`` that fontconfig does not have, in that order.
    public static func missingPinnedFaces() -> [String] {
        RenderFont.pinnedFaces.filter { resolvedFamily($0) != $0 }
    }

    /// The family fontconfig and pango actually load for `family` (another one when it is missing).
    public static func resolvedFamily(_ family: String) -> String? {
        let fontMap = pango_cairo_font_map_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        let context = pango_font_map_create_context(fontMap)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, 13 * Double(PANGO_SCALE))
        guard let font = pango_font_map_load_font(fontMap, context, description) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let loaded = pango_font_describe(font)
        defer { pango_font_description_free(loaded) }
        guard let name = pango_font_description_get_family(loaded) else { return nil }
        return String(cString: name)
    }
}
