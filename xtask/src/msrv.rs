//! `msrv`: the library crates' `rust-version` against their dependencies.

use crate::cmd::{cargo, fail};

/// The library crates claim `rust-version`; every dependency they build
/// with (normal and build, as locked) must claim no newer one. Their own use
/// of std is checked by clippy's `incompatible_msrv` lint against the same
/// field.
pub fn task() {
    let out = cargo()
        .args(["metadata", "--format-version", "1", "--locked"])
        .output()
        .unwrap_or_else(|e| fail(&format!("cargo metadata: {e}")));
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| fail(&format!("cargo metadata output: {e}")));
    let parse = |v: &str| -> Vec<u32> { v.split('.').filter_map(|p| p.parse().ok()).collect() };
    let packages: std::collections::HashMap<&str, &serde_json::Value> = meta["packages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| Some((p["id"].as_str()?, p)))
        .collect();
    let nodes: std::collections::HashMap<&str, &serde_json::Value> = meta["resolve"]["nodes"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|n| Some((n["id"].as_str()?, n)))
        .collect();
    let mut problems = Vec::new();
    for krate in crate::cmd::LIBRARY_CRATES {
        let Some((id, pkg)) = packages.iter().find(|(_, p)| p["name"] == krate) else {
            fail(&format!("cargo metadata lists no {krate}"));
        };
        let ours = pkg["rust_version"].as_str().unwrap_or("0");
        let mut stack = vec![*id];
        let mut seen = std::collections::HashSet::new();
        while let Some(id) = stack.pop() {
            for dep in nodes[id]["deps"].as_array().into_iter().flatten() {
                // Dependencies of the model checker's build (`--cfg loom`)
                // are not the library's: a user never builds them.
                let runtime = dep["dep_kinds"].as_array().into_iter().flatten().any(|k| {
                    (k["kind"].is_null() || k["kind"] == "build") && k["target"] != "cfg(loom)"
                });
                let Some(dep_id) = dep["pkg"].as_str() else {
                    continue;
                };
                if runtime && seen.insert(dep_id) {
                    stack.push(dep_id);
                    let p = packages[dep_id];
                    if let Some(theirs) = p["rust_version"].as_str() {
                        if parse(theirs) > parse(ours) {
                            problems.push(format!(
                                "{krate} (rust-version {ours}) builds with {} {} (rust-version {theirs})",
                                p["name"], p["version"]
                            ));
                        }
                    }
                }
            }
        }
        eprintln!(
            "xtask: {krate}: rust-version {ours} covers its {} dependencies",
            seen.len()
        );
    }
    if !problems.is_empty() {
        fail(&problems.join("; "));
    }
}
