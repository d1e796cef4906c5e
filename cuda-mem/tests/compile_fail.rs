//! Misuse the types make impossible: each file under `compile-fail/` must
//! fail to compile with the error recorded beside it. A binary of its own:
//! trybuild builds the crate again for it, which the mutation gate and
//! valgrind, which run the other binaries, leave out.

#[test]
fn misuse_does_not_compile() {
    trybuild::TestCases::new().compile_fail("tests/compile-fail/*.rs");
}
