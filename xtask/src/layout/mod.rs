//! `cargo xtask layout`: the shape rules every crate of the workspace keeps.
//!
//! - **Arrows run downward.** Within a crate, no source file imports from a
//!   file that imports it back, directly or through others. An import is a
//!   path that starts with `crate`, `super` or `self` (in a `use` or in
//!   code), or a `use` of a child module's item; it points at the file of the
//!   deepest module the path names, and through that module's `pub use`
//!   re-exports to the file that defines the item. `mod` declarations and
//!   re-exports themselves are not imports, and neither is anything inside a
//!   `#[cfg(test)]` module.
//! - **Modules too.** At every level of the module tree, the child
//!   modules of one parent (each with everything below it) and the
//!   parent's own file import without a circle: a folder is one room, and
//!   arrows between rooms run one way.
//! - **No arrow up through a re-export.** A path that reaches its item
//!   through a `pub use` of a module above the importing one (`crate::Error`
//!   where `lib.rs` re-exports `error::Error`) is an import of that module's
//!   file too: import from the module that defines the item.
//! - **What is cited exists.** A path a document, a comment or a script
//!   names from the repository's root, or a Markdown file names relative to
//!   itself, is a file of the tree (dated run logs aside).
//! - **Files stay readable:** at most [`MAX_FILE_LINES`] lines per source
//!   file (generated bindings aside) and [`MAX_FN_LINES`] per function
//!   outside tests.

mod cited;
mod imports;
mod sizes;
mod source;

use crate::cmd::{fail, root};
use imports::cycles;
use sizes::sizes;
pub use sizes::{MAX_FILE_LINES, MAX_FN_LINES};
use source::{crates, sources};
use std::path::Path;

/// `layout`: fails with every finding of [`check`].
pub fn task() {
    let findings = check(&root());
    if !findings.is_empty() {
        for f in &findings {
            eprintln!("{f}");
        }
        fail(&format!("xtask layout: {} findings", findings.len()));
    }
    eprintln!(
        "xtask layout: no import cycle, no import through an ancestor's re-export, no cited path \
         missing, no file above {MAX_FILE_LINES} lines, no function above {MAX_FN_LINES} lines \
         outside tests"
    );
}

/// Checks every crate under `root`; the findings, one per line, or none.
pub fn check(root: &Path) -> Vec<String> {
    let mut findings = Vec::new();
    for krate in crates(root) {
        for top in ["src/lib.rs", "src/main.rs"] {
            let entry = krate.join(top);
            if entry.exists() {
                findings.extend(cycles(root, &entry));
            }
        }
    }
    for file in sources(root) {
        findings.extend(sizes(root, &file));
    }
    findings.extend(cited::check(root));
    findings
}

#[cfg(test)]
mod tests;
