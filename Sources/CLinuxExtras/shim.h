#ifndef STORYCHOP_CLINUXEXTRAS_SHIM_H
#define STORYCHOP_CLINUXEXTRAS_SHIM_H
// What glibc has and Swift's Glibc module leaves out, as <unistd.h> declares it only for
// _GNU_SOURCE: syncfs, with which ingest flushes a batch of new stories at once (CommitBatch),
// renameat2, with which it swaps an entry for its new version (StagedFolder), and pipe2 and
// posix_spawn_file_actions_addclosefrom_np, with which an engine starts without StoryChop's files.
#ifdef __linux__
#include <spawn.h>
/// Flushes the file system holding `fd` (<unistd.h>, glibc 2.14).
int syncfs(int fd);
/// Renames with flags (<stdio.h>, glibc 2.28): with RENAME_EXCHANGE, swaps two paths in one
/// step, so a day entry gaining answers is replaced without a moment in which it is missing.
int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);
/// A pipe whose ends are opened with `flags` (O_CLOEXEC) in one step (<unistd.h>, glibc 2.9).
int pipe2(int pipefd[2], int flags);
/// Closes every descriptor from `from` up in the spawned program (<spawn.h>, glibc 2.34), so an
/// engine holds none of StoryChop's files, such as the archive's lock.
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#endif
#endif
