// libxml2's SAX2 parser, read directly (the library Foundation's XMLParser wraps on Linux).
// Its headers come with libxml2-dev (Debian, Ubuntu) or libxml2-devel (Fedora, RHEL), one of
// Swift's own prerequisites on Linux.
#if __has_include(<libxml/parser.h>)
#include <libxml/xmlversion.h>
// libxml2's encoding.h includes the system's ICU headers when libxml2 was built with ICU; their
// types clash with the copy of ICU inside Foundation. Nothing here reads an encoding handler's
// fields (the only declarations that need ICU), so the include is left out.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#else
#error "libxml2's headers are missing: install libxml2-dev (apt-get install libxml2-dev) or libxml2-devel (dnf install libxml2-devel); AuditKitLinux reads page sources with libxml2"
#endif
