//! The import rules: the module tree as files, what each path names, and
//! the cycles among files and among the modules of each folder.

use super::source::{is_cfg_test, parse, rel};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syn::visit::Visit;

/// One module of a crate: where it lives and what it re-exports.
struct Module {
    file: PathBuf,
    /// Child modules, by name.
    children: BTreeSet<String>,
    /// `pub use` names: the name it is seen by, and the full path it names.
    exports: BTreeMap<String, Vec<String>>,
    /// Modules whose every public item this one re-exports (`pub use m::*`).
    globs: Vec<Vec<String>>,
}

type ModPath = Vec<String>;

/// Reads the module tree rooted at `entry`.
fn modules(entry: &Path) -> BTreeMap<ModPath, Module> {
    let mut out = BTreeMap::new();
    if let Some(ast) = parse(entry) {
        let dir = entry.parent().unwrap_or(Path::new(".")).to_path_buf();
        read_items(&ast.items, entry, &dir, Vec::new(), &mut out);
    }
    out
}

fn path_attr(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find_map(|a| match &a.meta {
        syn::Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

/// Records module `path` (its items in `file`; `dir` is where its children's
/// files are) and every module below it.
fn read_items(
    items: &[syn::Item],
    file: &Path,
    dir: &Path,
    path: ModPath,
    out: &mut BTreeMap<ModPath, Module>,
) {
    let mut module = Module {
        file: file.to_path_buf(),
        children: BTreeSet::new(),
        exports: BTreeMap::new(),
        globs: Vec::new(),
    };
    for item in items {
        match item {
            syn::Item::Mod(m) if !is_cfg_test(&m.attrs) => {
                let name = m.ident.to_string();
                module.children.insert(name.clone());
                let mut child = path.clone();
                child.push(name.clone());
                if let Some((_, inner)) = &m.content {
                    read_items(inner, file, &dir.join(&name), child, out);
                    continue;
                }
                let found = match path_attr(&m.attrs) {
                    Some(p) => Some(dir.join(p)),
                    None => [
                        dir.join(format!("{name}.rs")),
                        dir.join(&name).join("mod.rs"),
                    ]
                    .into_iter()
                    .find(|p| p.exists()),
                };
                let Some(child_file) = found else { continue };
                let child_dir = if child_file.ends_with("mod.rs") {
                    child_file.parent().unwrap().to_path_buf()
                } else {
                    dir.join(&name)
                };
                if let Some(ast) = parse(&child_file) {
                    read_items(&ast.items, &child_file, &child_dir, child, out);
                }
            }
            syn::Item::Use(u) if !matches!(u.vis, syn::Visibility::Inherited) => {
                let mut leaves = Vec::new();
                flatten_use(&u.tree, Vec::new(), &mut leaves);
                for (full, name) in leaves {
                    match name {
                        Some(name) => {
                            module.exports.insert(name, full);
                        }
                        None => module.globs.push(full),
                    }
                }
            }
            _ => {}
        }
    }
    out.insert(path, module);
}

/// Every path a `use` tree names, with the name it binds (`None` for a glob).
fn flatten_use(
    tree: &syn::UseTree,
    prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    match tree {
        syn::UseTree::Path(p) => {
            let mut next = prefix;
            next.push(p.ident.to_string());
            flatten_use(&p.tree, next, out);
        }
        syn::UseTree::Name(n) => {
            let mut full = prefix;
            let name = n.ident.to_string();
            if name == "self" {
                let bound = full.last().cloned();
                out.push((full, bound));
            } else {
                full.push(name.clone());
                out.push((full, Some(name)));
            }
        }
        syn::UseTree::Rename(r) => {
            let mut full = prefix;
            full.push(r.ident.to_string());
            out.push((full, Some(r.rename.to_string())));
        }
        syn::UseTree::Glob(_) => out.push((prefix, None)),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                flatten_use(t, prefix.clone(), out);
            }
        }
    }
}

/// The module a path (as written in module `from`) starts from, and the rest
/// of it; `None` when it names another crate.
fn anchor(
    mods: &BTreeMap<ModPath, Module>,
    from: &ModPath,
    path: &[String],
) -> Option<(ModPath, Vec<String>)> {
    let first = path.first()?;
    match first.as_str() {
        "crate" => Some((Vec::new(), path[1..].to_vec())),
        "self" => Some((from.clone(), path[1..].to_vec())),
        "super" => {
            let mut at = from.clone();
            let mut rest = path;
            while rest.first().is_some_and(|s| s == "super") {
                at.pop();
                rest = &rest[1..];
            }
            Some((at, rest.to_vec()))
        }
        name if mods.get(from).is_some_and(|m| m.children.contains(name)) => {
            Some((from.clone(), path.to_vec()))
        }
        _ => None,
    }
}

/// The file that defines what `rest` names below module `at`, and the
/// modules whose `pub use` re-exports the path went through on the way.
fn resolve(
    mods: &BTreeMap<ModPath, Module>,
    mut at: ModPath,
    rest: &[String],
    depth: usize,
    via: &mut Vec<ModPath>,
) -> Option<PathBuf> {
    let mut i = 0;
    while i < rest.len() && mods.get(&at)?.children.contains(&rest[i]) {
        at.push(rest[i].clone());
        i += 1;
    }
    let module = mods.get(&at)?;
    if depth < 8 {
        if let Some(name) = rest.get(i) {
            if let Some(full) = module.exports.get(name) {
                if let Some((a, r)) = anchor(mods, &at, full) {
                    let mut r = r;
                    r.extend_from_slice(&rest[i + 1..]);
                    via.push(at.clone());
                    return resolve(mods, a, &r, depth + 1, via).or(Some(module.file.clone()));
                }
            }
            for glob in &module.globs {
                if let Some((a, mut r)) = anchor(mods, &at, glob) {
                    r.extend_from_slice(&rest[i..]);
                    let mut through = vec![at.clone()];
                    if let Some(f) = resolve(mods, a, &r, depth + 1, &mut through) {
                        via.extend(through);
                        return Some(f);
                    }
                }
            }
        }
    }
    Some(module.file.clone())
}

/// The paths a file's code names, outside `#[cfg(test)]` modules, with the
/// module each is written in.
struct Paths<'m> {
    at: ModPath,
    found: Vec<(ModPath, Vec<String>)>,
    mods: &'m BTreeMap<ModPath, Module>,
}

impl<'a> Visit<'a> for Paths<'_> {
    fn visit_item_mod(&mut self, m: &'a syn::ItemMod) {
        if is_cfg_test(&m.attrs) {
            return;
        }
        if m.content.is_some() {
            self.at.push(m.ident.to_string());
            syn::visit::visit_item_mod(self, m);
            self.at.pop();
        }
    }
    fn visit_item_use(&mut self, u: &'a syn::ItemUse) {
        if !matches!(u.vis, syn::Visibility::Inherited) {
            return;
        }
        let mut leaves = Vec::new();
        flatten_use(&u.tree, Vec::new(), &mut leaves);
        for (full, _) in leaves {
            self.found.push((self.at.clone(), full));
        }
    }
    fn visit_path(&mut self, p: &'a syn::Path) {
        let segs: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        if segs.len() > 1
            && (matches!(segs[0].as_str(), "crate" | "super" | "self")
                || self
                    .mods
                    .get(&self.at)
                    .is_some_and(|m| m.children.contains(&segs[0])))
        {
            self.found.push((self.at.clone(), segs));
        }
        syn::visit::visit_path(self, p);
    }
}

/// Import cycles among the files of the crate rooted at `entry`, and the
/// imports that go up the tree through an ancestor's re-export.
pub(super) fn cycles(root: &Path, entry: &Path) -> Vec<String> {
    let mods = modules(entry);
    let files: BTreeSet<PathBuf> = mods.values().map(|m| m.file.clone()).collect();
    let mut edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
    let mut upward = BTreeSet::new();
    for file in &files {
        let Some(ast) = parse(file) else { continue };
        // The module path of the file's own items.
        let Some(at) = mods
            .iter()
            .find(|(_, m)| &m.file == file)
            .map(|(p, _)| p.clone())
        else {
            continue;
        };
        let mut paths = Paths {
            at,
            found: Vec::new(),
            mods: &mods,
        };
        paths.visit_file(&ast);
        for (from, path) in paths.found {
            let Some((a, rest)) = anchor(&mods, &from, &path) else {
                continue;
            };
            let mut via = Vec::new();
            let Some(target) = resolve(&mods, a, &rest, 0, &mut via) else {
                continue;
            };
            if &target != file {
                edges
                    .entry(file.clone())
                    .or_default()
                    .insert(target.clone());
            }
            // A re-export in a module above the importing one is an arrow
            // up the tree, whatever file defines the item.
            if let Some(up) = via
                .iter()
                .find(|v| v.len() < from.len() && from.starts_with(v) && mods[*v].file != *file)
            {
                upward.insert(format!(
                    "{}: `{}` goes up through {}'s re-export: import it from {}",
                    rel(root, file),
                    path.join("::"),
                    rel(root, &mods[up].file),
                    rel(root, &target)
                ));
            }
        }
    }
    let mut out: Vec<String> = strongly_connected(&files, &edges)
        .into_iter()
        .filter(|c| c.len() > 1)
        .map(|c| {
            let names: Vec<String> = c.iter().map(|f| rel(root, f)).collect();
            format!("import cycle of {} files: {}", c.len(), names.join(" <-> "))
        })
        .collect();
    out.extend(module_cycles(root, entry, &mods, &edges));
    out.extend(upward);
    out
}

/// Import cycles among the child modules of each module (each child with
/// everything below it) and the module's own file.
fn module_cycles(
    root: &Path,
    entry: &Path,
    mods: &BTreeMap<ModPath, Module>,
    edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>,
) -> Vec<String> {
    // Each file's module: the shortest path of the modules it holds.
    let mut of_file: BTreeMap<&PathBuf, &ModPath> = BTreeMap::new();
    for (path, m) in mods {
        let e = of_file.entry(&m.file).or_insert(path);
        if path.len() < e.len() {
            *e = path;
        }
    }
    let crate_dir = entry.parent().unwrap_or(Path::new("."));
    let mut out = Vec::new();
    for (parent, m) in mods {
        if m.children.is_empty() {
            continue;
        }
        // A file's room under `parent`: its child module, or `parent` itself.
        let room = |f: &PathBuf| -> Option<PathBuf> {
            let at = of_file.get(f)?;
            if !at.starts_with(parent) {
                return None;
            }
            Some(match at.get(parent.len()) {
                Some(child) => {
                    let mut p: PathBuf = parent.iter().collect();
                    p.push(child);
                    p
                }
                None => PathBuf::from(format!("{}/", parent.join("/"))),
            })
        };
        let mut nodes = BTreeSet::new();
        let mut between: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
        // One file-to-file import behind each arrow between rooms.
        let mut example: BTreeMap<(PathBuf, PathBuf), (&PathBuf, &PathBuf)> = BTreeMap::new();
        for (from, tos) in edges {
            let Some(a) = room(from) else { continue };
            nodes.insert(a.clone());
            for to in tos {
                let Some(b) = room(to) else { continue };
                nodes.insert(b.clone());
                if a != b {
                    between.entry(a.clone()).or_default().insert(b.clone());
                    example.entry((a.clone(), b)).or_insert((from, to));
                }
            }
        }
        let at = if parent.is_empty() {
            rel(root, crate_dir)
        } else {
            format!("{}::{}", rel(root, crate_dir), parent.join("::"))
        };
        for c in strongly_connected(&nodes, &between) {
            if c.len() < 2 {
                continue;
            }
            let name = |r: &PathBuf| match r.display().to_string() {
                s if s.ends_with('/') => format!("{s} (its own file)"),
                s => s,
            };
            let arrows: Vec<String> = example
                .iter()
                .filter(|((a, b), _)| c.contains(a) && c.contains(b))
                .map(|((a, b), (f, t))| {
                    format!(
                        "{} -> {} ({} -> {})",
                        name(a),
                        name(b),
                        rel(root, f),
                        rel(root, t)
                    )
                })
                .collect();
            out.push(format!(
                "import cycle between the modules of {at}: {}",
                arrows.join("; ")
            ));
        }
    }
    out
}

/// Tarjan's strongly connected components.
fn strongly_connected(
    nodes: &BTreeSet<PathBuf>,
    edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>,
) -> Vec<Vec<PathBuf>> {
    struct State<'g> {
        edges: &'g BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: BTreeMap<&'g PathBuf, usize>,
        low: BTreeMap<&'g PathBuf, usize>,
        stack: Vec<&'g PathBuf>,
        on: BTreeSet<&'g PathBuf>,
        out: Vec<Vec<PathBuf>>,
    }
    fn visit<'g>(s: &mut State<'g>, v: &'g PathBuf) {
        let i = s.index.len();
        s.index.insert(v, i);
        s.low.insert(v, i);
        s.stack.push(v);
        s.on.insert(v);
        if let Some(next) = s.edges.get(v) {
            for w in next {
                if !s.index.contains_key(w) {
                    visit(s, w);
                    let l = s.low[w].min(s.low[v]);
                    s.low.insert(v, l);
                } else if s.on.contains(w) {
                    let l = s.index[w].min(s.low[v]);
                    s.low.insert(v, l);
                }
            }
        }
        if s.low[v] == s.index[v] {
            let mut c = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on.remove(w);
                c.push(w.clone());
                if w == v {
                    break;
                }
            }
            c.sort();
            s.out.push(c);
        }
    }
    let mut s = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in nodes {
        if !s.index.contains_key(v) {
            visit(&mut s, v);
        }
    }
    s.out
}
