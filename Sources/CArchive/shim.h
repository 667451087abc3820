#ifndef STORYCHOP_CARCHIVE_SHIM_H
#define STORYCHOP_CARCHIVE_SHIM_H
#include <archive.h>
#include <archive_entry.h>

// AE_IF* are macros with a cast ((__LA_MODE_T)0100000) that Swift cannot import.
static const unsigned int SC_AE_IFREG = AE_IFREG;
static const unsigned int SC_AE_IFDIR = AE_IFDIR;
static const unsigned int SC_AE_IFLNK = AE_IFLNK;
static const unsigned int SC_AE_IFMT = AE_IFMT;
#endif
