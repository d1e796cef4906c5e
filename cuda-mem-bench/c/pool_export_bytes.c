// What the driver does with a pool pointer export whose 64 driver bytes were
// altered: every single-byte change (xor 0x01 and xor 0x80 at each of the 64
// bytes) and one export spliced from another (the first 32 bytes of B's
// export with the last 32 of A's, and the reverse). Each altered export is
// imported by a fresh process (this program run again, the pool's
// descriptor inherited), so a crash inside the driver shows as a signal.
// The simulator must answer the same way (cuda-sim's pool import).
//   gcc -O2 -o pool_export_bytes pool_export_bytes.c -I/usr/local/cuda/include \
//       -L/usr/local/cuda/lib64/stubs -lcuda
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#define CK(x) do { CUresult r_ = (x); if (r_) { const char *n_ = 0; cuGetErrorName(r_, &n_); fprintf(stderr, "%d %s: %s\n", __LINE__, #x, n_ ? n_ : "?"); exit(1); } } while (0)
#define LEN (2u << 20)

static void hex(const unsigned char *b, char *out) {
    for (int i = 0; i < 64; i++) sprintf(out + 2 * i, "%02x", b[i]);
}

static void unhex(const char *s, unsigned char *b) {
    for (int i = 0; i < 64; i++) sscanf(s + 2 * i, "%2hhx", &b[i]);
}

// The importer: argv = fd, export bytes (hex). Prints one line.
static int import(int fd, const char *h) {
    CUdevice dev; CUcontext ctx; CUmemoryPool pool; CUdeviceptr p = 0;
    CUmemPoolPtrExportData data;
    unhex(h, data.reserved);
    CK(cuInit(0)); CK(cuDeviceGet(&dev, 0)); CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
    CK(cuMemPoolImportFromShareableHandle(&pool, (void *)(uintptr_t)fd, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
    CUresult r = cuMemPoolImportPointer(&p, pool, &data);
    const char *n = 0; cuGetErrorName(r, &n);
    if (r == CUDA_SUCCESS) {
        CUpointer_attribute a[] = {CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, CU_POINTER_ATTRIBUTE_RANGE_SIZE};
        uint64_t v[2] = {0, 0}; void *d[2] = {&v[0], &v[1]};
        cuPointerGetAttributes(2, a, d, p);
        printf("%s p=%#llx range=%#llx+%llu\n", n, (unsigned long long)p, (unsigned long long)v[0], (unsigned long long)v[1]);
    } else {
        printf("%s\n", n ? n : "?");
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 3) return import(atoi(argv[1]), argv[2]);
    CUdevice dev; CUcontext ctx; CUstream s; CUmemoryPool pool;
    CK(cuInit(0)); CK(cuDeviceGet(&dev, 0)); CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
    CK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
    CUmemPoolProps props; memset(&props, 0, sizeof props);
    props.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
    props.handleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    props.location.type = CU_MEM_LOCATION_TYPE_DEVICE; props.location.id = dev;
    CK(cuMemPoolCreate(&pool, &props));
    CUdeviceptr a, b;
    CK(cuMemAllocFromPoolAsync(&a, LEN, pool, s)); CK(cuMemAllocFromPoolAsync(&b, LEN, pool, s));
    CK(cuStreamSynchronize(s));
    int fd = -1;
    CK(cuMemPoolExportToShareableHandle(&fd, pool, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
    int keep = dup(fd); // without close-on-exec, for the importer
    CUmemPoolPtrExportData ea, eb;
    CK(cuMemPoolExportPointer(&ea, a)); CK(cuMemPoolExportPointer(&eb, b));
    printf("exporter: A=%#llx B=%#llx, %u bytes each\n", (unsigned long long)a, (unsigned long long)b, LEN);
    char fds[16]; sprintf(fds, "%d", keep);
    struct { const char *what; int at; unsigned char x; int splice; } cases[64 * 2 + 3];
    int n = 0;
    cases[n].what = "A as exported"; cases[n].at = -1; cases[n].x = 0; cases[n++].splice = 0;
    cases[n].what = "B's first 32 bytes, A's last 32"; cases[n].at = -1; cases[n].x = 0; cases[n++].splice = 1;
    cases[n].what = "A's first 32 bytes, B's last 32"; cases[n].at = -1; cases[n].x = 0; cases[n++].splice = 2;
    for (int i = 0; i < 64; i++) for (int k = 0; k < 2; k++) {
        cases[n].what = k ? "byte xor 0x80" : "byte xor 0x01"; cases[n].at = i; cases[n].x = k ? 0x80 : 0x01; cases[n++].splice = 0;
    }
    int crashed = 0, refused = 0, imported = 0;
    for (int c = 0; c < n; c++) {
        unsigned char bytes[64];
        memcpy(bytes, ea.reserved, 64);
        if (cases[c].splice == 1) memcpy(bytes, eb.reserved, 32);
        if (cases[c].splice == 2) memcpy(bytes + 32, eb.reserved + 32, 32);
        if (cases[c].at >= 0) bytes[cases[c].at] ^= cases[c].x;
        char h[129]; hex(bytes, h);
        int pipefd[2]; if (pipe(pipefd)) return 1;
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            dup2(pipefd[1], 1); close(pipefd[0]);
            execl("/proc/self/exe", argv[0], fds, h, (char *)0);
            _exit(127);
        }
        close(pipefd[1]);
        char line[256] = {0}; ssize_t got = read(pipefd[0], line, sizeof line - 1); close(pipefd[0]);
        if (got > 0 && line[got - 1] == '\n') line[got - 1] = 0;
        int st = 0; waitpid(pid, &st, 0);
        if (WIFSIGNALED(st)) { crashed++; snprintf(line, sizeof line, "CRASHED (signal %d)", WTERMSIG(st)); }
        else if (strncmp(line, "CUDA_SUCCESS", 12) == 0) imported++;
        else refused++;
        if (cases[c].at >= 0) printf("%-32s at %2d: %s\n", cases[c].what, cases[c].at, line);
        else printf("%-32s      : %s\n", cases[c].what, line);
    }
    printf("summary: %d altered exports, %d imported, %d refused, %d crashed the importer\n", n - 1, imported - 1, refused, crashed);
    return 0;
}
