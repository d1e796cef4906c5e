//! Turns bindgen's `extern "C"` declarations into a run-time function table.
//!
//! bindgen's own dynamic-loading mode panics when a symbol is missing; a
//! driver older than the header is normal, so every entry point here is an
//! `Option` that becomes a typed error at the call instead.

use proc_macro2::TokenStream;
use quote::quote;

/// Splits bindgen output into the items to keep (types, constants) and the
/// generated function table.
pub fn split_functions(
    bindings: &str,
    header_docs: &std::collections::HashMap<String, String>,
) -> syn::Result<(String, String)> {
    let mut file: syn::File = syn::parse_str(bindings)?;
    let mut fns = Vec::new();
    file.items.retain(|item| match item {
        syn::Item::ForeignMod(m) => {
            for fi in &m.items {
                if let syn::ForeignItem::Fn(f) = fi {
                    fns.push(f.clone());
                }
            }
            false
        }
        _ => true,
    });
    let names = result_names(&file);
    let types = quote!(#file #names).to_string();
    Ok((types, table(&fns, header_docs).to_string()))
}

/// `CUresult::name`: the header's name for each status code, so the code can
/// be named without asking the driver (which may be missing).
fn result_names(file: &syn::File) -> TokenStream {
    let mut arms = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for item in &file.items {
        let syn::Item::Impl(imp) = item else { continue };
        let syn::Type::Path(tp) = &*imp.self_ty else {
            continue;
        };
        if !tp.path.is_ident("cudaError_enum") {
            continue;
        }
        for it in &imp.items {
            let syn::ImplItem::Const(c) = it else {
                continue;
            };
            let syn::Expr::Call(call) = &c.expr else {
                continue;
            };
            let Some(syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Int(v),
                ..
            })) = call.args.first()
            else {
                continue;
            };
            let Ok(value) = v.base10_parse::<u32>() else {
                continue;
            };
            if seen.insert(value) {
                let lit = syn::LitCStr::new(
                    &std::ffi::CString::new(c.ident.to_string()).expect("identifier has no NUL"),
                    proc_macro2::Span::call_site(),
                );
                arms.push(quote! { #value => Some(#lit), });
            }
        }
    }
    quote! {
        impl cudaError_enum {
            /// The header's name for this code (`CUDA_ERROR_INVALID_VALUE`),
            /// as a C string; `None` for a code newer than the header.
            pub const fn name_cstr(self) -> Option<&'static ::std::ffi::CStr> {
                match self.0 {
                    #(#arms)*
                    _ => None,
                }
            }
            /// The header's name for this code; `None` for a code newer than
            /// the header.
            pub fn name(self) -> Option<&'static str> {
                match self.name_cstr() {
                    Some(c) => c.to_str().ok(),
                    None => None,
                }
            }
        }
    }
}

fn table(
    fns: &[syn::ForeignItemFn],
    header_docs: &std::collections::HashMap<String, String>,
) -> TokenStream {
    let mut pfn_types = Vec::new();
    let mut fields = Vec::new();
    let mut loads = Vec::new();
    let mut methods = Vec::new();
    let mut names = Vec::new();
    // A versioned symbol (`cuMemAlloc_v2`) often carries no comment in the
    // bindings while an unversioned declaration of the same function does.
    let docs_of: std::collections::HashMap<String, Vec<syn::Attribute>> = fns
        .iter()
        .map(|f| {
            let d = f
                .attrs
                .iter()
                .filter(|a| a.path().is_ident("doc"))
                .cloned()
                .collect();
            (f.sig.ident.to_string(), d)
        })
        .collect();
    for f in fns {
        let name = &f.sig.ident;
        let name_str = name.to_string();
        let cname = format!("{name_str}\0");
        let inputs = &f.sig.inputs;
        let output = &f.sig.output;
        let docs = docs_for(&name_str, &docs_of, header_docs);
        let args: Vec<_> = inputs
            .iter()
            .filter_map(|a| match a {
                syn::FnArg::Typed(p) => Some(p.pat.clone()),
                syn::FnArg::Receiver(_) => None,
            })
            .collect();
        let ret = match output {
            syn::ReturnType::Default => quote!(()),
            syn::ReturnType::Type(_, t) => quote!(#t),
        };
        pfn_types.push(quote! {
            #[doc = concat!("Signature of `", #name_str, "`.")]
            pub type #name = unsafe extern "C" fn(#inputs) #output;
        });
        fields.push(quote! { #name: Option<pfn::#name>, });
        loads.push(quote! {
            // SAFETY: the symbol's type is the one the header declares for it.
            #name: unsafe { lib.get::<pfn::#name>(#cname.as_bytes()) }.ok().map(|s| *s),
        });
        methods.push(method(f, &docs, &args, &ret));
        names.push(name_str);
    }
    let count = names.len();
    quote! {
        /// Function pointer types, one per driver entry point, named by the
        /// symbol the header binds the documented name to.
        #[allow(non_camel_case_types)]
        pub mod pfn {
            use super::*;
            #(#pfn_types)*
        }

        /// Every entry point the header declares, resolved or not.
        #[allow(non_snake_case)]
        #[derive(Clone, Copy)]
        pub(crate) struct DriverFns {
            #(#fields)*
        }

        impl DriverFns {
            /// Resolves every symbol; a missing one stays `None`.
            ///
            /// # Safety
            /// `lib` must be a CUDA driver (or a library exporting the same
            /// symbols with the header's signatures) and outlive the table.
            pub(crate) unsafe fn load(lib: &libloading::Library) -> Self {
                Self { #(#loads)* }
            }
        }

        /// Symbol names of every entry point the header declares.
        pub const SYMBOLS: [&str; #count] = [#(#names),*];

        #[allow(non_snake_case, clippy::too_many_arguments, clippy::missing_safety_doc)]
        impl Driver {
            #(#methods)*
        }
    }
}

/// A function's docs: its own in the bindings, else those of its
/// unversioned name (`cuMemAlloc_v2` often has none while `cuMemAlloc`
/// does), else the header's comment.
fn docs_for(
    name: &str,
    docs_of: &std::collections::HashMap<String, Vec<syn::Attribute>>,
    header_docs: &std::collections::HashMap<String, String>,
) -> Vec<syn::Attribute> {
    let mut docs: Vec<syn::Attribute> = docs_of[name].clone();
    if docs.is_empty() {
        let base = name
            .trim_end_matches("_ptsz")
            .trim_end_matches("_ptds")
            .trim_end_matches("_v2")
            .trim_end_matches("_v3");
        docs = docs_of.get(base).cloned().unwrap_or_default();
    }
    if docs.is_empty() {
        if let Some(raw) = header_docs.get(name) {
            let text = rustdoc_comment(raw);
            docs.push(syn::parse_quote!(#[doc = #text]));
        }
    }
    docs
}

/// The `unsafe fn` of one entry point on `Driver`: a status
/// becomes a `Result`, a missing symbol an error naming it.
fn method(
    f: &syn::ForeignItemFn,
    docs: &[syn::Attribute],
    args: &[Box<syn::Pat>],
    ret: &TokenStream,
) -> TokenStream {
    let name = &f.sig.ident;
    let name_str = name.to_string();
    let inputs = &f.sig.inputs;
    let output = &f.sig.output;
    let returns_status = matches!(output, syn::ReturnType::Type(_, t)
        if matches!(&**t, syn::Type::Path(p) if p.path.is_ident("CUresult")));
    let (ret_ty, call) = if returns_status {
        (
            quote!(()),
            quote!(unsafe { entry_point__(#(#args),*) }.into_result(#name_str)),
        )
    } else {
        (
            quote!(#ret),
            quote!(Ok(unsafe { entry_point__(#(#args),*) })),
        )
    };
    quote! {
        #(#docs)*
        ///
        /// # Safety
        /// The arguments must satisfy the driver's contract for this
        /// function (valid pointers of the documented types and sizes).
        ///
        /// # Errors
        /// [`DriverError`] naming this function: missing in the loaded
        /// driver, or the status the driver answered.
        #[inline]
        pub unsafe fn #name(&self, #inputs) -> Result<#ret_ty, DriverError> {
            match self.fns.#name {
                // SAFETY: the caller upholds the driver's contract; the
                // pointer came from the library that `self` keeps loaded.
                Some(entry_point__) => #call,
                None => Err(self.missing(#name_str)),
            }
        }
    }
}

/// The header's doc comment of each function, by the symbol the header
/// binds it to. bindgen misses the comments of declarations whose name a
/// macro renames (`#define cuMemAlloc cuMemAlloc_v2`), so they are read
/// from the text: a `/** ... */` block followed by `CUDAAPI name(`.
pub fn header_function_docs(header: &str) -> std::collections::HashMap<String, String> {
    let mut renamed = std::collections::HashMap::new();
    for line in header.lines() {
        let mut words = line.split_whitespace();
        if let (Some("#define"), Some(name), Some(target), None) =
            (words.next(), words.next(), words.next(), words.next())
        {
            let target = target
                .trim_start_matches("__CUDA_API_PTDS(")
                .trim_start_matches("__CUDA_API_PTSZ(")
                .trim_end_matches(')');
            if name.starts_with("cu") && target.starts_with(name) {
                renamed
                    .entry(name.to_string())
                    .or_insert(target.to_string());
            }
        }
    }
    let mut docs = std::collections::HashMap::new();
    let mut rest = header;
    while let Some(start) = rest.find("/**") {
        let after = &rest[start + 3..];
        let Some(end) = after.find("*/") else { break };
        let comment = &after[..end];
        rest = &after[end + 2..];
        let decl = rest.trim_start();
        let first_line = decl.lines().next().unwrap_or("");
        let Some(i) = first_line.find("CUDAAPI ") else {
            continue;
        };
        let name: String = first_line[i + 8..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        let text: String = comment
            .lines()
            .map(|l| {
                let t = l.trim_start();
                t.strip_prefix("* ")
                    .or_else(|| t.strip_prefix('*'))
                    .unwrap_or(t)
            })
            .collect::<Vec<_>>()
            .join("\n");
        let symbol = renamed.get(&name).cloned().unwrap_or(name);
        docs.entry(symbol).or_insert(text);
    }
    docs
}

/// Turns one of the header's doxygen comments into rustdoc: `\brief`,
/// `\param`, `\return` and `\note` become prose and sections (by
/// `doxygen-rs`), `\sa` a "See also" line, `::cuName` references code
/// spans, `\code` blocks plain-text fences. Prose lines are trimmed, so
/// nothing becomes an indented code block (which rustdoc would compile as
/// a doctest), and HTML and link brackets are escaped.
pub fn rustdoc_comment(comment: &str) -> String {
    let normalised = comment
        .replace("\\endcode", "\n\\endcode\n")
        .replace("\\code", "\n\\code\n");
    let mut out = String::new();
    let mut prose = String::new();
    let mut in_code = false;
    for line in normalised.lines() {
        let t = line.trim();
        if t == "\\code" {
            out.push_str(&convert_prose(&std::mem::take(&mut prose)));
            out.push_str("\n```text\n");
            in_code = true;
        } else if t == "\\endcode" {
            if in_code {
                out.push_str("```\n\n");
            }
            in_code = false;
        } else if in_code {
            out.push_str(line);
            out.push('\n');
        } else {
            prose.push_str(t);
            prose.push('\n');
        }
    }
    if in_code {
        out.push_str("```\n");
    }
    out.push_str(&convert_prose(&prose));
    out.trim_end().to_string()
}

fn convert_prose(text: &str) -> String {
    if text.trim().is_empty() {
        return String::new();
    }
    let mut pre = String::new();
    for line in text.lines() {
        // `\param name - text`: the dash is CUDA's, not part of the text.
        let line = match line.strip_prefix("\\param ") {
            Some(rest) => {
                let (name, desc) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                let desc = desc.trim_start();
                let desc = desc.strip_prefix("- ").unwrap_or(desc);
                format!("\\param {name} {desc}")
            }
            None => line.replace("\\sa ", "\nSee also: "),
        };
        pre.push_str(&code_refs(&line));
        pre.push('\n');
    }
    let converted = std::panic::catch_unwind(|| doxygen_rs::transform(&pre)).unwrap_or(pre);
    let mut out = escape_outside_code(&converted);
    out.push('\n');
    out
}

/// `::cuMemAlloc()` and `::CUDA_SUCCESS` become code spans.
fn code_refs(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find("::") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 2..];
        let n = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(after.len());
        if n == 0 {
            out.push_str("::");
            rest = after;
            continue;
        }
        let call = after[n..].starts_with("()");
        out.push('`');
        out.push_str(&after[..n]);
        if call {
            out.push_str("()");
        }
        out.push('`');
        rest = &after[n + if call { 2 } else { 0 }..];
    }
    out.push_str(rest);
    out
}

/// Escapes what rustdoc would read as HTML or links, and drops doxygen
/// commands nobody expanded (CUDA's own aliases such as `\notefnerr`),
/// outside code spans and fences.
fn escape_outside_code(text: &str) -> String {
    let mut out = String::new();
    let mut in_fence = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
            out.push_str(line);
            out.push('\n');
            continue;
        }
        if in_fence {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let mut in_span = false;
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '`' => {
                    in_span = !in_span;
                    out.push(c);
                }
                '\\' if !in_span && chars.peek().is_some_and(|n| n.is_ascii_alphabetic()) => {
                    while chars
                        .peek()
                        .is_some_and(|n| n.is_ascii_alphanumeric() || *n == '_')
                    {
                        chars.next();
                    }
                }
                '<' | '>' | '[' | ']' if !in_span => {
                    out.push('\\');
                    out.push(c);
                }
                _ => out.push(c),
            }
        }
        out.push('\n');
    }
    out
}
