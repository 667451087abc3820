#ifndef STORYCHOP_CLINUXEXTRAS_SHIM_H
#define STORYCHOP_CLINUXEXTRAS_SHIM_H
// What glibc has and Swift's Glibc module leaves out: <malloc.h> (mallopt), and the calls it
// declares only for _GNU_SOURCE. They used to be looked up by name with dlsym, which finds
// nothing in a static executable (scripts/build-release.sh): called directly, they are linked.
#ifdef __linux__
#include <malloc.h>

/// Flushes the file system holding `fd` (<unistd.h>, glibc 2.14).
int syncfs(int fd);

/// rename(2) with flags (<stdio.h>, glibc 2.28).
int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

/// Swaps the two paths (<linux/fs.h>).
static const unsigned int SC_RENAME_EXCHANGE = 1 << 1;
#endif
#endif
