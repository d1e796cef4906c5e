//! Build script of cuda-sys: find `cuda.h`, read its version, generate the
//! bindings and the run-time function table into `OUT_DIR`.

mod codegen;
mod discover;

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(Debug)]
struct Callbacks;

impl bindgen::callbacks::ParseCallbacks for Callbacks {
    fn process_comment(&self, comment: &str) -> Option<String> {
        Some(codegen::rustdoc_comment(comment))
    }
    fn include_file(&self, filename: &str) {
        println!("cargo::rerun-if-changed={filename}");
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

fn site_packages() -> Vec<PathBuf> {
    let script = "import site,sys\nfor p in site.getsitepackages()+[site.getusersitepackages()]+sys.path: print(p)";
    for py in ["python3", "python"] {
        if let Ok(out) = Command::new(py).arg("-c").arg(script).output() {
            if out.status.success() {
                let mut v: Vec<PathBuf> = Vec::new();
                for l in String::from_utf8_lossy(&out.stdout).lines() {
                    let p = PathBuf::from(l.trim());
                    if l.contains("-packages") && !v.contains(&p) {
                        v.push(p);
                    }
                }
                return v;
            }
        }
    }
    Vec::new()
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
    xtask_dirs.push(manifest.join("..").join("target").join("cuda-headers"));
    discover::Inputs {
        vars,
        path_dirs,
        target_arch: env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default(),
        site_packages: site_packages(),
        xtask_dirs,
    }
}

fn header_version(include: &Path, out_dir: &Path) -> Result<u32, String> {
    let probe = out_dir.join("cuda_version_probe.c");
    std::fs::write(
        &probe,
        "#include <cuda.h>\ncuda_mem_sys_version CUDA_VERSION\n",
    )
    .map_err(|e| format!("cuda-sys: cannot write {}: {e}", probe.display()))?;
    let expanded = cc::Build::new()
        .include(include)
        .file(&probe)
        .cargo_metadata(false)
        .try_expand()
        .map_err(|e| {
            format!(
                "cuda-sys: preprocessing cuda.h from {} failed: {e}",
                include.display()
            )
        })?;
    discover::parse_version(&String::from_utf8_lossy(&expanded)).ok_or_else(|| {
        format!(
            "cuda-sys: {}/cuda.h does not define CUDA_VERSION",
            include.display()
        )
    })
}

fn run() -> Result<(), String> {
    for v in discover::watched_vars() {
        println!("cargo::rerun-if-env-changed={v}");
    }
    println!("cargo::rerun-if-changed=build");
    let out_dir = PathBuf::from(env::var("OUT_DIR").map_err(|e| e.to_string())?);
    let found = discover::find(&inputs(), |p| p.is_file()).map_err(|e| e.to_string())?;
    let include = found.dir;
    let version = header_version(&include, &out_dir)?;

    for v in discover::known_versions() {
        println!("cargo::rustc-check-cfg=cfg(cuda_{v})");
    }
    for cfg in discover::enabled_cfgs(version) {
        println!("cargo::rustc-cfg={cfg}");
    }
    println!("cargo::metadata=version={version}");
    println!("cargo::metadata=include={}", include.display());
    // The generated entry-point table, for dependents that implement the
    // same ABI (the simulated driver's build script reads it).
    println!(
        "cargo::metadata=table={}",
        out_dir.join("driver_table.rs").display()
    );
    println!("cargo::rustc-env=CUDA_SYS_HEADER_VERSION={version}");
    println!(
        "cargo::rustc-env=CUDA_SYS_INCLUDE_DIR={}",
        include.display()
    );

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
                "cuda-sys: bindgen could not parse {}/cuda.h: {e}",
                include.display()
            )
        })?
        .to_string();
    let (types, table) = codegen::split_functions(&bindings)
        .map_err(|e| format!("cuda-sys: cannot parse bindgen output: {e}"))?;
    for (name, code) in [("types.rs", types), ("driver_table.rs", table)] {
        let file = syn::parse_file(&code)
            .map_err(|e| format!("cuda-sys: generated {name} does not parse: {e}"))?;
        std::fs::write(out_dir.join(name), prettyplease::unparse(&file))
            .map_err(|e| format!("cuda-sys: cannot write {name}: {e}"))?;
    }
    Ok(())
}
