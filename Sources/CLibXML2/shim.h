// The parts of libxml2 that the Reports module uses: parsing with network access
// off, and W3C XML Schema validation. Found through pkg-config (libxml-2.0).
#ifndef OCRGAUGE_CLIBXML2_SHIM_H
#define OCRGAUGE_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>

// Debian's libxml2 is built with ICU, and <libxml/encoding.h> then includes ICU's
// <unicode/ucnv.h>, whose declarations clash with the copy of ICU inside Foundation
// ("'UErrorCode' has different definitions in different modules"). Swift never
// touches libxml2's encoding handlers (the only structs that differ), so the ICU
// part of the headers is left out.
#ifdef LIBXML_ICU_ENABLED
#undef LIBXML_ICU_ENABLED
#endif

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlschemas.h>
// The HTML parser: tests read the reports as a browser would (TestFixtures.InjectedMarkup).
#include <libxml/HTMLparser.h>

#endif
