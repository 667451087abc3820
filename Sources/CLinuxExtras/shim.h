#ifndef STORYCHOP_CLINUXEXTRAS_SHIM_H
#define STORYCHOP_CLINUXEXTRAS_SHIM_H
// What glibc has and Swift's Glibc module leaves out, as <unistd.h> declares it only for
// _GNU_SOURCE: syncfs, with which ingest flushes a batch of new stories at once (StoryBatch).
#ifdef __linux__
/// Flushes the file system holding `fd` (<unistd.h>, glibc 2.14).
int syncfs(int fd);
#endif
#endif
