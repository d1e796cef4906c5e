#[repr(C)]
pub struct __BindgenUnionField<T>(::std::marker::PhantomData<T>);
impl<T> __BindgenUnionField<T> {
    #[inline]
    pub const fn new() -> Self {
        __BindgenUnionField(::std::marker::PhantomData)
    }
    #[inline]
    pub unsafe fn as_ref(&self) -> &T {
        unsafe { ::std::mem::transmute(self) }
    }
    #[inline]
    pub unsafe fn as_mut(&mut self) -> &mut T {
        unsafe { ::std::mem::transmute(self) }
    }
}
impl<T> ::std::default::Default for __BindgenUnionField<T> {
    #[inline]
    fn default() -> Self {
        Self::new()
    }
}
impl<T> ::std::clone::Clone for __BindgenUnionField<T> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> ::std::marker::Copy for __BindgenUnionField<T> {}
impl<T> ::std::fmt::Debug for __BindgenUnionField<T> {
    fn fmt(&self, fmt: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        fmt.write_str("__BindgenUnionField")
    }
}
impl<T> ::std::hash::Hash for __BindgenUnionField<T> {
    fn hash<H: ::std::hash::Hasher>(&self, _state: &mut H) {}
}
impl<T> ::std::cmp::PartialEq for __BindgenUnionField<T> {
    fn eq(&self, _other: &__BindgenUnionField<T>) -> bool {
        true
    }
}
impl<T> ::std::cmp::Eq for __BindgenUnionField<T> {}
pub type CUdeviceptr_v1 = ::std::os::raw::c_uint;
impl CUptiResult {
    pub const CUPTI_SUCCESS: CUptiResult = CUptiResult(0);
    pub const CUPTI_ERROR_INVALID_PARAMETER: CUptiResult = CUptiResult(1);
    pub const CUPTI_ERROR_INVALID_DEVICE: CUptiResult = CUptiResult(2);
    pub const CUPTI_ERROR_INVALID_CONTEXT: CUptiResult = CUptiResult(3);
    pub const CUPTI_ERROR_INVALID_EVENT_DOMAIN_ID: CUptiResult = CUptiResult(4);
    pub const CUPTI_ERROR_INVALID_EVENT_ID: CUptiResult = CUptiResult(5);
    pub const CUPTI_ERROR_INVALID_EVENT_NAME: CUptiResult = CUptiResult(6);
    pub const CUPTI_ERROR_INVALID_OPERATION: CUptiResult = CUptiResult(7);
    pub const CUPTI_ERROR_OUT_OF_MEMORY: CUptiResult = CUptiResult(8);
    pub const CUPTI_ERROR_HARDWARE: CUptiResult = CUptiResult(9);
    pub const CUPTI_ERROR_PARAMETER_SIZE_NOT_SUFFICIENT: CUptiResult = CUptiResult(10);
    pub const CUPTI_ERROR_API_NOT_IMPLEMENTED: CUptiResult = CUptiResult(11);
    pub const CUPTI_ERROR_MAX_LIMIT_REACHED: CUptiResult = CUptiResult(12);
    pub const CUPTI_ERROR_NOT_READY: CUptiResult = CUptiResult(13);
    pub const CUPTI_ERROR_NOT_COMPATIBLE: CUptiResult = CUptiResult(14);
    pub const CUPTI_ERROR_NOT_INITIALIZED: CUptiResult = CUptiResult(15);
    pub const CUPTI_ERROR_INVALID_METRIC_ID: CUptiResult = CUptiResult(16);
    pub const CUPTI_ERROR_INVALID_METRIC_NAME: CUptiResult = CUptiResult(17);
    pub const CUPTI_ERROR_QUEUE_EMPTY: CUptiResult = CUptiResult(18);
    pub const CUPTI_ERROR_INVALID_HANDLE: CUptiResult = CUptiResult(19);
    pub const CUPTI_ERROR_INVALID_STREAM: CUptiResult = CUptiResult(20);
    pub const CUPTI_ERROR_INVALID_KIND: CUptiResult = CUptiResult(21);
    pub const CUPTI_ERROR_INVALID_EVENT_VALUE: CUptiResult = CUptiResult(22);
    pub const CUPTI_ERROR_DISABLED: CUptiResult = CUptiResult(23);
    pub const CUPTI_ERROR_INVALID_MODULE: CUptiResult = CUptiResult(24);
    pub const CUPTI_ERROR_INVALID_METRIC_VALUE: CUptiResult = CUptiResult(25);
    pub const CUPTI_ERROR_HARDWARE_BUSY: CUptiResult = CUptiResult(26);
    pub const CUPTI_ERROR_NOT_SUPPORTED: CUptiResult = CUptiResult(27);
    pub const CUPTI_ERROR_UM_PROFILING_NOT_SUPPORTED: CUptiResult = CUptiResult(28);
    pub const CUPTI_ERROR_UM_PROFILING_NOT_SUPPORTED_ON_DEVICE: CUptiResult = CUptiResult(
        29,
    );
    pub const CUPTI_ERROR_UM_PROFILING_NOT_SUPPORTED_ON_NON_P2P_DEVICES: CUptiResult = CUptiResult(
        30,
    );
    pub const CUPTI_ERROR_UM_PROFILING_NOT_SUPPORTED_WITH_MPS: CUptiResult = CUptiResult(
        31,
    );
    pub const CUPTI_ERROR_CDP_TRACING_NOT_SUPPORTED: CUptiResult = CUptiResult(32);
    pub const CUPTI_ERROR_VIRTUALIZED_DEVICE_NOT_SUPPORTED: CUptiResult = CUptiResult(
        33,
    );
    pub const CUPTI_ERROR_CUDA_COMPILER_NOT_COMPATIBLE: CUptiResult = CUptiResult(34);
    pub const CUPTI_ERROR_INSUFFICIENT_PRIVILEGES: CUptiResult = CUptiResult(35);
    pub const CUPTI_ERROR_OLD_PROFILER_API_INITIALIZED: CUptiResult = CUptiResult(36);
    pub const CUPTI_ERROR_OPENACC_UNDEFINED_ROUTINE: CUptiResult = CUptiResult(37);
    pub const CUPTI_ERROR_LEGACY_PROFILER_NOT_SUPPORTED: CUptiResult = CUptiResult(38);
    pub const CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED: CUptiResult = CUptiResult(
        39,
    );
    pub const CUPTI_ERROR_VIRTUALIZED_DEVICE_INSUFFICIENT_PRIVILEGES: CUptiResult = CUptiResult(
        40,
    );
    pub const CUPTI_ERROR_CONFIDENTIAL_COMPUTING_NOT_SUPPORTED: CUptiResult = CUptiResult(
        41,
    );
    pub const CUPTI_ERROR_CMP_DEVICE_NOT_SUPPORTED: CUptiResult = CUptiResult(42);
    pub const CUPTI_ERROR_MIG_DEVICE_NOT_SUPPORTED: CUptiResult = CUptiResult(43);
    pub const CUPTI_ERROR_SLI_DEVICE_NOT_SUPPORTED: CUptiResult = CUptiResult(44);
    pub const CUPTI_ERROR_WSL_DEVICE_NOT_SUPPORTED: CUptiResult = CUptiResult(45);
    pub const CUPTI_ERROR_INVALID_CHIP_NAME: CUptiResult = CUptiResult(46);
    pub const CUPTI_ERROR_UNKNOWN: CUptiResult = CUptiResult(999);
    pub const CUPTI_ERROR_FORCE_INT: CUptiResult = CUptiResult(2147483647);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUptiResult(pub ::std::os::raw::c_uint);
impl CUpti_ApiCallbackSite {
    pub const CUPTI_API_ENTER: CUpti_ApiCallbackSite = CUpti_ApiCallbackSite(0);
    pub const CUPTI_API_EXIT: CUpti_ApiCallbackSite = CUpti_ApiCallbackSite(1);
    pub const CUPTI_API_CBSITE_FORCE_INT: CUpti_ApiCallbackSite = CUpti_ApiCallbackSite(
        2147483647,
    );
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUpti_ApiCallbackSite(pub ::std::os::raw::c_uint);
impl CUpti_CallbackDomain {
    pub const CUPTI_CB_DOMAIN_INVALID: CUpti_CallbackDomain = CUpti_CallbackDomain(0);
    pub const CUPTI_CB_DOMAIN_DRIVER_API: CUpti_CallbackDomain = CUpti_CallbackDomain(1);
    pub const CUPTI_CB_DOMAIN_RUNTIME_API: CUpti_CallbackDomain = CUpti_CallbackDomain(
        2,
    );
    pub const CUPTI_CB_DOMAIN_RESOURCE: CUpti_CallbackDomain = CUpti_CallbackDomain(3);
    pub const CUPTI_CB_DOMAIN_SYNCHRONIZE: CUpti_CallbackDomain = CUpti_CallbackDomain(
        4,
    );
    pub const CUPTI_CB_DOMAIN_NVTX: CUpti_CallbackDomain = CUpti_CallbackDomain(5);
    pub const CUPTI_CB_DOMAIN_STATE: CUpti_CallbackDomain = CUpti_CallbackDomain(6);
    pub const CUPTI_CB_DOMAIN_SIZE: CUpti_CallbackDomain = CUpti_CallbackDomain(7);
    pub const CUPTI_CB_DOMAIN_FORCE_INT: CUpti_CallbackDomain = CUpti_CallbackDomain(
        2147483647,
    );
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUpti_CallbackDomain(pub ::std::os::raw::c_uint);
impl CUpti_CallbackIdResource {
    pub const CUPTI_CBID_RESOURCE_INVALID: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        0,
    );
    pub const CUPTI_CBID_RESOURCE_CONTEXT_CREATED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        1,
    );
    pub const CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        2,
    );
    pub const CUPTI_CBID_RESOURCE_STREAM_CREATED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        3,
    );
    pub const CUPTI_CBID_RESOURCE_STREAM_DESTROY_STARTING: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        4,
    );
    pub const CUPTI_CBID_RESOURCE_CU_INIT_FINISHED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        5,
    );
    pub const CUPTI_CBID_RESOURCE_MODULE_LOADED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        6,
    );
    pub const CUPTI_CBID_RESOURCE_MODULE_UNLOAD_STARTING: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        7,
    );
    pub const CUPTI_CBID_RESOURCE_MODULE_PROFILED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        8,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPH_CREATED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        9,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPH_DESTROY_STARTING: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        10,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPH_CLONED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        11,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPHNODE_CREATE_STARTING: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        12,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPHNODE_CREATED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        13,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPHNODE_DESTROY_STARTING: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        14,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPHNODE_DEPENDENCY_CREATED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        15,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPHNODE_DEPENDENCY_DESTROY_STARTING: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        16,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPHEXEC_CREATE_STARTING: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        17,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPHEXEC_CREATED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        18,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPHEXEC_DESTROY_STARTING: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        19,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPHNODE_CLONED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        20,
    );
    pub const CUPTI_CBID_RESOURCE_STREAM_ATTRIBUTE_CHANGED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        21,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPH_NODE_UPDATED: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        22,
    );
    pub const CUPTI_CBID_RESOURCE_GRAPH_NODE_SET_PARAMS: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        23,
    );
    pub const CUPTI_CBID_RESOURCE_SIZE: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        24,
    );
    pub const CUPTI_CBID_RESOURCE_FORCE_INT: CUpti_CallbackIdResource = CUpti_CallbackIdResource(
        2147483647,
    );
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUpti_CallbackIdResource(pub ::std::os::raw::c_uint);
#[repr(C)]
pub struct CUpti_CallbackData {
    pub callbackSite: CUpti_ApiCallbackSite,
    pub functionName: *const ::std::os::raw::c_char,
    pub functionParams: *const ::std::os::raw::c_void,
    pub functionReturnValue: *mut ::std::os::raw::c_void,
    pub symbolName: *const ::std::os::raw::c_char,
    pub context: CUcontext,
    pub contextUid: u32,
    pub correlationData: *mut u64,
    pub correlationId: u32,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUpti_CallbackData",
    ][::std::mem::size_of::<CUpti_CallbackData>() - 72usize];
    [
        "Alignment of CUpti_CallbackData",
    ][::std::mem::align_of::<CUpti_CallbackData>() - 8usize];
    [
        "Offset of field: CUpti_CallbackData::callbackSite",
    ][::std::mem::offset_of!(CUpti_CallbackData, callbackSite) - 0usize];
    [
        "Offset of field: CUpti_CallbackData::functionName",
    ][::std::mem::offset_of!(CUpti_CallbackData, functionName) - 8usize];
    [
        "Offset of field: CUpti_CallbackData::functionParams",
    ][::std::mem::offset_of!(CUpti_CallbackData, functionParams) - 16usize];
    [
        "Offset of field: CUpti_CallbackData::functionReturnValue",
    ][::std::mem::offset_of!(CUpti_CallbackData, functionReturnValue) - 24usize];
    [
        "Offset of field: CUpti_CallbackData::symbolName",
    ][::std::mem::offset_of!(CUpti_CallbackData, symbolName) - 32usize];
    [
        "Offset of field: CUpti_CallbackData::context",
    ][::std::mem::offset_of!(CUpti_CallbackData, context) - 40usize];
    [
        "Offset of field: CUpti_CallbackData::contextUid",
    ][::std::mem::offset_of!(CUpti_CallbackData, contextUid) - 48usize];
    [
        "Offset of field: CUpti_CallbackData::correlationData",
    ][::std::mem::offset_of!(CUpti_CallbackData, correlationData) - 56usize];
    [
        "Offset of field: CUpti_CallbackData::correlationId",
    ][::std::mem::offset_of!(CUpti_CallbackData, correlationId) - 64usize];
};
impl Default for CUpti_CallbackData {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
pub struct CUpti_ResourceData {
    pub context: CUcontext,
    pub resourceHandle: CUpti_ResourceData__bindgen_ty_1,
    pub resourceDescriptor: *mut ::std::os::raw::c_void,
}
#[repr(C)]
pub struct CUpti_ResourceData__bindgen_ty_1 {
    pub stream: __BindgenUnionField<CUstream>,
    pub bindgen_union_field: u64,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUpti_ResourceData__bindgen_ty_1",
    ][::std::mem::size_of::<CUpti_ResourceData__bindgen_ty_1>() - 8usize];
    [
        "Alignment of CUpti_ResourceData__bindgen_ty_1",
    ][::std::mem::align_of::<CUpti_ResourceData__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: CUpti_ResourceData__bindgen_ty_1::stream",
    ][::std::mem::offset_of!(CUpti_ResourceData__bindgen_ty_1, stream) - 0usize];
};
impl Default for CUpti_ResourceData__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUpti_ResourceData",
    ][::std::mem::size_of::<CUpti_ResourceData>() - 24usize];
    [
        "Alignment of CUpti_ResourceData",
    ][::std::mem::align_of::<CUpti_ResourceData>() - 8usize];
    [
        "Offset of field: CUpti_ResourceData::context",
    ][::std::mem::offset_of!(CUpti_ResourceData, context) - 0usize];
    [
        "Offset of field: CUpti_ResourceData::resourceHandle",
    ][::std::mem::offset_of!(CUpti_ResourceData, resourceHandle) - 8usize];
    [
        "Offset of field: CUpti_ResourceData::resourceDescriptor",
    ][::std::mem::offset_of!(CUpti_ResourceData, resourceDescriptor) - 16usize];
};
impl Default for CUpti_ResourceData {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUpti_CallbackId = u32;
pub type CUpti_CallbackFunc = ::std::option::Option<
    unsafe extern "C" fn(
        userdata: *mut ::std::os::raw::c_void,
        domain: CUpti_CallbackDomain,
        cbid: CUpti_CallbackId,
        cbdata: *const ::std::os::raw::c_void,
    ),
>;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUpti_Subscriber_st {
    _unused: [u8; 0],
}
pub type CUpti_SubscriberHandle = *mut CUpti_Subscriber_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUpti_SubscriberParams {
    pub structSize: usize,
    pub subscriberName: *const ::std::os::raw::c_char,
    pub oldSubscriberName: *mut ::std::os::raw::c_char,
    pub oldSubscriberSize: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUpti_SubscriberParams",
    ][::std::mem::size_of::<CUpti_SubscriberParams>() - 32usize];
    [
        "Alignment of CUpti_SubscriberParams",
    ][::std::mem::align_of::<CUpti_SubscriberParams>() - 8usize];
    [
        "Offset of field: CUpti_SubscriberParams::structSize",
    ][::std::mem::offset_of!(CUpti_SubscriberParams, structSize) - 0usize];
    [
        "Offset of field: CUpti_SubscriberParams::subscriberName",
    ][::std::mem::offset_of!(CUpti_SubscriberParams, subscriberName) - 8usize];
    [
        "Offset of field: CUpti_SubscriberParams::oldSubscriberName",
    ][::std::mem::offset_of!(CUpti_SubscriberParams, oldSubscriberName) - 16usize];
    [
        "Offset of field: CUpti_SubscriberParams::oldSubscriberSize",
    ][::std::mem::offset_of!(CUpti_SubscriberParams, oldSubscriberSize) - 24usize];
};
impl Default for CUpti_SubscriberParams {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl CUpti_driver_api_trace_cbid_enum {
    pub const CUPTI_DRIVER_TRACE_CBID_INVALID: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        0,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuInit: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        1,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDriverGetVersion: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        2,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGet: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        3,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetCount: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        4,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetName: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        5,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceComputeCapability: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        6,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceTotalMem: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        7,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetProperties: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        8,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        9,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        10,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        11,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxAttach: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        12,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxDetach: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        13,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxPushCurrent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        14,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxPopCurrent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        15,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxGetDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        16,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxSynchronize: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        17,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleLoad: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        18,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleLoadData: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        19,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleLoadDataEx: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        20,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleLoadFatBinary: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        21,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleUnload: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        22,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleGetFunction: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        23,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleGetGlobal: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        24,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64ModuleGetGlobal: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        25,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleGetTexRef: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        26,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemGetInfo: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        27,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemGetInfo: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        28,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAlloc: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        29,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemAlloc: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        30,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAllocPitch: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        31,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemAllocPitch: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        32,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemFree: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        33,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemFree: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        34,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemGetAddressRange: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        35,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemGetAddressRange: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        36,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAllocHost: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        37,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemFreeHost: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        38,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemHostAlloc: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        39,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemHostGetDevicePointer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        40,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemHostGetDevicePointer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        41,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemHostGetFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        42,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoD: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        43,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemcpyHtoD: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        44,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoH: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        45,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemcpyDtoH: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        46,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoD: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        47,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemcpyDtoD: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        48,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoA: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        49,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemcpyDtoA: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        50,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAtoD: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        51,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemcpyAtoD: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        52,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoA: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        53,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAtoH: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        54,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAtoA: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        55,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy2D: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        56,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy2DUnaligned: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        57,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3D: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        58,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64Memcpy3D: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        59,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoDAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        60,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemcpyHtoDAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        61,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoHAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        62,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemcpyDtoHAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        63,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoDAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        64,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemcpyDtoDAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        65,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoAAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        66,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAtoHAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        67,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy2DAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        68,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3DAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        69,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64Memcpy3DAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        70,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD8: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        71,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemsetD8: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        72,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD16: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        73,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemsetD16: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        74,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD32: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        75,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemsetD32: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        76,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D8: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        77,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemsetD2D8: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        78,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D16: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        79,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemsetD2D16: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        80,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D32: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        81,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemsetD2D32: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        82,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuFuncSetBlockShape: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        83,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuFuncSetSharedSize: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        84,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuFuncGetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        85,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuFuncSetCacheConfig: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        86,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuArrayCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        87,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuArrayGetDescriptor: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        88,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuArrayDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        89,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuArray3DCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        90,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuArray3DGetDescriptor: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        91,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        92,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        93,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetArray: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        94,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetAddress: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        95,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64TexRefSetAddress: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        96,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetAddress2D: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        97,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64TexRefSetAddress2D: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        98,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetFormat: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        99,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetAddressMode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        100,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetFilterMode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        101,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        102,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetAddress: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        103,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64TexRefGetAddress: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        104,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetArray: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        105,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetAddressMode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        106,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetFilterMode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        107,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetFormat: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        108,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        109,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuParamSetSize: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        110,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuParamSeti: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        111,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuParamSetf: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        112,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuParamSetv: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        113,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuParamSetTexRef: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        114,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLaunch: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        115,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLaunchGrid: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        116,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLaunchGridAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        117,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        118,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventRecord: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        119,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventQuery: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        120,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventSynchronize: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        121,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        122,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventElapsedTime: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        123,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        124,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamQuery: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        125,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamSynchronize: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        126,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        127,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsUnregisterResource: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        128,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsSubResourceGetMappedArray: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        129,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsResourceGetMappedPointer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        130,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64GraphicsResourceGetMappedPointer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        131,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsResourceSetMapFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        132,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsMapResources: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        133,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsUnmapResources: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        134,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGetExportTable: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        135,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxSetLimit: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        136,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxGetLimit: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        137,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10GetDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        138,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10CtxCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        139,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsD3D10RegisterResource: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        140,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10RegisterResource: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        141,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10UnregisterResource: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        142,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10MapResources: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        143,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10UnmapResources: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        144,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceSetMapFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        145,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedArray: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        146,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedPointer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        147,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedSize: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        148,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedPitch: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        149,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetSurfaceDimensions: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        150,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D11GetDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        151,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D11CtxCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        152,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsD3D11RegisterResource: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        153,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9GetDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        154,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9CtxCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        155,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsD3D9RegisterResource: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        156,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9GetDirect3DDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        157,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9RegisterResource: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        158,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9UnregisterResource: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        159,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9MapResources: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        160,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9UnmapResources: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        161,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceSetMapFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        162,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetSurfaceDimensions: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        163,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedArray: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        164,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedPointer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        165,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedSize: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        166,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedPitch: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        167,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9Begin: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        168,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9End: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        169,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9RegisterVertexBuffer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        170,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9MapVertexBuffer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        171,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9UnmapVertexBuffer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        172,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9UnregisterVertexBuffer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        173,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLCtxCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        174,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsGLRegisterBuffer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        175,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsGLRegisterImage: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        176,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuWGLGetDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        177,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLInit: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        178,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLRegisterBufferObject: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        179,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLMapBufferObject: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        180,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLUnmapBufferObject: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        181,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLUnregisterBufferObject: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        182,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLSetBufferObjectMapFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        183,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLMapBufferObjectAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        184,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLUnmapBufferObjectAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        185,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuVDPAUGetDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        186,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuVDPAUCtxCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        187,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsVDPAURegisterVideoSurface: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        188,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsVDPAURegisterOutputSurface: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        189,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleGetSurfRef: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        190,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSurfRefCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        191,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSurfRefDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        192,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSurfRefSetFormat: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        193,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSurfRefSetArray: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        194,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSurfRefGetFormat: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        195,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSurfRefGetArray: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        196,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64DeviceTotalMem: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        197,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64D3D10ResourceGetMappedPointer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        198,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64D3D10ResourceGetMappedSize: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        199,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64D3D10ResourceGetMappedPitch: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        200,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64D3D10ResourceGetSurfaceDimensions: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        201,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64D3D9ResourceGetSurfaceDimensions: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        202,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64D3D9ResourceGetMappedPointer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        203,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64D3D9ResourceGetMappedSize: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        204,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64D3D9ResourceGetMappedPitch: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        205,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64D3D9MapVertexBuffer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        206,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64GLMapBufferObject: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        207,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64GLMapBufferObjectAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        208,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D11GetDevices: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        209,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D11CtxCreateOnDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        210,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10GetDevices: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        211,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10CtxCreateOnDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        212,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9GetDevices: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        213,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9CtxCreateOnDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        214,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemHostAlloc: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        215,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD8Async: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        216,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemsetD8Async: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        217,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD16Async: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        218,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemsetD16Async: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        219,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD32Async: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        220,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemsetD32Async: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        221,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D8Async: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        222,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemsetD2D8Async: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        223,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D16Async: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        224,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemsetD2D16Async: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        225,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D32Async: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        226,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64MemsetD2D32Async: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        227,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64ArrayCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        228,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64ArrayGetDescriptor: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        229,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64Array3DCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        230,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64Array3DGetDescriptor: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        231,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64Memcpy2D: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        232,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64Memcpy2DUnaligned: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        233,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cu64Memcpy2DAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        234,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxCreate_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        235,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10CtxCreate_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        236,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D11CtxCreate_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        237,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9CtxCreate_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        238,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLCtxCreate_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        239,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuVDPAUCtxCreate_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        240,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleGetGlobal_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        241,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemGetInfo_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        242,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAlloc_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        243,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAllocPitch_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        244,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        245,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemGetAddressRange_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        246,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemHostGetDevicePointer_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        247,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        248,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD8_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        249,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD16_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        250,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD32_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        251,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D8_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        252,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D16_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        253,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D32_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        254,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetAddress_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        255,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetAddress2D_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        256,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetAddress_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        257,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsResourceGetMappedPointer_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        258,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceTotalMem_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        259,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedPointer_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        260,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedSize_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        261,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedPitch_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        262,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetSurfaceDimensions_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        263,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetSurfaceDimensions_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        264,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedPointer_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        265,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedSize_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        266,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedPitch_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        267,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D9MapVertexBuffer_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        268,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLMapBufferObject_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        269,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLMapBufferObjectAsync_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        270,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemHostAlloc_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        271,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuArrayCreate_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        272,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuArrayGetDescriptor_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        273,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuArray3DCreate_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        274,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuArray3DGetDescriptor_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        275,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoD_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        276,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoDAsync_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        277,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoH_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        278,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoHAsync_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        279,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoD_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        280,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoDAsync_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        281,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAtoH_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        282,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAtoHAsync_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        283,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAtoD_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        284,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoA_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        285,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAtoA_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        286,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy2D_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        287,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy2DUnaligned_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        288,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy2DAsync_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        289,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3D_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        290,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3DAsync_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        291,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoA_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        292,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoAAsync_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        293,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAllocHost_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        294,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWaitEvent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        295,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxGetApiVersion: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        296,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D10GetDirect3DDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        297,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuD3D11GetDirect3DDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        298,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxGetCacheConfig: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        299,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxSetCacheConfig: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        300,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        301,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemHostUnregister: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        302,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxSetCurrent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        303,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxGetCurrent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        304,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        305,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        306,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLaunchKernel: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        307,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuProfilerStart: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        308,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuProfilerStop: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        309,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuPointerGetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        310,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuProfilerInitialize: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        311,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceCanAccessPeer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        312,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxEnablePeerAccess: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        313,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxDisablePeerAccess: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        314,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPeerRegister: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        315,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPeerUnregister: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        316,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPeerGetDevicePointer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        317,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyPeer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        318,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyPeerAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        319,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3DPeer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        320,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3DPeerAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        321,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxDestroy_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        322,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxPushCurrent_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        323,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxPopCurrent_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        324,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventDestroy_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        325,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamDestroy_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        326,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetAddress2D_v3: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        327,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuIpcGetMemHandle: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        328,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuIpcOpenMemHandle: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        329,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuIpcCloseMemHandle: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        330,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetByPCIBusId: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        331,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetPCIBusId: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        332,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLGetDevices: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        333,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuIpcGetEventHandle: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        334,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuIpcOpenEventHandle: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        335,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxSetSharedMemConfig: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        336,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxGetSharedMemConfig: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        337,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuFuncSetSharedMemConfig: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        338,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexObjectCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        339,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexObjectDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        340,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexObjectGetResourceDesc: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        341,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexObjectGetTextureDesc: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        342,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSurfObjectCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        343,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSurfObjectDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        344,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSurfObjectGetResourceDesc: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        345,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamAddCallback: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        346,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMipmappedArrayCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        347,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMipmappedArrayGetLevel: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        348,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMipmappedArrayDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        349,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetMipmappedArray: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        350,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetMipmapFilterMode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        351,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetMipmapLevelBias: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        352,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetMipmapLevelClamp: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        353,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetMaxAnisotropy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        354,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetMipmappedArray: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        355,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetMipmapFilterMode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        356,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetMipmapLevelBias: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        357,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetMipmapLevelClamp: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        358,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetMaxAnisotropy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        359,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsResourceGetMappedMipmappedArray: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        360,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexObjectGetResourceViewDesc: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        361,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLinkCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        362,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLinkAddData: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        363,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLinkAddFile: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        364,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLinkComplete: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        365,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLinkDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        366,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamCreateWithPriority: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        367,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetPriority: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        368,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        369,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxGetStreamPriorityRange: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        370,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAllocManaged: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        371,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGetErrorString: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        372,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGetErrorName: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        373,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuOccupancyMaxActiveBlocksPerMultiprocessor: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        374,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCompilePtx: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        375,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuBinaryFree: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        376,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamAttachMemAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        377,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuPointerSetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        378,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        379,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsResourceSetMapFlags_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        380,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLinkCreate_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        381,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLinkAddData_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        382,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLinkAddFile_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        383,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuOccupancyMaxPotentialBlockSize: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        384,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLGetDevices_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        385,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRetain: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        386,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        387,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxSetFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        388,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxReset: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        389,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsEGLRegisterImage: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        390,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxGetFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        391,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxGetState: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        392,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEGLStreamConsumerConnect: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        393,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEGLStreamConsumerDisconnect: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        394,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEGLStreamConsumerAcquireFrame: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        395,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEGLStreamConsumerReleaseFrame: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        396,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoD_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        397,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoH_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        398,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoD_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        399,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoA_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        400,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAtoD_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        401,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoA_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        402,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAtoH_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        403,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAtoA_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        404,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy2D_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        405,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy2DUnaligned_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        406,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3D_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        407,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        408,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyPeer_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        409,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3DPeer_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        410,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD8_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        411,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD16_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        412,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD32_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        413,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D8_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        414,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D16_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        415,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D32_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        416,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLMapBufferObject_v2_ptds: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        417,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        418,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoAAsync_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        419,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyAtoHAsync_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        420,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoDAsync_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        421,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoHAsync_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        422,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoDAsync_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        423,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy2DAsync_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        424,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3DAsync_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        425,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyPeerAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        426,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3DPeerAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        427,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD8Async_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        428,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD16Async_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        429,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD32Async_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        430,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D8Async_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        431,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D16Async_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        432,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemsetD2D32Async_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        433,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetPriority_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        434,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetFlags_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        435,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWaitEvent_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        436,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamAddCallback_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        437,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamAttachMemAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        438,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamQuery_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        439,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamSynchronize_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        440,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventRecord_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        441,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLaunchKernel_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        442,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsMapResources_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        443,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsUnmapResources_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        444,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGLMapBufferObjectAsync_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        445,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEGLStreamProducerConnect: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        446,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEGLStreamProducerDisconnect: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        447,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEGLStreamProducerPresentFrame: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        448,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphicsResourceGetMappedEglFrame: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        449,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuPointerGetAttributes: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        450,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        451,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuOccupancyMaxPotentialBlockSizeWithFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        452,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEGLStreamProducerReturnFrame: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        453,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetP2PAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        454,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefSetBorderColor: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        455,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTexRefGetBorderColor: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        456,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAdvise: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        457,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWaitValue32: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        458,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWaitValue32_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        459,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue32: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        460,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue32_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        461,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamBatchMemOp: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        462,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamBatchMemOp_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        463,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuNVNbufferGetPointer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        464,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuNVNtextureGetArray: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        465,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuNNSetAllocator: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        466,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPrefetchAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        467,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPrefetchAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        468,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventCreateFromNVNSync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        469,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEGLStreamConsumerConnectWithFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        470,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemRangeGetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        471,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemRangeGetAttributes: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        472,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWaitValue64: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        473,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWaitValue64_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        474,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue64: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        475,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue64_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        476,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLaunchCooperativeKernel: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        477,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLaunchCooperativeKernel_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        478,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventCreateFromEGLSync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        479,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLaunchCooperativeKernelMultiDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        480,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuFuncSetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        481,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetUuid: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        482,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetCtx: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        483,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetCtx_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        484,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuImportExternalMemory: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        485,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuExternalMemoryGetMappedBuffer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        486,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuExternalMemoryGetMappedMipmappedArray: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        487,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDestroyExternalMemory: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        488,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuImportExternalSemaphore: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        489,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSignalExternalSemaphoresAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        490,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSignalExternalSemaphoresAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        491,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuWaitExternalSemaphoresAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        492,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuWaitExternalSemaphoresAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        493,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDestroyExternalSemaphore: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        494,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamBeginCapture: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        495,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamBeginCapture_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        496,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamEndCapture: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        497,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamEndCapture_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        498,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamIsCapturing: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        499,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamIsCapturing_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        500,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        501,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddKernelNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        502,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphKernelNodeGetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        503,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddMemcpyNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        504,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphMemcpyNodeGetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        505,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddMemsetNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        506,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphMemsetNodeGetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        507,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphMemsetNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        508,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphNodeGetType: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        509,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphGetRootNodes: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        510,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphNodeGetDependencies: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        511,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphNodeGetDependentNodes: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        512,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        513,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphLaunch: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        514,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphLaunch_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        515,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        516,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        517,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddDependencies: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        518,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphRemoveDependencies: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        519,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphMemcpyNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        520,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphKernelNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        521,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphDestroyNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        522,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphClone: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        523,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphNodeFindInClone: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        524,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddChildGraphNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        525,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddEmptyNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        526,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        527,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        528,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphChildGraphNodeGetGraph: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        529,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddHostNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        530,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphHostNodeGetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        531,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetLuid: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        532,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphHostNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        533,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphGetNodes: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        534,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphGetEdges: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        535,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetCaptureInfo: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        536,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetCaptureInfo_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        537,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecKernelNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        538,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamBeginCapture_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        539,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamBeginCapture_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        540,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuThreadExchangeStreamCaptureMode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        541,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetNvSciSyncAttributes: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        542,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuOccupancyAvailableDynamicSMemPerBlock: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        543,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        544,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxReset_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        545,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxSetFlags_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        546,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAddressReserve: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        547,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAddressFree: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        548,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        549,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemRelease: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        550,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemMap: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        551,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemUnmap: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        552,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemSetAccess: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        553,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemExportToShareableHandle: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        554,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemImportFromShareableHandle: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        555,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemGetAllocationGranularity: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        556,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemGetAllocationPropertiesFromHandle: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        557,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemGetAccess: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        558,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamSetFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        559,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamSetFlags_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        560,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecUpdate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        561,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecMemcpyNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        562,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecMemsetNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        563,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecHostNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        564,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemRetainAllocationHandle: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        565,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuFuncGetModule: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        566,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuIpcOpenMemHandle_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        567,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxResetPersistingL2Cache: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        568,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphKernelNodeCopyAttributes: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        569,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphKernelNodeGetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        570,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphKernelNodeSetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        571,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamCopyAttributes: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        572,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamCopyAttributes_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        573,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        574,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetAttribute_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        575,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamSetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        576,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamSetAttribute_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        577,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiate_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        578,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetTexture1DLinearMaxWidth: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        579,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphUpload: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        580,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphUpload_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        581,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuArrayGetSparseProperties: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        582,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMipmappedArrayGetSparseProperties: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        583,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemMapArrayAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        584,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemMapArrayAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        585,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecChildGraphNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        586,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventRecordWithFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        587,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventRecordWithFlags_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        588,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddEventRecordNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        589,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddEventWaitNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        590,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphEventRecordNodeGetEvent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        591,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphEventWaitNodeGetEvent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        592,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphEventRecordNodeSetEvent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        593,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphEventWaitNodeSetEvent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        594,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecEventRecordNodeSetEvent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        595,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecEventWaitNodeSetEvent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        596,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuArrayGetPlane: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        597,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        598,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        599,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        600,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        601,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPoolTrimTo: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        602,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPoolSetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        603,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPoolGetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        604,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPoolSetAccess: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        605,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetDefaultMemPool: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        606,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPoolCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        607,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPoolDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        608,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceSetMemPool: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        609,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetMemPool: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        610,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAllocFromPoolAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        611,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAllocFromPoolAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        612,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPoolExportToShareableHandle: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        613,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPoolImportFromShareableHandle: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        614,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPoolExportPointer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        615,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPoolImportPointer: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        616,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPoolGetAccess: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        617,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddExternalSemaphoresSignalNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        618,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExternalSemaphoresSignalNodeGetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        619,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExternalSemaphoresSignalNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        620,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddExternalSemaphoresWaitNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        621,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExternalSemaphoresWaitNodeGetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        622,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExternalSemaphoresWaitNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        623,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecExternalSemaphoresSignalNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        624,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecExternalSemaphoresWaitNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        625,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGetProcAddress: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        626,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuFlushGPUDirectRDMAWrites: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        627,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphDebugDotPrint: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        628,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetCaptureInfo_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        629,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetCaptureInfo_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        630,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamUpdateCaptureDependencies: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        631,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamUpdateCaptureDependencies_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        632,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuUserObjectCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        633,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuUserObjectRetain: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        634,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuUserObjectRelease: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        635,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphRetainUserObject: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        636,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphReleaseUserObject: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        637,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddMemAllocNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        638,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddMemFreeNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        639,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGraphMemTrim: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        640,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetGraphMemAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        641,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceSetGraphMemAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        642,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiateWithFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        643,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetExecAffinitySupport: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        644,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxCreate_v3: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        645,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxGetExecAffinity: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        646,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetUuid_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        647,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphMemAllocNodeGetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        648,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphMemFreeNodeGetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        649,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphNodeSetEnabled: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        650,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphNodeGetEnabled: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        651,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLaunchKernelEx: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        652,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLaunchKernelEx_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        653,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuArrayGetMemoryRequirements: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        654,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMipmappedArrayGetMemoryRequirements: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        655,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiateWithParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        656,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiateWithParams_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        657,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecGetFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        658,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWaitValue32_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        659,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWaitValue32_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        660,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWaitValue64_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        661,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWaitValue64_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        662,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue32_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        663,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue32_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        664,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue64_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        665,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue64_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        666,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamBatchMemOp_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        667,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamBatchMemOp_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        668,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddBatchMemOpNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        669,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphBatchMemOpNodeGetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        670,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphBatchMemOpNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        671,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecBatchMemOpNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        672,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleGetLoadingMode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        673,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemGetHandleForAddressRange: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        674,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuOccupancyMaxPotentialClusterSize: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        675,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuOccupancyMaxActiveClusters: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        676,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGetProcAddress_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        677,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLibraryLoadData: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        678,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLibraryLoadFromFile: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        679,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLibraryUnload: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        680,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLibraryGetKernel: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        681,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLibraryGetModule: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        682,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuKernelGetFunction: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        683,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLibraryGetGlobal: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        684,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLibraryGetManaged: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        685,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuKernelGetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        686,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuKernelSetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        687,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuKernelSetCacheConfig: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        688,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddKernelNode_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        689,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphKernelNodeGetParams_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        690,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphKernelNodeSetParams_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        691,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecKernelNodeSetParams_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        692,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetId: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        693,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetId_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        694,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxGetId: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        695,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecUpdate_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        696,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTensorMapEncodeTiled: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        697,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTensorMapEncodeIm2col: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        698,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTensorMapReplaceAddress: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        699,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLibraryGetUnifiedFunction: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        700,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCoredumpGetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        701,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCoredumpGetAttributeGlobal: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        702,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCoredumpSetAttribute: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        703,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCoredumpSetAttributeGlobal: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        704,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxSetFlags: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        705,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMulticastCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        706,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMulticastAddDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        707,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMulticastBindMem: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        708,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMulticastBindAddr: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        709,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMulticastUnbind: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        710,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMulticastGetGranularity: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        711,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddNode: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        712,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        713,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphExecNodeSetParams: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        714,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemAdvise_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        715,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPrefetchAsync_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        716,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPrefetchAsync_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        717,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuFuncGetName: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        718,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuKernelGetName: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        719,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamBeginCaptureToGraph: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        720,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamBeginCaptureToGraph_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        721,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphConditionalHandleCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        722,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddNode_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        723,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphGetEdges_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        724,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphNodeGetDependencies_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        725,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphNodeGetDependentNodes_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        726,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphAddDependencies_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        727,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGraphRemoveDependencies_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        728,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetCaptureInfo_v3: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        729,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetCaptureInfo_v3_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        730,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamUpdateCaptureDependencies_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        731,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamUpdateCaptureDependencies_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        732,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuFuncGetParamInfo: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        733,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuKernelGetParamInfo: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        734,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceRegisterAsyncNotification: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        735,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceUnregisterAsyncNotification: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        736,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleGetFunctionCount: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        737,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuModuleEnumerateFunctions: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        738,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLibraryGetKernelCount: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        739,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLibraryEnumerateKernels: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        740,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuFuncIsLoaded: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        741,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuFuncLoad: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        742,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGreenCtxCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        743,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGreenCtxDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        744,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetDevResource: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        745,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxGetDevResource: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        746,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGreenCtxGetDevResource: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        747,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDevResourceGenerateDesc: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        748,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGreenCtxRecordEvent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        749,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGreenCtxWaitEvent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        750,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDevSmResourceSplitByCount: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        751,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetGreenCtx: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        752,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxFromGreenCtx: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        753,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuKernelGetLibrary: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        754,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxRecordEvent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        755,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxWaitEvent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        756,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxCreate_v4: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        757,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGreenCtxStreamCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        758,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetCtx_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        759,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetCtx_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        760,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemBatchDecompressAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        761,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemBatchDecompressAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        762,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLogsRegisterCallback: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        763,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLogsUnregisterCallback: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        764,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLogsCurrent: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        765,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLogsDumpToFile: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        766,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuLogsDumpToMemory: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        767,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCheckpointProcessGetRestoreThreadId: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        768,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCheckpointProcessGetState: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        769,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCheckpointProcessLock: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        770,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCheckpointProcessCheckpoint: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        771,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCheckpointProcessRestore: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        772,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCheckpointProcessUnlock: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        773,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetDevice: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        774,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamGetDevice_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        775,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyBatchAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        776,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyBatchAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        777,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3DBatchAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        778,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3DBatchAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        779,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuEventElapsedTime_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        780,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuTensorMapEncodeIm2colWide: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        781,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuGreenCtxGetId: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        782,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuStreamCreateForCaptureToCig: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        783,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPrefetchBatchAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        784,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemPrefetchBatchAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        785,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSemaphoreCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        786,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSemaphoreExport: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        787,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuSemaphoreDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        788,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemDiscardBatchAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        789,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemDiscardBatchAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        790,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemDiscardAndPrefetchBatchAsync: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        791,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemDiscardAndPrefetchBatchAsync_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        792,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMultiKernelCooperativeDomainCreate: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        793,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMultiKernelCooperativeDomainDestroy: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        794,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxGetDevice_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        795,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyBatchAsync_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        796,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpyBatchAsync_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        797,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3DBatchAsync_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        798,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemcpy3DBatchAsync_v2_ptsz: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        799,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuCtxSynchronize_v2: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        800,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemGetDefaultMemPool: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        801,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemGetMemPool: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        802,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuMemSetMemPool: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        803,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetP2PAtomicCapabilities: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        804,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDeviceGetHostAtomicCapabilities: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        805,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_cuDriverGetGpuCodeIsaVersion: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        806,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_SIZE: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        807,
    );
    pub const CUPTI_DRIVER_TRACE_CBID_FORCE_INT: CUpti_driver_api_trace_cbid_enum = CUpti_driver_api_trace_cbid_enum(
        2147483647,
    );
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUpti_driver_api_trace_cbid_enum(pub ::std::os::raw::c_uint);
pub use self::CUpti_driver_api_trace_cbid_enum as CUpti_driver_api_trace_cbid;
#[repr(C)]
pub struct cuDevicePrimaryCtxReset_v2_params_st {
    pub dev: CUdevice,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuDevicePrimaryCtxReset_v2_params_st",
    ][::std::mem::size_of::<cuDevicePrimaryCtxReset_v2_params_st>() - 4usize];
    [
        "Alignment of cuDevicePrimaryCtxReset_v2_params_st",
    ][::std::mem::align_of::<cuDevicePrimaryCtxReset_v2_params_st>() - 4usize];
    [
        "Offset of field: cuDevicePrimaryCtxReset_v2_params_st::dev",
    ][::std::mem::offset_of!(cuDevicePrimaryCtxReset_v2_params_st, dev) - 0usize];
};
impl Default for cuDevicePrimaryCtxReset_v2_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuDevicePrimaryCtxReset_v2_params = cuDevicePrimaryCtxReset_v2_params_st;
#[repr(C)]
pub struct cuCtxDestroy_v2_params_st {
    pub ctx: CUcontext,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuCtxDestroy_v2_params_st",
    ][::std::mem::size_of::<cuCtxDestroy_v2_params_st>() - 8usize];
    [
        "Alignment of cuCtxDestroy_v2_params_st",
    ][::std::mem::align_of::<cuCtxDestroy_v2_params_st>() - 8usize];
    [
        "Offset of field: cuCtxDestroy_v2_params_st::ctx",
    ][::std::mem::offset_of!(cuCtxDestroy_v2_params_st, ctx) - 0usize];
};
impl Default for cuCtxDestroy_v2_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuCtxDestroy_v2_params = cuCtxDestroy_v2_params_st;
#[repr(C)]
pub struct cuModuleUnload_params_st {
    pub hmod: CUmodule,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuModuleUnload_params_st",
    ][::std::mem::size_of::<cuModuleUnload_params_st>() - 8usize];
    [
        "Alignment of cuModuleUnload_params_st",
    ][::std::mem::align_of::<cuModuleUnload_params_st>() - 8usize];
    [
        "Offset of field: cuModuleUnload_params_st::hmod",
    ][::std::mem::offset_of!(cuModuleUnload_params_st, hmod) - 0usize];
};
impl Default for cuModuleUnload_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuModuleUnload_params = cuModuleUnload_params_st;
#[repr(C)]
pub struct cuLibraryUnload_params_st {
    pub library: CUlibrary,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuLibraryUnload_params_st",
    ][::std::mem::size_of::<cuLibraryUnload_params_st>() - 8usize];
    [
        "Alignment of cuLibraryUnload_params_st",
    ][::std::mem::align_of::<cuLibraryUnload_params_st>() - 8usize];
    [
        "Offset of field: cuLibraryUnload_params_st::library",
    ][::std::mem::offset_of!(cuLibraryUnload_params_st, library) - 0usize];
};
impl Default for cuLibraryUnload_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuLibraryUnload_params = cuLibraryUnload_params_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct cuMemAlloc_v2_params_st {
    pub dptr: *mut CUdeviceptr,
    pub bytesize: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemAlloc_v2_params_st",
    ][::std::mem::size_of::<cuMemAlloc_v2_params_st>() - 16usize];
    [
        "Alignment of cuMemAlloc_v2_params_st",
    ][::std::mem::align_of::<cuMemAlloc_v2_params_st>() - 8usize];
    [
        "Offset of field: cuMemAlloc_v2_params_st::dptr",
    ][::std::mem::offset_of!(cuMemAlloc_v2_params_st, dptr) - 0usize];
    [
        "Offset of field: cuMemAlloc_v2_params_st::bytesize",
    ][::std::mem::offset_of!(cuMemAlloc_v2_params_st, bytesize) - 8usize];
};
impl Default for cuMemAlloc_v2_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemAlloc_v2_params = cuMemAlloc_v2_params_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct cuMemAllocPitch_v2_params_st {
    pub dptr: *mut CUdeviceptr,
    pub pPitch: *mut usize,
    pub WidthInBytes: usize,
    pub Height: usize,
    pub ElementSizeBytes: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemAllocPitch_v2_params_st",
    ][::std::mem::size_of::<cuMemAllocPitch_v2_params_st>() - 40usize];
    [
        "Alignment of cuMemAllocPitch_v2_params_st",
    ][::std::mem::align_of::<cuMemAllocPitch_v2_params_st>() - 8usize];
    [
        "Offset of field: cuMemAllocPitch_v2_params_st::dptr",
    ][::std::mem::offset_of!(cuMemAllocPitch_v2_params_st, dptr) - 0usize];
    [
        "Offset of field: cuMemAllocPitch_v2_params_st::pPitch",
    ][::std::mem::offset_of!(cuMemAllocPitch_v2_params_st, pPitch) - 8usize];
    [
        "Offset of field: cuMemAllocPitch_v2_params_st::WidthInBytes",
    ][::std::mem::offset_of!(cuMemAllocPitch_v2_params_st, WidthInBytes) - 16usize];
    [
        "Offset of field: cuMemAllocPitch_v2_params_st::Height",
    ][::std::mem::offset_of!(cuMemAllocPitch_v2_params_st, Height) - 24usize];
    [
        "Offset of field: cuMemAllocPitch_v2_params_st::ElementSizeBytes",
    ][::std::mem::offset_of!(cuMemAllocPitch_v2_params_st, ElementSizeBytes) - 32usize];
};
impl Default for cuMemAllocPitch_v2_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemAllocPitch_v2_params = cuMemAllocPitch_v2_params_st;
#[repr(C)]
pub struct cuMemFree_v2_params_st {
    pub dptr: CUdeviceptr,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemFree_v2_params_st",
    ][::std::mem::size_of::<cuMemFree_v2_params_st>() - 8usize];
    [
        "Alignment of cuMemFree_v2_params_st",
    ][::std::mem::align_of::<cuMemFree_v2_params_st>() - 8usize];
    [
        "Offset of field: cuMemFree_v2_params_st::dptr",
    ][::std::mem::offset_of!(cuMemFree_v2_params_st, dptr) - 0usize];
};
impl Default for cuMemFree_v2_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemFree_v2_params = cuMemFree_v2_params_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct cuMemAllocHost_v2_params_st {
    pub pp: *mut *mut ::std::os::raw::c_void,
    pub bytesize: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemAllocHost_v2_params_st",
    ][::std::mem::size_of::<cuMemAllocHost_v2_params_st>() - 16usize];
    [
        "Alignment of cuMemAllocHost_v2_params_st",
    ][::std::mem::align_of::<cuMemAllocHost_v2_params_st>() - 8usize];
    [
        "Offset of field: cuMemAllocHost_v2_params_st::pp",
    ][::std::mem::offset_of!(cuMemAllocHost_v2_params_st, pp) - 0usize];
    [
        "Offset of field: cuMemAllocHost_v2_params_st::bytesize",
    ][::std::mem::offset_of!(cuMemAllocHost_v2_params_st, bytesize) - 8usize];
};
impl Default for cuMemAllocHost_v2_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemAllocHost_v2_params = cuMemAllocHost_v2_params_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct cuMemFreeHost_params_st {
    pub p: *mut ::std::os::raw::c_void,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemFreeHost_params_st",
    ][::std::mem::size_of::<cuMemFreeHost_params_st>() - 8usize];
    [
        "Alignment of cuMemFreeHost_params_st",
    ][::std::mem::align_of::<cuMemFreeHost_params_st>() - 8usize];
    [
        "Offset of field: cuMemFreeHost_params_st::p",
    ][::std::mem::offset_of!(cuMemFreeHost_params_st, p) - 0usize];
};
impl Default for cuMemFreeHost_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemFreeHost_params = cuMemFreeHost_params_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct cuMemHostAlloc_params_st {
    pub pp: *mut *mut ::std::os::raw::c_void,
    pub bytesize: usize,
    pub Flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemHostAlloc_params_st",
    ][::std::mem::size_of::<cuMemHostAlloc_params_st>() - 24usize];
    [
        "Alignment of cuMemHostAlloc_params_st",
    ][::std::mem::align_of::<cuMemHostAlloc_params_st>() - 8usize];
    [
        "Offset of field: cuMemHostAlloc_params_st::pp",
    ][::std::mem::offset_of!(cuMemHostAlloc_params_st, pp) - 0usize];
    [
        "Offset of field: cuMemHostAlloc_params_st::bytesize",
    ][::std::mem::offset_of!(cuMemHostAlloc_params_st, bytesize) - 8usize];
    [
        "Offset of field: cuMemHostAlloc_params_st::Flags",
    ][::std::mem::offset_of!(cuMemHostAlloc_params_st, Flags) - 16usize];
};
impl Default for cuMemHostAlloc_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemHostAlloc_params = cuMemHostAlloc_params_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct cuMemAllocManaged_params_st {
    pub dptr: *mut CUdeviceptr,
    pub bytesize: usize,
    pub flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemAllocManaged_params_st",
    ][::std::mem::size_of::<cuMemAllocManaged_params_st>() - 24usize];
    [
        "Alignment of cuMemAllocManaged_params_st",
    ][::std::mem::align_of::<cuMemAllocManaged_params_st>() - 8usize];
    [
        "Offset of field: cuMemAllocManaged_params_st::dptr",
    ][::std::mem::offset_of!(cuMemAllocManaged_params_st, dptr) - 0usize];
    [
        "Offset of field: cuMemAllocManaged_params_st::bytesize",
    ][::std::mem::offset_of!(cuMemAllocManaged_params_st, bytesize) - 8usize];
    [
        "Offset of field: cuMemAllocManaged_params_st::flags",
    ][::std::mem::offset_of!(cuMemAllocManaged_params_st, flags) - 16usize];
};
impl Default for cuMemAllocManaged_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemAllocManaged_params = cuMemAllocManaged_params_st;
#[repr(C)]
pub struct cuIpcOpenMemHandle_v2_params_st {
    pub pdptr: *mut CUdeviceptr,
    pub handle: CUipcMemHandle,
    pub Flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuIpcOpenMemHandle_v2_params_st",
    ][::std::mem::size_of::<cuIpcOpenMemHandle_v2_params_st>() - 80usize];
    [
        "Alignment of cuIpcOpenMemHandle_v2_params_st",
    ][::std::mem::align_of::<cuIpcOpenMemHandle_v2_params_st>() - 8usize];
    [
        "Offset of field: cuIpcOpenMemHandle_v2_params_st::pdptr",
    ][::std::mem::offset_of!(cuIpcOpenMemHandle_v2_params_st, pdptr) - 0usize];
    [
        "Offset of field: cuIpcOpenMemHandle_v2_params_st::handle",
    ][::std::mem::offset_of!(cuIpcOpenMemHandle_v2_params_st, handle) - 8usize];
    [
        "Offset of field: cuIpcOpenMemHandle_v2_params_st::Flags",
    ][::std::mem::offset_of!(cuIpcOpenMemHandle_v2_params_st, Flags) - 72usize];
};
impl Default for cuIpcOpenMemHandle_v2_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuIpcOpenMemHandle_v2_params = cuIpcOpenMemHandle_v2_params_st;
#[repr(C)]
pub struct cuIpcCloseMemHandle_params_st {
    pub dptr: CUdeviceptr,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuIpcCloseMemHandle_params_st",
    ][::std::mem::size_of::<cuIpcCloseMemHandle_params_st>() - 8usize];
    [
        "Alignment of cuIpcCloseMemHandle_params_st",
    ][::std::mem::align_of::<cuIpcCloseMemHandle_params_st>() - 8usize];
    [
        "Offset of field: cuIpcCloseMemHandle_params_st::dptr",
    ][::std::mem::offset_of!(cuIpcCloseMemHandle_params_st, dptr) - 0usize];
};
impl Default for cuIpcCloseMemHandle_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuIpcCloseMemHandle_params = cuIpcCloseMemHandle_params_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct cuMemHostRegister_v2_params_st {
    pub p: *mut ::std::os::raw::c_void,
    pub bytesize: usize,
    pub Flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemHostRegister_v2_params_st",
    ][::std::mem::size_of::<cuMemHostRegister_v2_params_st>() - 24usize];
    [
        "Alignment of cuMemHostRegister_v2_params_st",
    ][::std::mem::align_of::<cuMemHostRegister_v2_params_st>() - 8usize];
    [
        "Offset of field: cuMemHostRegister_v2_params_st::p",
    ][::std::mem::offset_of!(cuMemHostRegister_v2_params_st, p) - 0usize];
    [
        "Offset of field: cuMemHostRegister_v2_params_st::bytesize",
    ][::std::mem::offset_of!(cuMemHostRegister_v2_params_st, bytesize) - 8usize];
    [
        "Offset of field: cuMemHostRegister_v2_params_st::Flags",
    ][::std::mem::offset_of!(cuMemHostRegister_v2_params_st, Flags) - 16usize];
};
impl Default for cuMemHostRegister_v2_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemHostRegister_v2_params = cuMemHostRegister_v2_params_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct cuMemHostUnregister_params_st {
    pub p: *mut ::std::os::raw::c_void,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemHostUnregister_params_st",
    ][::std::mem::size_of::<cuMemHostUnregister_params_st>() - 8usize];
    [
        "Alignment of cuMemHostUnregister_params_st",
    ][::std::mem::align_of::<cuMemHostUnregister_params_st>() - 8usize];
    [
        "Offset of field: cuMemHostUnregister_params_st::p",
    ][::std::mem::offset_of!(cuMemHostUnregister_params_st, p) - 0usize];
};
impl Default for cuMemHostUnregister_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemHostUnregister_params = cuMemHostUnregister_params_st;
#[repr(C)]
pub struct cuMemAddressFree_params_st {
    pub ptr: CUdeviceptr,
    pub size: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemAddressFree_params_st",
    ][::std::mem::size_of::<cuMemAddressFree_params_st>() - 16usize];
    [
        "Alignment of cuMemAddressFree_params_st",
    ][::std::mem::align_of::<cuMemAddressFree_params_st>() - 8usize];
    [
        "Offset of field: cuMemAddressFree_params_st::ptr",
    ][::std::mem::offset_of!(cuMemAddressFree_params_st, ptr) - 0usize];
    [
        "Offset of field: cuMemAddressFree_params_st::size",
    ][::std::mem::offset_of!(cuMemAddressFree_params_st, size) - 8usize];
};
impl Default for cuMemAddressFree_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemAddressFree_params = cuMemAddressFree_params_st;
#[repr(C)]
pub struct cuMemRelease_params_st {
    pub handle: CUmemGenericAllocationHandle,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemRelease_params_st",
    ][::std::mem::size_of::<cuMemRelease_params_st>() - 8usize];
    [
        "Alignment of cuMemRelease_params_st",
    ][::std::mem::align_of::<cuMemRelease_params_st>() - 8usize];
    [
        "Offset of field: cuMemRelease_params_st::handle",
    ][::std::mem::offset_of!(cuMemRelease_params_st, handle) - 0usize];
};
impl Default for cuMemRelease_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemRelease_params = cuMemRelease_params_st;
#[repr(C)]
pub struct cuMemMap_params_st {
    pub ptr: CUdeviceptr,
    pub size: usize,
    pub offset: usize,
    pub handle: CUmemGenericAllocationHandle,
    pub flags: ::std::os::raw::c_ulonglong,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemMap_params_st",
    ][::std::mem::size_of::<cuMemMap_params_st>() - 40usize];
    [
        "Alignment of cuMemMap_params_st",
    ][::std::mem::align_of::<cuMemMap_params_st>() - 8usize];
    [
        "Offset of field: cuMemMap_params_st::ptr",
    ][::std::mem::offset_of!(cuMemMap_params_st, ptr) - 0usize];
    [
        "Offset of field: cuMemMap_params_st::size",
    ][::std::mem::offset_of!(cuMemMap_params_st, size) - 8usize];
    [
        "Offset of field: cuMemMap_params_st::offset",
    ][::std::mem::offset_of!(cuMemMap_params_st, offset) - 16usize];
    [
        "Offset of field: cuMemMap_params_st::handle",
    ][::std::mem::offset_of!(cuMemMap_params_st, handle) - 24usize];
    [
        "Offset of field: cuMemMap_params_st::flags",
    ][::std::mem::offset_of!(cuMemMap_params_st, flags) - 32usize];
};
impl Default for cuMemMap_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemMap_params = cuMemMap_params_st;
#[repr(C)]
pub struct cuMemUnmap_params_st {
    pub ptr: CUdeviceptr,
    pub size: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemUnmap_params_st",
    ][::std::mem::size_of::<cuMemUnmap_params_st>() - 16usize];
    [
        "Alignment of cuMemUnmap_params_st",
    ][::std::mem::align_of::<cuMemUnmap_params_st>() - 8usize];
    [
        "Offset of field: cuMemUnmap_params_st::ptr",
    ][::std::mem::offset_of!(cuMemUnmap_params_st, ptr) - 0usize];
    [
        "Offset of field: cuMemUnmap_params_st::size",
    ][::std::mem::offset_of!(cuMemUnmap_params_st, size) - 8usize];
};
impl Default for cuMemUnmap_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemUnmap_params = cuMemUnmap_params_st;
#[repr(C)]
pub struct cuMemFreeAsync_ptsz_params_st {
    pub dptr: CUdeviceptr,
    pub hStream: CUstream,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemFreeAsync_ptsz_params_st",
    ][::std::mem::size_of::<cuMemFreeAsync_ptsz_params_st>() - 16usize];
    [
        "Alignment of cuMemFreeAsync_ptsz_params_st",
    ][::std::mem::align_of::<cuMemFreeAsync_ptsz_params_st>() - 8usize];
    [
        "Offset of field: cuMemFreeAsync_ptsz_params_st::dptr",
    ][::std::mem::offset_of!(cuMemFreeAsync_ptsz_params_st, dptr) - 0usize];
    [
        "Offset of field: cuMemFreeAsync_ptsz_params_st::hStream",
    ][::std::mem::offset_of!(cuMemFreeAsync_ptsz_params_st, hStream) - 8usize];
};
impl Default for cuMemFreeAsync_ptsz_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemFreeAsync_ptsz_params = cuMemFreeAsync_ptsz_params_st;
#[repr(C)]
pub struct cuMemAllocAsync_ptsz_params_st {
    pub dptr: *mut CUdeviceptr,
    pub bytesize: usize,
    pub hStream: CUstream,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemAllocAsync_ptsz_params_st",
    ][::std::mem::size_of::<cuMemAllocAsync_ptsz_params_st>() - 24usize];
    [
        "Alignment of cuMemAllocAsync_ptsz_params_st",
    ][::std::mem::align_of::<cuMemAllocAsync_ptsz_params_st>() - 8usize];
    [
        "Offset of field: cuMemAllocAsync_ptsz_params_st::dptr",
    ][::std::mem::offset_of!(cuMemAllocAsync_ptsz_params_st, dptr) - 0usize];
    [
        "Offset of field: cuMemAllocAsync_ptsz_params_st::bytesize",
    ][::std::mem::offset_of!(cuMemAllocAsync_ptsz_params_st, bytesize) - 8usize];
    [
        "Offset of field: cuMemAllocAsync_ptsz_params_st::hStream",
    ][::std::mem::offset_of!(cuMemAllocAsync_ptsz_params_st, hStream) - 16usize];
};
impl Default for cuMemAllocAsync_ptsz_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemAllocAsync_ptsz_params = cuMemAllocAsync_ptsz_params_st;
#[repr(C)]
pub struct cuMemPoolDestroy_params_st {
    pub pool: CUmemoryPool,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemPoolDestroy_params_st",
    ][::std::mem::size_of::<cuMemPoolDestroy_params_st>() - 8usize];
    [
        "Alignment of cuMemPoolDestroy_params_st",
    ][::std::mem::align_of::<cuMemPoolDestroy_params_st>() - 8usize];
    [
        "Offset of field: cuMemPoolDestroy_params_st::pool",
    ][::std::mem::offset_of!(cuMemPoolDestroy_params_st, pool) - 0usize];
};
impl Default for cuMemPoolDestroy_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemPoolDestroy_params = cuMemPoolDestroy_params_st;
#[repr(C)]
pub struct cuMemAllocFromPoolAsync_ptsz_params_st {
    pub dptr: *mut CUdeviceptr,
    pub bytesize: usize,
    pub pool: CUmemoryPool,
    pub hStream: CUstream,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemAllocFromPoolAsync_ptsz_params_st",
    ][::std::mem::size_of::<cuMemAllocFromPoolAsync_ptsz_params_st>() - 32usize];
    [
        "Alignment of cuMemAllocFromPoolAsync_ptsz_params_st",
    ][::std::mem::align_of::<cuMemAllocFromPoolAsync_ptsz_params_st>() - 8usize];
    [
        "Offset of field: cuMemAllocFromPoolAsync_ptsz_params_st::dptr",
    ][::std::mem::offset_of!(cuMemAllocFromPoolAsync_ptsz_params_st, dptr) - 0usize];
    [
        "Offset of field: cuMemAllocFromPoolAsync_ptsz_params_st::bytesize",
    ][::std::mem::offset_of!(cuMemAllocFromPoolAsync_ptsz_params_st, bytesize) - 8usize];
    [
        "Offset of field: cuMemAllocFromPoolAsync_ptsz_params_st::pool",
    ][::std::mem::offset_of!(cuMemAllocFromPoolAsync_ptsz_params_st, pool) - 16usize];
    [
        "Offset of field: cuMemAllocFromPoolAsync_ptsz_params_st::hStream",
    ][::std::mem::offset_of!(cuMemAllocFromPoolAsync_ptsz_params_st, hStream) - 24usize];
};
impl Default for cuMemAllocFromPoolAsync_ptsz_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemAllocFromPoolAsync_ptsz_params = cuMemAllocFromPoolAsync_ptsz_params_st;
#[repr(C)]
pub struct cuMemPoolImportPointer_params_st {
    pub ptr_out: *mut CUdeviceptr,
    pub pool: CUmemoryPool,
    pub shareData: *mut CUmemPoolPtrExportData,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemPoolImportPointer_params_st",
    ][::std::mem::size_of::<cuMemPoolImportPointer_params_st>() - 24usize];
    [
        "Alignment of cuMemPoolImportPointer_params_st",
    ][::std::mem::align_of::<cuMemPoolImportPointer_params_st>() - 8usize];
    [
        "Offset of field: cuMemPoolImportPointer_params_st::ptr_out",
    ][::std::mem::offset_of!(cuMemPoolImportPointer_params_st, ptr_out) - 0usize];
    [
        "Offset of field: cuMemPoolImportPointer_params_st::pool",
    ][::std::mem::offset_of!(cuMemPoolImportPointer_params_st, pool) - 8usize];
    [
        "Offset of field: cuMemPoolImportPointer_params_st::shareData",
    ][::std::mem::offset_of!(cuMemPoolImportPointer_params_st, shareData) - 16usize];
};
impl Default for cuMemPoolImportPointer_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemPoolImportPointer_params = cuMemPoolImportPointer_params_st;
#[repr(C)]
pub struct cuMulticastBindAddr_params_st {
    pub mcHandle: CUmemGenericAllocationHandle,
    pub mcOffset: usize,
    pub memptr: CUdeviceptr,
    pub size: usize,
    pub flags: ::std::os::raw::c_ulonglong,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMulticastBindAddr_params_st",
    ][::std::mem::size_of::<cuMulticastBindAddr_params_st>() - 40usize];
    [
        "Alignment of cuMulticastBindAddr_params_st",
    ][::std::mem::align_of::<cuMulticastBindAddr_params_st>() - 8usize];
    [
        "Offset of field: cuMulticastBindAddr_params_st::mcHandle",
    ][::std::mem::offset_of!(cuMulticastBindAddr_params_st, mcHandle) - 0usize];
    [
        "Offset of field: cuMulticastBindAddr_params_st::mcOffset",
    ][::std::mem::offset_of!(cuMulticastBindAddr_params_st, mcOffset) - 8usize];
    [
        "Offset of field: cuMulticastBindAddr_params_st::memptr",
    ][::std::mem::offset_of!(cuMulticastBindAddr_params_st, memptr) - 16usize];
    [
        "Offset of field: cuMulticastBindAddr_params_st::size",
    ][::std::mem::offset_of!(cuMulticastBindAddr_params_st, size) - 24usize];
    [
        "Offset of field: cuMulticastBindAddr_params_st::flags",
    ][::std::mem::offset_of!(cuMulticastBindAddr_params_st, flags) - 32usize];
};
impl Default for cuMulticastBindAddr_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMulticastBindAddr_params = cuMulticastBindAddr_params_st;
#[repr(C)]
pub struct cuExternalMemoryGetMappedBuffer_params_st {
    pub devPtr: *mut CUdeviceptr,
    pub extMem: CUexternalMemory,
    pub bufferDesc: *const CUDA_EXTERNAL_MEMORY_BUFFER_DESC,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuExternalMemoryGetMappedBuffer_params_st",
    ][::std::mem::size_of::<cuExternalMemoryGetMappedBuffer_params_st>() - 24usize];
    [
        "Alignment of cuExternalMemoryGetMappedBuffer_params_st",
    ][::std::mem::align_of::<cuExternalMemoryGetMappedBuffer_params_st>() - 8usize];
    [
        "Offset of field: cuExternalMemoryGetMappedBuffer_params_st::devPtr",
    ][::std::mem::offset_of!(cuExternalMemoryGetMappedBuffer_params_st, devPtr)
        - 0usize];
    [
        "Offset of field: cuExternalMemoryGetMappedBuffer_params_st::extMem",
    ][::std::mem::offset_of!(cuExternalMemoryGetMappedBuffer_params_st, extMem)
        - 8usize];
    [
        "Offset of field: cuExternalMemoryGetMappedBuffer_params_st::bufferDesc",
    ][::std::mem::offset_of!(cuExternalMemoryGetMappedBuffer_params_st, bufferDesc)
        - 16usize];
};
impl Default for cuExternalMemoryGetMappedBuffer_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuExternalMemoryGetMappedBuffer_params = cuExternalMemoryGetMappedBuffer_params_st;
#[repr(C)]
pub struct cuGraphAddMemFreeNode_params_st {
    pub phGraphNode: *mut CUgraphNode,
    pub hGraph: CUgraph,
    pub dependencies: *const CUgraphNode,
    pub numDependencies: usize,
    pub dptr: CUdeviceptr,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuGraphAddMemFreeNode_params_st",
    ][::std::mem::size_of::<cuGraphAddMemFreeNode_params_st>() - 40usize];
    [
        "Alignment of cuGraphAddMemFreeNode_params_st",
    ][::std::mem::align_of::<cuGraphAddMemFreeNode_params_st>() - 8usize];
    [
        "Offset of field: cuGraphAddMemFreeNode_params_st::phGraphNode",
    ][::std::mem::offset_of!(cuGraphAddMemFreeNode_params_st, phGraphNode) - 0usize];
    [
        "Offset of field: cuGraphAddMemFreeNode_params_st::hGraph",
    ][::std::mem::offset_of!(cuGraphAddMemFreeNode_params_st, hGraph) - 8usize];
    [
        "Offset of field: cuGraphAddMemFreeNode_params_st::dependencies",
    ][::std::mem::offset_of!(cuGraphAddMemFreeNode_params_st, dependencies) - 16usize];
    [
        "Offset of field: cuGraphAddMemFreeNode_params_st::numDependencies",
    ][::std::mem::offset_of!(cuGraphAddMemFreeNode_params_st, numDependencies)
        - 24usize];
    [
        "Offset of field: cuGraphAddMemFreeNode_params_st::dptr",
    ][::std::mem::offset_of!(cuGraphAddMemFreeNode_params_st, dptr) - 32usize];
};
impl Default for cuGraphAddMemFreeNode_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuGraphAddMemFreeNode_params = cuGraphAddMemFreeNode_params_st;
#[repr(C)]
pub struct cuGraphicsUnregisterResource_params_st {
    pub resource: CUgraphicsResource,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuGraphicsUnregisterResource_params_st",
    ][::std::mem::size_of::<cuGraphicsUnregisterResource_params_st>() - 8usize];
    [
        "Alignment of cuGraphicsUnregisterResource_params_st",
    ][::std::mem::align_of::<cuGraphicsUnregisterResource_params_st>() - 8usize];
    [
        "Offset of field: cuGraphicsUnregisterResource_params_st::resource",
    ][::std::mem::offset_of!(cuGraphicsUnregisterResource_params_st, resource) - 0usize];
};
impl Default for cuGraphicsUnregisterResource_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuGraphicsUnregisterResource_params = cuGraphicsUnregisterResource_params_st;
#[repr(C)]
pub struct cuGraphicsResourceGetMappedPointer_v2_params_st {
    pub pDevPtr: *mut CUdeviceptr,
    pub pSize: *mut usize,
    pub resource: CUgraphicsResource,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuGraphicsResourceGetMappedPointer_v2_params_st",
    ][::std::mem::size_of::<cuGraphicsResourceGetMappedPointer_v2_params_st>()
        - 24usize];
    [
        "Alignment of cuGraphicsResourceGetMappedPointer_v2_params_st",
    ][::std::mem::align_of::<cuGraphicsResourceGetMappedPointer_v2_params_st>()
        - 8usize];
    [
        "Offset of field: cuGraphicsResourceGetMappedPointer_v2_params_st::pDevPtr",
    ][::std::mem::offset_of!(cuGraphicsResourceGetMappedPointer_v2_params_st, pDevPtr)
        - 0usize];
    [
        "Offset of field: cuGraphicsResourceGetMappedPointer_v2_params_st::pSize",
    ][::std::mem::offset_of!(cuGraphicsResourceGetMappedPointer_v2_params_st, pSize)
        - 8usize];
    [
        "Offset of field: cuGraphicsResourceGetMappedPointer_v2_params_st::resource",
    ][::std::mem::offset_of!(cuGraphicsResourceGetMappedPointer_v2_params_st, resource)
        - 16usize];
};
impl Default for cuGraphicsResourceGetMappedPointer_v2_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuGraphicsResourceGetMappedPointer_v2_params = cuGraphicsResourceGetMappedPointer_v2_params_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct cuMemHostRegister_params_st {
    pub p: *mut ::std::os::raw::c_void,
    pub bytesize: usize,
    pub Flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemHostRegister_params_st",
    ][::std::mem::size_of::<cuMemHostRegister_params_st>() - 24usize];
    [
        "Alignment of cuMemHostRegister_params_st",
    ][::std::mem::align_of::<cuMemHostRegister_params_st>() - 8usize];
    [
        "Offset of field: cuMemHostRegister_params_st::p",
    ][::std::mem::offset_of!(cuMemHostRegister_params_st, p) - 0usize];
    [
        "Offset of field: cuMemHostRegister_params_st::bytesize",
    ][::std::mem::offset_of!(cuMemHostRegister_params_st, bytesize) - 8usize];
    [
        "Offset of field: cuMemHostRegister_params_st::Flags",
    ][::std::mem::offset_of!(cuMemHostRegister_params_st, Flags) - 16usize];
};
impl Default for cuMemHostRegister_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemHostRegister_params = cuMemHostRegister_params_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct cuMemAlloc_params_st {
    pub dptr: *mut CUdeviceptr_v1,
    pub bytesize: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemAlloc_params_st",
    ][::std::mem::size_of::<cuMemAlloc_params_st>() - 16usize];
    [
        "Alignment of cuMemAlloc_params_st",
    ][::std::mem::align_of::<cuMemAlloc_params_st>() - 8usize];
    [
        "Offset of field: cuMemAlloc_params_st::dptr",
    ][::std::mem::offset_of!(cuMemAlloc_params_st, dptr) - 0usize];
    [
        "Offset of field: cuMemAlloc_params_st::bytesize",
    ][::std::mem::offset_of!(cuMemAlloc_params_st, bytesize) - 8usize];
};
impl Default for cuMemAlloc_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemAlloc_params = cuMemAlloc_params_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct cuMemAllocPitch_params_st {
    pub dptr: *mut CUdeviceptr_v1,
    pub pPitch: *mut ::std::os::raw::c_uint,
    pub WidthInBytes: ::std::os::raw::c_uint,
    pub Height: ::std::os::raw::c_uint,
    pub ElementSizeBytes: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemAllocPitch_params_st",
    ][::std::mem::size_of::<cuMemAllocPitch_params_st>() - 32usize];
    [
        "Alignment of cuMemAllocPitch_params_st",
    ][::std::mem::align_of::<cuMemAllocPitch_params_st>() - 8usize];
    [
        "Offset of field: cuMemAllocPitch_params_st::dptr",
    ][::std::mem::offset_of!(cuMemAllocPitch_params_st, dptr) - 0usize];
    [
        "Offset of field: cuMemAllocPitch_params_st::pPitch",
    ][::std::mem::offset_of!(cuMemAllocPitch_params_st, pPitch) - 8usize];
    [
        "Offset of field: cuMemAllocPitch_params_st::WidthInBytes",
    ][::std::mem::offset_of!(cuMemAllocPitch_params_st, WidthInBytes) - 16usize];
    [
        "Offset of field: cuMemAllocPitch_params_st::Height",
    ][::std::mem::offset_of!(cuMemAllocPitch_params_st, Height) - 20usize];
    [
        "Offset of field: cuMemAllocPitch_params_st::ElementSizeBytes",
    ][::std::mem::offset_of!(cuMemAllocPitch_params_st, ElementSizeBytes) - 24usize];
};
impl Default for cuMemAllocPitch_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemAllocPitch_params = cuMemAllocPitch_params_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct cuMemFree_params_st {
    pub dptr: CUdeviceptr_v1,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemFree_params_st",
    ][::std::mem::size_of::<cuMemFree_params_st>() - 4usize];
    [
        "Alignment of cuMemFree_params_st",
    ][::std::mem::align_of::<cuMemFree_params_st>() - 4usize];
    [
        "Offset of field: cuMemFree_params_st::dptr",
    ][::std::mem::offset_of!(cuMemFree_params_st, dptr) - 0usize];
};
pub type cuMemFree_params = cuMemFree_params_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct cuMemAllocHost_params_st {
    pub pp: *mut *mut ::std::os::raw::c_void,
    pub bytesize: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemAllocHost_params_st",
    ][::std::mem::size_of::<cuMemAllocHost_params_st>() - 16usize];
    [
        "Alignment of cuMemAllocHost_params_st",
    ][::std::mem::align_of::<cuMemAllocHost_params_st>() - 8usize];
    [
        "Offset of field: cuMemAllocHost_params_st::pp",
    ][::std::mem::offset_of!(cuMemAllocHost_params_st, pp) - 0usize];
    [
        "Offset of field: cuMemAllocHost_params_st::bytesize",
    ][::std::mem::offset_of!(cuMemAllocHost_params_st, bytesize) - 8usize];
};
impl Default for cuMemAllocHost_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemAllocHost_params = cuMemAllocHost_params_st;
#[repr(C)]
pub struct cuGraphicsResourceGetMappedPointer_params_st {
    pub pDevPtr: *mut CUdeviceptr_v1,
    pub pSize: *mut ::std::os::raw::c_uint,
    pub resource: CUgraphicsResource,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuGraphicsResourceGetMappedPointer_params_st",
    ][::std::mem::size_of::<cuGraphicsResourceGetMappedPointer_params_st>() - 24usize];
    [
        "Alignment of cuGraphicsResourceGetMappedPointer_params_st",
    ][::std::mem::align_of::<cuGraphicsResourceGetMappedPointer_params_st>() - 8usize];
    [
        "Offset of field: cuGraphicsResourceGetMappedPointer_params_st::pDevPtr",
    ][::std::mem::offset_of!(cuGraphicsResourceGetMappedPointer_params_st, pDevPtr)
        - 0usize];
    [
        "Offset of field: cuGraphicsResourceGetMappedPointer_params_st::pSize",
    ][::std::mem::offset_of!(cuGraphicsResourceGetMappedPointer_params_st, pSize)
        - 8usize];
    [
        "Offset of field: cuGraphicsResourceGetMappedPointer_params_st::resource",
    ][::std::mem::offset_of!(cuGraphicsResourceGetMappedPointer_params_st, resource)
        - 16usize];
};
impl Default for cuGraphicsResourceGetMappedPointer_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuGraphicsResourceGetMappedPointer_params = cuGraphicsResourceGetMappedPointer_params_st;
#[repr(C)]
pub struct cuIpcOpenMemHandle_params_st {
    pub pdptr: *mut CUdeviceptr,
    pub handle: CUipcMemHandle,
    pub Flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuIpcOpenMemHandle_params_st",
    ][::std::mem::size_of::<cuIpcOpenMemHandle_params_st>() - 80usize];
    [
        "Alignment of cuIpcOpenMemHandle_params_st",
    ][::std::mem::align_of::<cuIpcOpenMemHandle_params_st>() - 8usize];
    [
        "Offset of field: cuIpcOpenMemHandle_params_st::pdptr",
    ][::std::mem::offset_of!(cuIpcOpenMemHandle_params_st, pdptr) - 0usize];
    [
        "Offset of field: cuIpcOpenMemHandle_params_st::handle",
    ][::std::mem::offset_of!(cuIpcOpenMemHandle_params_st, handle) - 8usize];
    [
        "Offset of field: cuIpcOpenMemHandle_params_st::Flags",
    ][::std::mem::offset_of!(cuIpcOpenMemHandle_params_st, Flags) - 72usize];
};
impl Default for cuIpcOpenMemHandle_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuIpcOpenMemHandle_params = cuIpcOpenMemHandle_params_st;
#[repr(C)]
pub struct cuMemFreeAsync_params_st {
    pub dptr: CUdeviceptr,
    pub hStream: CUstream,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemFreeAsync_params_st",
    ][::std::mem::size_of::<cuMemFreeAsync_params_st>() - 16usize];
    [
        "Alignment of cuMemFreeAsync_params_st",
    ][::std::mem::align_of::<cuMemFreeAsync_params_st>() - 8usize];
    [
        "Offset of field: cuMemFreeAsync_params_st::dptr",
    ][::std::mem::offset_of!(cuMemFreeAsync_params_st, dptr) - 0usize];
    [
        "Offset of field: cuMemFreeAsync_params_st::hStream",
    ][::std::mem::offset_of!(cuMemFreeAsync_params_st, hStream) - 8usize];
};
impl Default for cuMemFreeAsync_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemFreeAsync_params = cuMemFreeAsync_params_st;
#[repr(C)]
pub struct cuMemAllocAsync_params_st {
    pub dptr: *mut CUdeviceptr,
    pub bytesize: usize,
    pub hStream: CUstream,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemAllocAsync_params_st",
    ][::std::mem::size_of::<cuMemAllocAsync_params_st>() - 24usize];
    [
        "Alignment of cuMemAllocAsync_params_st",
    ][::std::mem::align_of::<cuMemAllocAsync_params_st>() - 8usize];
    [
        "Offset of field: cuMemAllocAsync_params_st::dptr",
    ][::std::mem::offset_of!(cuMemAllocAsync_params_st, dptr) - 0usize];
    [
        "Offset of field: cuMemAllocAsync_params_st::bytesize",
    ][::std::mem::offset_of!(cuMemAllocAsync_params_st, bytesize) - 8usize];
    [
        "Offset of field: cuMemAllocAsync_params_st::hStream",
    ][::std::mem::offset_of!(cuMemAllocAsync_params_st, hStream) - 16usize];
};
impl Default for cuMemAllocAsync_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemAllocAsync_params = cuMemAllocAsync_params_st;
#[repr(C)]
pub struct cuMemAllocFromPoolAsync_params_st {
    pub dptr: *mut CUdeviceptr,
    pub bytesize: usize,
    pub pool: CUmemoryPool,
    pub hStream: CUstream,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cuMemAllocFromPoolAsync_params_st",
    ][::std::mem::size_of::<cuMemAllocFromPoolAsync_params_st>() - 32usize];
    [
        "Alignment of cuMemAllocFromPoolAsync_params_st",
    ][::std::mem::align_of::<cuMemAllocFromPoolAsync_params_st>() - 8usize];
    [
        "Offset of field: cuMemAllocFromPoolAsync_params_st::dptr",
    ][::std::mem::offset_of!(cuMemAllocFromPoolAsync_params_st, dptr) - 0usize];
    [
        "Offset of field: cuMemAllocFromPoolAsync_params_st::bytesize",
    ][::std::mem::offset_of!(cuMemAllocFromPoolAsync_params_st, bytesize) - 8usize];
    [
        "Offset of field: cuMemAllocFromPoolAsync_params_st::pool",
    ][::std::mem::offset_of!(cuMemAllocFromPoolAsync_params_st, pool) - 16usize];
    [
        "Offset of field: cuMemAllocFromPoolAsync_params_st::hStream",
    ][::std::mem::offset_of!(cuMemAllocFromPoolAsync_params_st, hStream) - 24usize];
};
impl Default for cuMemAllocFromPoolAsync_params_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type cuMemAllocFromPoolAsync_params = cuMemAllocFromPoolAsync_params_st;
pub struct Cupti {
    __library: ::libloading::Library,
    pub cuptiGetResultString: Result<
        unsafe extern "C" fn(
            result: CUptiResult,
            str_: *mut *const ::std::os::raw::c_char,
        ) -> CUptiResult,
        ::libloading::Error,
    >,
    pub cuptiSubscribe: Result<
        unsafe extern "C" fn(
            subscriber: *mut CUpti_SubscriberHandle,
            callback: CUpti_CallbackFunc,
            userdata: *mut ::std::os::raw::c_void,
        ) -> CUptiResult,
        ::libloading::Error,
    >,
    pub cuptiSubscribe_v2: Result<
        unsafe extern "C" fn(
            subscriber: *mut CUpti_SubscriberHandle,
            callback: CUpti_CallbackFunc,
            userdata: *mut ::std::os::raw::c_void,
            pParams: *mut CUpti_SubscriberParams,
        ) -> CUptiResult,
        ::libloading::Error,
    >,
    pub cuptiUnsubscribe: Result<
        unsafe extern "C" fn(subscriber: CUpti_SubscriberHandle) -> CUptiResult,
        ::libloading::Error,
    >,
    pub cuptiEnableCallback: Result<
        unsafe extern "C" fn(
            enable: u32,
            subscriber: CUpti_SubscriberHandle,
            domain: CUpti_CallbackDomain,
            cbid: CUpti_CallbackId,
        ) -> CUptiResult,
        ::libloading::Error,
    >,
    pub cuptiEnableDomain: Result<
        unsafe extern "C" fn(
            enable: u32,
            subscriber: CUpti_SubscriberHandle,
            domain: CUpti_CallbackDomain,
        ) -> CUptiResult,
        ::libloading::Error,
    >,
    pub cuptiGetVersion: Result<
        unsafe extern "C" fn(version: *mut u32) -> CUptiResult,
        ::libloading::Error,
    >,
}
impl Cupti {
    pub unsafe fn new<P>(path: P) -> Result<Self, ::libloading::Error>
    where
        P: AsRef<::std::ffi::OsStr>,
    {
        let library = unsafe { ::libloading::Library::new(path) }?;
        unsafe { Self::from_library(library) }
    }
    pub unsafe fn from_library<L>(library: L) -> Result<Self, ::libloading::Error>
    where
        L: Into<::libloading::Library>,
    {
        let __library = library.into();
        let cuptiGetResultString = unsafe { __library.get(b"cuptiGetResultString\0") }
            .map(|sym| *sym);
        let cuptiSubscribe = unsafe { __library.get(b"cuptiSubscribe\0") }
            .map(|sym| *sym);
        let cuptiSubscribe_v2 = unsafe { __library.get(b"cuptiSubscribe_v2\0") }
            .map(|sym| *sym);
        let cuptiUnsubscribe = unsafe { __library.get(b"cuptiUnsubscribe\0") }
            .map(|sym| *sym);
        let cuptiEnableCallback = unsafe { __library.get(b"cuptiEnableCallback\0") }
            .map(|sym| *sym);
        let cuptiEnableDomain = unsafe { __library.get(b"cuptiEnableDomain\0") }
            .map(|sym| *sym);
        let cuptiGetVersion = unsafe { __library.get(b"cuptiGetVersion\0") }
            .map(|sym| *sym);
        Ok(Cupti {
            __library,
            cuptiGetResultString,
            cuptiSubscribe,
            cuptiSubscribe_v2,
            cuptiUnsubscribe,
            cuptiEnableCallback,
            cuptiEnableDomain,
            cuptiGetVersion,
        })
    }
    pub unsafe fn cuptiGetResultString(
        &self,
        result: CUptiResult,
        str_: *mut *const ::std::os::raw::c_char,
    ) -> CUptiResult {
        unsafe {
            (self
                .cuptiGetResultString
                .as_ref()
                .expect("Expected function, got error."))(result, str_)
        }
    }
    pub unsafe fn cuptiSubscribe(
        &self,
        subscriber: *mut CUpti_SubscriberHandle,
        callback: CUpti_CallbackFunc,
        userdata: *mut ::std::os::raw::c_void,
    ) -> CUptiResult {
        unsafe {
            (self
                .cuptiSubscribe
                .as_ref()
                .expect("Expected function, got error."))(subscriber, callback, userdata)
        }
    }
    pub unsafe fn cuptiSubscribe_v2(
        &self,
        subscriber: *mut CUpti_SubscriberHandle,
        callback: CUpti_CallbackFunc,
        userdata: *mut ::std::os::raw::c_void,
        pParams: *mut CUpti_SubscriberParams,
    ) -> CUptiResult {
        unsafe {
            (self
                .cuptiSubscribe_v2
                .as_ref()
                .expect(
                    "Expected function, got error.",
                ))(subscriber, callback, userdata, pParams)
        }
    }
    pub unsafe fn cuptiUnsubscribe(
        &self,
        subscriber: CUpti_SubscriberHandle,
    ) -> CUptiResult {
        unsafe {
            (self
                .cuptiUnsubscribe
                .as_ref()
                .expect("Expected function, got error."))(subscriber)
        }
    }
    pub unsafe fn cuptiEnableCallback(
        &self,
        enable: u32,
        subscriber: CUpti_SubscriberHandle,
        domain: CUpti_CallbackDomain,
        cbid: CUpti_CallbackId,
    ) -> CUptiResult {
        unsafe {
            (self
                .cuptiEnableCallback
                .as_ref()
                .expect(
                    "Expected function, got error.",
                ))(enable, subscriber, domain, cbid)
        }
    }
    pub unsafe fn cuptiEnableDomain(
        &self,
        enable: u32,
        subscriber: CUpti_SubscriberHandle,
        domain: CUpti_CallbackDomain,
    ) -> CUptiResult {
        unsafe {
            (self
                .cuptiEnableDomain
                .as_ref()
                .expect("Expected function, got error."))(enable, subscriber, domain)
        }
    }
    pub unsafe fn cuptiGetVersion(&self, version: *mut u32) -> CUptiResult {
        unsafe {
            (self
                .cuptiGetVersion
                .as_ref()
                .expect("Expected function, got error."))(version)
        }
    }
}
