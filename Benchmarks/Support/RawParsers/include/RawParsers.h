#ifndef SWIFT_NIB_BENCH_RAW_PARSERS_H
#define SWIFT_NIB_BENCH_RAW_PARSERS_H
#include <stddef.h>
#include <stdint.h>

/// The floor for conversion: libxml2's SAX2 push parser over `bytes` in one chunk, with
/// handlers that do nothing and the converter's parser options. Returns the number of start tags
/// seen, or -1 when the document is not well-formed.
long raw_sax2_parse(const uint8_t *bytes, size_t count);

/// The floor for manifest loading: json-c's tokenizer over `bytes` with the reader's depth limit
/// and flags (strict, UTF-8 validated), building json-c's own tree and freeing it. Returns 1 when
/// the text parses, 0 otherwise.
int raw_jsonc_parse(const uint8_t *bytes, size_t count, int maximum_depth);

#endif
