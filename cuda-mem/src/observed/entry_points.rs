//! What each driver entry point does to the answers observed mode keeps:
//! one row per CUPTI callback id whose name says it allocates, frees, maps,
//! unmaps, registers, unregisters, imports, opens, closes, releases,
//! resets, loads or unloads, binds, trims, destroys, instantiates, uploads,
//! updates or launches a graph, makes a context or sets its limits, or
//! finds a module's function or variable, "nothing" included, with why. A
//! test reads the committed CUPTI bindings and fails when such an id has no
//! row, so that a CUDA release adding a freeing call is seen.
//!
//! The table keeps answers for live driver allocations that are not graph
//! memory (`mod.rs` says how it is told apart from VMM memory), of
//! stream-ordered memory only allocations seen made, and
//! pageable answers, so what ends such an allocation, changes what an
//! address in one answers, or makes memory driver-known needs an effect.
//! An entry point that makes memory counts at its entry (an answer read
//! while it runs may be half made: seen on the H200 with
//! `cuMemAllocAsync`), and at its exit ends every pageable answer and
//! removes what its range holds. Parameters are named by their field in
//! CUPTI's generated `<name>_params` structs, so a layout CUPTI changes is
//! a compile error or a failed layout test, not a wrong read.

use cuda_mem_sys::cupti::{self as p, CUpti_driver_api_trace_cbid_enum as C};
use std::ffi::c_void;

/// What an entry point does to kept answers, and so what its callbacks do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Effect {
    /// Ends no kept allocation and changes no kept answer: no callback.
    Nothing,
    /// Frees, unregisters or closes the allocation holding this address (0
    /// frees nothing). Entry: the driver is asked the allocation's extent
    /// (it still exists) and the range is removed; exit: the same range,
    /// paired with its entry by the call's correlation id. Every answer goes
    /// where the extent cannot be had.
    Frees(Field),
    /// Frees or unregisters page-locked host memory at this address: as
    /// [`Effect::Frees`], and its device alias
    /// (`cuMemHostGetDevicePointer`'s address, asked of the driver at the
    /// entry) goes too where it differs from the host address (a device
    /// that cannot use the host pointer for registered memory).
    FreesHost(Field),
    /// Unmaps `[address, address + size)`: removed at entry and exit.
    Unmaps(Field, Field),
    /// Makes memory driver-known at this address, of this size (none: the
    /// extent is asked of the driver at exit). Counted at entry; at a
    /// successful exit the range is removed, at a failed one every answer.
    Makes(Field, Option<Field>),
    /// Allocates stream-ordered memory at this address, of this size: as
    /// [`Effect::Makes`], and at a successful exit the allocation is
    /// recorded (`allocations.rs`): its answer may be kept at this address
    /// until a free of it is called, whose entry forgets it (so none is
    /// kept between the free's call and its execution on the stream) and
    /// takes its range from the record, not from the driver.
    Allocates(Field, Field),
    /// Maps a `cuMemCreate` handle at `[address, address + size)`: as
    /// [`Effect::Makes`], and at a successful exit the range is recorded as
    /// one whose VMM answers may be kept (`mappings.rs`).
    Maps(Field, Field),
    /// Makes memory whose address no parameter gives: counted at entry,
    /// every answer goes at exit.
    MakesUnknown,
    /// May make memory driver-known where no parameter says: a graph's
    /// launch maps its allocations inside the call, a module's load places
    /// its variables, a context's creation or limits its own memory. Every
    /// pageable answer ends at exit (graph memory itself is never kept).
    MakesSomewhere,
    /// Frees or changes memory no parameter names (a context, a module, a
    /// graphics resource): every answer goes, at entry and exit.
    FreesAll,
    /// May destroy a context, and with it the memory it owns (`cuMemAlloc`,
    /// pinned, registered, managed, IPC-opened): every answer of memory in
    /// a context goes, at entry and exit. Pool and VMM memory belong to no
    /// context and stay (`docs/driver-facts.md`, "Primary context").
    FreesContextMemory,
    /// May free stream-ordered memory no parameter names (a graph node of
    /// any type, a memory-free node among them): every pool answer goes.
    FreesPoolMemory,
}

/// One parameter: its offset in the parameter block and its width, or, for
/// an out-pointer (`out`), the width of what it points to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Field {
    offset: usize,
    width: usize,
    out: bool,
}

const fn width<T, F>(_: fn(&T) -> &F) -> usize {
    std::mem::size_of::<F>()
}

const fn pointee_width<T, F>(_: fn(&T) -> &*mut F) -> usize {
    std::mem::size_of::<F>()
}

/// The parameter `struct.field`, read as a value.
macro_rules! at {
    ($t:ident . $f:ident) => {
        Field {
            offset: std::mem::offset_of!(p::$t, $f),
            width: width(|b: &p::$t| &b.$f),
            out: false,
        }
    };
}

/// The parameter `struct.field`, an out-pointer read through at exit.
macro_rules! out {
    ($t:ident . $f:ident) => {
        Field {
            offset: std::mem::offset_of!(p::$t, $f),
            width: pointee_width(|b: &p::$t| &b.$f),
            out: true,
        }
    };
}

impl Field {
    /// The parameter's value (through the pointer for an out-parameter; 0
    /// for a null one).
    ///
    /// # Safety
    /// `params` is CUPTI's parameter block of the entry point whose row
    /// gave this field; an out-parameter is read only at the exit of a call
    /// that succeeded (and so wrote it).
    pub(crate) unsafe fn read(self, params: *const c_void) -> u64 {
        /// # Safety
        /// `at` is valid for a read of `width` (4 or 8) bytes.
        unsafe fn word(at: *const u8, width: usize) -> u64 {
            // SAFETY: the caller's contract.
            unsafe {
                match width {
                    4 => u64::from(at.cast::<u32>().read_unaligned()),
                    _ => at.cast::<u64>().read_unaligned(),
                }
            }
        }
        // SAFETY: the field lies inside the block (its offset and width come
        // from the block's generated struct); an out-parameter points to a
        // value of its width that the call wrote.
        unsafe {
            let at = params.cast::<u8>().add(self.offset);
            if !self.out {
                return word(at, self.width);
            }
            let to = at.cast::<*const u8>().read_unaligned();
            if to.is_null() {
                return 0;
            }
            word(to, self.width)
        }
    }
}

use Effect::{
    Allocates, Frees, FreesAll, FreesContextMemory, FreesHost, FreesPoolMemory, Makes,
    MakesSomewhere, MakesUnknown, Maps, Nothing, Unmaps,
};

/// One row: the callback id, its effect, why.
pub(crate) type Row = (C, Effect, &'static str);

/// The effect of the callback id `cbid` (nothing for an id without a row).
pub(crate) fn effect(cbid: u32) -> Effect {
    INDEX
        .get(cbid as usize)
        .and_then(|&i| ENTRY_POINTS.get(usize::from(i).wrapping_sub(1)))
        .map_or(Nothing, |row| row.1)
}

/// Callback ids below this have their row in [`INDEX`].
const IDS: usize = 1024;
const _: () = assert!((C::CUPTI_DRIVER_TRACE_CBID_SIZE.0 as usize) <= IDS);

/// Row number + 1 of each callback id (0: none), made at compile time.
static INDEX: [u16; IDS] = {
    let mut index = [0u16; IDS];
    let mut i = 0;
    while i < ENTRY_POINTS.len() {
        index[ENTRY_POINTS[i].0 .0 as usize] = i as u16 + 1;
        i += 1;
    }
    index
};

const FREES: &str = "frees, unregisters or closes the allocation at its first parameter";
const FREES_HOST: &str = "frees or unregisters the page-locked host memory at its first parameter, and with it the device alias cuMemHostGetDevicePointer gives, where that differs";
const EGL_FRAMES: &str = "hands an EGL stream's frame to the other end (or ends the stream): the mapped pointers of the frame it gives up are no longer this end's, where no parameter names them: every answer goes";
const EGL_ACQUIRES: &str = "maps an EGL stream's frame for this end, at addresses no parameter gives: every answer goes at exit";
const FREES_V1: &str = "the 32-bit (v1) form: the address is a 4-byte CUdeviceptr_v1";
const MAKES: &str = "makes memory driver-known at the address it writes";
const MAKES_AT: &str = "makes memory at its first parameter (registers or maps it)";
const MAPS: &str = "maps a cuMemCreate handle at its first parameter: the only VMM memory whose answers are kept (a graph's memory answers as VMM memory too)";
const MAKES_ELSEWHERE: &str = "makes memory driver-known; the driver gives the extent at exit";
const OWNERS: &str = "destroys what owns memory (a context, a module, a library, a pool, a graphics or external resource): every answer goes";
const NO_STRUCT: &str = "an entry point with no parameter struct in CUPTI's headers: handled without reading its parameters";
const FREES_ASYNC: &str = "frees stream-ordered memory (recorded at its allocation's exit) or, where the driver allows it, other memory at its first parameter: the answer goes at the call, before the free takes effect on the stream";
const ALLOCATES: &str =
    "allocates stream-ordered memory: the driver's answer at exit is kept until the free is called";
const STREAM_ORDERED: &str =
    "releases only memory no live allocation holds (kept answers are of live allocations)";
const FREE_NODE: &str = "adds a node that frees the allocation at `dptr` when the graph runs, after this call: its kept answer (stream-ordered memory) goes now";
const ADD_NODE: &str = "adds a node of any type, a memory-free node among them, whose parameters are a union: every pool answer goes";
const CONTEXTS: &str = "destroys a context, or may (a primary context's last release): the memory it owns goes with it, pool and VMM memory stays";
const GRAPH: &str = "graph memory is never kept (a VMM answer is kept only inside a cuMemMap mapping), so graph frees, trims and destroys change nothing kept";
const MODULE: &str = "loads a module or library (or, loading lazily, the part asked for), whose variables get device memory inside the call, where no parameter says: every pageable answer ends";
const CONTEXT_MEMORY: &str = "makes a context, or sizes its memory (stack, heap, printf buffer), inside the call, where no parameter says: every pageable answer ends";
const QUERY: &str = "reads how modules load, whether a function is loaded, or counts: no memory";
const GRAPH_MAPS: &str = "launches (or readies for launch) a graph whose allocation nodes make their memory driver-known inside the call, where no parameter says (seen on the H200 for cuGraphLaunch): every pageable answer ends";
const NO_POINTER: &str = "makes, frees or describes an object no address names (an event, a stream, an array, a texture, a semaphore, a handle)";
const WINDOWS: &str = "Direct3D interop: Windows drivers only";
const READS: &str = "reads where mapped memory is, or sets how it maps: nothing changes";
const HANDLE: &str = "takes or releases a handle: memory still mapped stays (cuMemUnmap removes it), unmapped memory has no address";
const NOT_MEMORY: &str = "registers or releases a callback, a binary or a cache setting: no memory";
const LAST_REFERENCE: &str = "drops a reference, and the last one destroys the context and frees the memory it owns; which one is the last is not known here: every answer of memory in a context goes (the resource callback CONTEXT_DESTROY_STARTING reports the destruction too, but that it fires for a primary context's last release is checked on the simulator only)";
const GL_MAPS: &str = "maps or registers an OpenGL buffer";
const GRAPHICS_MAPS: &str = "maps graphics resources: their addresses are asked later";
const GRAPHICS_REGISTERS: &str =
    "registers a graphics resource: it is mapped by cuGraphicsMapResources";

/// Every row.
#[rustfmt::skip]
pub(crate) const ENTRY_POINTS: &[Row] = &[
    // Frees one allocation.
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemFree, Frees(at!(cuMemFree_params.dptr)), FREES_V1),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2, Frees(at!(cuMemFree_v2_params.dptr)), FREES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeHost, FreesHost(at!(cuMemFreeHost_params.p)), FREES_HOST),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemHostUnregister, FreesHost(at!(cuMemHostUnregister_params.p)), FREES_HOST),
    (C::CUPTI_DRIVER_TRACE_CBID_cuIpcCloseMemHandle, Frees(at!(cuIpcCloseMemHandle_params.dptr)), FREES),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64MemFree, FreesAll, NO_STRUCT),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemPeerUnregister, FreesAll, NO_STRUCT),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync, Frees(at!(cuMemFreeAsync_params.dptr)), FREES_ASYNC),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync_ptsz, Frees(at!(cuMemFreeAsync_ptsz_params.dptr)), FREES_ASYNC),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemPoolTrimTo, Nothing, STREAM_ORDERED),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemPoolDestroy, FreesAll, OWNERS),
    // Unmaps a range.
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemUnmap, Unmaps(at!(cuMemUnmap_params.ptr), at!(cuMemUnmap_params.size)), "unmaps [ptr, ptr + size)"),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemAddressFree, Unmaps(at!(cuMemAddressFree_params.ptr), at!(cuMemAddressFree_params.size)), "frees the reservation [ptr, ptr + size)"),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMulticastUnbind, FreesAll, "unbinds memory from a multicast object: the range is not a parameter"),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemRelease, Nothing, HANDLE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemRetainAllocationHandle, Nothing, HANDLE),
    // Destroys what owns memory.
    (C::CUPTI_DRIVER_TRACE_CBID_cuCtxDestroy, FreesContextMemory, CONTEXTS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuCtxDestroy_v2, FreesContextMemory, CONTEXTS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuCtxDetach, FreesContextMemory, CONTEXTS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease, FreesContextMemory, LAST_REFERENCE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease_v2, FreesContextMemory, LAST_REFERENCE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxReset, FreesContextMemory, CONTEXTS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxReset_v2, FreesContextMemory, CONTEXTS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGreenCtxDestroy, FreesContextMemory, CONTEXTS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuModuleUnload, FreesAll, OWNERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuLibraryUnload, FreesAll, OWNERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsUnregisterResource, FreesAll, OWNERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsUnmapResources, FreesAll, OWNERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsUnmapResources_ptsz, FreesAll, OWNERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLUnmapBufferObject, FreesAll, OWNERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLUnmapBufferObjectAsync, FreesAll, OWNERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLUnregisterBufferObject, FreesAll, OWNERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuDestroyExternalMemory, FreesAll, OWNERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuEGLStreamConsumerReleaseFrame, FreesAll, EGL_FRAMES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuEGLStreamProducerPresentFrame, FreesAll, EGL_FRAMES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuEGLStreamConsumerDisconnect, FreesAll, EGL_FRAMES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuEGLStreamProducerDisconnect, FreesAll, EGL_FRAMES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuEGLStreamConsumerAcquireFrame, MakesUnknown, EGL_ACQUIRES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuEGLStreamProducerReturnFrame, MakesUnknown, EGL_ACQUIRES),
    // Makes memory.
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemAlloc, Makes(out!(cuMemAlloc_params.dptr), Some(at!(cuMemAlloc_params.bytesize))), MAKES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemAlloc_v2, Makes(out!(cuMemAlloc_v2_params.dptr), Some(at!(cuMemAlloc_v2_params.bytesize))), MAKES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocPitch, Makes(out!(cuMemAllocPitch_params.dptr), None), MAKES_ELSEWHERE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocPitch_v2, Makes(out!(cuMemAllocPitch_v2_params.dptr), None), MAKES_ELSEWHERE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocHost, Makes(out!(cuMemAllocHost_params.pp), Some(at!(cuMemAllocHost_params.bytesize))), MAKES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocHost_v2, Makes(out!(cuMemAllocHost_v2_params.pp), Some(at!(cuMemAllocHost_v2_params.bytesize))), MAKES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemHostAlloc, Makes(out!(cuMemHostAlloc_params.pp), Some(at!(cuMemHostAlloc_params.bytesize))), MAKES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemHostAlloc_v2, MakesUnknown, NO_STRUCT),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocManaged, Makes(out!(cuMemAllocManaged_params.dptr), Some(at!(cuMemAllocManaged_params.bytesize))), MAKES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync, Allocates(out!(cuMemAllocAsync_params.dptr), at!(cuMemAllocAsync_params.bytesize)), ALLOCATES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync_ptsz, Allocates(out!(cuMemAllocAsync_ptsz_params.dptr), at!(cuMemAllocAsync_ptsz_params.bytesize)), ALLOCATES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocFromPoolAsync, Allocates(out!(cuMemAllocFromPoolAsync_params.dptr), at!(cuMemAllocFromPoolAsync_params.bytesize)), ALLOCATES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocFromPoolAsync_ptsz, Allocates(out!(cuMemAllocFromPoolAsync_ptsz_params.dptr), at!(cuMemAllocFromPoolAsync_ptsz_params.bytesize)), ALLOCATES),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister, Makes(at!(cuMemHostRegister_params.p), Some(at!(cuMemHostRegister_params.bytesize))), MAKES_AT),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister_v2, Makes(at!(cuMemHostRegister_v2_params.p), Some(at!(cuMemHostRegister_v2_params.bytesize))), MAKES_AT),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemMap, Maps(at!(cuMemMap_params.ptr), at!(cuMemMap_params.size)), MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuIpcOpenMemHandle, Makes(out!(cuIpcOpenMemHandle_params.pdptr), None), MAKES_ELSEWHERE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuIpcOpenMemHandle_v2, Makes(out!(cuIpcOpenMemHandle_v2_params.pdptr), None), MAKES_ELSEWHERE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemPoolImportPointer, Makes(out!(cuMemPoolImportPointer_params.ptr_out), None), MAKES_ELSEWHERE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsResourceGetMappedPointer, Makes(out!(cuGraphicsResourceGetMappedPointer_params.pDevPtr), None), MAKES_ELSEWHERE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsResourceGetMappedPointer_v2, Makes(out!(cuGraphicsResourceGetMappedPointer_v2_params.pDevPtr), None), MAKES_ELSEWHERE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuExternalMemoryGetMappedBuffer, Makes(out!(cuExternalMemoryGetMappedBuffer_params.devPtr), None), MAKES_ELSEWHERE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMulticastBindAddr, Makes(at!(cuMulticastBindAddr_params.memptr), Some(at!(cuMulticastBindAddr_params.size))), MAKES_AT),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMulticastBindMem, MakesUnknown, "binds memory no address names to a multicast object"),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsMapResources, MakesUnknown, GRAPHICS_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsMapResources_ptsz, MakesUnknown, GRAPHICS_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLMapBufferObject, MakesUnknown, GL_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLMapBufferObject_v2, MakesUnknown, GL_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLMapBufferObject_v2_ptds, MakesUnknown, GL_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLMapBufferObjectAsync, MakesUnknown, GL_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLMapBufferObjectAsync_v2, MakesUnknown, GL_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLMapBufferObjectAsync_v2_ptsz, MakesUnknown, GL_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLRegisterBufferObject, MakesUnknown, GL_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64MemAlloc, MakesUnknown, NO_STRUCT),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64MemAllocPitch, MakesUnknown, NO_STRUCT),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64MemHostAlloc, MakesUnknown, NO_STRUCT),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64GLMapBufferObject, MakesUnknown, NO_STRUCT),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64GLMapBufferObjectAsync, MakesUnknown, NO_STRUCT),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64GraphicsResourceGetMappedPointer, MakesUnknown, NO_STRUCT),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemPeerRegister, MakesUnknown, NO_STRUCT),
    // Graph memory, never kept.
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphLaunch, MakesSomewhere, GRAPH_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphLaunch_ptsz, MakesSomewhere, GRAPH_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphUpload, MakesSomewhere, GRAPH_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphUpload_ptsz, MakesSomewhere, GRAPH_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiate, MakesSomewhere, GRAPH_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiate_v2, MakesSomewhere, GRAPH_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiateWithFlags, MakesSomewhere, GRAPH_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiateWithParams, MakesSomewhere, GRAPH_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiateWithParams_ptsz, MakesSomewhere, GRAPH_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphExecUpdate, MakesSomewhere, GRAPH_MAPS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphExecUpdate_v2, MakesSomewhere, GRAPH_MAPS),
    // Modules, libraries and contexts: memory made inside the call.
    (C::CUPTI_DRIVER_TRACE_CBID_cuModuleLoad, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuModuleLoadData, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuModuleLoadDataEx, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuModuleLoadFatBinary, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuLibraryLoadData, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuLibraryLoadFromFile, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuFuncLoad, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuModuleGetFunction, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuModuleGetGlobal, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuModuleGetGlobal_v2, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64ModuleGetGlobal, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuLibraryGetGlobal, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuLibraryGetManaged, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuLibraryGetModule, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuLibraryGetKernel, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuKernelGetFunction, MakesSomewhere, MODULE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuModuleGetLoadingMode, Nothing, QUERY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuFuncGetModule, Nothing, "names the module of a function already loaded: no memory"),
    (C::CUPTI_DRIVER_TRACE_CBID_cuFuncIsLoaded, Nothing, QUERY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuModuleGetFunctionCount, Nothing, QUERY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuLibraryGetKernelCount, Nothing, QUERY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuCtxCreate, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuCtxCreate_v2, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuCtxCreate_v3, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuCtxCreate_v4, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuCtxAttach, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRetain, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGreenCtxCreate, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuCtxFromGreenCtx, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuCtxSetLimit, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLCtxCreate, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLCtxCreate_v2, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuVDPAUCtxCreate, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuVDPAUCtxCreate_v2, MakesSomewhere, CONTEXT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9CtxCreate, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9CtxCreate_v2, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9CtxCreateOnDevice, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10CtxCreate, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10CtxCreate_v2, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10CtxCreateOnDevice, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D11CtxCreate, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D11CtxCreate_v2, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D11CtxCreateOnDevice, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphAddMemAllocNode, Nothing, GRAPH),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphAddMemFreeNode, Frees(at!(cuGraphAddMemFreeNode_params.dptr)), FREE_NODE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphAddNode, FreesPoolMemory, ADD_NODE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphAddNode_v2, FreesPoolMemory, ADD_NODE),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphMemAllocNodeGetParams, Nothing, GRAPH),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphMemFreeNodeGetParams, Nothing, GRAPH),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphDestroy, Nothing, GRAPH),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphDestroyNode, Nothing, GRAPH),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphExecDestroy, Nothing, GRAPH),
    (C::CUPTI_DRIVER_TRACE_CBID_cuDeviceGraphMemTrim, Nothing, GRAPH),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphReleaseUserObject, Nothing, NO_POINTER),
    // Objects no address names.
    (C::CUPTI_DRIVER_TRACE_CBID_cuArrayDestroy, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMipmappedArrayDestroy, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemMapArrayAsync, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemMapArrayAsync_ptsz, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuEventDestroy, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuEventDestroy_v2, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuStreamDestroy, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuStreamDestroy_v2, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuTexObjectDestroy, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuTexRefDestroy, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuSurfObjectDestroy, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuSurfRefDestroy, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuSemaphoreDestroy, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuDestroyExternalSemaphore, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuImportExternalSemaphore, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuImportExternalMemory, Nothing, "imports an external memory object; its memory gets an address through cuExternalMemoryGetMappedBuffer"),
    (C::CUPTI_DRIVER_TRACE_CBID_cuExternalMemoryGetMappedMipmappedArray, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemImportFromShareableHandle, Nothing, "imports a physical-memory handle: it gets an address through cuMemMap"),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemPoolImportFromShareableHandle, Nothing, "imports a pool: its memory gets an address through cuMemPoolImportPointer"),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemGetAllocationGranularity, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMemGetAllocationPropertiesFromHandle, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuIpcOpenEventHandle, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuLinkDestroy, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuMultiKernelCooperativeDomainDestroy, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuUserObjectRelease, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuTensorMapEncodeIm2col, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuTensorMapEncodeIm2colWide, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuTensorMapEncodeTiled, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuTensorMapReplaceAddress, Nothing, NO_POINTER),
    (C::CUPTI_DRIVER_TRACE_CBID_cuNNSetAllocator, Nothing, NOT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuBinaryFree, Nothing, NOT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuCtxResetPersistingL2Cache, Nothing, NOT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuDeviceRegisterAsyncNotification, Nothing, NOT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuDeviceUnregisterAsyncNotification, Nothing, NOT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuLogsRegisterCallback, Nothing, NOT_MEMORY),
    (C::CUPTI_DRIVER_TRACE_CBID_cuLogsUnregisterCallback, Nothing, NOT_MEMORY),
    // Reading or setting how mapped memory maps.
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsResourceGetMappedEglFrame, Nothing, READS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsResourceGetMappedMipmappedArray, Nothing, READS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsResourceSetMapFlags, Nothing, READS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsResourceSetMapFlags_v2, Nothing, READS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsSubResourceGetMappedArray, Nothing, READS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGLSetBufferObjectMapFlags, Nothing, READS),
    // Registering graphics resources maps nothing until cuGraphicsMapResources.
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsGLRegisterBuffer, Nothing, GRAPHICS_REGISTERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsGLRegisterImage, Nothing, GRAPHICS_REGISTERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsEGLRegisterImage, Nothing, GRAPHICS_REGISTERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsVDPAURegisterOutputSurface, Nothing, GRAPHICS_REGISTERS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsVDPAURegisterVideoSurface, Nothing, GRAPHICS_REGISTERS),
    // Direct3D.
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsD3D10RegisterResource, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsD3D11RegisterResource, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuGraphicsD3D9RegisterResource, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64D3D10ResourceGetMappedPitch, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64D3D10ResourceGetMappedPointer, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64D3D10ResourceGetMappedSize, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64D3D9MapVertexBuffer, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64D3D9ResourceGetMappedPitch, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64D3D9ResourceGetMappedPointer, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cu64D3D9ResourceGetMappedSize, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10MapResources, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10RegisterResource, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedArray, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedPitch, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedPitch_v2, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedPointer, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedPointer_v2, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedSize, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceGetMappedSize_v2, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10ResourceSetMapFlags, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10UnmapResources, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D10UnregisterResource, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9MapResources, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9MapVertexBuffer, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9MapVertexBuffer_v2, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9RegisterResource, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9RegisterVertexBuffer, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedArray, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedPitch, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedPitch_v2, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedPointer, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedPointer_v2, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedSize, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceGetMappedSize_v2, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9ResourceSetMapFlags, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9UnmapResources, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9UnmapVertexBuffer, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9UnregisterResource, Nothing, WINDOWS),
    (C::CUPTI_DRIVER_TRACE_CBID_cuD3D9UnregisterVertexBuffer, Nothing, WINDOWS),
];

#[cfg(test)]
mod tests;
