/* cuda-mem from C, whole: load the driver, classify host memory and a
 * device buffer, make the thread able to use device memory, ask Open MPI's
 * question, release.
 *
 * Build and run it as the README's "From C" says. Without a GPU, point
 * CUDA_DRIVER_LIBRARY at the simulated driver (target/release/libcuda_sim.so
 * after `cargo xtask capi`). The device buffer comes from the driver itself
 * (cuMemAlloc, opened with dlopen, as an application's allocator would
 * have made it): cuda-mem classifies memory, it does not hand it out from C. */
#include <cuda_mem.h>

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static const char *kind_name(cuda_mem_kind k) {
    switch (k) {
    case CUDA_MEM_KIND_PAGEABLE: return "pageable host memory";
    case CUDA_MEM_KIND_PINNED_HOST: return "pinned host memory";
    case CUDA_MEM_KIND_DEVICE: return "device memory";
    case CUDA_MEM_KIND_MANAGED: return "managed memory";
    case CUDA_MEM_KIND_STREAM_ORDERED: return "stream-ordered (pool) memory";
    case CUDA_MEM_KIND_VMM: return "VMM memory";
    default: return "a kind newer than this program";
    }
}

/* Classifies `p` and says what it is and what Open MPI would be told. */
static int show(cuda_mem_handle *h, const char *what, const void *p) {
    cuda_mem_pointer_info info;
    if (cuda_mem_classify(h, p, &info) != CUDA_MEM_OK) {
        fprintf(stderr, "classify %s: %s\n", what, cuda_mem_last_error());
        return 1;
    }
    if (info.kind != CUDA_MEM_KIND_PAGEABLE) {
        cuda_mem_binding b;
        if (cuda_mem_ensure_context(h, p, &b) != CUDA_MEM_OK) {
            fprintf(stderr, "ensure_context %s: %s\n", what, cuda_mem_last_error());
            return 1;
        }
    }
    int dev;
    uint64_t flags;
    int on_device = cuda_mem_ompi_check_addr(h, p, &dev, &flags);
    printf("%-10s %p: %s, device %d; Open MPI's check_addr: %d (dev_id %d)\n", what, p,
           kind_name(info.kind), info.device, on_device, dev);
    return 0;
}

/* A device buffer of `len` bytes on device 0 from the driver library
 * `path`, its context left current; 0 if the driver cannot make one. The
 * few entry points it needs, with the header's types spelt out. */
static unsigned long long device_buffer(const char *path, size_t len) {
    void *lib = dlopen(path, RTLD_NOW);
    if (!lib) return 0;
    int (*init)(unsigned) = (int (*)(unsigned))dlsym(lib, "cuInit");
    int (*retain)(void **, int) = (int (*)(void **, int))dlsym(lib, "cuDevicePrimaryCtxRetain");
    int (*set)(void *) = (int (*)(void *))dlsym(lib, "cuCtxSetCurrent");
    int (*alloc)(unsigned long long *, size_t) =
        (int (*)(unsigned long long *, size_t))dlsym(lib, "cuMemAlloc_v2");
    void *ctx = NULL;
    unsigned long long p = 0;
    if (!init || !retain || !set || !alloc || init(0) || retain(&ctx, 0) || set(ctx) || alloc(&p, len))
        return 0;
    return p;
}

int main(int argc, char **argv) {
    cuda_mem_handle *h = NULL;
    /* NULL: CUDA_DRIVER_LIBRARY if set, else libcuda.so.1. */
    if (cuda_mem_load(argc > 1 ? argv[1] : NULL, &h) != CUDA_MEM_OK) {
        fprintf(stderr, "%s\n", cuda_mem_last_error());
        return 1;
    }
    int32_t devices = 0;
    cuda_mem_get_device_count(h, &devices);
    printf("cuda-mem %s, %d device(s)\n", cuda_mem_version(), devices);

    int on_stack = 0;
    char *on_heap = malloc(4096);
    int failed = show(h, "stack", &on_stack) || show(h, "heap", on_heap);
    if (devices > 0) {
        const char *path = argc > 1 ? argv[1] : getenv("CUDA_DRIVER_LIBRARY");
        unsigned long long buffer = device_buffer(path ? path : "libcuda.so.1", 1 << 20);
        if (buffer)
            failed = failed || show(h, "cuMemAlloc", (const void *)(uintptr_t)buffer);
    }

    free(on_heap);
    cuda_mem_release(h);
    return failed;
}
