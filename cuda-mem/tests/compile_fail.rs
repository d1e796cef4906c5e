//! Misuse the types make impossible: each file under `compile-fail/` must
//! fail to compile with the error recorded beside it.

#[test]
fn misuse_does_not_compile() {
    trybuild::TestCases::new().compile_fail("tests/compile-fail/*.rs");
}
