/* libcuda_mem as a plugin host uses it: opened with dlopen, called, closed
 * with dlclose while the process goes on allocating and freeing GPU memory
 * (Open MPI closes its components at MPI_Finalize, UCX and libfabric their
 * providers; a training process frees long after that). Each case runs in
 * a child process of its own, so that each starts with nothing loaded:
 *
 * - closed while observing, the observer not released: later frees, on
 *   this thread and another, must not call into unmapped code (CUPTI keeps
 *   the library's callback);
 * - closed after releasing the observer and the handle: the same;
 * - closed while another thread frees in a loop;
 * - the first handle's and the first observer's values of a fresh process
 *   are refused as each other's;
 * - a thread whose first call is cuda_mem_ensure_context from a pthread key
 *   destructor (its exit) leaves no primary-context reference behind.
 *
 * Usage: plugin_host_test DRIVER_LIBRARY LIBCUDA_MEM [RUNTIME_LIBRARY].
 * With RUNTIME_LIBRARY (libcudart.so on a GPU machine), the frees after
 * dlclose go through cudaMalloc/cudaFree, as a framework's would. Compiled
 * without -lcuda_mem: the library is only ever opened with dlopen. Prints
 * one line per case and "plugin_host_test: N cases passed". */
#include "cuda_mem.h"
#include "cu.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *driver, *library, *runtime;

#define CHECK(cond, ...)                                                          \
    do {                                                                          \
        if (!(cond)) {                                                            \
            fprintf(stderr, "plugin_host_test:%d: failed: %s: ", __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                         \
            fprintf(stderr, "\n");                                                \
            exit(1);                                                              \
        }                                                                         \
    } while (0)

#define CU(call) CHECK((call) == CUDA_SUCCESS, "%s", #call)

/* --- The library, through dlopen ------------------------------------- */

static struct {
    void *lib;
    cuda_mem_status (*load)(const char *, cuda_mem_handle **);
    cuda_mem_status (*release)(cuda_mem_handle *);
    cuda_mem_status (*observe_frees)(const cuda_mem_handle *, cuda_mem_observer **);
    cuda_mem_status (*observer_release)(cuda_mem_observer *);
    cuda_mem_status (*observer_is_observing)(const cuda_mem_observer *, bool *);
    cuda_mem_status (*get_foreign_mode)(const cuda_mem_handle *, cuda_mem_foreign_mode *);
    cuda_mem_status (*get_device_count)(const cuda_mem_handle *, int32_t *);
    cuda_mem_status (*classify)(const cuda_mem_handle *, const void *, cuda_mem_pointer_info *);
    cuda_mem_status (*ensure_context)(const cuda_mem_handle *, const void *, cuda_mem_binding *);
    const char *(*last_error)(void);
} cm;

static void open_library(void) {
    cm.lib = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    CHECK(cm.lib != NULL, "dlopen %s: %s", library, dlerror());
#define S(field) *(void **)&cm.field = sym(cm.lib, "cuda_mem_" #field)
    S(load);
    S(release);
    S(observe_frees);
    S(observer_release);
    S(observer_is_observing);
    S(get_foreign_mode);
    S(get_device_count);
    S(classify);
    S(ensure_context);
    S(last_error);
#undef S
}

/* Whether the library is still mapped after dlclose (a RTLD_NOLOAD open
 * finds it); the reference that open takes is given back. */
static bool still_mapped(void) {
    void *again = dlopen(library, RTLD_NOW | RTLD_NOLOAD);
    if (again) dlclose(again);
    return again != NULL;
}

/* --- Memory the rest of the process allocates and frees --------------- */

static CUdevice device;
static CUcontext primary;
static struct {
    int (*Malloc)(void **, size_t);
    int (*Free)(void *);
} rt;

static void open_cuda(void) {
    open_driver(driver);
    CU(cu.Init(0));
    CU(cu.DeviceGet(&device, 0));
    CU(cu.DevicePrimaryCtxRetain(&primary, device));
    CU(cu.CtxSetCurrent(primary));
    if (runtime) {
        void *lib = dlopen(runtime, RTLD_NOW | RTLD_GLOBAL);
        CHECK(lib != NULL, "dlopen %s: %s", runtime, dlerror());
        *(void **)&rt.Malloc = sym(lib, "cudaMalloc");
        *(void **)&rt.Free = sym(lib, "cudaFree");
    }
}

/* Allocates and frees `n` times: through the runtime when one was named,
 * else the driver. Each free fires the driver's CUPTI callbacks. */
static void churn(int n) {
    CU(cu.CtxSetCurrent(primary));
    for (int i = 0; i < n; i++) {
        if (runtime) {
            void *p = NULL;
            CHECK(rt.Malloc(&p, 1 << 20) == 0, "cudaMalloc");
            CHECK(rt.Free(p) == 0, "cudaFree");
        } else {
            CUdeviceptr d;
            CU(cu.MemAlloc(&d, 1 << 20));
            CU(cu.MemFree(d));
        }
    }
}

static void *churn_thread(void *arg) {
    churn((int)(intptr_t)arg);
    return NULL;
}

static void churn_on_two_threads(int n) {
    pthread_t t;
    pthread_create(&t, NULL, churn_thread, (void *)(intptr_t)n);
    churn(n);
    pthread_join(t, NULL);
}

/* Loads a handle and turns observed mode on; returns whether it observes. */
static bool observe(cuda_mem_handle **h, cuda_mem_observer **o) {
    CHECK(cm.load(driver, h) == CUDA_MEM_OK, "load: %s", cm.last_error());
    CHECK(cm.observe_frees(*h, o) == CUDA_MEM_OK, "observe: %s", cm.last_error());
    cuda_mem_foreign_mode mode = CUDA_MEM_FOREIGN_DIRECT;
    CHECK(cm.get_foreign_mode(*h, &mode) == CUDA_MEM_OK, "mode");
    return mode == CUDA_MEM_FOREIGN_OBSERVED;
}

/* --- The cases ------------------------------------------------------- */

static void closed_while_observing(void) {
    open_cuda();
    open_library();
    cuda_mem_handle *h;
    cuda_mem_observer *o;
    bool observing = observe(&h, &o);
    churn(4);
    CHECK(dlclose(cm.lib) == 0, "dlclose: %s", dlerror());
    churn_on_two_threads(100);
    printf("plugin_host_test: closed while observing (%s), observer kept: 200 frees after, library %s\n",
           observing ? "observed" : "not observed", still_mapped() ? "kept mapped" : "unmapped");
}

static void closed_after_release(void) {
    open_cuda();
    open_library();
    cuda_mem_handle *h;
    cuda_mem_observer *o;
    bool observing = observe(&h, &o);
    churn(4);
    CHECK(cm.observer_release(o) == CUDA_MEM_OK, "observer release");
    CHECK(cm.release(h) == CUDA_MEM_OK, "release");
    CHECK(dlclose(cm.lib) == 0, "dlclose: %s", dlerror());
    churn_on_two_threads(100);
    printf("plugin_host_test: closed after releasing (%s): 200 frees after, library %s\n",
           observing ? "observed" : "not observed", still_mapped() ? "kept mapped" : "unmapped");
}

static atomic_bool stop;

static void *free_until_stopped(void *arg) {
    (void)arg;
    int n = 0;
    while (!atomic_load(&stop) || n < 50) {
        churn(1);
        n++;
    }
    return (void *)(intptr_t)n;
}

static void closed_while_another_thread_frees(void) {
    open_cuda();
    open_library();
    cuda_mem_handle *h;
    cuda_mem_observer *o;
    bool observing = observe(&h, &o);
    pthread_t t;
    pthread_create(&t, NULL, free_until_stopped, NULL);
    churn(20);
    CHECK(dlclose(cm.lib) == 0, "dlclose: %s", dlerror());
    churn(20);
    atomic_store(&stop, true);
    void *n;
    pthread_join(t, &n);
    printf("plugin_host_test: closed while another thread freed (%s): %d frees there\n",
           observing ? "observed" : "not observed", (int)(intptr_t)n);
}

static void first_values_of_each_type_stay_apart(void) {
    open_library();
    cuda_mem_handle *h;
    cuda_mem_observer *o;
    observe(&h, &o);
    int32_t n = -1;
    CHECK(cm.get_device_count((const cuda_mem_handle *)o, &n) == CUDA_MEM_ERROR_INVALID_HANDLE && n == -1,
          "an observer's value used as a handle (observer %p, handle %p)", (void *)o, (void *)h);
    CHECK(cm.observer_release((cuda_mem_observer *)h) == CUDA_MEM_ERROR_INVALID_HANDLE,
          "a handle's value released as an observer");
    bool observing = false;
    CHECK(cm.observer_is_observing(o, &observing) == CUDA_MEM_OK, "the observer still lives");
    CHECK(cm.get_device_count(h, &n) == CUDA_MEM_OK, "the handle still lives");
    CHECK(cm.get_device_count((const cuda_mem_handle *)(uintptr_t)1, &n) == CUDA_MEM_ERROR_INVALID_HANDLE,
          "the value 1");
    CHECK(cm.observer_release(o) == CUDA_MEM_OK && cm.release(h) == CUDA_MEM_OK, "releases");
    printf("plugin_host_test: a fresh process's first handle (%p) and observer (%p) refused as each "
           "other\n",
           (void *)h, (void *)o);
}

static cuda_mem_handle *exit_handle;
static CUdeviceptr exit_memory;
static pthread_key_t exit_key;
static struct {
    cuda_mem_status status;
    cuda_mem_binding binding;
    char message[256];
} at_exit;

static void ensure_at_exit(void *value) {
    (void)value;
    at_exit.status = cm.ensure_context(exit_handle, (const void *)(uintptr_t)exit_memory, &at_exit.binding);
    snprintf(at_exit.message, sizeof at_exit.message, "%s", cm.last_error());
}

static void *exit_only(void *arg) {
    (void)arg;
    /* Nothing of cuda-mem's runs on this thread before its exit. */
    pthread_setspecific(exit_key, &at_exit);
    return NULL;
}

static void a_context_taken_at_thread_exit_is_given_back(void) {
    open_cuda();
    open_library();
    CHECK(cm.load(driver, &exit_handle) == CUDA_MEM_OK, "load: %s", cm.last_error());
    CU(cu.MemAlloc(&exit_memory, 1 << 20));
    pthread_key_create(&exit_key, ensure_at_exit);
    pthread_t t;
    pthread_create(&t, NULL, exit_only, NULL);
    pthread_join(t, NULL);
    CHECK(at_exit.status == CUDA_MEM_OK || at_exit.status == CUDA_MEM_ERROR_OTHER,
          "ensure_context at thread exit: %d (%s)", at_exit.status, at_exit.message);
    /* This process's one reference is main's: after its release the primary
     * context must be inactive, unless the exited thread left one behind. */
    CU(cu.MemFree(exit_memory));
    CU(cu.CtxSetCurrent(NULL));
    CU(cu.DevicePrimaryCtxRelease(device));
    unsigned flags;
    int active = -1;
    CU(cu.DevicePrimaryCtxGetState(device, &flags, &active));
    CHECK(active == 0, "the primary context is still active: the exited thread left a reference (%s)",
          at_exit.status == CUDA_MEM_OK ? "bound" : at_exit.message);
    CHECK(cm.release(exit_handle) == CUDA_MEM_OK, "release");
    printf("plugin_host_test: ensure_context from a thread's exit %s; no reference left behind\n",
           at_exit.status == CUDA_MEM_OK ? (at_exit.binding == CUDA_MEM_BINDING_BOUND ? "bound" : "answered")
                                         : "refused");
}

/* Runs `name` in a child process: it must exit 0, not by a signal. */
static int run(const char *name, void (*body)(void)) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        body();
        fflush(stdout);
        _exit(0);
    }
    int status;
    CHECK(waitpid(pid, &status, 0) == pid, "waitpid");
    if (WIFSIGNALED(status)) {
        fprintf(stderr, "plugin_host_test: %s: killed by signal %d (%s)\n", name, WTERMSIG(status),
                strsignal(WTERMSIG(status)));
        exit(1);
    }
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0, "%s: exit status %d", name, WEXITSTATUS(status));
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 3 && argc != 4) {
        fprintf(stderr, "usage: plugin_host_test DRIVER_LIBRARY LIBCUDA_MEM [RUNTIME_LIBRARY]\n");
        return 2;
    }
    driver = argv[1];
    library = argv[2];
    runtime = argc == 4 ? argv[3] : NULL;
    int passed = 0;
    passed += run("closed_while_observing", closed_while_observing);
    passed += run("closed_after_release", closed_after_release);
    passed += run("closed_while_another_thread_frees", closed_while_another_thread_frees);
    passed += run("first_values_of_each_type_stay_apart", first_values_of_each_type_stay_apart);
    passed += run("a_context_taken_at_thread_exit_is_given_back", a_context_taken_at_thread_exit_is_given_back);
    printf("plugin_host_test: %d cases passed\n", passed);
    return 0;
}
