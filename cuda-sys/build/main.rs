//! Build script of cuda-mem-sys: find `cuda.h`, read its version, generate the
//! bindings and the run-time function table into `OUT_DIR`.

mod codegen;
mod discover;

use std::env;
use std::path::{Path, PathBuf};

#[derive(Debug)]
struct Callbacks;

impl bindgen::callbacks::ParseCallbacks for Callbacks {
    fn process_comment(&self, comment: &str) -> Option<String> {
        Some(codegen::rustdoc_comment(comment))
    }
    fn include_file(&self, filename: &str) {
        // A file this script writes itself (the CUPTI stub in OUT_DIR) is
        // an output: watched, its new mtime would make every build stale.
        let ours = env::var_os("OUT_DIR").is_some_and(|out| Path::new(filename).starts_with(out));
        if !ours {
            println!("cargo::rerun-if-changed={filename}");
        }
    }
}

/// Enums whose values are OR-ed together by the API: bitfield newtypes.
const FLAG_ENUMS: &[&str] = &[
    "CUmemAllocationHandleType_enum",
    "CUmemAccess_flags_enum",
    "CUctx_flags_enum",
    "CUstream_flags_enum",
    "CUevent_flags_enum",
    "CUmemAttach_flags_enum",
];

fn main() {
    if let Err(msg) = run() {
        eprintln!("{msg}");
        std::process::exit(1);
    }
}

/// Python installation prefixes whose site-packages may hold NVIDIA's
/// header wheels: the active virtual or conda environment, the user's
/// `~/.local`, every pyenv version, then the system's.
fn python_prefixes() -> Vec<PathBuf> {
    let mut prefixes: Vec<PathBuf> = ["VIRTUAL_ENV", "CONDA_PREFIX"]
        .iter()
        .filter_map(env::var_os)
        .map(PathBuf::from)
        .collect();
    let home = env::var_os("HOME").map(PathBuf::from);
    if let Some(h) = &home {
        prefixes.push(h.join(".local"));
    }
    let pyenv = env::var_os("PYENV_ROOT")
        .map(PathBuf::from)
        .or_else(|| home.map(|h| h.join(".pyenv")));
    if let Some(versions) = pyenv.map(|p| p.join("versions")) {
        let mut v: Vec<PathBuf> = std::fs::read_dir(versions)
            .into_iter()
            .flatten()
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .collect();
        v.sort();
        prefixes.extend(v);
    }
    prefixes.extend([PathBuf::from("/usr/local"), PathBuf::from("/usr")]);
    prefixes
}

fn inputs() -> discover::Inputs {
    let mut vars = Vec::new();
    for name in std::iter::once(discover::INCLUDE_VAR).chain(discover::ROOT_VARS.iter().copied()) {
        vars.push((name.to_string(), env::var(name).ok()));
    }
    let path_dirs = env::var_os("PATH")
        .map(|p| env::split_paths(&p).collect())
        .unwrap_or_default();
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let mut xtask_dirs = Vec::new();
    if let Some(t) = env::var_os("CARGO_TARGET_DIR") {
        xtask_dirs.push(PathBuf::from(t).join("cuda-headers"));
    }
    if let Some(workspace) = manifest.parent() {
        xtask_dirs.push(workspace.join("target").join("cuda-headers"));
    }
    discover::Inputs {
        vars,
        path_dirs,
        target_arch: env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default(),
        site_packages: discover::site_packages_under(&python_prefixes()),
        xtask_dirs,
    }
}

fn header_version(include: &Path, out_dir: &Path) -> Result<u32, String> {
    let probe = out_dir.join("cuda_version_probe.c");
    std::fs::write(
        &probe,
        "#include <cuda.h>\ncuda_mem_sys_version CUDA_VERSION\n",
    )
    .map_err(|e| format!("cuda-mem-sys: cannot write {}: {e}", probe.display()))?;
    let expanded = cc::Build::new()
        .include(include)
        .file(&probe)
        .cargo_metadata(false)
        .try_expand()
        .map_err(|e| {
            format!(
                "cuda-mem-sys: preprocessing cuda.h from {} failed: {e}",
                include.display()
            )
        })?;
    discover::parse_version(&String::from_utf8_lossy(&expanded)).ok_or_else(|| {
        format!(
            "cuda-mem-sys: {}/cuda.h does not define CUDA_VERSION",
            include.display()
        )
    })
}

fn run() -> Result<(), String> {
    for v in discover::watched_vars() {
        println!("cargo::rerun-if-env-changed={v}");
    }
    println!("cargo::rerun-if-changed=build");
    println!("cargo::rerun-if-changed=src/pregenerated");
    let out_dir = PathBuf::from(env::var("OUT_DIR").map_err(|e| e.to_string())?);
    let mode = discover::parse_mode(env::var(discover::BINDGEN_VAR).ok().as_deref())?;
    let docs_rs = env::var_os("DOCS_RS").is_some();
    let header = discover::find(&inputs(), |p| p.is_file());
    let source = discover::decide(mode, docs_rs, header, || {
        clang_sys::load().map_err(|e| e.to_string())
    })?;

    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").map_err(|e| e.to_string())?);
    let (version, include) = match source {
        discover::Source::Bindgen(include) => {
            let version = header_version(&include, &out_dir)?;
            generate(&include, &out_dir)?;
            (version, Some(include))
        }
        discover::Source::Pregenerated(reason) => {
            let (version, name) =
                discover::parse_pregenerated(env::var(discover::PREGENERATED_VAR).ok().as_deref())?;
            if let Some(reason) = reason {
                println!(
                    "cargo::warning=cuda-mem-sys: {reason}; using the bindings generated ahead of time \
                     from the CUDA {name} headers"
                );
            }
            let dir = manifest
                .join("src/pregenerated")
                .join(format!("cuda_{version}"));
            for name in ["types.rs", "driver_table.rs"] {
                std::fs::copy(dir.join(name), out_dir.join(name)).map_err(|e| {
                    format!("cuda-mem-sys: copying {}: {e}", dir.join(name).display())
                })?;
            }
            (version, None)
        }
    };
    // CUPTI's bindings: from CUPTI's headers beside a CUDA 13 `cuda.h` (the
    // callback API's functions as of CUPTI 13, `cuptiSubscribe_v2` among
    // them), else the committed ones (made from CUDA 13.0's CUPTI headers).
    let cupti_headers = |i: &&Path| {
        [
            "cupti_callbacks.h",
            "cupti_driver_cbid.h",
            "generated_cuda_meta.h",
            "cupti_version.h",
        ]
        .iter()
        .all(|h| i.join(h).is_file())
    };
    match include
        .as_deref()
        .filter(cupti_headers)
        .filter(|_| version >= 13000)
    {
        Some(i) => generate_cupti(i, &out_dir)?,
        None => {
            let from = manifest.join("src/pregenerated/cupti.rs");
            std::fs::copy(&from, out_dir.join("cupti.rs"))
                .map_err(|e| format!("cuda-mem-sys: copying {}: {e}", from.display()))?;
        }
    }
    for v in discover::known_versions() {
        println!("cargo::rustc-check-cfg=cfg(cuda_{v})");
    }
    for cfg in discover::enabled_cfgs(version) {
        println!("cargo::rustc-cfg={cfg}");
    }
    println!("cargo::rustc-check-cfg=cfg(cuda_sys_pregenerated)");
    if include.is_none() {
        println!("cargo::rustc-cfg=cuda_sys_pregenerated");
    }
    let include = include.map(|i| i.display().to_string()).unwrap_or_default();
    println!("cargo::metadata=version={version}");
    println!("cargo::metadata=include={include}");
    // The generated entry-point table, for dependents that implement the
    // same ABI (the simulated driver's build script reads it).
    println!(
        "cargo::metadata=table={}",
        out_dir.join("driver_table.rs").display()
    );
    println!("cargo::rustc-env=CUDA_SYS_HEADER_VERSION={version}");
    println!("cargo::rustc-env=CUDA_SYS_INCLUDE_DIR={include}");
    Ok(())
}

/// What the CUPTI bindings hold: the callback API's functions (loaded at
/// run time), its types, the driver API's callback ids and the parameter
/// structs of the entry points a callback reads.
const CUPTI_FUNCTIONS: &str =
    "cuptiSubscribe|cuptiSubscribe_v2|cuptiUnsubscribe|cuptiEnableCallback|cuptiEnableDomain|cuptiGetResultString|\
    cuptiGetVersion";
const CUPTI_TYPES: &str = "CUptiResult|CUpti_CallbackData|CUpti_ResourceData|CUpti_SubscriberParams|\
    CUpti_CallbackDomain|CUpti_ApiCallbackSite|CUpti_CallbackIdResource|CUpti_driver_api_trace_cbid(_enum)?|\
    CUpti_CallbackFunc|CUpti_SubscriberHandle|CUpti_Subscriber_st|CUpti_CallbackId|\
    CUpti_ResourceData__bindgen_ty_1|CUpti_CallbackData__bindgen_ty_1|CUdeviceptr_v1|\
    cu(MemFree|MemFree_v2|MemFreeHost|MemFreeAsync|MemFreeAsync_ptsz|MemUnmap|MemHostUnregister|\
    IpcCloseMemHandle|DevicePrimaryCtxReset_v2|CtxDestroy_v2|MemRelease|MemAddressFree|\
    ModuleUnload|LibraryUnload|GraphicsUnregisterResource|GraphAddMemFreeNode|MemPoolDestroy|\
    MemAlloc|MemAlloc_v2|MemAllocAsync|MemAllocAsync_ptsz|MemAllocFromPoolAsync|MemAllocFromPoolAsync_ptsz|\
    MemAllocPitch|MemAllocPitch_v2|MemAllocHost|MemAllocHost_v2|MemAllocManaged|MemHostAlloc|\
    MemHostRegister|MemHostRegister_v2|MemMap|IpcOpenMemHandle|IpcOpenMemHandle_v2|MemPoolImportPointer|\
    GraphicsResourceGetMappedPointer|GraphicsResourceGetMappedPointer_v2|ExternalMemoryGetMappedBuffer|\
    MulticastBindAddr)_params(_st)?";

/// bindgen on `include/cupti.h` (and the driver's parameter structs), as a
/// library loaded at run time (`Cupti`); the driver's types come from
/// `types.rs`.
fn generate_cupti(include: &Path, out_dir: &Path) -> Result<(), String> {
    // The callback API alone: `cupti.h` would pull in the runtime's
    // device headers, which header-only installs (NVIDIA's wheels) lack.
    // `builtin_types.h` (runtime types the callback API does not use) is
    // stubbed out for the same reason.
    let stub = out_dir.join("cupti_stub");
    let wrapper = stub.join("cupti_wrapper.h");
    std::fs::create_dir_all(&stub)
        .and_then(|()| std::fs::write(stub.join("builtin_types.h"), ""))
        .and_then(|()| {
            std::fs::write(
                &wrapper,
                "#include <cupti_callbacks.h>\n#include <cupti_driver_cbid.h>\n\
                 #include <generated_cuda_meta.h>\n#include <cupti_version.h>\n",
            )
        })
        .map_err(|e| format!("cuda-mem-sys: cannot write {}: {e}", stub.display()))?;
    let bindings = bindgen::Builder::default()
        .header(wrapper.display().to_string())
        .clang_arg(format!("-I{}", stub.display()))
        .clang_arg(format!("-I{}", include.display()))
        // The parameter structs of the legacy (v1) entry points name types
        // cuda.h declares only for the driver's own build.
        .clang_arg("-D__CUDA_API_VERSION_INTERNAL")
        .allowlist_function(CUPTI_FUNCTIONS)
        .allowlist_type(CUPTI_TYPES)
        .allowlist_recursively(false)
        .default_enum_style(bindgen::EnumVariation::NewType {
            is_bitfield: false,
            is_global: false,
        })
        .dynamic_library_name("Cupti")
        .wrap_unsafe_ops(true)
        .dynamic_link_require_all(false)
        .derive_default(true)
        .layout_tests(true)
        .generate_comments(false)
        .formatter(bindgen::Formatter::None)
        .parse_callbacks(Box::new(Callbacks))
        .generate()
        .map_err(|e| {
            format!(
                "cuda-mem-sys: bindgen could not parse CUPTI's headers in {}: {e}",
                include.display()
            )
        })?
        .to_string();
    let file = syn::parse_file(&bindings)
        .map_err(|e| format!("cuda-mem-sys: generated cupti.rs does not parse: {e}"))?;
    std::fs::write(out_dir.join("cupti.rs"), prettyplease::unparse(&file))
        .map_err(|e| format!("cuda-mem-sys: cannot write cupti.rs: {e}"))
}

/// bindgen on `include/cuda.h`, split into `types.rs` and the run-time
/// function table `driver_table.rs` in `out_dir`.
fn generate(include: &Path, out_dir: &Path) -> Result<(), String> {
    let mut builder = bindgen::Builder::default()
        .header(include.join("cuda.h").display().to_string())
        .clang_arg(format!("-I{}", include.display()))
        .allowlist_function("cu.*")
        .allowlist_type("[Cc][Uu].*")
        .allowlist_var("CU.*")
        .default_enum_style(bindgen::EnumVariation::NewType {
            is_bitfield: false,
            is_global: false,
        })
        .must_use_type("cudaError_enum")
        .derive_default(true)
        .derive_eq(true)
        .derive_hash(true)
        .layout_tests(true)
        .generate_comments(true)
        .formatter(bindgen::Formatter::None)
        .parse_callbacks(Box::new(Callbacks));
    for e in FLAG_ENUMS {
        builder = builder.bitfield_enum(e);
    }
    let bindings = builder
        .generate()
        .map_err(|e| {
            format!(
                "cuda-mem-sys: bindgen could not parse {}/cuda.h: {e}",
                include.display()
            )
        })?
        .to_string();
    let header = std::fs::read_to_string(include.join("cuda.h"))
        .map_err(|e| format!("cuda-mem-sys: reading {}/cuda.h: {e}", include.display()))?;
    let (types, table) =
        codegen::split_functions(&bindings, &codegen::header_function_docs(&header))
            .map_err(|e| format!("cuda-mem-sys: cannot parse bindgen output: {e}"))?;
    for (name, code) in [("types.rs", types), ("driver_table.rs", table)] {
        let file = syn::parse_file(&code)
            .map_err(|e| format!("cuda-mem-sys: generated {name} does not parse: {e}"))?;
        std::fs::write(out_dir.join(name), prettyplease::unparse(&file))
            .map_err(|e| format!("cuda-mem-sys: cannot write {name}: {e}"))?;
    }
    Ok(())
}
