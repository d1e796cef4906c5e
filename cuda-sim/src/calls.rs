//! How many times each entry point was called, for tests that check how many
//! driver calls an operation makes.

use std::collections::HashMap;
use std::sync::Mutex;

static COUNTS: Mutex<Option<HashMap<&'static str, u64>>> = Mutex::new(None);

pub fn count(name: &'static str) {
    let mut g = COUNTS.lock().unwrap_or_else(|e| e.into_inner());
    *g.get_or_insert_with(HashMap::new).entry(name).or_insert(0) += 1;
}

/// Calls of `name`, or of every entry point when `name` is `None`.
pub fn get(name: Option<&str>) -> u64 {
    let g = COUNTS.lock().unwrap_or_else(|e| e.into_inner());
    let Some(m) = g.as_ref() else { return 0 };
    match name {
        Some(n) => m.get(n).copied().unwrap_or(0),
        None => m.values().sum(),
    }
}
