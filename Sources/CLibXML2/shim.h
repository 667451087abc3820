#ifndef STORYCHOP_CLIBXML2_SHIM_H
#define STORYCHOP_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU; its headers then pull in ICU types that clash with
// Foundation's own ICU module. Hiding them only drops two fields we never touch.
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlerror.h>

// xmlFree is a mutable global function pointer: Swift 6 refuses to read it directly.
static inline void sc_xmlFree(void *p) { xmlFree(p); }
#endif
