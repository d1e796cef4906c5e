/* The C API as a C program uses it: every memory kind at its first, an
 * interior and its last byte, null and freed pointers, bad handles and
 * out-pointers, a thread with no context, observed mode, the detailed query,
 * and Open MPI's check_addr against the classification.
 *
 * Usage: capi_test DRIVER_LIBRARY. Memory is allocated through the same
 * driver library, opened with dlopen (the simulator, or libcuda.so.1 on a
 * GPU machine). Prints one line per check group and "capi_test: N checks
 * passed"; exits 1 at the first failure. Compiled and run by `cargo xtask
 * test` on the simulator; the gpu-bundle runs it on the GPU. */
#include "cuda_mem.h"

#include <cuda.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int checks;

#define CHECK(cond, ...)                                                  \
    do {                                                                  \
        checks++;                                                         \
        if (!(cond)) {                                                    \
            fprintf(stderr, "capi_test:%d: failed: %s: ", __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                 \
            fprintf(stderr, " (last error: %s)\n", cuda_mem_last_error()); \
            exit(1);                                                      \
        }                                                                 \
    } while (0)

#define OK(call) CHECK((call) == CUDA_MEM_OK, "%s", #call)

#include "cu.h"

#define LEN (1u << 20)
/* VMM granularity on the H200 (and the simulator). */
#define VMM_LEN (2u << 20)

/* LEN bytes of VMM memory at the location `type` (device 0, or host NUMA
 * node 0), device 0 granted read-write access. */
static CUdeviceptr vmm(CUmemLocationType type, CUmemGenericAllocationHandle *handle) {
    CUmemAllocationProp prop;
    memset(&prop, 0, sizeof prop);
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = type;
    prop.location.id = 0;
    CUdeviceptr p = 0;
    if (cu.MemCreate(handle, VMM_LEN, &prop, 0) != CUDA_SUCCESS) return 0;
    CUmemAccessDesc access;
    memset(&access, 0, sizeof access);
    access.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    access.location.id = 0;
    access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    if (cu.MemAddressReserve(&p, VMM_LEN, 0, 0, 0) != CUDA_SUCCESS ||
        cu.MemMap(p, VMM_LEN, 0, *handle, 0) != CUDA_SUCCESS ||
        cu.MemSetAccess(p, VMM_LEN, &access, 1) != CUDA_SUCCESS) {
        fprintf(stderr, "capi_test: VMM mapping failed\n");
        exit(1);
    }
    return p;
}

static void vmm_free(CUdeviceptr p, CUmemGenericAllocationHandle handle) {
    if (cu.MemUnmap(p, VMM_LEN) != CUDA_SUCCESS || cu.MemAddressFree(p, VMM_LEN) != CUDA_SUCCESS ||
        cu.MemRelease(handle) != CUDA_SUCCESS) {
        fprintf(stderr, "capi_test: VMM unmapping failed\n");
        exit(1);
    }
}

struct kind {
    const char *name;
    uintptr_t base;
    size_t len;
    cuda_mem_kind kind;
    bool has_context;
    bool has_pool;
    int ompi; /* what Open MPI's check_addr answers */
    uint64_t ompi_flags;
};

/* Every byte position the tests ask about. */
static uintptr_t at(const struct kind *k, int which) {
    return which == 0 ? k->base : which == 1 ? k->base + k->len / 2 + 3 : k->base + k->len - 1;
}

static cuda_mem_handle *h;

static void *no_context_thread(void *arg) {
    const struct kind *device = arg;
    CUcontext ctx = (CUcontext)1;
    CHECK(cu.CtxGetCurrent(&ctx) == CUDA_SUCCESS && ctx == NULL, "a new thread has no context");
    cuda_mem_pointer_info info;
    OK(cuda_mem_classify(h, (void *)device->base, &info));
    CHECK(info.kind == CUDA_MEM_KIND_DEVICE, "kind %u on a thread without a context", info.kind);
    cuda_mem_binding b;
    OK(cuda_mem_ensure_context(h, (void *)device->base, &b));
    CHECK(b == CUDA_MEM_BINDING_BOUND, "binding %u", b);
    CHECK(cu.CtxGetCurrent(&ctx) == CUDA_SUCCESS && ctx != NULL, "a context is current now");
    OK(cuda_mem_ensure_context(h, (void *)device->base, &b));
    CHECK(b == CUDA_MEM_BINDING_ALREADY_CURRENT, "binding %u the second time", b);
    static char heap[64];
    OK(cuda_mem_ensure_context(h, heap, &b));
    CHECK(b == CUDA_MEM_BINDING_ALREADY_CURRENT || b == CUDA_MEM_BINDING_NOT_NEEDED, "binding %u", b);
    return NULL;
}

static void *unbound_thread(void *arg) {
    static char heap[64];
    cuda_mem_binding b;
    (void)arg;
    OK(cuda_mem_ensure_context(h, heap, &b));
    CHECK(b == CUDA_MEM_BINDING_NOT_NEEDED, "pageable memory needs no context: %u", b);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: capi_test DRIVER_LIBRARY\n");
        return 2;
    }
    const char *driver = argv[1];
    open_driver(driver);

    /* Versions. */
    CHECK(strlen(cuda_mem_version()) >= 5, "version %s", cuda_mem_version());
    CHECK(cuda_mem_bindings_version() >= 12000, "bindings %u", cuda_mem_bindings_version());
    printf("capi_test: cuda_mem %s, bindings for CUDA %u, driver %s\n", cuda_mem_version(),
           cuda_mem_bindings_version(), driver);

    /* Loading, and what it refuses. */
    CHECK(cuda_mem_load(driver, NULL) == CUDA_MEM_ERROR_NULL_ARGUMENT, "null out");
    cuda_mem_handle *none = NULL;
    CHECK(cuda_mem_load("/nonexistent/libcuda.so.1", &none) == CUDA_MEM_ERROR_DRIVER_NOT_FOUND, "bad path");
    CHECK(none == NULL && strlen(cuda_mem_last_error()) > 0, "a message for the thread");
    OK(cuda_mem_load(driver, &h));
    int32_t n = 0, version = 0;
    OK(cuda_mem_get_device_count(h, &n));
    OK(cuda_mem_get_driver_version(h, &version));
    CHECK(n >= 1 && version >= 12000, "%d devices, driver %d", n, version);
    cuda_mem_device_caps caps;
    OK(cuda_mem_get_device_caps(h, 0, &caps));
    CHECK(caps.ordinal == 0 && strlen(caps.name) > 0 && caps.total_memory > 0, "device 0: %s", caps.name);
    CHECK(cuda_mem_get_device_caps(h, 99, &caps) == CUDA_MEM_ERROR_NO_SUCH_DEVICE, "device 99");
    printf("capi_test: device 0: %s, compute %d.%d, pools %d, vmm %d\n", caps.name, caps.cc_major,
           caps.cc_minor, caps.memory_pools, caps.vmm);

    /* Bad handles and arguments. */
    cuda_mem_pointer_info info;
    static char heap_static[64];
    CHECK(cuda_mem_classify(NULL, heap_static, &info) == CUDA_MEM_ERROR_INVALID_HANDLE, "null handle");
    uint64_t fake[64] = {0};
    CHECK(cuda_mem_classify((const cuda_mem_handle *)fake, heap_static, &info) == CUDA_MEM_ERROR_INVALID_HANDLE,
          "a handle this library did not make");
    {
        /* A null out-pointer is refused before any driver call (the
         * simulator counts them; the real driver has no such count). */
        void *self = dlopen(driver, RTLD_NOW | RTLD_NOLOAD);
        uint64_t (*calls)(const char *) =
            self ? (uint64_t (*)(const char *))dlsym(self, "cuda_sim_call_count") : NULL;
        uint64_t before = calls ? calls(NULL) : 0;
        CHECK(cuda_mem_classify(h, heap_static, NULL) == CUDA_MEM_ERROR_NULL_ARGUMENT, "null out");
        CHECK(cuda_mem_classify_by_driver(h, heap_static, NULL) == CUDA_MEM_ERROR_NULL_ARGUMENT, "null out");
        CHECK(cuda_mem_classify_detailed(h, heap_static, NULL) == CUDA_MEM_ERROR_NULL_ARGUMENT, "null out");
        CHECK(cuda_mem_ensure_context(h, heap_static, NULL) == CUDA_MEM_ERROR_NULL_ARGUMENT, "null out");
        CHECK(!calls || calls(NULL) == before, "%llu driver calls for refused calls",
              (unsigned long long)(calls(NULL) - before));
    }
    CHECK(cuda_mem_classify(h, NULL, &info) == CUDA_MEM_ERROR_NULL_POINTER, "null pointer");
    CHECK(cuda_mem_release(NULL) == CUDA_MEM_OK, "releasing null");

    /* One allocation of every kind, through the driver itself. */
    CUcontext ctx;
    CHECK(cu.Init(0) == CUDA_SUCCESS, "cuInit");
    CHECK(cu.DevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS, "retain");
    CHECK(cu.CtxSetCurrent(ctx) == CUDA_SUCCESS, "set current");
    char *heap = malloc(LEN);
    void *pinned, *registered;
    CUdeviceptr device, managed, pool = 0;
    CHECK(cu.MemHostAlloc(&pinned, LEN, 0) == CUDA_SUCCESS, "pinned");
    CHECK(posix_memalign(&registered, 4096, LEN) == 0, "aligned");
    CHECK(cu.MemHostRegister(registered, LEN, 0) == CUDA_SUCCESS, "registered");
    CHECK(cu.MemAlloc(&device, LEN) == CUDA_SUCCESS, "device");
    CHECK(cu.MemAllocManaged(&managed, LEN, 1) == CUDA_SUCCESS, "managed");
    CUdeviceptr managed_pool = 0, host_pool = 0;
    if (caps.memory_pools) {
        CHECK(cu.MemAllocAsync(&pool, LEN, NULL) == CUDA_SUCCESS && cu.CtxSynchronize() == CUDA_SUCCESS, "pool");
        /* CUDA 13's managed pool (allocation type 2), and a pool on the
         * host, where the driver has them. */
        CUmemPoolProps props = {.allocType = (CUmemAllocationType)2, .location = {CU_MEM_LOCATION_TYPE_DEVICE, 0}};
        CUmemoryPool p;
        if (cu.MemPoolCreate(&p, &props) == CUDA_SUCCESS) {
            CHECK(cu.MemAllocFromPoolAsync(&managed_pool, LEN, p, NULL) == CUDA_SUCCESS, "managed pool");
        }
        props.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
        props.location.type = CU_MEM_LOCATION_TYPE_HOST;
        if (cu.MemPoolCreate(&p, &props) == CUDA_SUCCESS) {
            CHECK(cu.MemAllocFromPoolAsync(&host_pool, LEN, p, NULL) == CUDA_SUCCESS, "host pool");
        }
        CHECK(cu.CtxSynchronize() == CUDA_SUCCESS, "pools");
    }
    CUmemGenericAllocationHandle vmm_device_handle = 0, vmm_host_handle = 0;
    CUdeviceptr vmm_device = 0, vmm_host = 0;
    if (caps.vmm) {
        vmm_device = vmm(CU_MEM_LOCATION_TYPE_DEVICE, &vmm_device_handle);
        vmm_host = vmm(CU_MEM_LOCATION_TYPE_HOST_NUMA, &vmm_host_handle);
    }
    struct kind kinds[10] = {
        {"pageable", (uintptr_t)heap, LEN, CUDA_MEM_KIND_PAGEABLE, false, false, 0, 0},
        {"pinned", (uintptr_t)pinned, LEN, CUDA_MEM_KIND_PINNED_HOST, true, false, 0, 0},
        {"registered", (uintptr_t)registered, LEN, CUDA_MEM_KIND_PINNED_HOST, true, false, 0, 0},
        {"device", (uintptr_t)device, LEN, CUDA_MEM_KIND_DEVICE, true, false, 1, 0},
        {"managed", (uintptr_t)managed, LEN, CUDA_MEM_KIND_MANAGED, true, false, 1, CUDA_MEM_OMPI_FLAGS_UNIFIED_MEMORY},
    };
    int nkinds = 5;
    if (pool) {
        kinds[nkinds++] = (struct kind){"stream-ordered", (uintptr_t)pool, LEN, CUDA_MEM_KIND_STREAM_ORDERED, false, true, 1, 0};
    }
    /* Managed-pool memory is managed (Open MPI's unified-memory flag);
     * a host pool's is host memory while no device is granted it. */
    if (managed_pool) {
        kinds[nkinds++] = (struct kind){"managed pool", (uintptr_t)managed_pool, LEN, CUDA_MEM_KIND_STREAM_ORDERED,
                                        false, true, 1, CUDA_MEM_OMPI_FLAGS_UNIFIED_MEMORY};
    }
    if (host_pool) {
        kinds[nkinds++] = (struct kind){"host pool", (uintptr_t)host_pool, LEN, CUDA_MEM_KIND_STREAM_ORDERED, false, true, 0, 0};
    }
    /* Open MPI counts host-NUMA VMM memory a device can use as that
     * device's memory. */
    if (vmm_device) {
        kinds[nkinds++] = (struct kind){"VMM on the device", (uintptr_t)vmm_device, VMM_LEN, CUDA_MEM_KIND_VMM, false, false, 1, 0};
    }
    if (vmm_host) {
        kinds[nkinds++] = (struct kind){"VMM on a host NUMA node", (uintptr_t)vmm_host, VMM_LEN, CUDA_MEM_KIND_VMM, false, false, 1, 0};
    }

    /* Classification, directly and in observed mode. */
    for (int mode = 0; mode < 2; mode++) {
        cuda_mem_observer *observer = NULL;
        if (mode == 1) {
            OK(cuda_mem_observe_frees(h, &observer));
            bool observing = false;
            OK(cuda_mem_observer_is_observing(observer, &observing));
            cuda_mem_foreign_mode m;
            OK(cuda_mem_get_foreign_mode(h, &m));
            CHECK(observing == (m == CUDA_MEM_FOREIGN_OBSERVED), "observer %d, mode %u", observing, m);
            printf("capi_test: observed mode: %s\n",
                   m == CUDA_MEM_FOREIGN_OBSERVED ? "on" : cuda_mem_last_error());
        }
        for (int k = 0; k < nkinds; k++) {
            for (int which = 0; which < 3; which++) {
                uintptr_t a = at(&kinds[k], which);
                for (int again = 0; again < 2; again++) {
                    cuda_mem_pointer_info i, d;
                    OK(cuda_mem_classify(h, (void *)a, &i));
                    OK(cuda_mem_classify_by_driver(h, (void *)a, &d));
                    CHECK(i.kind == kinds[k].kind, "%s byte %d: kind %u", kinds[k].name, which, i.kind);
                    CHECK(i.address == a, "%s: address", kinds[k].name);
                    CHECK(memcmp(&i, &d, sizeof i) == 0, "%s: classify equals classify_by_driver", kinds[k].name);
                    CHECK((i.context != NULL) == kinds[k].has_context, "%s: context %p", kinds[k].name, i.context);
                    CHECK((i.pool != NULL) == kinds[k].has_pool, "%s: pool %p", kinds[k].name, i.pool);
                    CHECK(((i.permits & CUDA_MEM_PERMITS_MANAGED) != 0) == (kinds[k].ompi_flags != 0),
                          "%s: permits %#x", kinds[k].name, i.permits);
                    CHECK(((i.permits & CUDA_MEM_PERMITS_CPU) != 0) ==
                              (kinds[k].ompi == 0 || i.kind == CUDA_MEM_KIND_MANAGED || kinds[k].ompi_flags),
                          "%s: CPU access, permits %#x", kinds[k].name, i.permits);
                    if (i.kind == CUDA_MEM_KIND_PAGEABLE) {
                        CHECK(i.device == -1 && i.location == CUDA_MEM_LOCATION_HOST, "pageable: no device");
                    } else {
                        CHECK(i.device == 0, "%s: device %d", kinds[k].name, i.device);
                    }
                    /* Open MPI's contract, against the classification. */
                    int dev = -7;
                    uint64_t flags = 99;
                    int r = cuda_mem_ompi_check_addr(h, (void *)a, &dev, &flags);
                    CHECK(r == kinds[k].ompi, "%s: check_addr %d", kinds[k].name, r);
                    CHECK(flags == kinds[k].ompi_flags, "%s: flags %llu", kinds[k].name, (unsigned long long)flags);
                    CHECK(r == 1 ? dev == i.device : dev == -1, "%s: dev_id %d", kinds[k].name, dev);
                }
            }
        }
        /* A freed pointer answers as the driver does: pageable. */
        CUdeviceptr gone;
        CHECK(cu.MemAlloc(&gone, LEN) == CUDA_SUCCESS, "alloc");
        OK(cuda_mem_classify(h, (void *)gone, &info));
        CHECK(info.kind == CUDA_MEM_KIND_DEVICE, "live");
        OK(cuda_mem_classify(h, (void *)(gone + 8), &info));
        CHECK(cu.MemFree(gone) == CUDA_SUCCESS, "free");
        for (int which = 0; which < 2; which++) {
            OK(cuda_mem_classify(h, (void *)(gone + 8 * which), &info));
            CHECK(info.kind == CUDA_MEM_KIND_PAGEABLE, "freed memory: kind %u", info.kind);
        }
        if (observer) {
            OK(cuda_mem_observer_release(observer));
            cuda_mem_foreign_mode m;
            OK(cuda_mem_get_foreign_mode(h, &m));
            CHECK(m == CUDA_MEM_FOREIGN_DIRECT || m == CUDA_MEM_FOREIGN_FALLBACK, "mode %u after release", m);
        }
    }
    int dev = 0;
    uint64_t flags = 0;
    CHECK(cuda_mem_ompi_check_addr(h, NULL, &dev, &flags) < 0 && dev == -1, "check_addr of null");
    CHECK(cuda_mem_ompi_check_addr(h, heap, NULL, &flags) < 0, "check_addr without dev_id");
    printf("capi_test: %d kinds at their first, an interior and their last byte, directly and observed\n", nkinds);

    /* The detailed query. */
    cuda_mem_pointer_details det;
    OK(cuda_mem_classify_detailed(h, (void *)(device + 100), &det));
    CHECK(det.base == device && det.size == LEN && det.buffer_id != 0, "base %llx size %llu",
          (unsigned long long)det.base, (unsigned long long)det.size);
    CHECK(det.info.kind == CUDA_MEM_KIND_DEVICE && det.legacy_ipc, "cuMemAlloc memory: legacy IPC");
    OK(cuda_mem_classify_detailed(h, heap, &det));
    CHECK(det.base == 0 && det.size == 0 && det.buffer_id == 0, "pageable: no range");

    /* Threads with no context. */
    pthread_t t;
    CHECK(pthread_create(&t, NULL, no_context_thread, &kinds[3]) == 0, "thread");
    pthread_join(t, NULL);
    CHECK(pthread_create(&t, NULL, unbound_thread, NULL) == 0, "thread");
    pthread_join(t, NULL);
    printf("capi_test: threads without a context bound to the owner's primary context\n");

    /* Frees, then the handle. */
    if (pool) {
        CHECK(cu.MemFreeAsync(pool, NULL) == CUDA_SUCCESS && cu.CtxSynchronize() == CUDA_SUCCESS, "pool free");
    }
    if (vmm_device) vmm_free(vmm_device, vmm_device_handle);
    if (vmm_host) vmm_free(vmm_host, vmm_host_handle);
    CHECK(cu.MemFree(managed) == CUDA_SUCCESS && cu.MemFree(device) == CUDA_SUCCESS, "frees");
    CHECK(cu.MemHostUnregister(registered) == CUDA_SUCCESS && cu.MemFreeHost(pinned) == CUDA_SUCCESS, "host frees");
    free(registered);
    free(heap);
    OK(cuda_mem_release(h));
    CHECK(cu.DevicePrimaryCtxRelease(0) == CUDA_SUCCESS, "release");
    printf("capi_test: %d checks passed\n", checks);
    return 0;
}
