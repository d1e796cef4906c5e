/* ucx_kinds KIND: sends a pattern through UCP over loopback (one worker,
 * an endpoint to itself) from a buffer of memory kind KIND into another of
 * the same kind, at 8 B, 4 KiB, 64 KiB and 4 MiB, and checks every byte
 * that arrives. UCX detects each buffer's memory type itself, which is
 * what is under test: a wrong type shows as wrong bytes, an error or a
 * crash. KIND is one of alloc_shim.c's kinds, or "cuda" (cuMemAlloc) and
 * "cuda_managed" (cuMemAllocManaged). One line per size:
 *   KIND SIZE ok | wrong (first bad byte) | error (UCX status)
 * and the exit status is the number of sizes that were not ok.
 *
 *   cc -O2 -o ucx_kinds ucx_kinds.c ../alloc_shim.c -I$UCX/include \
 *      -I/usr/local/cuda/include -L$UCX/lib -lucp -lucs \
 *      -L/usr/local/cuda/lib64/stubs -lcuda -ldl -lpthread */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucp/api/ucp.h>

int shim_kind_of(const char *name);
int shim_alloc(int kind, size_t len, void **out);
int shim_free(void *p, int *status);

static void *alloc(const char *kind, size_t len) {
    void *p = NULL;
    CUdeviceptr d = 0;
    int r;
    if (strcmp(kind, "cuda") == 0) {
        r = cuMemAlloc(&d, len);
        p = (void *)d;
    } else if (strcmp(kind, "cuda_managed") == 0) {
        r = cuMemAllocManaged(&d, len, CU_MEM_ATTACH_GLOBAL);
        p = (void *)d;
    } else {
        r = shim_alloc(shim_kind_of(kind), len, &p);
    }
    if (r) {
        fprintf(stderr, "ucx_kinds: allocating %zu bytes of %s: CUresult %d\n", len, kind, r);
        exit(100);
    }
    return p;
}

static void release(void *p) {
    int status;
    if (!shim_free(p, &status)) cuMemFree((CUdeviceptr)p);
}

static void done(void *request, ucs_status_t status, void *user) {
    (void)request, (void)user, (void)status;
}

static void recv_done(void *request, ucs_status_t status, const ucp_tag_recv_info_t *info, void *user) {
    (void)request, (void)user, (void)status, (void)info;
}

static ucs_status_t wait(ucp_worker_h w, void *req) {
    if (req == NULL) return UCS_OK;
    if (UCS_PTR_IS_ERR(req)) return UCS_PTR_STATUS(req);
    ucs_status_t s;
    while ((s = ucp_request_check_status(req)) == UCS_INPROGRESS) ucp_worker_progress(w);
    ucp_request_free(req);
    return s;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: ucx_kinds KIND\n");
        return 2;
    }
    const char *kind = argv[1];
    CUdevice dev;
    CUcontext ctx;
    if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx)) {
        fprintf(stderr, "ucx_kinds: no CUDA device\n");
        return 100;
    }
    ucp_params_t params = {.field_mask = UCP_PARAM_FIELD_FEATURES, .features = UCP_FEATURE_TAG};
    ucp_context_h context;
    ucp_worker_h worker;
    ucp_worker_params_t wp = {.field_mask = UCP_WORKER_PARAM_FIELD_THREAD_MODE,
                              .thread_mode = UCS_THREAD_MODE_SINGLE};
    if (ucp_init(&params, NULL, &context) != UCS_OK || ucp_worker_create(context, &wp, &worker) != UCS_OK) {
        fprintf(stderr, "ucx_kinds: UCP did not start\n");
        return 100;
    }
    ucp_address_t *address;
    size_t address_len;
    ucp_worker_get_address(worker, &address, &address_len);
    ucp_ep_params_t ep_params = {.field_mask = UCP_EP_PARAM_FIELD_REMOTE_ADDRESS, .address = address};
    ucp_ep_h ep;
    if (ucp_ep_create(worker, &ep_params, &ep) != UCS_OK) {
        fprintf(stderr, "ucx_kinds: no loopback endpoint\n");
        return 100;
    }
    size_t sizes[] = {8, 4096, 65536, 4u << 20};
    int bad = 0;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        size_t len = sizes[i];
        unsigned char *pattern = malloc(len), *back = malloc(len);
        for (size_t b = 0; b < len; b++) pattern[b] = (unsigned char)(b * 7 + 3 + i);
        void *src = alloc(kind, len), *dst = alloc(kind, len);
        cuMemcpyHtoD((CUdeviceptr)src, pattern, len);
        cuMemsetD8((CUdeviceptr)dst, 0, len);
        cuCtxSynchronize();
        ucp_request_param_t rp = {.op_attr_mask = UCP_OP_ATTR_FIELD_CALLBACK, .cb.recv = recv_done};
        ucp_request_param_t sp = {.op_attr_mask = UCP_OP_ATTR_FIELD_CALLBACK, .cb.send = done};
        void *rreq = ucp_tag_recv_nbx(worker, dst, len, 42 + i, (ucp_tag_t)-1, &rp);
        void *sreq = ucp_tag_send_nbx(ep, src, len, 42 + i, &sp);
        ucs_status_t s1 = wait(worker, sreq), s2 = wait(worker, rreq);
        if (s1 != UCS_OK || s2 != UCS_OK) {
            printf("%s %zu error (%s)\n", kind, len, ucs_status_string(s1 != UCS_OK ? s1 : s2));
            bad++;
        } else {
            cuMemcpyDtoH(back, (CUdeviceptr)dst, len);
            size_t at = 0;
            while (at < len && back[at] == pattern[at]) at++;
            if (at == len) {
                printf("%s %zu ok\n", kind, len);
            } else {
                printf("%s %zu wrong (byte %zu)\n", kind, len, at);
                bad++;
            }
        }
        fflush(stdout);
        release(src);
        release(dst);
        free(pattern);
        free(back);
    }
    void *close = ucp_ep_close_nb(ep, UCP_EP_CLOSE_MODE_FORCE);
    if (UCS_PTR_IS_PTR(close)) wait(worker, close);
    ucp_worker_release_address(worker, address);
    ucp_worker_destroy(worker);
    ucp_cleanup(context);
    /* The process outlives ucp_cleanup, with cuda-mem (observing, in the
     * patched build) unloaded: it goes on allocating and freeing. */
    for (int n = 0; n < 100; n++) release(alloc(kind, 1 << 20));
    printf("%s after ucp_cleanup: 100 allocations and frees\n", kind);
    return bad;
}
