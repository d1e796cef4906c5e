//! Turns bindgen's `extern "C"` declarations into a run-time function table.
//!
//! bindgen's own dynamic-loading mode panics when a symbol is missing; a
//! driver older than the header is normal, so every entry point here is an
//! `Option` that becomes a typed error at the call instead.

use proc_macro2::TokenStream;
use quote::quote;

/// Splits bindgen output into the items to keep (types, constants) and the
/// generated function table.
pub fn split_functions(bindings: &str) -> syn::Result<(String, String)> {
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
    Ok((types, table(&fns).to_string()))
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

fn table(fns: &[syn::ForeignItemFn]) -> TokenStream {
    let mut pfn_types = Vec::new();
    let mut fields = Vec::new();
    let mut loads = Vec::new();
    let mut methods = Vec::new();
    let mut names = Vec::new();
    for f in fns {
        let name = &f.sig.ident;
        let name_str = name.to_string();
        let cname = format!("{name_str}\0");
        let inputs = &f.sig.inputs;
        let output = &f.sig.output;
        let docs: Vec<_> = f
            .attrs
            .iter()
            .filter(|a| a.path().is_ident("doc"))
            .collect();
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
        methods.push(quote! {
            #(#docs)*
            ///
            /// # Safety
            /// The arguments must satisfy the driver's contract for this
            /// function (valid pointers of the documented types and sizes).
            /// Returns [`MissingSymbol`] when the loaded driver lacks it.
            #[inline]
            pub unsafe fn #name(&self, #inputs) -> Result<#ret, MissingSymbol> {
                match self.fns.#name {
                    // SAFETY: the caller upholds the driver's contract; the
                    // pointer came from the library that `self` keeps loaded.
                    Some(entry_point__) => Ok(unsafe { entry_point__(#(#args),*) }),
                    None => Err(MissingSymbol { name: #name_str }),
                }
            }
        });
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

/// Makes the header's doxygen comments safe for rustdoc: no indented code
/// blocks (rustdoc would compile them as doctests), doxygen code blocks become
/// plain-text fences, and markdown punctuation in prose is escaped.
pub fn rustdoc_comment(comment: &str) -> String {
    // Put every \code and \endcode on a line of its own first.
    let normalised = comment
        .replace("\\endcode", "\n\\endcode\n")
        .replace("\\code", "\n\\code\n");
    let mut out = String::new();
    let mut in_code = false;
    for line in normalised.lines() {
        let t = line.trim();
        if t == "\\code" {
            out.push_str("```text\n");
            in_code = true;
            continue;
        }
        if t == "\\endcode" {
            if in_code {
                out.push_str("```\n");
            }
            in_code = false;
            continue;
        }
        if in_code {
            out.push_str(line);
        } else {
            for ch in t.chars() {
                if matches!(ch, '[' | ']' | '<' | '>' | '`' | '*' | '_' | '#') {
                    out.push('\\');
                }
                out.push(ch);
            }
        }
        out.push('\n');
    }
    if in_code {
        out.push_str("```\n");
    }
    out
}
