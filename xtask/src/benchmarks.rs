//! `benchmarks DIR [--out FILE]`: `BENCHMARKS.md` from the files one GPU
//! run left in `DIR` (`assets/benchmarks.md` is the text around them): each
//! `{{NAME}}` of the template becomes `DIR/NAME`, Markdown as it is and any
//! other file as a text block, or a line saying the run did not make it.
//! Every number in the result comes from that one run.

use crate::cmd::{fail, root};
use std::path::{Path, PathBuf};

/// The text around the run's files.
const TEMPLATE: &str = include_str!("../assets/benchmarks.md");

/// `benchmarks DIR [--out FILE]` (`FILE`: `BENCHMARKS.md` unless said).
pub fn task(args: &[String]) {
    let Some(dir) = args.get(1).filter(|a| !a.starts_with("--")) else {
        fail("usage: cargo xtask benchmarks DIR [--out FILE]");
    };
    let dir = PathBuf::from(dir);
    let out = args
        .windows(2)
        .find(|w| w[0] == "--out")
        .map(|w| PathBuf::from(&w[1]))
        .unwrap_or_else(|| root().join("BENCHMARKS.md"));
    if !dir.is_dir() {
        fail(&format!(
            "{} is not a folder of a run's files",
            dir.display()
        ));
    }
    let (text, missing) = fill(TEMPLATE, |name| read(&dir, name));
    std::fs::write(&out, text).unwrap_or_else(|e| fail(&format!("{}: {e}", out.display())));
    eprintln!(
        "xtask benchmarks: wrote {} from {}; not in this run: {}",
        out.display(),
        dir.display(),
        if missing.is_empty() {
            "nothing".to_string()
        } else {
            missing.join(", ")
        }
    );
}

fn read(dir: &Path, name: &str) -> Option<String> {
    std::fs::read_to_string(dir.join(name)).ok()
}

/// `template` with every `{{NAME}}` replaced by what `read` answers for
/// it, and the names it had no answer for.
fn fill(template: &str, read: impl Fn(&str) -> Option<String>) -> (String, Vec<String>) {
    let mut out = String::new();
    let mut missing = Vec::new();
    let mut rest = template;
    while let Some(i) = rest.find("{{") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 2..];
        let Some(j) = after.find("}}") else {
            fail("assets/benchmarks.md: a {{ without its }}");
        };
        let name = &after[..j];
        match read(name) {
            Some(text) if name.ends_with(".md") => out.push_str(text.trim_end()),
            Some(text) => {
                out.push_str("```text\n");
                out.push_str(text.trim_end());
                out.push_str("\n```");
            }
            None => {
                out.push_str(&format!("_Not in this run: no `{name}`._"));
                missing.push(name.to_string());
            }
        }
        rest = &after[j + 2..];
    }
    out.push_str(rest);
    (out, missing)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_name_becomes_its_file_or_says_it_is_missing() {
        let template = "# T\n\n{{a.md}}\n\n{{b.txt}}\n\n{{c.md}}\n";
        let (text, missing) = fill(template, |name| match name {
            "a.md" => Some("| x |\n|---|\n| 1 |\n\n".into()),
            "b.txt" => Some("rc=0\n".into()),
            _ => None,
        });
        assert_eq!(
            text,
            "# T\n\n| x |\n|---|\n| 1 |\n\n```text\nrc=0\n```\n\n_Not in this run: no `c.md`._\n"
        );
        assert_eq!(missing, ["c.md"]);
    }

    /// Every file the template names is one a run script writes: a renamed
    /// output fails here, not as a missing table after a GPU run.
    #[test]
    fn every_file_the_template_names_is_written_by_a_run_script() {
        let scripts = [
            include_str!("../assets/run.sh"),
            include_str!("../../peers/ucx/run.sh"),
            include_str!("../../peers/ompi/run.sh"),
        ]
        .concat();
        let (_, names) = fill(TEMPLATE, |_| None);
        assert!(!names.is_empty());
        for name in names {
            let file = name.rsplit('/').next().expect("a name");
            assert!(
                scripts.contains(&format!("/{file}")) || scripts.contains(&format!(" {file}")),
                "no run script writes {file}"
            );
        }
    }
}
