/*
 * ICU's common data entry point with no data in it, for the statically linked action tool.
 *
 * libxml2 links ICU for the encodings it does not decode itself (it decodes UTF-8, UTF-16,
 * ISO-8859-1 and ASCII, and tries the C library's iconv before ICU). ICU's data library is 31 MB
 * of tables the tool never needs for the documents Interface Builder writes (UTF-8); linking this
 * empty table of contents instead keeps ICU's code and leaves its lookups finding nothing, so a
 * document in another encoding fails with libxml2's "unsupported encoding" error instead.
 *
 * ICU_DATA_ENTRY names the symbol ICU looks for: icudtNN_dat, NN its major version.
 */
#include <stdint.h>

#ifndef ICU_DATA_ENTRY
#error "compile with -DICU_DATA_ENTRY=icudtNN_dat"
#endif

struct icu_common_data {
    /* The header every ICU data item starts with. */
    uint16_t header_size;
    uint8_t magic1, magic2;
    /* UDataInfo: its size, a reserved word, endianness, charset family, sizeof(UChar), a reserved byte. */
    uint16_t info_size, info_reserved;
    uint8_t big_endian, charset_family, uchar_size, reserved_byte;
    uint8_t data_format[4], format_version[4], data_version[4];
    char padding[8];
    /* A table of contents of pointers ("ToCP") with no entry. */
    uint32_t count, reserved;
    const void *toc[2];
};

const struct icu_common_data ICU_DATA_ENTRY = {
    .header_size = 32,
    .magic1 = 0xda,
    .magic2 = 0x27,
    .info_size = 20,
    .big_endian = 0,
    .charset_family = 0,
    .uchar_size = 2,
    .data_format = {'T', 'o', 'C', 'P'},
    .format_version = {1, 0, 0, 0},
    .count = 0,
};
