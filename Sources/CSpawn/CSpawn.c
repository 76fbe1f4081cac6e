#define _GNU_SOURCE
#include "CSpawn.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <signal.h>
#include <spawn.h>
#include <sys/types.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

int cspawn_become_subreaper(void) {
#if defined(__linux__)
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0 ? 0 : errno;
#else
    return ENOSYS;
#endif
}

int cspawn_pipe(int fds[2]) {
#if defined(__linux__)
    return pipe2(fds, O_CLOEXEC) == 0 ? 0 : errno;
#else
    if (pipe(fds) != 0) return errno;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

int cspawn_start(const char *path, char *const argv[], char *const envp[],
                 int input_fd, int output_fd, int error_fd, int *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int status = posix_spawn_file_actions_init(&actions);
    if (status != 0) return status;
    status = posix_spawnattr_init(&attributes);
    if (status != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return status;
    }
    short flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
    if (status == 0) status = posix_spawn_file_actions_adddup2(&actions, input_fd, 0);
    if (status == 0) status = posix_spawn_file_actions_adddup2(&actions, output_fd, 1);
    if (status == 0 && error_fd == CSPAWN_ERRORS_DISCARD)
        status = posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    else if (status == 0 && error_fd >= 0)
        status = posix_spawn_file_actions_adddup2(&actions, error_fd, 2);
#if defined(__APPLE__)
    // Only descriptors named by an action reach the child.
    flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
    if (status == 0 && error_fd == CSPAWN_ERRORS_INHERIT) status = posix_spawn_file_actions_addinherit_np(&actions, 2);
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    // Whatever another thread opened without close-on-exec is closed in the child.
    if (status == 0) status = posix_spawn_file_actions_addclosefrom_np(&actions, 3);
#else
    // No closefrom: close each descriptor open now without close-on-exec (a snapshot;
    // one opened by another thread before the spawn can still slip through).
    DIR *open_fds = opendir("/proc/self/fd");
    if (open_fds != NULL) {
        int own = dirfd(open_fds);
        struct dirent *entry;
        while (status == 0 && (entry = readdir(open_fds)) != NULL) {
            char *end = NULL;
            long fd = strtol(entry->d_name, &end, 10);
            if (end == entry->d_name || *end != '\0' || fd <= 2 || fd == own) continue;
            int descriptor_flags = fcntl((int)fd, F_GETFD);
            if (descriptor_flags >= 0 && !(descriptor_flags & FD_CLOEXEC))
                status = posix_spawn_file_actions_addclose(&actions, (int)fd);
        }
        closedir(open_fds);
    }
#endif
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGTERM);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGCHLD);
    sigaddset(&defaults, SIGHUP);
    sigaddset(&defaults, SIGQUIT);
    if (status == 0) status = posix_spawnattr_setsigmask(&attributes, &none);
    if (status == 0) status = posix_spawnattr_setsigdefault(&attributes, &defaults);
    if (status == 0) status = posix_spawnattr_setpgroup(&attributes, 0);
    if (status == 0) status = posix_spawnattr_setflags(&attributes, flags);
    pid_t child = 0;
    if (status == 0) status = posix_spawn(&child, path, &actions, &attributes, argv, envp);
    if (status == 0) *pid = (int)child;
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return status;
}
