// Layer 8, libraries: a test worker's outbox: the frames it has made for the supervisor, written
// to the result pipe together (at the end of a file, every quarter second while tests run,
// when full) rather than one system call and one wake-up of the supervisor per record. Because
// the frames are already made (framed and tagged), getting them out needs only write(2), which
// is safe in a signal handler: a crash (SIGSEGV, SIGABRT, ...) and the deadline timer (limits.c,
// through us_deadline_hook) write out what waits, so the supervisor still learns every result
// before the crash and which test was running when the process died or stuck in C code past
// its deadline.
#define _GNU_SOURCE
#include "shim_limits.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#define OUTBOX_SIZE (256 * 1024)

static unsigned char box[OUTBOX_SIZE];
// [sent, committed) waits; a frame is committed only once all its bytes are in the box.
static volatile sig_atomic_t committed, sent;
static int out_fd = -1;

static int write_all(const unsigned char *p, size_t n) {
    while (n > 0) {
        ssize_t w = write(out_fd, p, n);
        if (w < 0) {
            if (errno == EINTR) continue;
            return 0;
        }
        p += w;
        n -= (size_t)w;
    }
    return 1;
}

// In a signal handler: what waits goes out, once.
static void flush_in_handler(void) {
    if (out_fd < 0) return;
    int saved = errno;
    size_t from = (size_t)sent, to = (size_t)committed;
    if (to > from) {
        sent = (sig_atomic_t)to;
        (void)write_all(box + from, to - from);
    }
    errno = saved;
}

static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };

static void on_crash(int sig) {
    flush_in_handler();
    signal(sig, SIG_DFL);
    raise(sig);
}

void us_outbox_open(int fd) {
    out_fd = fd;
    committed = sent = 0;
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) signal(crash_signals[i], on_crash);
    us_deadline_hook = flush_in_handler;
}

// Blocks the deadline timer's signal while the box is written or emptied from here.
static void hold(sigset_t *old) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, us_deadline_signal());
    pthread_sigmask(SIG_BLOCK, &set, old);
}

int us_outbox_flush(void) {
    if (out_fd < 0) return 0;
    sigset_t old;
    hold(&old);
    size_t from = (size_t)sent, to = (size_t)committed;
    committed = sent = 0;
    int ok = to > from ? write_all(box + from, to - from) : 1;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return ok;
}

int us_outbox_put(const void *frame, size_t n) {
    if (out_fd < 0) return 0;
    if (n > OUTBOX_SIZE - (size_t)committed) {
        if (!us_outbox_flush()) return 0;
        if (n > OUTBOX_SIZE) return write_all((const unsigned char *)frame, n); // too large to wait
    }
    size_t at = (size_t)committed;
    memcpy(box + at, frame, n);
    committed = (sig_atomic_t)(at + n);
    return 1;
}
