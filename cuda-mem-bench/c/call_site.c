// What about the site that calls cuPointerGetAttributes moves the
// driver's own cost? The query of cuda-mem's classification (memory type,
// context, is-managed, pool: four attributes into five 8-byte slots), in
// batches of 256 calls, each variant paired with the plain call batch by
// batch (the order alternating), medians of 101 pairs:
//   slots:    the output slots K words into one fixed frame (K 1-15);
//   depth:    the batch D frames of 128 bytes deeper on the stack (D 1-31);
//   branches: B taken branches (a counted loop) just before each call, the
//             loop's own cost, timed alone, taken off (B 1-64).
// With the kernel's counters open to the process (perf_event_open), also
// each call's instructions and mispredicted branches, plain and after 64
// branches. These are what capi_vs_rust's stack depths and layout spread
// stand for (BENCHMARKS.md, "cuda-mem from C").
//   gcc -O2 -o call_site call_site.c -I/usr/local/cuda/include -L/usr/local/cuda/lib64/stubs -lcuda
#include <cuda.h>
#include <linux/perf_event.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define CK(x) do { CUresult r_ = (x); if (r_) { const char *n_ = 0; cuGetErrorName(r_, &n_); fprintf(stderr, "%d %s: %s\n", __LINE__, #x, n_ ? n_ : "?"); exit(1); } } while (0)

enum { SLOTS = 16, DEPTHS = 32, CALLS = 256, ROUNDS = 101 };
static const int BRANCHES[] = {1, 2, 4, 8, 16, 32, 64};
#define NBRANCHES (int)(sizeof BRANCHES / sizeof BRANCHES[0])

static CUpointer_attribute attrs[4] = {
    CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_CONTEXT,
    CU_POINTER_ATTRIBUTE_IS_MANAGED, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
};

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

// B taken branches: a counted loop the compiler keeps.
static inline void branches(int b) {
    for (int i = 0; i < b; i++) __asm__ volatile("" ::: "memory");
}

// CALLS queries of p, the slots k words into the same frame whatever k,
// each after b branches (none with call = 0: the loop alone): ns per call.
__attribute__((noinline)) static double batch(int k, int b, int call, CUdeviceptr p) {
    volatile uint64_t area[SLOTS + 5];
    void *outs[5];
    double t0 = now_ns();
    for (int i = 0; i < CALLS; i++) {
        for (int s = 0; s < 5; s++) {
            area[k + s] = 0;
            outs[s] = (void *)&area[k + s];
        }
        branches(b);
        if (call) CK(cuPointerGetAttributes(4, attrs, outs, p));
    }
    return (now_ns() - t0) / CALLS;
}

// batch(0, 0, 1, p), d frames of 128 bytes deeper.
__attribute__((noinline)) static double deeper(int d, CUdeviceptr p) {
    volatile char frame[128];
    frame[0] = (char)d;
    double ns = d ? deeper(d - 1, p) : batch(0, 0, 1, p);
    return ns + frame[0] * 0.0;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, n, sizeof *v, cmp);
    return v[n / 2];
}

enum variant { SLOT, DEPTH, BRANCH };

static double run(enum variant v, int x, int call, CUdeviceptr p) {
    switch (v) {
    case SLOT: return batch(x, 0, call, p);
    case DEPTH: return deeper(x, p);
    default: return batch(0, x, call, p);
    }
}

// The median paired difference of variant v at x against the plain call.
static double paired(enum variant v, int x, CUdeviceptr p, double *plain) {
    static double base[ROUNDS], diff[ROUNDS];
    for (int r = 0; r < ROUNDS; r++) {
        double a, b;
        if (r % 2) { a = run(v, x, 1, p); b = batch(0, 0, 1, p); }
        else { b = batch(0, 0, 1, p); a = run(v, x, 1, p); }
        if (v == BRANCH) a -= batch(0, x, 0, p) - batch(0, 0, 0, p);
        base[r] = b;
        diff[r] = a - b;
    }
    if (plain) *plain = median(base, ROUNDS);
    return median(diff, ROUNDS);
}

static void row(const char *name, enum variant v, int n, const int *xs, CUdeviceptr p) {
    double plain, d[64];
    for (int i = 0; i < n; i++) d[i] = paired(v, xs[i], p, i ? NULL : &plain);
    printf("| %s | %.1f |", name, plain);
    for (int i = 0; i < n; i++) printf(" %+.1f |", d[i]);
    printf("\n");
}

static void header(const char *what, int n, const int *xs) {
    printf("\n| memory | plain ns |");
    for (int i = 0; i < n; i++) printf(" %s %d |", what, xs[i]);
    printf("\n|---|---|");
    for (int i = 0; i < n; i++) printf("---|");
    printf("\n");
}

static int counter(uint64_t config) {
    struct perf_event_attr a;
    memset(&a, 0, sizeof a);
    a.size = sizeof a;
    a.type = PERF_TYPE_HARDWARE;
    a.config = config;
    a.exclude_kernel = 1;
    a.exclude_hv = 1;
    return (int)syscall(SYS_perf_event_open, &a, 0, -1, -1, 0);
}

static uint64_t count(int fd) {
    uint64_t v = 0;
    if (read(fd, &v, sizeof v) != sizeof v) return 0;
    return v;
}

// Instructions and mispredicted branches per call after b branches, the
// loop alone's taken off.
static void counted(const char *name, int b, CUdeviceptr p, int ins, int miss) {
    uint64_t i0 = count(ins), m0 = count(miss);
    batch(0, b, 1, p);
    uint64_t i1 = count(ins), m1 = count(miss);
    batch(0, b, 0, p);
    uint64_t i2 = count(ins), m2 = count(miss);
    printf("| %s | %d | %.1f | %.2f |\n", name, b,
           ((double)(i1 - i0) - (double)(i2 - i1)) / CALLS,
           ((double)(m1 - m0) - (double)(m2 - m1)) / CALLS);
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
    struct { const char *name; CUdeviceptr p; } mem[] = {
        {"pageable", (CUdeviceptr)pageable}, {"pinned", (CUdeviceptr)h},
        {"device", d}, {"pool", pool},
    };
    int slots[SLOTS - 1], depths[DEPTHS - 1];
    for (int i = 0; i < SLOTS - 1; i++) slots[i] = i + 1;
    for (int i = 0; i < DEPTHS - 1; i++) depths[i] = i + 1;
    printf("cuPointerGetAttributes (4 attributes, a context current): the plain call's median ns, then each variant's median paired difference in ns (batches of %d calls, %d pairs)\n", CALLS, ROUNDS);
    for (int round = 0; round < 2; round++) {
        printf("\nround %d: the output slots K words into the frame", round + 1);
        header("K", SLOTS - 1, slots);
        for (int m = 0; m < 4; m++) row(mem[m].name, SLOT, SLOTS - 1, slots, mem[m].p);
        printf("\nround %d: the batch D frames of 128 bytes deeper", round + 1);
        header("D", DEPTHS - 1, depths);
        for (int m = 0; m < 4; m++) row(mem[m].name, DEPTH, DEPTHS - 1, depths, mem[m].p);
        printf("\nround %d: B taken branches before each call (the loop's own time taken off)", round + 1);
        header("B", NBRANCHES, BRANCHES);
        for (int m = 0; m < 4; m++) row(mem[m].name, BRANCH, NBRANCHES, BRANCHES, mem[m].p);
    }
    int ins = counter(PERF_COUNT_HW_INSTRUCTIONS), miss = counter(PERF_COUNT_HW_BRANCH_MISSES);
    if (ins < 0 || miss < 0) {
        printf("\nno hardware counters for this process (perf_event_open refused)\n");
        return 0;
    }
    printf("\nper call, user space, the loop's own counts taken off\n\n| memory | branches before | instructions | mispredicted branches |\n|---|---|---|---|\n");
    for (int m = 0; m < 4; m++)
        for (int b = 0; b <= 64; b += 64) {
            batch(0, b, 1, mem[m].p);
            counted(mem[m].name, b, mem[m].p, ins, miss);
        }
    return 0;
}
