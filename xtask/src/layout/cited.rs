//! The citation rule: a path that a document, a comment or a script names
//! from the repository's root (`cuda-mem/src/lib.rs`), or a Markdown file
//! names relative to itself (`../cuda-mem/README.md`), exists.

use super::source::rel;
use std::path::{Path, PathBuf};

/// What a cited file may end with: the kinds of file the project keeps.
const CITED: [&str; 10] = [
    ".rs", ".c", ".h", ".sh", ".md", ".toml", ".py", ".patch", ".json", ".txt",
];

/// What is read for citations: every text file the project writes.
const READ: [&str; 8] = [".md", ".rs", ".c", ".h", ".sh", ".toml", ".py", ".patch"];

/// Every file under `root` that is read, outside build output, the
/// generated bindings and the dated run logs (a log cites the tree of its
/// day).
fn readable(root: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let p = e.path();
            let name = e.file_name().to_string_lossy().into_owned();
            if p.is_dir() {
                if !matches!(
                    name.as_str(),
                    "target" | "pregenerated" | ".git" | "bench-log" | "gpu-bundle"
                ) {
                    walk(&p, out);
                }
            } else if READ.iter().any(|x| name.ends_with(x)) {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(root, &mut out);
    out.sort();
    out
}

/// The paths `text` (of `file`) cites that do not exist.
pub(super) fn missing(root: &Path, file: &Path, text: &str) -> Vec<String> {
    let is_md = file.extension().is_some_and(|x| x == "md");
    let here = file.parent().unwrap_or(root);
    let mut out = Vec::new();
    let word = |c: char| c.is_ascii_alphanumeric() || "_.-/".contains(c);
    for token in text.split(|c: char| !word(c)) {
        let token = token.trim_end_matches('.');
        if !token.contains('/') || !CITED.iter().any(|x| token.ends_with(x)) {
            continue;
        }
        let target = if token.starts_with("../") || token.starts_with("./") {
            // A Markdown link's target; elsewhere (`./run.sh` in a command)
            // no citation.
            if !is_md || !text.contains(&format!("]({token}")) {
                continue;
            }
            here.join(token)
        } else {
            let first = token.split('/').next().unwrap_or("");
            if first.is_empty() || !root.join(first).is_dir() || first == "target" {
                continue;
            }
            root.join(token)
        };
        if !target.exists() {
            out.push(format!(
                "{}: cites {token}, which does not exist",
                rel(root, file)
            ));
        }
    }
    out
}

/// Every citation under `root` of a path that does not exist (the rule's
/// own tests name files of the crates they write).
pub(super) fn check(root: &Path) -> Vec<String> {
    readable(root)
        .iter()
        .filter(|f| !f.ends_with("xtask/src/layout/tests.rs"))
        .flat_map(|f| {
            let text = std::fs::read_to_string(f).unwrap_or_default();
            missing(root, f, &text)
        })
        .collect()
}
