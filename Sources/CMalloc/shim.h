#ifndef SWIFT_NIB_CMALLOC_SHIM_H
#define SWIFT_NIB_CMALLOC_SHIM_H
// The GNU C library's allocator settings (mallopt); other C libraries get nothing here.
#if __has_include(<features.h>)
#include <features.h>
#endif
#ifdef __GLIBC__
#include <malloc.h>
#endif
#endif
