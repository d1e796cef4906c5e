//! Where `cuda.h` is looked for, in order, and the message printed when it is
//! nowhere. Plain functions over an explicit [`Inputs`] value so that the unit
//! tests of the library (which include this file) can run them without
//! touching the real environment.

use std::fmt;
use std::path::{Path, PathBuf};

/// Variables naming a CUDA installation root, in precedence order.
pub const ROOT_VARS: &[&str] = &[
    "CUDA_PATH",
    "CUDA_HOME",
    "CUDA_ROOT",
    "CUDA_TOOLKIT_ROOT_DIR",
];

/// Variables naming Python installations whose site-packages may hold
/// NVIDIA's header wheels.
pub const PYTHON_VARS: &[&str] = &["VIRTUAL_ENV", "CONDA_PREFIX", "PYENV_ROOT", "HOME"];

/// Variable naming the include folder itself; it wins over everything.
pub const INCLUDE_VAR: &str = "CUDA_INCLUDE_DIR";

/// Fixed installation roots tried after the variables and `nvcc`.
pub const SYSTEM_ROOTS: &[&str] = &["/usr/local/cuda", "/opt/cuda", "/usr"];

/// Include folders inside NVIDIA's Python wheels: CUDA 13 first, then 12.
pub const WHEEL_INCLUDES: &[&str] = &["nvidia/cu13/include", "nvidia/cuda_runtime/include"];

/// Header versions `cargo xtask setup` can unpack, newest first.
pub const XTASK_VERSIONS: &[&str] = &["13.0", "12.9"];

/// Everything discovery reads from the outside world.
#[derive(Debug, Clone, Default)]
pub struct Inputs {
    /// `(name, value)` for `CUDA_INCLUDE_DIR` followed by [`ROOT_VARS`].
    pub vars: Vec<(String, Option<String>)>,
    /// The entries of `PATH`.
    pub path_dirs: Vec<PathBuf>,
    /// `CARGO_CFG_TARGET_ARCH`.
    pub target_arch: String,
    /// Python site-packages folders (found by listing, never by running
    /// Python).
    pub site_packages: Vec<PathBuf>,
    /// Folders under which `cargo xtask setup` unpacks headers
    /// (`<dir>/<version>/include`).
    pub xtask_dirs: Vec<PathBuf>,
}

/// One place looked at, and why it was looked at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    /// A folder that would hold `cuda.h`.
    pub dir: PathBuf,
    /// Where the folder came from (a variable, `nvcc`, a wheel, ...).
    pub source: String,
}

/// Discovery failed: everything that was tried.
#[derive(Debug, Clone)]
pub struct NotFound {
    /// Variables read and their values.
    pub vars: Vec<(String, Option<String>)>,
    /// Folders probed, in order.
    pub probed: Vec<Candidate>,
}

/// The folder names NVIDIA uses under `targets/` for a Rust target arch.
pub fn target_arch_dirs(arch: &str) -> &'static [&'static str] {
    match arch {
        "x86_64" => &["x86_64-linux"],
        "aarch64" => &["sbsa-linux", "aarch64-linux"],
        "powerpc64" => &["ppc64le-linux"],
        _ => &[],
    }
}

fn root_includes(root: &Path, arch: &str, source: &str, out: &mut Vec<Candidate>) {
    out.push(Candidate {
        dir: root.join("include"),
        source: source.to_string(),
    });
    for t in target_arch_dirs(arch) {
        out.push(Candidate {
            dir: root.join("targets").join(t).join("include"),
            source: source.to_string(),
        });
    }
}

/// Every folder to probe, in precedence order.
pub fn candidates(inputs: &Inputs) -> Vec<Candidate> {
    let mut out = Vec::new();
    let var = |name: &str| {
        inputs
            .vars
            .iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
            .filter(|v| !v.is_empty())
    };
    if let Some(dir) = var(INCLUDE_VAR) {
        out.push(Candidate {
            dir: PathBuf::from(dir),
            source: INCLUDE_VAR.to_string(),
        });
    }
    for name in ROOT_VARS {
        if let Some(root) = var(name) {
            root_includes(Path::new(root), &inputs.target_arch, name, &mut out);
        }
    }
    for dir in &inputs.path_dirs {
        if dir.join("nvcc").is_file() {
            if let Some(root) = dir.parent() {
                root_includes(root, &inputs.target_arch, "nvcc on PATH", &mut out);
            }
        }
    }
    for root in SYSTEM_ROOTS {
        root_includes(
            Path::new(root),
            &inputs.target_arch,
            "system location",
            &mut out,
        );
    }
    for sp in &inputs.site_packages {
        for w in WHEEL_INCLUDES {
            out.push(Candidate {
                dir: sp.join(w),
                source: "NVIDIA Python wheel".to_string(),
            });
        }
    }
    for x in &inputs.xtask_dirs {
        for v in XTASK_VERSIONS {
            out.push(Candidate {
                dir: x.join(v).join("include"),
                source: "cargo xtask setup".to_string(),
            });
        }
    }
    out
}

/// The first candidate for which `has_header` holds, or everything tried.
pub fn find(inputs: &Inputs, has_header: impl Fn(&Path) -> bool) -> Result<Candidate, NotFound> {
    let all = candidates(inputs);
    for c in &all {
        if has_header(&c.dir.join("cuda.h")) {
            return Ok(c.clone());
        }
    }
    Err(NotFound {
        vars: inputs.vars.clone(),
        probed: all,
    })
}

impl fmt::Display for NotFound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "cuda-mem-sys: could not find cuda.h (the CUDA driver API header)."
        )?;
        writeln!(f, "Variables read:")?;
        for (name, value) in &self.vars {
            match value {
                Some(v) => writeln!(f, "  {name}={v}")?,
                None => writeln!(f, "  {name} (not set)")?,
            }
        }
        writeln!(f, "Folders probed for cuda.h, in order:")?;
        for c in &self.probed {
            writeln!(f, "  {}  ({})", c.dir.display(), c.source)?;
        }
        writeln!(
            f,
            "Fix: set CUDA_PATH to a CUDA toolkit or CUDA_INCLUDE_DIR to the folder holding cuda.h;"
        )?;
        writeln!(
            f,
            "or unset {BINDGEN_VAR} (it is `always`) to build with the bindings committed in cuda-mem-sys;"
        )?;
        write!(
            f,
            "in the cuda-mem repository, `cargo xtask setup` fetches NVIDIA's header wheel into target/."
        )
    }
}

/// Variables whose change must re-run the build script.
pub fn watched_vars() -> impl Iterator<Item = &'static str> {
    std::iter::once(INCLUDE_VAR)
        .chain(ROOT_VARS.iter().copied())
        .chain(PYTHON_VARS.iter().copied())
        .chain([
            "PATH",
            BINDGEN_VAR,
            PREGENERATED_VAR,
            "DOCS_RS",
            "LIBCLANG_PATH",
        ])
}

/// Reads `#define CUDA_VERSION` out of preprocessor output in which the build
/// script wrote `CUDA_MEM_SYS_VERSION CUDA_VERSION`.
pub fn parse_version(expanded: &str) -> Option<u32> {
    expanded.lines().find_map(|l| {
        let rest = l.trim().strip_prefix("cuda_mem_sys_version")?;
        rest.trim().trim_end_matches(';').trim().parse().ok()
    })
}

/// Every "at least this version" cfg the crate declares.
pub fn known_versions() -> Vec<u32> {
    let mut v: Vec<u32> = (0..=9).map(|m| 12000 + m * 10).collect();
    v.extend((0..=3).map(|m| 13000 + m * 10));
    v
}

/// The cfgs enabled for a header of `version`.
pub fn enabled_cfgs(version: u32) -> Vec<String> {
    known_versions()
        .into_iter()
        .filter(|k| *k <= version)
        .map(|k| format!("cuda_{k}"))
        .collect()
}

/// Variable choosing where the bindings come from.
pub const BINDGEN_VAR: &str = "CUDA_SYS_BINDGEN";

/// Variable choosing which ahead-of-time bindings are used.
pub const PREGENERATED_VAR: &str = "CUDA_SYS_PREGENERATED";

/// Header versions whose bindings are committed in `src/pregenerated/`:
/// (`CUDA_VERSION`, name), newest first; the first is the default.
pub const PREGENERATED: &[(u32, &str)] = &[(13000, "13.0"), (12090, "12.9")];

/// `CUDA_SYS_BINDGEN`: where the bindings come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// bindgen on the header found; failing that, a build error.
    Always,
    /// The committed bindings, whatever is installed.
    Never,
    /// bindgen when a header is found and libclang loads, else the
    /// committed bindings (the default).
    Auto,
}

/// Reads `CUDA_SYS_BINDGEN` (unset or empty is `auto`).
pub fn parse_mode(value: Option<&str>) -> Result<Mode, String> {
    match value.map(str::trim) {
        None | Some("") | Some("auto") => Ok(Mode::Auto),
        Some("always") => Ok(Mode::Always),
        Some("never") => Ok(Mode::Never),
        Some(other) => Err(format!(
            "cuda-mem-sys: {BINDGEN_VAR}={other} is not one of always, never, auto"
        )),
    }
}

/// Reads `CUDA_SYS_PREGENERATED` (unset or empty is the newest).
pub fn parse_pregenerated(value: Option<&str>) -> Result<(u32, &'static str), String> {
    match value.map(str::trim) {
        None | Some("") => Ok(PREGENERATED[0]),
        Some(v) => PREGENERATED
            .iter()
            .find(|(_, name)| *name == v)
            .copied()
            .ok_or_else(|| {
                let names: Vec<_> = PREGENERATED.iter().map(|p| p.1).collect();
                format!(
                    "cuda-mem-sys: {PREGENERATED_VAR}={v} is not one of {}",
                    names.join(", ")
                )
            }),
    }
}

/// Where the bindings of this build come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// bindgen on the header in this folder.
    Bindgen(PathBuf),
    /// The committed bindings; the reason is the build's one warning
    /// (`None` when they were asked for, which needs no warning).
    Pregenerated(Option<String>),
}

/// The decision table of the build script, over what it found.
/// `libclang` is only consulted when bindgen would run: `Err` carries the
/// loader's message.
pub fn decide(
    mode: Mode,
    docs_rs: bool,
    header: Result<Candidate, NotFound>,
    libclang: impl FnOnce() -> Result<(), String>,
) -> Result<Source, String> {
    if mode == Mode::Never {
        return Ok(Source::Pregenerated(None));
    }
    if docs_rs && mode == Mode::Auto {
        return Ok(Source::Pregenerated(None));
    }
    let header = match (header, mode) {
        (Ok(c), _) => c,
        (Err(nf), Mode::Always) => return Err(nf.to_string()),
        (Err(_), _) => {
            return Ok(Source::Pregenerated(Some(format!(
                "no cuda.h found (set {INCLUDE_VAR} or CUDA_PATH to use your own)"
            ))))
        }
    };
    match (libclang(), mode) {
        (Ok(()), _) => Ok(Source::Bindgen(header.dir)),
        (Err(e), Mode::Always) => Err(format!(
            "cuda-mem-sys: {BINDGEN_VAR}=always, and libclang (which bindgen needs) could not be loaded: {e}\n\
             Fix: install libclang (Debian/Ubuntu: apt-get install libclang-dev), or set LIBCLANG_PATH \
             to the folder holding libclang.so, or unset {BINDGEN_VAR} to use the bindings committed in cuda-mem-sys."
        )),
        (Err(e), _) => Ok(Source::Pregenerated(Some(format!(
            "found {}/cuda.h but libclang could not be loaded ({e})",
            header.dir.display()
        )))),
    }
}

/// The site-packages folders of the Python installations under `prefixes`:
/// `<prefix>/lib/python3.*/{site,dist}-packages`, found by listing folders.
pub fn site_packages_under(prefixes: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for prefix in prefixes {
        let lib = prefix.join("lib");
        let Ok(entries) = std::fs::read_dir(&lib) else {
            continue;
        };
        let mut pythons: Vec<PathBuf> = entries
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().starts_with("python3"))
            .map(|e| e.path())
            .collect();
        pythons.sort();
        for p in pythons {
            for sub in ["site-packages", "dist-packages"] {
                let d = p.join(sub);
                if d.is_dir() && !out.contains(&d) {
                    out.push(d);
                }
            }
        }
    }
    out
}
