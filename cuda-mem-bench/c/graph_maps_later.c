// Does an address become driver-known with no driver call at that moment?
// A graph's allocation node maps its memory when the stream runs the node,
// which may be long after cuGraphLaunch returned. The stream here waits on a
// flag in host memory; the probe asks the driver about the node's address
// after the launch returned, then sets the flag from the host (no driver
// call), and asks again until the answer changes. If it changes, a "not
// driver memory" answer kept at any time after the launch would have gone
// stale with no callback to remove it: why observed mode never keeps
// pageable answers.
//   gcc -O2 -o graph_maps_later graph_maps_later.c -I/usr/local/cuda/include -L/usr/local/cuda/lib64/stubs -lcuda
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CK(x) do { CUresult r_ = (x); if (r_) { const char *n_ = 0; cuGetErrorName(r_, &n_); fprintf(stderr, "%d %s: %s\n", __LINE__, #x, n_ ? n_ : "?"); exit(1); } } while (0)

static unsigned memory_type(CUdeviceptr p) {
    unsigned t = 0;
    CUpointer_attribute a = CU_POINTER_ATTRIBUTE_MEMORY_TYPE;
    void *d = &t;
    CK(cuPointerGetAttributes(1, &a, &d, p));
    return t;
}

int main(void) {
    CUdevice dev; CUcontext ctx; CUstream s;
    CK(cuInit(0)); CK(cuDeviceGet(&dev, 0)); CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
    CK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));

    // The graph: one allocation node; and one that frees it.
    CUgraph ga, gf; CUgraphNode na, nf; CUgraphExec ea, ef;
    CUDA_MEM_ALLOC_NODE_PARAMS ap; memset(&ap, 0, sizeof ap);
    ap.poolProps.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
    ap.poolProps.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    ap.poolProps.location.id = dev;
    ap.bytesize = 4 << 20;
    CK(cuGraphCreate(&ga, 0));
    CK(cuGraphAddMemAllocNode(&na, ga, NULL, 0, &ap));
    CUdeviceptr p = ap.dptr;
    CK(cuGraphInstantiate(&ea, ga, 0));
    CK(cuGraphCreate(&gf, 0));
    CK(cuGraphAddMemFreeNode(&nf, gf, NULL, 0, p));
    CK(cuGraphInstantiate(&ef, gf, 0));
    // Run both once, so that the address is allocated and freed again.
    CK(cuGraphLaunch(ea, s)); CK(cuGraphLaunch(ef, s)); CK(cuStreamSynchronize(s));
    printf("after alloc and free graphs ran: memory type %u\n", memory_type(p));

    // The stream waits for the host's flag, then runs the allocation node.
    volatile uint32_t *flag; CUdeviceptr flag_dev;
    CK(cuMemHostAlloc((void **)&flag, 4, CU_MEMHOSTALLOC_DEVICEMAP));
    *flag = 0;
    CK(cuMemHostGetDevicePointer(&flag_dev, (void *)flag, 0));
    CK(cuStreamWaitValue32(s, flag_dev, 1, CU_STREAM_WAIT_VALUE_GEQ));
    CK(cuGraphLaunch(ea, s));
    unsigned after_launch = memory_type(p);
    printf("cuGraphLaunch returned, the node not run yet: memory type %u\n", after_launch);

    // From the host, no driver call: the stream may go on.
    *flag = 1;
    struct timespec t0, t1; clock_gettime(CLOCK_MONOTONIC, &t0);
    unsigned later = after_launch; long polls = 0;
    for (;;) {
        later = memory_type(p); polls++;
        clock_gettime(CLOCK_MONOTONIC, &t1);
        double s_ = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
        if (later != after_launch || s_ > 5.0) break;
    }
    printf("after the host set the flag (%ld queries, no other driver call): memory type %u\n", polls, later);
    printf(later != after_launch
               ? "the address became driver memory with no driver call at that moment: a kept 'not driver memory' answer would be stale\n"
               : "no change within 5 s\n");
    CK(cuStreamSynchronize(s));
    CK(cuGraphLaunch(ef, s)); CK(cuStreamSynchronize(s));
    return 0;
}
