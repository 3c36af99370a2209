// zlib, used only to inflate PNG image data (Sources/AuditKitLinux/Screenshot/Inflate.swift).
// Its headers are one of Swift's own Linux prerequisites (zlib1g-dev on Debian and Ubuntu,
// zlib-devel on Fedora and RHEL); macOS has them in its SDK.
#ifndef AUDITKIT_CZLIB_SHIM_H
#define AUDITKIT_CZLIB_SHIM_H

#if __has_include(<zlib.h>)
#include <zlib.h>
#else
#error "AuditKitLinux needs zlib's header zlib.h to decode PNG screenshots, and it was not found. Install it: apt-get install zlib1g-dev (Debian, Ubuntu) or dnf install zlib-devel (Fedora, RHEL). Swift's own Linux install lists it as a prerequisite."
#endif

/// inflateInit() is a macro, which Swift does not import: this wraps it.
static inline int auditkit_inflate_init(z_streamp stream) {
    return inflateInit(stream);
}

#endif
