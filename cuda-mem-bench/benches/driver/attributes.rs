//! `device_attribute/<name>`: the driver call against the cached field;
//! `pointer_attribute/<kind>/<ctx|noctx>`: what each pointer attribute
//! costs alone, and the lists the strategies ask for.

use crate::{thread_state, Bench};
use criterion::{black_box, Criterion};
use cuda_mem::cuda_mem_sys::{CUdevice_attribute as A, CUpointer_attribute as P};
use cuda_mem_bench::{baselines, summary};
use std::time::Duration;

/// The `device_attribute` groups: (attribute, group).
pub fn device(c: &mut Criterion, b: &Bench) -> Vec<(String, String)> {
    let cuda = &b.cuda;
    let d = cuda.driver();
    // device_attribute: the driver call against the cached field, each in
    // batches of BATCH calls per iteration so the timing loop's own cost (a
    // few ns) does not swamp a read from memory.
    let mut device_attrs = Vec::new();
    macro_rules! device_attribute {
        ($name:literal, $attr:expr, $field:ident) => {{
            let group = concat!("device_attribute/", $name);
            let mut g = c.benchmark_group(group);
            g.bench_function("cuDeviceGetAttribute_batch", |b| {
                b.iter(|| {
                    let mut acc = 0;
                    for _ in 0..summary::BATCH {
                        let mut v = 0;
                        // SAFETY: valid out-pointer, device 0.
                        let _ = unsafe { d.cuDeviceGetAttribute(&mut v, black_box($attr), 0) };
                        acc += v;
                    }
                    acc
                })
            });
            let caps = &cuda.devices()[0].caps;
            g.bench_function("cached_batch", |b| {
                b.iter(|| {
                    let mut acc = 0;
                    for _ in 0..summary::BATCH {
                        acc += black_box(caps).$field as i32;
                    }
                    acc
                })
            });
            g.finish();
            device_attrs.push(($name.to_string(), group.to_string()));
        }};
    }
    device_attribute!(
        "MEMORY_POOLS_SUPPORTED",
        A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED,
        memory_pools
    );
    device_attribute!(
        "VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED",
        A::CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED,
        vmm
    );
    device_attribute!(
        "UNIFIED_ADDRESSING",
        A::CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING,
        unified_addressing
    );
    device_attrs
}

/// The `pointer_attribute` groups: the functions each measures, and
/// (kind, context current, group).
pub fn pointer(c: &mut Criterion, b: &Bench) -> (Vec<String>, Vec<(String, bool, String)>) {
    let Bench {
        cuda,
        ctx,
        kinds,
        query,
        ..
    } = b;
    let d = cuda.driver();
    // pointer_attribute/<kind>/<ctx|noctx>: what each attribute costs alone,
    // and the lists the strategies ask for. Short measurements: there are
    // many.
    let singles = [
        ("MEMORY_TYPE", P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE),
        ("CONTEXT", P::CU_POINTER_ATTRIBUTE_CONTEXT),
        ("IS_MANAGED", P::CU_POINTER_ATTRIBUTE_IS_MANAGED),
        ("MEMPOOL_HANDLE", P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE),
        ("DEVICE_ORDINAL", P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL),
        ("BUFFER_ID", P::CU_POINTER_ATTRIBUTE_BUFFER_ID),
        ("RANGE_START_ADDR", P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR),
        (
            "ALLOWED_HANDLE_TYPES",
            P::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES,
        ),
    ];
    let ompi_list = [
        P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
        P::CU_POINTER_ATTRIBUTE_CONTEXT,
        P::CU_POINTER_ATTRIBUTE_IS_MANAGED,
    ];
    let all14 = [
        P::CU_POINTER_ATTRIBUTE_CONTEXT,
        P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
        P::CU_POINTER_ATTRIBUTE_DEVICE_POINTER,
        P::CU_POINTER_ATTRIBUTE_HOST_POINTER,
        P::CU_POINTER_ATTRIBUTE_BUFFER_ID,
        P::CU_POINTER_ATTRIBUTE_IS_MANAGED,
        P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
        P::CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE,
        P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
        P::CU_POINTER_ATTRIBUTE_RANGE_SIZE,
        P::CU_POINTER_ATTRIBUTE_MAPPED,
        P::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES,
        P::CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE,
        P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
    ];
    let lists: [(&str, &[P]); 4] = [
        ("open_mpi_list", &ompi_list),
        ("classify_list", query),
        ("previous_list", &baselines::PREVIOUS_QUERY),
        ("all_14", &all14),
    ];
    let mut pointer_functions: Vec<String> = singles.iter().map(|s| s.0.to_string()).collect();
    pointer_functions.extend(lists.iter().map(|l| l.0.to_string()));
    pointer_functions.extend([
        "singular_MEMORY_TYPE".into(),
        "RetainAllocationHandle".into(),
    ]);
    let mut pointer_rows = Vec::new();
    for with_ctx in [true, false] {
        thread_state(cuda, ctx, with_ctx);
        for (kind, ptr, _, _) in kinds {
            let group = format!(
                "pointer_attribute/{kind}/{}",
                if with_ctx { "ctx" } else { "noctx" }
            );
            let mut g = c.benchmark_group(&group);
            g.warm_up_time(Duration::from_millis(100))
                .measurement_time(Duration::from_millis(300))
                .sample_size(10);
            for (name, attr) in singles {
                g.bench_function(name, |b| {
                    b.iter(|| baselines::batched(d, &[attr], black_box(*ptr)))
                });
            }
            for (name, list) in lists {
                g.bench_function(name, |b| {
                    b.iter(|| baselines::batched_list(d, list, black_box(*ptr)))
                });
            }
            g.bench_function("singular_MEMORY_TYPE", |b| {
                b.iter(|| {
                    let mut v = 0u64;
                    // SAFETY: an 8-byte output holds the attribute.
                    unsafe {
                        d.cuPointerGetAttribute(
                            (&mut v as *mut u64).cast(),
                            P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                            black_box(*ptr),
                        )
                    }
                })
            });
            g.bench_function("RetainAllocationHandle", |b| {
                b.iter(|| {
                    let mut h = 0;
                    // SAFETY: valid out-pointer; a retained handle is released.
                    unsafe {
                        if d.cuMemRetainAllocationHandle(&mut h, black_box(*ptr) as usize as *mut _)
                            .is_ok()
                        {
                            let _ = d.cuMemRelease(h);
                        }
                    }
                })
            });
            g.finish();
            pointer_rows.push((kind.to_string(), with_ctx, group));
        }
    }
    (pointer_functions, pointer_rows)
}
