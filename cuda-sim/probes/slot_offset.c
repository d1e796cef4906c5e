// Does cuPointerGetAttributes cost more or less with where its output
// slots lie in the caller's frame? One function, one frame: the query of
// cuda-mem's classification (memory type, context, is-managed, pool)
// written into five 8-byte slots K words into a fixed stack array, K from
// 0 to 15 (every 8-byte position of a 64-byte line, twice), the pairs
// alternating K with K = 0 batch by batch. A difference here is the
// driver's own, with no other code around the call changing: what the
// layout spread of capi_vs_rust averages over (BENCHMARKS.md).
//   gcc -O2 -o slot_offset slot_offset.c -I/usr/local/cuda/include -L/usr/local/cuda/lib64/stubs -lcuda
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CK(x) do { CUresult r_ = (x); if (r_) { const char *n_ = 0; cuGetErrorName(r_, &n_); fprintf(stderr, "%d %s: %s\n", __LINE__, #x, n_ ? n_ : "?"); exit(1); } } while (0)

enum { OFFSETS = 16, CALLS = 256, ROUNDS = 101 };

static CUpointer_attribute attrs[4] = {
    CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_CONTEXT,
    CU_POINTER_ATTRIBUTE_IS_MANAGED, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
};

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

// CALLS queries of p, the slots k words into the same frame whatever k:
// ns per call.
__attribute__((noinline)) static double batch(int k, CUdeviceptr p) {
    volatile uint64_t area[OFFSETS + 5];
    void *outs[5];
    double t0 = now_ns();
    for (int i = 0; i < CALLS; i++) {
        for (int s = 0; s < 5; s++) {
            area[k + s] = 0;
            outs[s] = (void *)&area[k + s];
        }
        CK(cuPointerGetAttributes(4, attrs, outs, p));
    }
    return (now_ns() - t0) / CALLS;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, n, sizeof *v, cmp);
    return v[n / 2];
}

// One row: the median ns at k = 0, and for each k the median of the paired
// differences (k's batch less the next k = 0 batch, the order alternating).
static void row(const char *name, CUdeviceptr p) {
    static double base[ROUNDS], diff[ROUNDS];
    printf("| %s |", name);
    for (int k = 0; k < OFFSETS; k++) {
        for (int r = 0; r < ROUNDS; r++) {
            double a, b;
            if (r % 2) { a = batch(k, p); b = batch(0, p); }
            else { b = batch(0, p); a = batch(k, p); }
            base[r] = b;
            diff[r] = a - b;
        }
        if (k == 0) printf(" %.1f |", median(base, ROUNDS));
        else printf(" %+.1f |", median(diff, ROUNDS));
    }
    printf("\n");
}

int main(void) {
    CUdevice dev; CUcontext ctx;
    CK(cuInit(0)); CK(cuDeviceGet(&dev, 0)); CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
    CUdeviceptr d; void *h; CUdeviceptr pool;
    CUstream s;
    CK(cuMemAlloc(&d, 1 << 20));
    CK(cuMemHostAlloc(&h, 1 << 20, 0));
    CK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
    CK(cuMemAllocAsync(&pool, 1 << 20, s));
    CK(cuStreamSynchronize(s));
    void *pageable = malloc(1 << 20);
    memset(pageable, 1, 1 << 20);
    printf("cuPointerGetAttributes (4 attributes), ns: the median at slot word 0, then the median paired difference at each slot word K (batches of %d calls, %d pairs)\n\n", CALLS, ROUNDS);
    printf("| memory | K=0 ns |");
    for (int k = 1; k < OFFSETS; k++) printf(" %d |", k);
    printf("\n|---|");
    for (int k = 0; k < OFFSETS; k++) printf("---|");
    printf("\n");
    for (int round = 0; round < 2; round++) {
        row("pageable", (CUdeviceptr)pageable);
        row("pinned", (CUdeviceptr)h);
        row("device", d);
        row("pool", pool);
    }
    return 0;
}
