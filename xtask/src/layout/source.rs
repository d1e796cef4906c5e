//! The workspace's crates and source files, and what the rules read of
//! each file.

use std::path::{Path, PathBuf};

pub(super) fn crates(root: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(root)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("Cargo.toml").exists())
        .collect();
    out.sort();
    out
}

/// Every `.rs` file of the workspace's crates, generated bindings aside.
pub(super) fn sources(root: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let p = e.path();
            let name = e.file_name().to_string_lossy().into_owned();
            if p.is_dir() {
                if !matches!(name.as_str(), "target" | "pregenerated" | ".git") {
                    walk(&p, out);
                }
            } else if name.ends_with(".rs") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    for krate in crates(root) {
        walk(&krate, &mut out);
    }
    out.sort();
    out
}

pub(super) fn rel(root: &Path, p: &Path) -> String {
    p.strip_prefix(root).unwrap_or(p).display().to_string()
}

pub(super) fn parse(file: &Path) -> Option<syn::File> {
    syn::parse_file(&std::fs::read_to_string(file).ok()?).ok()
}

pub(super) fn is_cfg_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.parse_args::<syn::Meta>()
                .is_ok_and(|m| m.path().is_ident("test"))
    })
}

pub(super) fn is_test_path(root: &Path, file: &Path) -> bool {
    let r = rel(root, file);
    r.split('/').any(|c| c == "tests") || r.ends_with("/tests.rs")
}
