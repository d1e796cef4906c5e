//! Unit tests of the build script's header discovery (`build/discover.rs`).

use crate::discover::*;
use std::path::{Path, PathBuf};

fn inputs(vars: &[(&str, &str)]) -> Inputs {
    let mut all: Vec<(String, Option<String>)> = std::iter::once(INCLUDE_VAR)
        .chain(ROOT_VARS.iter().copied())
        .map(|n| (n.to_string(), None))
        .collect();
    for (n, v) in vars {
        all.iter_mut().find(|(name, _)| name == n).unwrap().1 = Some(v.to_string());
    }
    Inputs {
        vars: all,
        target_arch: "x86_64".into(),
        ..Default::default()
    }
}

fn found(i: &Inputs, existing: &[&str]) -> Option<PathBuf> {
    find(i, |p| existing.iter().any(|e| Path::new(e) == p))
        .ok()
        .map(|c| c.dir)
}

#[test]
fn include_dir_wins_over_roots() {
    let i = inputs(&[("CUDA_INCLUDE_DIR", "/a/inc"), ("CUDA_PATH", "/cuda")]);
    assert_eq!(
        found(&i, &["/a/inc/cuda.h", "/cuda/include/cuda.h"]),
        Some("/a/inc".into())
    );
}

#[test]
fn root_variables_in_documented_order() {
    let i = inputs(&[
        ("CUDA_TOOLKIT_ROOT_DIR", "/tk"),
        ("CUDA_HOME", "/home"),
        ("CUDA_ROOT", "/root"),
    ]);
    let all = [
        "/tk/include/cuda.h",
        "/home/include/cuda.h",
        "/root/include/cuda.h",
    ];
    assert_eq!(found(&i, &all), Some("/home/include".into()));
    assert_eq!(found(&i, &all[..1]), Some("/tk/include".into()));
    let c = candidates(&i);
    assert_eq!(c[0].source, "CUDA_HOME");
    assert_eq!(c[2].source, "CUDA_ROOT");
    assert_eq!(c[4].source, "CUDA_TOOLKIT_ROOT_DIR");
}

#[test]
fn empty_variable_is_ignored() {
    let i = inputs(&[("CUDA_INCLUDE_DIR", ""), ("CUDA_PATH", "/cuda")]);
    assert_eq!(candidates(&i)[0].dir, PathBuf::from("/cuda/include"));
}

#[test]
fn target_arch_folder_follows_the_build_target() {
    let mut i = inputs(&[("CUDA_PATH", "/cuda")]);
    assert_eq!(
        found(&i, &["/cuda/targets/x86_64-linux/include/cuda.h"]),
        Some("/cuda/targets/x86_64-linux/include".into())
    );
    i.target_arch = "aarch64".into();
    assert_eq!(
        found(&i, &["/cuda/targets/x86_64-linux/include/cuda.h"]),
        None
    );
    assert_eq!(
        found(&i, &["/cuda/targets/sbsa-linux/include/cuda.h"]),
        Some("/cuda/targets/sbsa-linux/include".into())
    );
    // include/ comes before the target folder.
    assert_eq!(
        found(
            &i,
            &[
                "/cuda/targets/sbsa-linux/include/cuda.h",
                "/cuda/include/cuda.h"
            ]
        ),
        Some("/cuda/include".into())
    );
}

#[test]
fn nvcc_on_path_names_its_toolkit() {
    let tmp = std::env::temp_dir().join(format!("cuda-mem-sys-nvcc-{}", std::process::id()));
    std::fs::create_dir_all(tmp.join("bin")).unwrap();
    std::fs::write(tmp.join("bin/nvcc"), "").unwrap();
    let mut i = inputs(&[]);
    i.path_dirs = vec!["/nonexistent".into(), tmp.join("bin")];
    let want = tmp.join("include");
    let got = find(&i, |p| p == want.join("cuda.h")).unwrap();
    assert_eq!(got.source, "nvcc on PATH");
    std::fs::remove_dir_all(&tmp).unwrap();
}

#[test]
fn wheel_layouts_for_cuda_12_and_13() {
    let mut i = inputs(&[]);
    i.site_packages = vec!["/py/site-packages".into()];
    assert_eq!(
        found(&i, &["/py/site-packages/nvidia/cu13/include/cuda.h"]),
        Some("/py/site-packages/nvidia/cu13/include".into())
    );
    assert_eq!(
        found(
            &i,
            &["/py/site-packages/nvidia/cuda_runtime/include/cuda.h"]
        ),
        Some("/py/site-packages/nvidia/cuda_runtime/include".into())
    );
}

#[test]
fn system_roots_before_wheels_before_xtask() {
    let mut i = inputs(&[]);
    i.site_packages = vec!["/sp".into()];
    i.xtask_dirs = vec!["/ws/target/cuda-headers".into()];
    let all = [
        "/opt/cuda/include/cuda.h",
        "/sp/nvidia/cu13/include/cuda.h",
        "/ws/target/cuda-headers/13.0/include/cuda.h",
    ];
    assert_eq!(found(&i, &all), Some("/opt/cuda/include".into()));
    assert_eq!(found(&i, &all[1..]), Some("/sp/nvidia/cu13/include".into()));
    assert_eq!(
        found(&i, &all[2..]),
        Some("/ws/target/cuda-headers/13.0/include".into())
    );
}

#[test]
fn failure_message_lists_everything_and_the_fix() {
    let mut i = inputs(&[("CUDA_PATH", "/nowhere")]);
    i.site_packages = vec!["/sp".into()];
    let err = find(&i, |_| false).unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("CUDA_PATH=/nowhere"), "{msg}");
    assert!(msg.contains("CUDA_HOME (not set)"), "{msg}");
    assert!(msg.contains("CUDA_INCLUDE_DIR (not set)"), "{msg}");
    assert!(msg.contains("/nowhere/include"), "{msg}");
    assert!(
        msg.contains("/nowhere/targets/x86_64-linux/include"),
        "{msg}"
    );
    assert!(msg.contains("/usr/local/cuda/include"), "{msg}");
    assert!(msg.contains("/sp/nvidia/cuda_runtime/include"), "{msg}");
    assert!(msg.contains("cargo xtask setup"), "{msg}");
    assert!(!msg.contains('*'), "no glob in probed paths: {msg}");
    assert_eq!(err.probed.len(), candidates(&i).len());
}

#[test]
fn version_cfgs_are_cumulative() {
    assert_eq!(
        parse_version("x\ncuda_mem_sys_version 12090\n"),
        Some(12090)
    );
    assert_eq!(parse_version("nothing"), None);
    let c = enabled_cfgs(12040);
    assert!(c.contains(&"cuda_12000".to_string()) && c.contains(&"cuda_12040".to_string()));
    assert!(!c.contains(&"cuda_12050".to_string()));
    assert!(enabled_cfgs(13000).contains(&"cuda_12090".to_string()));
}

fn header_at(dir: &str) -> Result<Candidate, NotFound> {
    Ok(Candidate {
        dir: dir.into(),
        source: "test".into(),
    })
}

fn no_header() -> Result<Candidate, NotFound> {
    Err(NotFound {
        vars: vec![],
        probed: vec![],
    })
}

#[test]
fn bindgen_mode_is_read_strictly() {
    assert_eq!(parse_mode(None), Ok(Mode::Auto));
    assert_eq!(parse_mode(Some("")), Ok(Mode::Auto));
    assert_eq!(parse_mode(Some("always")), Ok(Mode::Always));
    assert_eq!(parse_mode(Some("never")), Ok(Mode::Never));
    assert!(parse_mode(Some("yes"))
        .unwrap_err()
        .contains("always, never, auto"));
    assert_eq!(parse_pregenerated(None), Ok((13000, "13.0")));
    assert_eq!(parse_pregenerated(Some("12.9")), Ok((12090, "12.9")));
    assert!(parse_pregenerated(Some("11.8")).is_err());
}

#[test]
fn auto_uses_bindgen_when_header_and_libclang_are_there() {
    let s = decide(Mode::Auto, false, header_at("/cuda/include"), || Ok(()));
    assert_eq!(s, Ok(Source::Bindgen("/cuda/include".into())));
}

#[test]
fn auto_falls_back_with_a_reason_and_never_without_one() {
    let no_clang = || Err("libclang.so: not found".to_string());
    match decide(Mode::Auto, false, header_at("/c"), no_clang) {
        Ok(Source::Pregenerated(Some(r))) => assert!(r.contains("libclang"), "{r}"),
        other => panic!("{other:?}"),
    }
    match decide(Mode::Auto, false, no_header(), || Ok(())) {
        Ok(Source::Pregenerated(Some(r))) => assert!(r.contains("no cuda.h"), "{r}"),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        decide(Mode::Never, false, header_at("/c"), || Ok(())),
        Ok(Source::Pregenerated(None))
    );
    // docs.rs: no header, no libclang, and no warning needed.
    assert_eq!(
        decide(Mode::Auto, true, header_at("/c"), || Ok(())),
        Ok(Source::Pregenerated(None))
    );
}

#[test]
fn always_keeps_the_readable_failures() {
    let e = decide(Mode::Always, false, no_header(), || Ok(())).unwrap_err();
    assert!(e.contains("could not find cuda.h"), "{e}");
    assert!(e.contains("CUDA_SYS_BINDGEN"), "{e}");
    let e = decide(Mode::Always, false, header_at("/c"), || Err("nope".into())).unwrap_err();
    assert!(
        e.contains("libclang") && e.contains("apt-get install libclang-dev"),
        "{e}"
    );
}

#[test]
fn site_packages_are_found_by_listing() {
    let root = std::env::temp_dir().join(format!("cuda-mem-sys-sp-{}", std::process::id()));
    let sp = root.join("lib/python3.11/site-packages");
    std::fs::create_dir_all(&sp).unwrap();
    std::fs::create_dir_all(root.join("lib/perl5")).unwrap();
    assert_eq!(
        site_packages_under(&[root.clone(), "/nonexistent".into()]),
        vec![sp]
    );
    std::fs::remove_dir_all(root).unwrap();
}
