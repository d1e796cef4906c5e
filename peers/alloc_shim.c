/* alloc_shim.c: the memory kinds a benchmark's own allocator lacks, put
 * behind cudaMalloc/cudaFree. Preloaded (LD_PRELOAD) into ucx_perftest or an
 * OSU benchmark, which allocate device buffers with cudaMalloc, it hands out
 * the kind CUDA_MEM_SHIM_KIND names instead:
 *
 *   default_pool   cuMemAllocAsync from the device's default pool
 *   own_pool       cuMemAllocFromPoolAsync from a created pool (POSIX fd)
 *   managed_pool   from a managed pool (CU_MEM_ALLOCATION_TYPE_MANAGED, CUDA 13)
 *   vmm_device     cuMemCreate + cuMemMap on device 0, read-write for it
 *   vmm_host_numa  cuMemCreate on host NUMA node 0, read-write for device 0
 *   pinned         cuMemHostAlloc
 *
 * Unset (or "cuda"), cudaMalloc is the runtime's own. Each allocation is
 * synchronised before it is returned; cudaFree of a shim allocation frees
 * it the way it was made, anything else goes to the runtime. The same
 * functions are callable directly (shim_alloc, shim_free) by a program
 * linked with this file.
 *
 *   cc -O2 -shared -fPIC -o libcuda_mem_shim.so alloc_shim.c \
 *      -I/usr/local/cuda/include -L/usr/local/cuda/lib64/stubs -lcuda -ldl -lpthread */
#define _GNU_SOURCE
#include <cuda.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHIM_MAX 4096

static struct {
    void *ptr;
    size_t len, mapped;
    int kind;
    CUmemGenericAllocationHandle handle;
} live[SHIM_MAX];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static CUstream stream;
static CUmemoryPool own_pool, managed_pool;

enum { K_RUNTIME, K_DEFAULT_POOL, K_OWN_POOL, K_MANAGED_POOL, K_VMM_DEVICE, K_VMM_HOST_NUMA, K_PINNED };
static const char *names[] = {"cuda", "default_pool", "own_pool", "managed_pool",
                              "vmm_device", "vmm_host_numa", "pinned"};

int shim_kind_of(const char *name) {
    if (!name) return K_RUNTIME;
    for (int i = 0; i < (int)(sizeof names / sizeof names[0]); i++)
        if (strcmp(name, names[i]) == 0) return i;
    fprintf(stderr, "alloc_shim: unknown CUDA_MEM_SHIM_KIND=%s\n", name);
    abort();
}

static int chosen(void) {
    static int kind = -1;
    if (kind < 0) kind = shim_kind_of(getenv("CUDA_MEM_SHIM_KIND"));
    return kind;
}

static CUresult pool_of(CUmemoryPool *pool, int managed) {
    if (*pool) return CUDA_SUCCESS;
    CUmemPoolProps p;
    memset(&p, 0, sizeof p);
    p.allocType = managed ? (CUmemAllocationType)2 /* MANAGED, CUDA 13 */ : CU_MEM_ALLOCATION_TYPE_PINNED;
    p.handleTypes = managed ? CU_MEM_HANDLE_TYPE_NONE : CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    p.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    p.location.id = 0;
    return cuMemPoolCreate(pool, &p);
}

static CUresult vmm(int host, size_t len, CUdeviceptr *out, size_t *mapped, CUmemGenericAllocationHandle *h) {
    CUmemAllocationProp prop;
    memset(&prop, 0, sizeof prop);
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = host ? CU_MEM_LOCATION_TYPE_HOST_NUMA : CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = 0;
    prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    size_t gran = 0;
    CUresult r = cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM);
    if (r) return r;
    *mapped = (len + gran - 1) / gran * gran;
    if ((r = cuMemCreate(h, *mapped, &prop, 0))) return r;
    if ((r = cuMemAddressReserve(out, *mapped, 0, 0, 0))) return r;
    if ((r = cuMemMap(*out, *mapped, 0, *h, 0))) return r;
    CUmemAccessDesc a;
    memset(&a, 0, sizeof a);
    a.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    a.location.id = 0;
    a.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    return cuMemSetAccess(*out, *mapped, &a, 1);
}

/* `len` bytes of `kind` on device 0, in its primary context (made current
 * on this thread); 0 on success, else the CUresult. */
int shim_alloc(int kind, size_t len, void **out) {
    CUdevice dev;
    CUcontext ctx;
    CUresult r;
    if ((r = cuInit(0)) || (r = cuDeviceGet(&dev, 0)) || (r = cuDevicePrimaryCtxRetain(&ctx, dev)) ||
        (r = cuCtxSetCurrent(ctx)))
        return r;
    pthread_mutex_lock(&lock);
    if (!stream && (r = cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING))) goto out;
    CUdeviceptr d = 0;
    size_t mapped = len;
    CUmemGenericAllocationHandle h = 0;
    switch (kind) {
    case K_DEFAULT_POOL:
        r = cuMemAllocAsync(&d, len, stream);
        break;
    case K_OWN_POOL:
        if (!(r = pool_of(&own_pool, 0))) r = cuMemAllocFromPoolAsync(&d, len, own_pool, stream);
        break;
    case K_MANAGED_POOL:
        if (!(r = pool_of(&managed_pool, 1))) r = cuMemAllocFromPoolAsync(&d, len, managed_pool, stream);
        break;
    case K_VMM_DEVICE:
    case K_VMM_HOST_NUMA:
        r = vmm(kind == K_VMM_HOST_NUMA, len, &d, &mapped, &h);
        break;
    case K_PINNED:
        r = cuMemHostAlloc((void **)&d, len, CU_MEMHOSTALLOC_PORTABLE);
        break;
    default:
        r = CUDA_ERROR_INVALID_VALUE;
    }
    if (!r) r = cuStreamSynchronize(stream);
    if (!r) {
        int i = 0;
        while (i < SHIM_MAX && live[i].ptr) i++;
        if (i == SHIM_MAX) {
            r = CUDA_ERROR_OUT_OF_MEMORY;
            goto out;
        }
        live[i].ptr = (void *)d;
        live[i].len = len;
        live[i].mapped = mapped;
        live[i].kind = kind;
        live[i].handle = h;
        *out = (void *)d;
    }
out:
    pthread_mutex_unlock(&lock);
    return r;
}

/* Frees a shim allocation: 1 if `p` was one (its status in *r), else 0. */
int shim_free(void *p, int *status) {
    if (!p) return 0;
    pthread_mutex_lock(&lock);
    int i = 0;
    while (i < SHIM_MAX && live[i].ptr != p) i++;
    if (i == SHIM_MAX) {
        pthread_mutex_unlock(&lock);
        return 0;
    }
    CUdeviceptr d = (CUdeviceptr)p;
    CUresult r = CUDA_SUCCESS;
    switch (live[i].kind) {
    case K_DEFAULT_POOL:
    case K_OWN_POOL:
    case K_MANAGED_POOL:
        if (!(r = cuMemFreeAsync(d, stream))) r = cuStreamSynchronize(stream);
        break;
    case K_VMM_DEVICE:
    case K_VMM_HOST_NUMA:
        if (!(r = cuMemUnmap(d, live[i].mapped)) && !(r = cuMemAddressFree(d, live[i].mapped)))
            r = cuMemRelease(live[i].handle);
        break;
    case K_PINNED:
        r = cuMemFreeHost(p);
        break;
    }
    live[i].ptr = NULL;
    pthread_mutex_unlock(&lock);
    *status = (int)r;
    return 1;
}

/* The runtime's entry points, as ucx_perftest and the OSU benchmarks call
 * them. cudaError_t and CUresult share 0 for success; a failure is
 * reported as cudaErrorMemoryAllocation (2). */
int cudaMalloc(void **p, size_t len) {
    int kind = chosen();
    if (kind == K_RUNTIME) {
        int (*real)(void **, size_t) = (int (*)(void **, size_t))dlsym(RTLD_NEXT, "cudaMalloc");
        return real(p, len);
    }
    int r = shim_alloc(kind, len, p);
    if (r) fprintf(stderr, "alloc_shim: %s of %zu bytes: CUresult %d\n", names[kind], len, r);
    return r ? 2 : 0;
}

int cudaFree(void *p) {
    int status;
    if (shim_free(p, &status)) return status ? 1 : 0;
    int (*real)(void *) = (int (*)(void *))dlsym(RTLD_NEXT, "cudaFree");
    return real(p);
}
