#ifndef STORYCHOP_CLINUXEXTRAS_SHIM_H
#define STORYCHOP_CLINUXEXTRAS_SHIM_H
// What glibc has and Swift's Glibc module leaves out, as <unistd.h> declares it only for
// _GNU_SOURCE: syncfs, with which ingest flushes a batch of new stories at once (CommitBatch),
// and renameat2, with which it swaps an entry for its new version (StagedFolder).
#ifdef __linux__
/// Flushes the file system holding `fd` (<unistd.h>, glibc 2.14).
int syncfs(int fd);
/// Renames with flags (<stdio.h>, glibc 2.28): with RENAME_EXCHANGE, swaps two paths in one
/// step, so a day entry gaining answers is replaced without a moment in which it is missing.
int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#endif
#endif
