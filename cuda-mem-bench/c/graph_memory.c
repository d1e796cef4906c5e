// Graph memory nodes: what does the driver answer for memory a CUDA graph allocates and frees
// (no cuMemAlloc/cuMemFree call of the application's), before and after the free node runs,
// after cuDeviceGraphMemTrim, and when a relaunch hands the address out again?
//   gcc -O2 -o graph_memory graph_memory.c -I/usr/local/cuda/include -L/usr/local/cuda/lib64/stubs -lcuda
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CK(x) do { CUresult r_ = (x); if (r_) { const char *n_ = 0; cuGetErrorName(r_, &n_); fprintf(stderr, "%d %s: %s\n", __LINE__, #x, n_ ? n_ : "?"); exit(1); } } while (0)

static void show(const char *when, CUdeviceptr p) {
    CUpointer_attribute a[] = {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_CONTEXT, CU_POINTER_ATTRIBUTE_IS_MANAGED,
                               CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE, CU_POINTER_ATTRIBUTE_BUFFER_ID, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
                               CU_POINTER_ATTRIBUTE_RANGE_SIZE, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE,
                               CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES, CU_POINTER_ATTRIBUTE_MAPPED};
    enum { N = sizeof a / sizeof a[0] };
    uint64_t v[N]; void *d[N];
    for (int i = 0; i < N; i++) { v[i] = 0xdeadbeef; d[i] = &v[i]; }
    CUresult r = cuPointerGetAttributes(N, a, d, p);
    const char *n = 0; cuGetErrorName(r, &n);
    printf("%-34s p=%#llx status=%s type=%llu ctx=%#llx managed=%llu pool=%#llx bufid=%llu range=%#llx+%llu dev=%lld ipc=%llu handles=%llu mapped=%llu\n",
           when, (unsigned long long)p, n, (unsigned long long)(uint32_t)v[0], (unsigned long long)v[1], (unsigned long long)(uint32_t)v[2],
           (unsigned long long)v[3], (unsigned long long)v[4], (unsigned long long)v[5], (unsigned long long)v[6], (long long)(int32_t)v[7],
           (unsigned long long)(uint32_t)v[8], (unsigned long long)v[9], (unsigned long long)(uint32_t)v[10]);
}

int main(void) {
    CUdevice dev; CUcontext ctx; CUstream s;
    CK(cuInit(0)); CK(cuDeviceGet(&dev, 0)); CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
    CK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
    int sup = 0; cuDeviceGetAttribute(&sup, CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED, dev);
    printf("pools supported: %d\n", sup);

    CUgraph ga; CUgraphNode na; CUgraphExec ea;
    CUDA_MEM_ALLOC_NODE_PARAMS ap; memset(&ap, 0, sizeof ap);
    ap.poolProps.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
    ap.poolProps.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    ap.poolProps.location.id = dev;
    ap.bytesize = 4 << 20;
    CK(cuGraphCreate(&ga, 0));
    CK(cuGraphAddMemAllocNode(&na, ga, NULL, 0, &ap));
    CUdeviceptr p = ap.dptr;
    show("after add node (not launched)", p);
    CK(cuGraphInstantiate(&ea, ga, 0));
    CK(cuGraphLaunch(ea, s)); CK(cuStreamSynchronize(s));
    show("after alloc graph launch", p);
    CK(cuMemsetD8Async(p, 7, 4 << 20, s)); CK(cuStreamSynchronize(s));
    show("after memset", p);

    CUgraph gf; CUgraphNode nf; CUgraphExec ef;
    CK(cuGraphCreate(&gf, 0));
    CK(cuGraphAddMemFreeNode(&nf, gf, NULL, 0, p));
    CK(cuGraphInstantiate(&ef, gf, 0));
    CK(cuGraphLaunch(ef, s)); CK(cuStreamSynchronize(s));
    show("after free graph launch", p);
    show("interior after free", p + 4096);
    CK(cuDeviceGraphMemTrim(dev));
    show("after cuDeviceGraphMemTrim", p);

    CK(cuGraphLaunch(ea, s)); CK(cuStreamSynchronize(s));
    show("after relaunch of alloc graph", p);
    CK(cuGraphLaunch(ef, s)); CK(cuStreamSynchronize(s));
    show("after second free", p);

    // A plain cuMemAlloc after the graph memory was trimmed: does it land on the graph's address?
    CK(cuDeviceGraphMemTrim(dev));
    int hits = 0; CUdeviceptr q[64];
    for (int i = 0; i < 64; i++) { CK(cuMemAlloc(&q[i], 4 << 20)); if (q[i] <= p && p < q[i] + (4 << 20)) { hits++; show("cuMemAlloc landed on graph address", p); } }
    printf("cuMemAlloc over graph address: %d of 64\n", hits);
    for (int i = 0; i < 64; i++) CK(cuMemFree(q[i]));

    // Graph with alloc + free in one graph (the common use), launched twice.
    CUgraph g2; CUgraphNode a2, f2; CUgraphExec e2;
    CUDA_MEM_ALLOC_NODE_PARAMS ap2 = ap; ap2.dptr = 0;
    CK(cuGraphCreate(&g2, 0));
    CK(cuGraphAddMemAllocNode(&a2, g2, NULL, 0, &ap2));
    CK(cuGraphAddMemFreeNode(&f2, g2, &a2, 1, ap2.dptr));
    CK(cuGraphInstantiate(&e2, g2, 0));
    CK(cuGraphLaunch(e2, s)); CK(cuStreamSynchronize(s));
    show("alloc+free graph, after launch", ap2.dptr);
    return 0;
}
