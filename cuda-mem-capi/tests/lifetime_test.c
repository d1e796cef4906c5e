/* What a process of many components does to the C API's handles and
 * threads, and what none of it may do to the process:
 *
 * - a handle or observer released twice, released by a stale copy after a
 *   newer handle took its place, released by several threads at once, or a
 *   value this library never gave: refused (CUDA_MEM_ERROR_INVALID_HANDLE),
 *   freeing nothing (run under valgrind by `cargo xtask ci`: not one read of
 *   freed memory);
 * - calls from a pthread key destructor, after the library's thread-local
 *   storage is gone (MPI and UCX clean up from there): answered, never an
 *   abort.
 *
 * Usage: lifetime_test DRIVER_LIBRARY. Prints one line per group and
 * "lifetime_test: N checks passed"; exits 1 at the first failure. */
#include "cuda_mem.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int checks;

#define CHECK(cond, ...)                                                          \
    do {                                                                          \
        checks++;                                                                 \
        if (!(cond)) {                                                            \
            fprintf(stderr, "lifetime_test:%d: failed: %s: ", __LINE__, #cond);   \
            fprintf(stderr, __VA_ARGS__);                                         \
            fprintf(stderr, " (last error: %s)\n", cuda_mem_last_error());        \
            exit(1);                                                              \
        }                                                                         \
    } while (0)

#define OK(call) CHECK((call) == CUDA_MEM_OK, "%s", #call)

static const char *driver;

/* --- Handles --------------------------------------------------------- */

static void stale_handles_are_refused(void) {
    cuda_mem_handle *a = NULL, *b = NULL;
    OK(cuda_mem_load(driver, &a));
    OK(cuda_mem_release(a));
    CHECK(cuda_mem_release(a) == CUDA_MEM_ERROR_INVALID_HANDLE, "a second release");
    int32_t n = -1;
    CHECK(cuda_mem_get_device_count(a, &n) == CUDA_MEM_ERROR_INVALID_HANDLE && n == -1,
          "a released handle used");

    /* B likely takes A's place; A's stale release must leave B alone. */
    OK(cuda_mem_load(driver, &b));
    CHECK(cuda_mem_release(a) == CUDA_MEM_ERROR_INVALID_HANDLE, "a stale release after a new load");
    OK(cuda_mem_get_device_count(b, &n));
    int local = 0;
    cuda_mem_pointer_info info;
    OK(cuda_mem_classify(b, &local, &info));
    CHECK(info.kind == CUDA_MEM_KIND_PAGEABLE, "B still classifies: kind %u", info.kind);

    /* Values the library never gave. */
    int on_stack = 0;
    cuda_mem_handle *forged[] = {
        (cuda_mem_handle *)&on_stack,
        (cuda_mem_handle *)(uintptr_t)1,
        (cuda_mem_handle *)(uintptr_t)0x7fffdeadbeefULL,
        (cuda_mem_handle *)UINTPTR_MAX,
    };
    for (size_t i = 0; i < sizeof forged / sizeof forged[0]; i++) {
        CHECK(cuda_mem_classify(forged[i], &local, &info) == CUDA_MEM_ERROR_INVALID_HANDLE,
              "forged handle %zu", i);
        CHECK(cuda_mem_release(forged[i]) == CUDA_MEM_ERROR_INVALID_HANDLE, "forged release %zu", i);
    }
    OK(cuda_mem_get_device_count(b, &n));
    OK(cuda_mem_release(b));
    CHECK(cuda_mem_release(b) == CUDA_MEM_ERROR_INVALID_HANDLE, "B's second release");
    printf("lifetime_test: released, stale and forged handles refused; a stale release left a newer "
           "handle alone\n");
}

static void stale_observers_are_refused(void) {
    cuda_mem_handle *h = NULL;
    OK(cuda_mem_load(driver, &h));
    cuda_mem_observer *o = NULL;
    OK(cuda_mem_observe_frees(h, &o));
    OK(cuda_mem_observer_release(o));
    CHECK(cuda_mem_observer_release(o) == CUDA_MEM_ERROR_INVALID_HANDLE, "an observer's second release");
    bool observing = true;
    CHECK(cuda_mem_observer_is_observing(o, &observing) == CUDA_MEM_ERROR_INVALID_HANDLE,
          "a released observer asked");
    CHECK(cuda_mem_observer_release((cuda_mem_observer *)h) == CUDA_MEM_ERROR_INVALID_HANDLE,
          "a handle released as an observer");
    OK(cuda_mem_release(h));
    printf("lifetime_test: released and forged observers refused\n");
}

#define RELEASERS 4
#define ROUNDS 200

static cuda_mem_handle *contested;
static pthread_barrier_t start, done;
static atomic_int released;

static void *releaser(void *arg) {
    (void)arg;
    for (int r = 0; r < ROUNDS; r++) {
        pthread_barrier_wait(&start);
        if (cuda_mem_release(contested) == CUDA_MEM_OK) atomic_fetch_add(&released, 1);
        pthread_barrier_wait(&done);
    }
    return NULL;
}

static void one_of_concurrent_releases_succeeds(void) {
    pthread_t t[RELEASERS];
    pthread_barrier_init(&start, NULL, RELEASERS + 1);
    pthread_barrier_init(&done, NULL, RELEASERS + 1);
    for (int i = 0; i < RELEASERS; i++) pthread_create(&t[i], NULL, releaser, NULL);
    for (int r = 0; r < ROUNDS; r++) {
        OK(cuda_mem_load(driver, &contested));
        atomic_store(&released, 0);
        pthread_barrier_wait(&start);
        pthread_barrier_wait(&done);
        CHECK(atomic_load(&released) == 1, "round %d: %d releases succeeded", r, atomic_load(&released));
    }
    for (int i = 0; i < RELEASERS; i++) pthread_join(t[i], NULL);
    printf("lifetime_test: %d rounds of %d threads releasing one handle at once: one release each\n",
           ROUNDS, RELEASERS);
}

/* --- Calls while a thread exits -------------------------------------- */

static cuda_mem_handle *h;
static pthread_key_t key;
static struct {
    int classify_ok;
    uint32_t kind;
    int null_refused;
    char message[256];
    int called;
} at_exit;

/* Runs after the thread's Rust thread-locals are destroyed (glibc runs
 * thread_local destructors before pthread key destructors). */
static void on_thread_exit(void *value) {
    static int local;
    cuda_mem_pointer_info info;
    at_exit.classify_ok = cuda_mem_classify(h, &local, &info) == CUDA_MEM_OK;
    at_exit.kind = info.kind;
    /* The error path records a message, which has nowhere to go now. */
    at_exit.null_refused = cuda_mem_classify(h, NULL, &info) == CUDA_MEM_ERROR_NULL_POINTER;
    snprintf(at_exit.message, sizeof at_exit.message, "%s", cuda_mem_last_error());
    at_exit.called = value != NULL;
}

static void *exiting_thread(void *arg) {
    (void)arg;
    pthread_setspecific(key, &at_exit);
    /* Use the library first, so its thread-locals exist and are destroyed
     * before the key's destructor runs. */
    cuda_mem_pointer_info info;
    CHECK(cuda_mem_classify(h, NULL, &info) == CUDA_MEM_ERROR_NULL_POINTER, "null pointer");
    CHECK(strlen(cuda_mem_last_error()) > 0, "a message");
    int local = 0;
    OK(cuda_mem_classify(h, &local, &info));
    return NULL;
}

static void calls_from_a_key_destructor_are_answered(void) {
    OK(cuda_mem_load(driver, &h));
    pthread_key_create(&key, on_thread_exit);
    pthread_t t;
    pthread_create(&t, NULL, exiting_thread, NULL);
    pthread_join(t, NULL);
    CHECK(at_exit.called, "the key destructor ran");
    CHECK(at_exit.classify_ok && at_exit.kind == CUDA_MEM_KIND_PAGEABLE, "classify from the destructor");
    CHECK(at_exit.null_refused, "an error from the destructor");
    CHECK(strlen(at_exit.message) > 0, "cuda_mem_last_error from the destructor: never null");
    printf("lifetime_test: calls from a thread's key destructor answered (last error there: \"%s\")\n",
           at_exit.message);
    OK(cuda_mem_release(h));
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: lifetime_test DRIVER_LIBRARY\n");
        return 2;
    }
    driver = argv[1];
    stale_handles_are_refused();
    stale_observers_are_refused();
    one_of_concurrent_releases_succeeds();
    calls_from_a_key_destructor_are_answered();
    printf("lifetime_test: %d checks passed\n", checks);
    return 0;
}
