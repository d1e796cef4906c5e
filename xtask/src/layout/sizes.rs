//! The size rules: lines per file and per function outside tests.

use super::source::{is_cfg_test, is_test_path, rel};
use std::path::Path;
use syn::visit::Visit;

/// The most lines one source file may have.
pub const MAX_FILE_LINES: usize = 600;
/// The most lines one function outside tests may have.
pub const MAX_FN_LINES: usize = 120;

pub(super) fn sizes(root: &Path, file: &Path) -> Vec<String> {
    let Ok(text) = std::fs::read_to_string(file) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let lines = text.lines().count();
    if lines > MAX_FILE_LINES {
        out.push(format!(
            "{}: {lines} lines (at most {MAX_FILE_LINES})",
            rel(root, file)
        ));
    }
    if is_test_path(root, file) {
        return out;
    }
    let Ok(ast) = syn::parse_file(&text) else {
        return out;
    };
    let mut long = LongFns::default();
    long.visit_file(&ast);
    for (name, line, n) in long.found {
        out.push(format!(
            "{}:{line}: fn {name} has {n} lines (at most {MAX_FN_LINES})",
            rel(root, file)
        ));
    }
    out
}

#[derive(Default)]
struct LongFns {
    found: Vec<(String, usize, usize)>,
}

impl LongFns {
    fn note(&mut self, name: &syn::Ident, span: proc_macro2::Span) {
        let (a, b) = (span.start().line, span.end().line);
        if b + 1 - a > MAX_FN_LINES {
            self.found.push((name.to_string(), a, b + 1 - a));
        }
    }
}

impl<'a> Visit<'a> for LongFns {
    fn visit_item_mod(&mut self, m: &'a syn::ItemMod) {
        if !is_cfg_test(&m.attrs) {
            syn::visit::visit_item_mod(self, m);
        }
    }
    fn visit_item_fn(&mut self, f: &'a syn::ItemFn) {
        use syn::spanned::Spanned;
        if !f.attrs.iter().any(|a| a.path().is_ident("test")) {
            self.note(&f.sig.ident, f.span());
        }
        syn::visit::visit_item_fn(self, f);
    }
    fn visit_impl_item_fn(&mut self, f: &'a syn::ImplItemFn) {
        use syn::spanned::Spanned;
        self.note(&f.sig.ident, f.span());
        syn::visit::visit_impl_item_fn(self, f);
    }
}
