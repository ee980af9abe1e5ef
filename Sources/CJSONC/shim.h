#ifndef SWIFT_NIB_CJSONC_SHIM_H
#define SWIFT_NIB_CJSONC_SHIM_H
#include <json-c/json.h>
#include <json-c/json_tokener.h>
#include <json-c/json_object.h>
#endif
