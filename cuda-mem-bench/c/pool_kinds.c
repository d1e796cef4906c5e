// What the driver answers, and allows, for every kind of memory CUDA 13 can
// make: the pointer attributes the classification reads, whether the CPU
// may load and store the bytes (tried under a SIGSEGV/SIGBUS handler, so
// that a fault is a result: a forked child would not have the driver's
// mappings, which are MADV_DONTFORK), a kernel-free device copy each way
// (cuMemcpy), and each way of sharing the allocation with another process
// (legacy IPC, a pool's export, a VMM file descriptor, and DMA-BUF, the
// last in a process of its own, this program run again: on managed-pool
// memory it has killed the process). One line per kind; the device's
// attributes first. The simulator must answer the same way
// (cuda-sim's conformance suite states these answers).
//   gcc -O2 -o pool_kinds pool_kinds.c -I/usr/local/cuda/include \
//       -L/usr/local/cuda/lib64/stubs -lcuda
#define _GNU_SOURCE /* sigabbrev_np */
#include <cuda.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#define LEN (2u << 20)

static const char *name(CUresult r) {
    const char *n = 0;
    cuGetErrorName(r, &n);
    return n ? n : "?";
}

static CUdevice dev;
static CUcontext ctx;
static CUstream stream;

static sigjmp_buf fault;
static void on_fault(int sig) { siglongjmp(fault, sig); }

// Runs `f(p)` here: "ok", or the signal its access raised.
static const char *try_access(void (*f)(volatile unsigned char *), volatile unsigned char *p, char *buf) {
    struct sigaction sa, old_segv, old_bus;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_fault;
    sigaction(SIGSEGV, &sa, &old_segv);
    sigaction(SIGBUS, &sa, &old_bus);
    int sig = sigsetjmp(fault, 1);
    if (sig == 0) {
        f(p);
        snprintf(buf, 32, "ok");
    } else {
        snprintf(buf, 32, "SIG%s", sigabbrev_np(sig));
    }
    sigaction(SIGSEGV, &old_segv, 0);
    sigaction(SIGBUS, &old_bus, 0);
    return buf;
}

static void cpu_read(volatile unsigned char *p) { (void)p[0]; (void)p[LEN - 1]; }
static void cpu_write(volatile unsigned char *p) { p[0] = 1; p[LEN - 1] = 2; }

// This program, run again as `--dmabuf KIND`, makes the kinds up to KIND
// and asks for KIND's DMA-BUF file descriptor, exiting 0 when it got one.
static const char *dmabuf_only;
static const char *self;

static void dmabuf(const char *kind, char *buf) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        execl(self, self, "--dmabuf", kind, (char *)0);
        _exit(127);
    }
    int st;
    waitpid(pid, &st, 0);
    if (WIFSIGNALED(st)) {
        snprintf(buf, 32, "SIG%s", sigabbrev_np(WTERMSIG(st)));
    } else {
        snprintf(buf, 32, WEXITSTATUS(st) == 0 ? "ok" : "refused(%d)", WEXITSTATUS(st));
    }
}

// One kind: its attributes, what the CPU, a device copy and each export do.
static void report(const char *kind, CUdeviceptr p, CUmemoryPool pool) {
    if (dmabuf_only) {
        if (strcmp(kind, dmabuf_only) != 0) return;
        int fd = -1;
        CUresult r = cuMemGetHandleForAddressRange(&fd, p, LEN, CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD, 0);
        exit(r == CUDA_SUCCESS ? 0 : 1 + (int)r % 250);
    }
    CUpointer_attribute a[] = {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_CONTEXT,
                               CU_POINTER_ATTRIBUTE_IS_MANAGED, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
                               CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                               CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE,
                               CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES, CU_POINTER_ATTRIBUTE_ACCESS_FLAGS,
                               CU_POINTER_ATTRIBUTE_HOST_POINTER, CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE};
    uint64_t v[10] = {0};
    void *d[10];
    for (int i = 0; i < 10; i++) d[i] = &v[i];
    CUresult r = cuPointerGetAttributes(10, a, d, p);
    char rd[32], wr[32], db[32];
    try_access(cpu_read, (volatile unsigned char *)p, rd);
    try_access(cpu_write, (volatile unsigned char *)p, wr);
    unsigned char *host = malloc(LEN);
    memset(host, 7, LEN);
    CUresult to = cuMemcpyHtoD(p, host, 4096);
    CUresult from = cuMemcpyDtoH(host, p, 4096);
    CUresult sync = cuCtxSynchronize();
    free(host);
    CUipcMemHandle ipc;
    CUresult legacy = cuIpcGetMemHandle(&ipc, p);
    CUresult pool_export = CUDA_ERROR_NOT_SUPPORTED;
    if (pool) {
        int fd = -1;
        pool_export = cuMemPoolExportToShareableHandle(&fd, pool, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0);
        if (fd >= 0) close(fd);
    }
    CUmemGenericAllocationHandle h;
    CUresult vmm_export = cuMemRetainAllocationHandle(&h, (void *)p);
    if (vmm_export == CUDA_SUCCESS) {
        int fd = -1;
        vmm_export = cuMemExportToShareableHandle(&fd, h, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0);
        if (fd >= 0) close(fd);
        cuMemRelease(h);
    }
    dmabuf(kind, db);
    printf("%-34s attrs=%s type=%u ctx=%s managed=%u pool=%s ordinal=%d legacy_ipc_capable=%u handle_types=%llu "
           "access=%u host_ptr=%s rdma=%u | cpu_read=%s cpu_write=%s memcpy_htod=%s memcpy_dtoh=%s sync=%s | "
           "ipc=%s pool_export=%s vmm_fd=%s dmabuf=%s\n",
           kind, name(r), (unsigned)v[0], v[1] ? "set" : "null", (unsigned)v[2], v[3] ? "set" : "null",
           (int)(int32_t)v[4], (unsigned)v[5], (unsigned long long)v[6], (unsigned)v[7], v[8] ? "set" : "null",
           (unsigned)v[9], rd, wr, name(to), name(from), name(sync), name(legacy), name(pool_export),
           name(vmm_export), db);
    fflush(stdout);
}

static CUmemoryPool make_pool(const char *what, CUmemAllocationType type, CUmemLocationType loc, int id,
                              CUmemAllocationHandleType handles) {
    CUmemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = type;
    props.handleTypes = handles;
    props.location.type = loc;
    props.location.id = id;
    CUmemoryPool pool = 0;
    CUresult r = cuMemPoolCreate(&pool, &props);
    printf("%-34s cuMemPoolCreate=%s\n", what, name(r));
    return r == CUDA_SUCCESS ? pool : 0;
}

static void from_pool(const char *kind, CUmemoryPool pool) {
    if (!pool) return;
    CUdeviceptr p = 0;
    CUresult r = cuMemAllocFromPoolAsync(&p, LEN, pool, stream);
    cuStreamSynchronize(stream);
    if (r != CUDA_SUCCESS) {
        printf("%-34s cuMemAllocFromPoolAsync=%s\n", kind, name(r));
        return;
    }
    report(kind, p, pool);
    cuMemFreeAsync(p, stream);
    cuStreamSynchronize(stream);
}

static void vmm(const char *kind, CUmemLocationType loc, int id, int host_access) {
    CUmemAllocationProp prop;
    memset(&prop, 0, sizeof prop);
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = loc;
    prop.location.id = id;
    prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    CUmemGenericAllocationHandle h;
    CUresult r = cuMemCreate(&h, LEN, &prop, 0);
    if (r != CUDA_SUCCESS) {
        printf("%-34s cuMemCreate=%s\n", kind, name(r));
        return;
    }
    CUdeviceptr p;
    cuMemAddressReserve(&p, LEN, 0, 0, 0);
    cuMemMap(p, LEN, 0, h, 0);
    CUmemAccessDesc acc[2];
    memset(acc, 0, sizeof acc);
    acc[0].location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    acc[0].location.id = 0;
    acc[0].flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    acc[1].location.type = CU_MEM_LOCATION_TYPE_HOST_NUMA;
    acc[1].location.id = id;
    acc[1].flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    r = cuMemSetAccess(p, LEN, acc, host_access ? 2 : 1);
    if (r != CUDA_SUCCESS) printf("%-34s cuMemSetAccess=%s\n", kind, name(r));
    report(kind, p, 0);
    cuMemUnmap(p, LEN);
    cuMemAddressFree(p, LEN);
    cuMemRelease(h);
}

int main(int argc, char **argv) {
    self = argv[0];
    if (argc == 3 && strcmp(argv[1], "--dmabuf") == 0) dmabuf_only = argv[2];
    if (dmabuf_only) {
        freopen("/dev/null", "w", stdout);
    }
    cuInit(0);
    cuDeviceGet(&dev, 0);
    cuDevicePrimaryCtxRetain(&ctx, dev);
    cuCtxSetCurrent(ctx);
    cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING);
    char devname[128];
    cuDeviceGetName(devname, sizeof devname, dev);
    int drv = 0;
    cuDriverGetVersion(&drv);
    printf("device 0: %s, driver API %d\n", devname, drv);
    struct { const char *n; CUdevice_attribute a; } attrs[] = {
        {"PAGEABLE_MEMORY_ACCESS", CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS},
        {"PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES", CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES},
        {"CONCURRENT_MANAGED_ACCESS", CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS},
        {"HOST_NATIVE_ATOMIC_SUPPORTED", CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED},
        {"READ_ONLY_HOST_REGISTER_SUPPORTED", CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED},
        {"HOST_NUMA_ID", CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID},
        {"HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED", CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED},
        {"HOST_NUMA_MEMORY_POOLS_SUPPORTED", CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED},
        {"HOST_MEMORY_POOLS_SUPPORTED", CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED},
        {"HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED", CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED},
        {"MEMPOOL_SUPPORTED_HANDLE_TYPES", CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES},
        {"HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED", CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED},
        {"GPU_DIRECT_RDMA_SUPPORTED", CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED},
    };
    for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
        int v = -99;
        CUresult r = cuDeviceGetAttribute(&v, attrs[i].a, dev);
        printf("attribute %s = %d (%s)\n", attrs[i].n, v, name(r));
    }

    void *m = malloc(LEN);
    report("pageable (malloc)", (CUdeviceptr)m, 0);
    void *h;
    cuMemHostAlloc(&h, LEN, 0);
    report("pinned (cuMemHostAlloc)", (CUdeviceptr)h, 0);
    cuMemFreeHost(h);
    CUresult r = cuMemHostAlloc(&h, LEN, CU_MEMHOSTALLOC_WRITECOMBINED);
    if (r == CUDA_SUCCESS) {
        report("pinned WRITECOMBINED", (CUdeviceptr)h, 0);
        cuMemFreeHost(h);
    } else {
        printf("%-34s cuMemHostAlloc=%s\n", "pinned WRITECOMBINED", name(r));
    }
    void *reg = mmap(0, LEN, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    cuMemHostRegister(reg, LEN, 0);
    report("registered (cuMemHostRegister)", (CUdeviceptr)reg, 0);
    cuMemHostUnregister(reg);
    munmap(reg, LEN);
    CUdeviceptr d;
    cuMemAlloc(&d, LEN);
    report("device (cuMemAlloc)", d, 0);
    cuMemFree(d);
    cuMemAllocManaged(&d, LEN, CU_MEM_ATTACH_GLOBAL);
    report("managed (cuMemAllocManaged)", d, 0);
    cuMemFree(d);
    CUmemoryPool def;
    cuDeviceGetDefaultMemPool(&def, dev);
    cuMemAllocAsync(&d, LEN, stream);
    cuStreamSynchronize(stream);
    report("pool: default (cuMemAllocAsync)", d, def);
    cuMemFreeAsync(d, stream);
    cuStreamSynchronize(stream);

    from_pool("pool: device, POSIX_FD",
              make_pool("pool: device, POSIX_FD", CU_MEM_ALLOCATION_TYPE_PINNED, CU_MEM_LOCATION_TYPE_DEVICE, 0,
                        CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR));
    from_pool("pool: managed, device 0",
              make_pool("pool: managed, device 0", CU_MEM_ALLOCATION_TYPE_MANAGED, CU_MEM_LOCATION_TYPE_DEVICE, 0,
                        CU_MEM_HANDLE_TYPE_NONE));
    from_pool("pool: managed, no location",
              make_pool("pool: managed, no location", CU_MEM_ALLOCATION_TYPE_MANAGED, CU_MEM_LOCATION_TYPE_NONE, 0,
                        CU_MEM_HANDLE_TYPE_NONE));
    from_pool("pool: managed, host",
              make_pool("pool: managed, host", CU_MEM_ALLOCATION_TYPE_MANAGED, CU_MEM_LOCATION_TYPE_HOST, 0,
                        CU_MEM_HANDLE_TYPE_NONE));
    make_pool("pool: managed, POSIX_FD (refused?)", CU_MEM_ALLOCATION_TYPE_MANAGED, CU_MEM_LOCATION_TYPE_DEVICE, 0,
              CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
    from_pool("pool: host",
              make_pool("pool: host", CU_MEM_ALLOCATION_TYPE_PINNED, CU_MEM_LOCATION_TYPE_HOST, 0,
                        CU_MEM_HANDLE_TYPE_NONE));
    make_pool("pool: host, POSIX_FD (refused?)", CU_MEM_ALLOCATION_TYPE_PINNED, CU_MEM_LOCATION_TYPE_HOST, 0,
              CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
    from_pool("pool: host NUMA 0",
              make_pool("pool: host NUMA 0", CU_MEM_ALLOCATION_TYPE_PINNED, CU_MEM_LOCATION_TYPE_HOST_NUMA, 0,
                        CU_MEM_HANDLE_TYPE_NONE));
    from_pool("pool: host NUMA 0, POSIX_FD",
              make_pool("pool: host NUMA 0, POSIX_FD", CU_MEM_ALLOCATION_TYPE_PINNED,
                        CU_MEM_LOCATION_TYPE_HOST_NUMA, 0, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR));
    vmm("vmm: device", CU_MEM_LOCATION_TYPE_DEVICE, 0, 0);
    vmm("vmm: host NUMA 0, device access", CU_MEM_LOCATION_TYPE_HOST_NUMA, 0, 0);
    vmm("vmm: host NUMA 0, device+host", CU_MEM_LOCATION_TYPE_HOST_NUMA, 0, 1);
    vmm("vmm: host", CU_MEM_LOCATION_TYPE_HOST, 0, 0);
    // Last: a device write to read-only memory may end the context.
    reg = mmap(0, LEN, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    r = cuMemHostRegister(reg, LEN, CU_MEMHOSTREGISTER_READ_ONLY);
    if (r == CUDA_SUCCESS) {
        report("registered READ_ONLY", (CUdeviceptr)reg, 0);
        cuMemHostUnregister(reg);
    } else {
        printf("%-34s cuMemHostRegister=%s\n", "registered READ_ONLY", name(r));
    }
    printf("done\n");
    return 0;
}
