#ifndef CSPAWN_H
#define CSPAWN_H

// Starting a child process for the Runner: the posix_spawn calls stay in C, where the
// glibc and Darwin extensions that keep descriptors from leaking are available (Swift
// does not import them), and only plain C types cross into Swift.

#ifdef __cplusplus
extern "C" {
#endif

/// Makes a pipe whose two ends are closed on exec. Returns 0, or an errno value.
int cspawn_pipe(int fds[2]);

/// Where a child's standard error goes, for cspawn_start's `error_fd`.
enum {
    CSPAWN_ERRORS_INHERIT = -1,   ///< this process's standard error
    CSPAWN_ERRORS_DISCARD = -2    ///< /dev/null
};

/// Starts `path` with `argv` and `envp` (NULL-terminated) in a process group of its
/// own, with `input_fd` as its standard input, `output_fd` as its standard output and
/// `error_fd` as its standard error (a descriptor, or CSPAWN_ERRORS_INHERIT or
/// CSPAWN_ERRORS_DISCARD), every signal unblocked, SIGINT, SIGTERM, SIGPIPE, SIGCHLD,
/// SIGHUP and SIGQUIT at their defaults, and no other descriptor of this process.
/// Returns 0 and the child's pid in `pid`, or an errno value.
int cspawn_start(const char *path, char *const argv[], char *const envp[],
                 int input_fd, int output_fd, int error_fd, int *pid);

/// Makes this process a child subreaper (Linux: PR_SET_CHILD_SUBREAPER): a descendant
/// whose parent dies is re-parented here instead of to init, even when it left its
/// process group and session (setsid, set -m, a double fork), so it can still be found
/// and killed. Returns 0, or an errno value (ENOSYS where the system has no such thing).
int cspawn_become_subreaper(void);

#ifdef __cplusplus
}
#endif

#endif
