//! The keep rule: what observed mode keeps of an answer at an address's
//! second sight. The classify path asks it one question
//! ([`Observer::keep`]); what may then stay is [`Observer::insert`]'s.

use super::observer::Observer;
use crate::answer::Answer;

/// The counts a second sight reads before the registry's lookup or the
/// driver's query: a free observed after them keeps the answer out of the
/// table, and memory made driver-known after them ends a pageable answer.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Sight {
    frees: u64,
    makes: u64,
}

impl Observer {
    /// The counts, read now, before the answer is looked up.
    #[inline]
    pub(crate) fn sight(&self) -> Sight {
        Sight {
            frees: self.frees(),
            makes: self.makes(),
        }
    }

    /// Keeps `answer` for `address`, looked up after `sight`: a pageable
    /// answer until a call makes memory driver-known anywhere (a graph's
    /// launch names no address), stamped with the count read; a VMM answer
    /// only inside a mapping the callbacks saw made (`mappings.rs`: a
    /// graph's memory answers as VMM memory does, and a graph's launch
    /// frees it), a stream-ordered one only inside an allocation seen made
    /// whose free was not called (`allocations.rs`); owned memory, freed
    /// through the driver whose callbacks remove it as they do a foreign
    /// answer, always.
    pub(crate) fn keep(&self, address: u64, answer: Answer, sight: Sight) {
        let answer = if answer.is_pageable() {
            answer.stamped(sight.makes)
        } else {
            answer
        };
        self.insert(address, answer, sight.frees);
    }
}
