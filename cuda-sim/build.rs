//! Generates a stub for every driver entry point the simulator does not
//! implement, so that calling one returns CUDA_ERROR_NOT_SUPPORTED (as the
//! contract says) instead of being a missing symbol. The list of entry
//! points and their signatures comes from cuda-mem-sys's generated table
//! (`DEP_CUDA_MEM_SYS_TABLE`); the implemented ones are the `fn cu...`
//! declarations in `src/api/`.

use quote::{format_ident, quote};
use std::collections::BTreeSet;
use std::path::PathBuf;

fn main() {
    let table = std::env::var("DEP_CUDA_MEM_SYS_TABLE").expect("cuda-mem-sys publishes its table");
    println!("cargo::rerun-if-changed={table}");
    println!("cargo::rerun-if-changed=src/api");
    // The driver's unversioned name as the shared object's name: a library
    // that opens the driver by that name (cudarc tries `libcuda.so` first)
    // is handed the simulator already loaded in the process, not a search.
    println!("cargo::rustc-cdylib-link-arg=-Wl,-soname,libcuda.so");
    let mut implemented = BTreeSet::new();
    for entry in std::fs::read_dir("src/api").expect("src/api") {
        let text = std::fs::read_to_string(entry.expect("entry").path()).expect("readable");
        for part in text.split("fn cu").skip(1) {
            let name: String = part
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            implemented.insert(format!("cu{name}"));
        }
    }
    let file =
        syn::parse_file(&std::fs::read_to_string(&table).expect("table")).expect("table parses");
    let mut stubs = Vec::new();
    let mut zeroed_calls = Vec::new();
    let mut table_names = BTreeSet::new();
    for item in &file.items {
        let syn::Item::Mod(m) = item else { continue };
        if m.ident != "pfn" {
            continue;
        }
        for it in &m.content.as_ref().expect("inline module").1 {
            let syn::Item::Type(t) = it else { continue };
            let syn::Type::BareFn(f) = &*t.ty else {
                continue;
            };
            let name = t.ident.to_string();
            table_names.insert(name.clone());
            if implemented.contains(&name) {
                let ident = format_ident!("{}", name);
                let zeros = f.inputs.iter().map(|_| quote!(std::mem::zeroed()));
                zeroed_calls.push(quote! {
                    #name => Some(unsafe { d.#ident(#(#zeros),*) }),
                });
            }
            let returns_result = matches!(&f.output, syn::ReturnType::Type(_, ty) if quote!(#ty).to_string() == "CUresult");
            if implemented.contains(&name) || !returns_result || f.variadic.is_some() {
                continue;
            }
            let ident = format_ident!("{}", name);
            let types: Vec<_> = f.inputs.iter().map(|a| &a.ty).collect();
            stubs.push(quote! {
                #[no_mangle]
                pub extern "C" fn #ident(#(_: #types),*) -> CUresult {
                    const _: cuda_mem_sys::pfn::#ident = #ident;
                    crate::calls::count(#name);
                    CUresult::CUDA_ERROR_NOT_SUPPORTED
                }
            });
        }
    }
    // `fn cu...` also matches helpers (`fn current`): keep the entry points.
    let names: Vec<&String> = implemented
        .iter()
        .filter(|n| table_names.contains(*n))
        .collect();
    let count = names.len();
    let code = quote! {
        use cuda_mem_sys::*;
        #(#stubs)*

        /// Every entry point the simulator implements, by symbol.
        pub const IMPLEMENTED: [&str; #count] = [#(#names),*];
    };
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("unsupported.rs");
    std::fs::write(
        out,
        prettyplease::unparse(&syn::parse2(code).expect("stubs parse")),
    )
    .expect("write stubs");
    let probe = quote! {
        /// Calls the implemented entry point `name` with every argument
        /// zeroed; `None` for a name the simulator does not implement.
        ///
        /// # Safety
        /// The call must not read its arguments: only for a call that a
        /// configured `fail.<name>` makes fail, which happens before the
        /// entry point looks at any argument.
        #[allow(clippy::missing_safety_doc)]
        pub unsafe fn call_zeroed(
            d: &cuda_mem_sys::Driver,
            name: &str,
        ) -> Option<Result<(), cuda_mem_sys::DriverError>> {
            match name {
                #(#zeroed_calls)*
                _ => None,
            }
        }
    };
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("zeroed_calls.rs");
    std::fs::write(
        out,
        prettyplease::unparse(&syn::parse2(probe).expect("probe parses")),
    )
    .expect("write the fault probe");
}
