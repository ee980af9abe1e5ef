#include "RawParsers.h"

#include <limits.h>
#include <string.h>
#include <json-c/json.h>
#include <libxml/parser.h>

static void count_start(void *context, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
                        int namespace_count, const xmlChar **namespaces, int attribute_count, int defaulted,
                        const xmlChar **attributes) {
    (void)localname; (void)prefix; (void)uri; (void)namespace_count; (void)namespaces;
    (void)attribute_count; (void)defaulted; (void)attributes;
    long *elements = ((xmlParserCtxtPtr)context)->_private;
    *elements += 1;
}

static void ignore_end(void *context, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri) {
    (void)context; (void)localname; (void)prefix; (void)uri;
}

static void ignore_characters(void *context, const xmlChar *text, int length) {
    (void)context; (void)text; (void)length;
}

long raw_sax2_parse(const uint8_t *bytes, size_t count) {
    if (count >= INT_MAX) return -1;
    xmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = count_start;
    handler.endElementNs = ignore_end;
    handler.characters = ignore_characters;
    xmlParserCtxtPtr context = xmlCreatePushParserCtxt(&handler, NULL, NULL, 0, "bench.xib");
    if (context == NULL) return -1;
    long elements = 0;
    context->_private = &elements;
    context->userData = context;
    xmlCtxtUseOptions(context, XML_PARSE_NONET | XML_PARSE_NOENT | XML_PARSE_NOCDATA | XML_PARSE_HUGE);
    xmlParseChunk(context, (const char *)bytes, (int)count, 1);
    int well_formed = context->wellFormed;
    xmlFreeParserCtxt(context);
    return well_formed ? elements : -1;
}

int raw_jsonc_parse(const uint8_t *bytes, size_t count, int maximum_depth) {
    if (count >= INT_MAX) return 0;
    struct json_tokener *tokener = json_tokener_new_ex(maximum_depth);
    if (tokener == NULL) return 0;
    json_tokener_set_flags(tokener, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8);
    struct json_object *object = json_tokener_parse_ex(tokener, (const char *)bytes, (int)count);
    int parsed = object != NULL && json_tokener_get_error(tokener) == json_tokener_success;
    json_object_put(object);
    json_tokener_free(tokener);
    return parsed;
}
