/* The driver entry points the C test and bench call, opened with dlopen
 * from the library they are given (the simulator, or libcuda.so.1 on a GPU
 * machine): the same library the C API loads. */
#ifndef CUDA_MEM_CAPI_CU_H
#define CUDA_MEM_CAPI_CU_H

#include <cuda.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

/* The entry points, by their documented names. */
static struct {
    CUresult (*PointerGetAttributes)(unsigned, CUpointer_attribute *, void **, CUdeviceptr);
    CUresult (*PointerGetAttribute)(void *, CUpointer_attribute, CUdeviceptr);
    CUresult (*MemRetainAllocationHandle)(CUmemGenericAllocationHandle *, void *);
    CUresult (*MemGetAllocationPropertiesFromHandle)(CUmemAllocationProp *, CUmemGenericAllocationHandle);
    CUresult (*MemGetAccess)(unsigned long long *, const CUmemLocation *, CUdeviceptr);
    CUresult (*MemPoolGetAccess)(CUmemAccess_flags *, CUmemoryPool, CUmemLocation *);
    CUresult (*CtxPushCurrent)(CUcontext);
    CUresult (*CtxPopCurrent)(CUcontext *);
    CUresult (*CtxGetDevice)(CUdevice *);
    CUresult (*DeviceGet)(CUdevice *, int);
    CUresult (*DeviceGetCount)(int *);
    CUresult (*DevicePrimaryCtxGetState)(CUdevice, unsigned *, int *);
    CUresult (*Init)(unsigned);
    CUresult (*DevicePrimaryCtxRetain)(CUcontext *, CUdevice);
    CUresult (*DevicePrimaryCtxRelease)(CUdevice);
    CUresult (*CtxSetCurrent)(CUcontext);
    CUresult (*CtxGetCurrent)(CUcontext *);
    CUresult (*MemAlloc)(CUdeviceptr *, size_t);
    CUresult (*MemFree)(CUdeviceptr);
    CUresult (*MemHostAlloc)(void **, size_t, unsigned);
    CUresult (*MemFreeHost)(void *);
    CUresult (*MemHostRegister)(void *, size_t, unsigned);
    CUresult (*MemHostUnregister)(void *);
    CUresult (*MemAllocManaged)(CUdeviceptr *, size_t, unsigned);
    CUresult (*MemAllocAsync)(CUdeviceptr *, size_t, CUstream);
    CUresult (*MemFreeAsync)(CUdeviceptr, CUstream);
    CUresult (*CtxSynchronize)(void);
    CUresult (*DeviceGetAttribute)(int *, CUdevice_attribute, CUdevice);
    CUresult (*MemCreate)(CUmemGenericAllocationHandle *, size_t, const CUmemAllocationProp *, unsigned long long);
    CUresult (*MemAddressReserve)(CUdeviceptr *, size_t, size_t, CUdeviceptr, unsigned long long);
    CUresult (*MemMap)(CUdeviceptr, size_t, size_t, CUmemGenericAllocationHandle, unsigned long long);
    CUresult (*MemSetAccess)(CUdeviceptr, size_t, const CUmemAccessDesc *, size_t);
    CUresult (*MemUnmap)(CUdeviceptr, size_t);
    CUresult (*MemAddressFree)(CUdeviceptr, size_t);
    CUresult (*MemRelease)(CUmemGenericAllocationHandle);
    CUresult (*MemPoolCreate)(CUmemoryPool *, const CUmemPoolProps *);
    CUresult (*MemAllocFromPoolAsync)(CUdeviceptr *, size_t, CUmemoryPool, CUstream);
} cu;

static void *sym(void *lib, const char *name) {
    void *f = dlsym(lib, name);
    if (!f) {
        fprintf(stderr, "the driver lacks %s\n", name);
        exit(1);
    }
    return f;
}

static void open_driver(const char *path) {
    void *lib = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
    if (!lib) {
        fprintf(stderr, "dlopen %s: %s\n", path, dlerror());
        exit(1);
    }
#define S(field, name) *(void **)&cu.field = sym(lib, name)
    S(PointerGetAttributes, "cuPointerGetAttributes");
    S(PointerGetAttribute, "cuPointerGetAttribute");
    S(MemRetainAllocationHandle, "cuMemRetainAllocationHandle");
    S(MemGetAllocationPropertiesFromHandle, "cuMemGetAllocationPropertiesFromHandle");
    S(MemGetAccess, "cuMemGetAccess");
    S(MemPoolGetAccess, "cuMemPoolGetAccess");
    S(CtxPushCurrent, "cuCtxPushCurrent_v2");
    S(CtxPopCurrent, "cuCtxPopCurrent_v2");
    S(CtxGetDevice, "cuCtxGetDevice");
    S(DeviceGet, "cuDeviceGet");
    S(DeviceGetCount, "cuDeviceGetCount");
    S(DevicePrimaryCtxGetState, "cuDevicePrimaryCtxGetState");
    S(Init, "cuInit");
    S(DevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
    S(DevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2");
    S(CtxSetCurrent, "cuCtxSetCurrent");
    S(CtxGetCurrent, "cuCtxGetCurrent");
    S(MemAlloc, "cuMemAlloc_v2");
    S(MemFree, "cuMemFree_v2");
    S(MemHostAlloc, "cuMemHostAlloc");
    S(MemFreeHost, "cuMemFreeHost");
    S(MemHostRegister, "cuMemHostRegister_v2");
    S(MemHostUnregister, "cuMemHostUnregister");
    S(MemAllocManaged, "cuMemAllocManaged");
    S(MemAllocAsync, "cuMemAllocAsync");
    S(MemFreeAsync, "cuMemFreeAsync");
    S(CtxSynchronize, "cuCtxSynchronize");
    S(DeviceGetAttribute, "cuDeviceGetAttribute");
    S(MemCreate, "cuMemCreate");
    S(MemAddressReserve, "cuMemAddressReserve");
    S(MemMap, "cuMemMap");
    S(MemSetAccess, "cuMemSetAccess");
    S(MemUnmap, "cuMemUnmap");
    S(MemAddressFree, "cuMemAddressFree");
    S(MemRelease, "cuMemRelease");
    S(MemPoolCreate, "cuMemPoolCreate");
    S(MemAllocFromPoolAsync, "cuMemAllocFromPoolAsync");
#undef S
}


#endif
