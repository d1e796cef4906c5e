// Per-attribute cost probe (derived from ptrprobe.c): what cuPointerGetAttributes says for
// each memory kind, from a thread with and without a current context, and what
// each query costs per call.  Built and run on the GPU machine:
//   gcc -O2 -o ptrprobe ptrprobe.c -I$CUDA/include -lcuda -lpthread
#define _GNU_SOURCE
#include <cuda.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char *n_ = 0; cuGetErrorName(r_, &n_); fprintf(stderr, "%s:%d %s -> %s\n", __FILE__, __LINE__, #x, n_ ? n_ : "?"); } } while (0)

static const char *ename(CUresult r) { const char *n = 0; cuGetErrorName(r, &n); return n ? n : "?"; }
static double now_ns(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e9 + t.tv_nsec; }

enum { NKIND = 10 };
static const char *kind_name[NKIND] = {"host_malloc", "host_stack", "host_pinned(cuMemHostAlloc)", "host_registered", "device(cuMemAlloc)",
                                       "managed", "pool_default(cuMemAllocAsync)", "pool_custom(FromPoolAsync)", "vmm_device", "vmm_host_numa"};
static CUdeviceptr ptrs[NKIND];
static int have[NKIND];

static CUpointer_attribute attrs[] = {
    CU_POINTER_ATTRIBUTE_CONTEXT, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_DEVICE_POINTER, CU_POINTER_ATTRIBUTE_HOST_POINTER,
    CU_POINTER_ATTRIBUTE_BUFFER_ID, CU_POINTER_ATTRIBUTE_IS_MANAGED, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE,
    CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, CU_POINTER_ATTRIBUTE_RANGE_SIZE, CU_POINTER_ATTRIBUTE_MAPPED, CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES,
    CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE, CU_POINTER_ATTRIBUTE_ACCESS_FLAGS, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
    CU_POINTER_ATTRIBUTE_MAPPING_SIZE, CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR, CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID};
static const char *attr_name[] = {"CONTEXT", "MEMORY_TYPE", "DEVICE_POINTER", "HOST_POINTER", "BUFFER_ID", "IS_MANAGED", "DEVICE_ORDINAL",
                                  "IS_LEGACY_IPC", "RANGE_START", "RANGE_SIZE", "MAPPED", "ALLOWED_HANDLE_TYPES", "GDR_CAPABLE",
                                  "ACCESS_FLAGS", "MEMPOOL_HANDLE", "MAPPING_SIZE", "MAPPING_BASE", "MEMORY_BLOCK_ID"};
enum { NATTR = sizeof(attrs) / sizeof(attrs[0]) };


#define BEST(iters, body) ({ double best = 1e30; for (int rep = 0; rep < 5; rep++) { double t0 = now_ns(); for (long it = 0; it < (iters); it++) { body; } double t = (now_ns() - t0) / (iters); if (t < best) best = t; } best; })

typedef struct { const char *name; int n; CUpointer_attribute a[8]; } set_t;
static const set_t sets[] = {
    {"ompi3(type,ctx,managed)", 3, {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_CONTEXT, CU_POINTER_ATTRIBUTE_IS_MANAGED}},
    {"type,ctx", 2, {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_CONTEXT}},
    {"type,ctx,managed,pool", 4, {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_CONTEXT, CU_POINTER_ATTRIBUTE_IS_MANAGED, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE}},
    {"type,ctx,managed,ordinal", 4, {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_CONTEXT, CU_POINTER_ATTRIBUTE_IS_MANAGED, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL}},
    {"type,ctx,managed,ordinal,pool", 5, {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_CONTEXT, CU_POINTER_ATTRIBUTE_IS_MANAGED, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE}},
    {"classify6(+bufid)", 6, {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_CONTEXT, CU_POINTER_ATTRIBUTE_IS_MANAGED, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, CU_POINTER_ATTRIBUTE_BUFFER_ID, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE}},
    {"ctx,managed,pool,ordinal", 4, {CU_POINTER_ATTRIBUTE_CONTEXT, CU_POINTER_ATTRIBUTE_IS_MANAGED, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL}},
    {"ordinal,pool,ctx,managed,type", 5, {CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE, CU_POINTER_ATTRIBUTE_CONTEXT, CU_POINTER_ATTRIBUTE_IS_MANAGED, CU_POINTER_ATTRIBUTE_MEMORY_TYPE}},
};
enum { NSET = sizeof(sets) / sizeof(sets[0]) };

static void cost(const char *tag) {
    const long N = 100000;
    uint64_t v[NATTR]; void *d[NATTR]; for (int i = 0; i < NATTR; i++) d[i] = &v[i];
    printf("\n== %s: ns per cuPointerGetAttributes, best of 5 means of %ld\n", tag, N);
    printf("%-28s", "kind");
    printf(" %8s", "empty0");
    for (int i = 0; i < NATTR; i++) printf(" %8.8s", attr_name[i]);
    for (int s = 0; s < NSET; s++) printf(" | %s", sets[s].name);
    printf("\n");
    for (int k = 0; k < NKIND; k++) {
        if (!have[k] || k == 1) continue;
        CUdeviceptr p = ptrs[k];
        printf("%-28.28s", kind_name[k]);
        CUpointer_attribute one[1] = {attrs[0]};
        printf(" %8.1f", BEST(N, cuPointerGetAttributes(0, one, d, p)));
        for (int i = 0; i < NATTR; i++) {
            one[0] = attrs[i];
            printf(" %8.1f", BEST(N, cuPointerGetAttributes(1, one, d, p)));
        }
        for (int s = 0; s < NSET; s++) {
            CUpointer_attribute a[8]; memcpy(a, sets[s].a, sizeof a);
            printf(" | %.1f", BEST(N, cuPointerGetAttributes(sets[s].n, a, d, p)));
        }
        printf("\n");
        fflush(stdout);
    }
}
static void *thread_cost(void *arg) { cost((const char *)arg); return 0; }
int main(void) {
    double t0 = now_ns();
    CK(cuInit(0));
    printf("cuInit took %.1f ms\n", (now_ns() - t0) / 1e6);
    int ver = 0; CK(cuDriverGetVersion(&ver));
    int n = 0; CK(cuDeviceGetCount(&n));
    printf("driver version %d, header CUDA_VERSION %d, devices %d\n", ver, CUDA_VERSION, n);
    for (int i = 0; i < n; i++) {
        CUdevice d; CK(cuDeviceGet(&d, i));
        char name[128]; CK(cuDeviceGetName(name, sizeof name, d));
        int pools = -1, vmm = -1, ua = -1, gdr = -1, ipcpool = -1, hostnuma = -1, cc1 = -1, cc2 = -1, pageable = -1, hostreg = -1;
        cuDeviceGetAttribute(&pools, CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED, d);
        cuDeviceGetAttribute(&vmm, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, d);
        cuDeviceGetAttribute(&ua, CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING, d);
        cuDeviceGetAttribute(&gdr, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED, d);
        cuDeviceGetAttribute(&ipcpool, CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES, d);
        cuDeviceGetAttribute(&hostnuma, CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID, d);
        cuDeviceGetAttribute(&cc1, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, d);
        cuDeviceGetAttribute(&cc2, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, d);
        cuDeviceGetAttribute(&pageable, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS, d);
        cuDeviceGetAttribute(&hostreg, CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED, d);
        unsigned flags; int active;
        CK(cuDevicePrimaryCtxGetState(d, &flags, &active));
        printf("dev %d %s cc%d.%d pools=%d vmm=%d unified=%d gdr_vmm=%d pool_handle_types=%#x host_numa_id=%d pageable_access=%d hostreg=%d primary_active=%d\n",
               i, name, cc1, cc2, pools, vmm, ua, gdr, ipcpool, hostnuma, pageable, hostreg, active);
    }
    if (n == 0) return 0;
    CUdevice dev; CK(cuDeviceGet(&dev, 0));
    CUcontext pctx; CK(cuDevicePrimaryCtxRetain(&pctx, dev));
    CK(cuCtxSetCurrent(pctx));
    unsigned flags; int active; CK(cuDevicePrimaryCtxGetState(dev, &flags, &active));
    printf("after retain: primary ctx %p active=%d\n", (void *)pctx, active);

    size_t S = 1 << 22;
    static char stackbuf[4096];
    ptrs[0] = (CUdeviceptr)malloc(S); have[0] = 1;
    ptrs[1] = (CUdeviceptr)stackbuf; have[1] = 1;
    void *hp; CK(cuMemHostAlloc(&hp, S, 0)); ptrs[2] = (CUdeviceptr)hp; have[2] = 1;
    void *hr = aligned_alloc(4096, S); CK(cuMemHostRegister(hr, S, 0)); ptrs[3] = (CUdeviceptr)hr; have[3] = 1;
    CK(cuMemAlloc(&ptrs[4], S)); have[4] = 1;
    CK(cuMemAllocManaged(&ptrs[5], S, CU_MEM_ATTACH_GLOBAL)); have[5] = 1;
    CUstream st; CK(cuStreamCreate(&st, CU_STREAM_NON_BLOCKING));
    if (cuMemAllocAsync(&ptrs[6], S, st) == CUDA_SUCCESS) have[6] = 1;
    CUmemPoolProps pp; memset(&pp, 0, sizeof pp);
    pp.allocType = CU_MEM_ALLOCATION_TYPE_PINNED; pp.location.type = CU_MEM_LOCATION_TYPE_DEVICE; pp.location.id = 0;
    pp.handleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    CUmemoryPool pool;
    if (cuMemPoolCreate(&pool, &pp) == CUDA_SUCCESS && cuMemAllocFromPoolAsync(&ptrs[7], S, pool, st) == CUDA_SUCCESS) have[7] = 1;
    CK(cuStreamSynchronize(st));
    // VMM on device
    CUmemAllocationProp prop; memset(&prop, 0, sizeof prop);
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED; prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE; prop.location.id = 0;
    prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    size_t gran = 0; CK(cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
    printf("vmm granularity %zu\n", gran);
    size_t vs = ((S + gran - 1) / gran) * gran;
    CUmemGenericAllocationHandle vh;
    if (cuMemCreate(&vh, vs, &prop, 0) == CUDA_SUCCESS) {
        CK(cuMemAddressReserve(&ptrs[8], vs, 0, 0, 0)); CK(cuMemMap(ptrs[8], vs, 0, vh, 0));
        CUmemAccessDesc ad; ad.location = prop.location; ad.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
        CK(cuMemSetAccess(ptrs[8], vs, &ad, 1)); have[8] = 1;
    }
    // VMM on host NUMA node (CUDA >= 12.2)
    CUmemAllocationProp hprop = prop; hprop.location.type = CU_MEM_LOCATION_TYPE_HOST_NUMA; hprop.location.id = 0;
    size_t hgran = 0;
    CUresult gr = cuMemGetAllocationGranularity(&hgran, &hprop, CU_MEM_ALLOC_GRANULARITY_MINIMUM);
    CUmemGenericAllocationHandle hh;
    if (gr == CUDA_SUCCESS) {
        size_t hs = ((S + hgran - 1) / hgran) * hgran;
        CUresult cr = cuMemCreate(&hh, hs, &hprop, 0);
        printf("host-numa vmm create: %s (gran %zu)\n", ename(cr), hgran);
        if (cr == CUDA_SUCCESS) {
            CK(cuMemAddressReserve(&ptrs[9], hs, 0, 0, 0)); CK(cuMemMap(ptrs[9], hs, 0, hh, 0));
            CUmemAccessDesc ad[2]; ad[0].location = prop.location; ad[0].flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
            CK(cuMemSetAccess(ptrs[9], hs, ad, 1)); have[9] = 1;
        }
    } else printf("host-numa granularity: %s\n", ename(gr));


    cost("primary context current");
    pthread_t t;
    pthread_create(&t, 0, thread_cost, "no current context (fresh thread)"); pthread_join(t, 0);
    return 0;
}
