//! The layout rules on small crates written for each test.

use super::*;

/// A crate under a temporary folder, its files given as (path, text).
fn krate(files: &[(&str, &str)]) -> tempdir::Dir {
    let dir = tempdir::Dir::new();
    for (path, text) in files {
        let p = dir.0.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    dir
}

mod tempdir {
    pub struct Dir(pub std::path::PathBuf);
    impl Dir {
        pub fn new() -> Dir {
            use std::sync::atomic::{AtomicUsize, Ordering};
            static N: AtomicUsize = AtomicUsize::new(0);
            let p = std::env::temp_dir().join(format!(
                "xtask-layout-{}-{}",
                std::process::id(),
                N.fetch_add(1, Ordering::Relaxed)
            ));
            std::fs::create_dir_all(&p).unwrap();
            Dir(p)
        }
    }
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

#[test]
fn modules_that_import_each_other_are_a_cycle_even_when_files_are_not() {
    // a/x.rs -> b/y.rs and b/z.rs -> a/w.rs: no two files import each
    // other, but the folders a and b do.
    let dir = krate(&[
        ("src/lib.rs", "mod a;\nmod b;\n"),
        ("src/a/mod.rs", "mod w;\nmod x;\n"),
        ("src/a/w.rs", "pub struct W;\n"),
        ("src/a/x.rs", "use crate::b::y::Y;\n"),
        ("src/b/mod.rs", "pub mod y;\nmod z;\n"),
        ("src/b/y.rs", "pub struct Y;\n"),
        ("src/b/z.rs", "use crate::a::w::W;\n"),
    ]);
    let found = cycles(&dir.0, &dir.0.join("src/lib.rs"));
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("modules of") && found[0].contains("a -> b"),
        "{found:?}"
    );
    assert!(found[0].contains("src/b/z.rs -> src/a/w.rs"), "{found:?}");
}

#[test]
fn imports_that_run_one_way_between_modules_pass() {
    let dir = krate(&[
        ("src/lib.rs", "mod a;\nmod b;\n"),
        ("src/a/mod.rs", "mod x;\n"),
        ("src/a/x.rs", "use crate::b::y::Y;\n"),
        ("src/b/mod.rs", "pub mod y;\n"),
        ("src/b/y.rs", "pub struct Y;\n"),
    ]);
    assert_eq!(
        cycles(&dir.0, &dir.0.join("src/lib.rs")),
        Vec::<String>::new()
    );
}

#[test]
fn an_import_through_an_ancestors_re_export_is_an_arrow_up() {
    // b.rs names `crate::A`, which lib.rs re-exports from a.rs: no cycle,
    // but an arrow up to the root; `crate::a::A` is not.
    let files = |b: &str| {
        krate(&[
            ("src/lib.rs", "mod a;\nmod b;\npub use a::A;\n"),
            ("src/a.rs", "pub struct A;\n"),
            ("src/b.rs", b),
        ])
    };
    let up = files("use crate::A;\n");
    let found = cycles(&up.0, &up.0.join("src/lib.rs"));
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("src/b.rs: `crate::A` goes up through src/lib.rs")
            && found[0].ends_with("import it from src/a.rs"),
        "{found:?}"
    );
    let direct = files("use crate::a::A;\n");
    assert_eq!(
        cycles(&direct.0, &direct.0.join("src/lib.rs")),
        Vec::<String>::new()
    );
}

#[test]
fn a_cited_path_that_does_not_exist_is_a_finding() {
    let dir = krate(&[
        ("src/lib.rs", "//! See `src/gone.rs` and src/lib.rs.\n"),
        (
            "docs/a.md",
            "[here](../src/lib.rs), [there](../src/gone.md), `docs/a.md`.\n",
        ),
    ]);
    let root = &dir.0;
    let lib = root.join("src/lib.rs");
    let found = cited::missing(root, &lib, &std::fs::read_to_string(&lib).unwrap());
    assert_eq!(
        found,
        vec!["src/lib.rs: cites src/gone.rs, which does not exist"]
    );
    let md = root.join("docs/a.md");
    let found = cited::missing(root, &md, &std::fs::read_to_string(&md).unwrap());
    assert_eq!(
        found,
        vec!["docs/a.md: cites ../src/gone.md, which does not exist"]
    );
}
