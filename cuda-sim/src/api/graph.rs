//! Graph memory: graphs of memory alloc and free nodes, instantiated and
//! launched, as the H200 answered them (`docs/driver-facts.md`, "Graph memory";
//! the conformance case `graph_memory_answers_as_the_driver_does`).
//!
//! An alloc node's address is fixed when the node is added (it is written
//! into the node's parameters) and reserved for it from then on. The
//! memory is driver-known from the launch of a graph holding the alloc node
//! until the launch of one holding its free node, and again from the next
//! launch of the alloc graph, at the same address with a new buffer id; it
//! answers as VMM device memory does (device, no context, no pool), and
//! `cuMemRetainAllocationHandle` refuses it. Trimming gives nothing back
//! that an address shows; destroying a graph or an executable graph leaves
//! its allocations as they are. An executable graph instantiated with
//! CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH, launched again while
//! its allocations live, leaves them as they are: the H200 answers the
//! same address with the same buffer id after the relaunch.
//!
//! Stream capture builds a graph of the same nodes: while a stream is
//! captured, `cuMemAllocAsync` on it adds an alloc node (its address fixed
//! and returned at once, driver-known only from the captured graph's
//! launch) and `cuMemFreeAsync` of a graph allocation a free node; other
//! work on a captured stream is refused (CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
//! what the driver says of a synchronisation). Other node kinds, capture of
//! `cuMemAllocFromPoolAsync` and other instantiation flags are not simulated
//! (an unknown flag is refused).

use super::memory::{stream_device, stream_owner};
use super::{get, put};
use crate::state::{self, GraphAlloc, Kind, Node, Place, GRANULARITY};
use cuda_mem_sys::*;
use std::ffi::{c_uint, c_ulonglong};

fn graph(s: &mut state::State, h: CUgraph) -> state::Res<&mut Vec<Node>> {
    s.graphs
        .get_mut(&(h as usize))
        .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)
}

/// The graph a capture of `stream` builds, if it is captured.
pub fn capturing(s: &state::State, stream: CUstream) -> Option<usize> {
    s.captures.get(&(stream as usize)).copied()
}

/// Reserves a graph allocation of `len` bytes on `dev` and adds its alloc
/// node to the graph `graph_handle` (a capture's, for `cuMemAllocAsync` on
/// a captured stream): its address.
pub fn add_alloc(
    s: &mut state::State,
    graph_handle: usize,
    dev: usize,
    len: usize,
) -> state::Res<usize> {
    if len == 0 || !s.graphs.contains_key(&graph_handle) {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let start = s.va(len, GRANULARITY)?;
    s.graph_allocs.insert(start, GraphAlloc { len, dev });
    graph(s, graph_handle as CUgraph)?.push(Node::Alloc(start));
    Ok(start)
}

/// `cuMemFreeAsync` on a captured stream: a free node of the capture's
/// graph, for a graph allocation only.
pub fn capture_free(s: &mut state::State, graph_handle: usize, dptr: usize) -> state::Res<()> {
    if !s.graph_allocs.contains_key(&dptr) {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    s.graphs
        .get_mut(&graph_handle)
        .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?
        .push(Node::Free(dptr));
    Ok(())
}

export! {
    /// An empty graph.
    fn cuGraphCreate(graph_out: *mut CUgraph, flags: c_uint) {
        if flags != 0 {
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        let h = state::with(|s| {
            let h = s.id() as usize;
            s.graphs.insert(h, Vec::new());
            Ok(h)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(graph_out, h as CUgraph) }
    }

    /// An alloc node on a device: its address is reserved now and written
    /// into the parameters' `dptr`. Dependencies are not simulated (nodes
    /// run in the order they were added).
    fn cuGraphAddMemAllocNode(
        node_out: *mut CUgraphNode,
        graph_handle: CUgraph,
        dependencies: *const CUgraphNode,
        dependency_count: usize,
        node_params: *mut CUDA_MEM_ALLOC_NODE_PARAMS,
    ) {
        let _ = (dependencies, dependency_count);
        // SAFETY: input struct from the caller.
        let mut params = unsafe { get(node_params.cast_const()) }?;
        let (node, start) = state::with(|s| {
            let props = params.poolProps;
            if props.location.type_ != CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE
                || props.allocType != CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED
                || params.bytesize == 0
            {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            let dev = s.device(props.location.id)?;
            let start = add_alloc(s, graph_handle as usize, dev, params.bytesize)?;
            Ok((s.id() as usize, start))
        })?;
        params.dptr = start as CUdeviceptr;
        // SAFETY: the caller's parameters, written back with the address;
        // then its out-pointer.
        unsafe {
            put(node_params, params)?;
            put(node_out, node as CUgraphNode)
        }
    }

    /// A free node for a graph allocation.
    fn cuGraphAddMemFreeNode(
        node_out: *mut CUgraphNode,
        graph_handle: CUgraph,
        dependencies: *const CUgraphNode,
        dependency_count: usize,
        dptr: CUdeviceptr,
    ) {
        let _ = (dependencies, dependency_count);
        let node = state::with(|s| {
            if !s.graph_allocs.contains_key(&(dptr as usize)) {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            graph(s, graph_handle)?.push(Node::Free(dptr as usize));
            Ok(s.id() as usize)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(node_out, node as CUgraphNode) }
    }

    /// An executable graph: a copy of the graph's nodes.
    fn cuGraphInstantiateWithFlags(exec_out: *mut CUgraphExec, graph_handle: CUgraph, flags: c_ulonglong) {
        let auto_free = CUgraphInstantiate_flags::CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH.0 as c_ulonglong;
        if flags & !auto_free != 0 {
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        let h = state::with(|s| {
            let nodes = graph(s, graph_handle)?.clone();
            let h = s.id() as usize;
            s.graph_execs.insert(h, (nodes, flags & auto_free != 0));
            Ok(h)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(exec_out, h as CUgraphExec) }
    }

    /// Runs the nodes in order (stream work completes at once): an alloc
    /// node makes its range live with a new buffer id (an auto-free
    /// graph's live range stays as it is), a free node ends it.
    fn cuGraphLaunch(exec: CUgraphExec, stream: CUstream) {
        state::with(|s| {
            stream_device(s, stream)?;
            let (nodes, auto_free) = s
                .graph_execs
                .get(&(exec as usize))
                .cloned()
                .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
            for node in nodes {
                match node {
                    Node::Alloc(start) => {
                        let a = s.graph_allocs[&start];
                        let live = s.find(start).map(|a| a.kind);
                        if auto_free && live == Some(Kind::Graph) {
                            continue;
                        } else if live.is_some() {
                            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
                        }
                        s.fits(Place::Device(a.dev), a.len)?;
                        s.insert(start, a.len, Kind::Graph, a.dev, Place::Device(a.dev));
                    }
                    Node::Free(start) => {
                        if s.find(start).map(|a| a.kind) != Some(Kind::Graph) {
                            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
                        }
                        s.remove(start);
                    }
                }
            }
            Ok(())
        })
    }

    /// Forgets an executable graph; its allocations stay as they are.
    fn cuGraphExecDestroy(exec: CUgraphExec) {
        state::with(|s| {
            s.graph_execs
                .remove(&(exec as usize))
                .map(drop)
                .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)
        })
    }

    /// Forgets a graph; its allocations stay as they are.
    fn cuGraphDestroy(graph_handle: CUgraph) {
        state::with(|s| {
            s.graphs
                .remove(&(graph_handle as usize))
                .map(drop)
                .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)
        })
    }

    /// Captures the stream's work into a new graph (not the null stream).
    fn cuStreamBeginCapture_v2(stream: CUstream, mode: CUstreamCaptureMode) {
        let _ = mode;
        state::with(|s| {
            if stream.is_null() {
                return Err(CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
            }
            if capturing(s, stream).is_some() {
                return Err(CUresult::CUDA_ERROR_ILLEGAL_STATE);
            }
            stream_device(s, stream)?;
            let h = s.id() as usize;
            s.graphs.insert(h, Vec::new());
            s.captures.insert(stream as usize, h);
            Ok(())
        })
    }

    /// Ends a capture: its graph, the caller's to instantiate and destroy.
    fn cuStreamEndCapture(stream: CUstream, graph_out: *mut CUgraph) {
        let h = state::with(|s| {
            s.captures
                .remove(&(stream as usize))
                .ok_or(CUresult::CUDA_ERROR_ILLEGAL_STATE)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(graph_out, h as CUgraph) }
    }

    /// Whether the stream is being captured.
    fn cuStreamIsCapturing(stream: CUstream, status: *mut CUstreamCaptureStatus) {
        let active = state::with(|s| {
            stream_owner(s, stream)?;
            Ok(capturing(s, stream).is_some())
        })?;
        let status_now = if active {
            CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_ACTIVE
        } else {
            CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE
        };
        // SAFETY: out-pointer from the caller.
        unsafe { put(status, status_now) }
    }

    /// Gives back memory no graph allocation uses: nothing an address
    /// shows (the H200 handed none of it to cuMemAlloc).
    fn cuDeviceGraphMemTrim(device: CUdevice) {
        state::with(|s| s.device(device).map(drop))
    }
}
