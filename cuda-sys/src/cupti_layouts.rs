//! `CUpti_SubscriberParams` in each layout CUPTI has shipped. The bindings
//! in [`cupti`](crate::cupti) follow the header the crate was built
//! against; a process may load an older or newer `libcupti`, so a caller
//! picks the layout from `cuptiGetVersion` at run time.

#![allow(non_camel_case_types, non_snake_case)]

use std::ffi::c_char;

/// `CUPTI_API_VERSION` of the first CUPTI whose `CUpti_SubscriberParams`
/// has `allowMultipleSubscribers` (CUDA 13.2's, 130200; the format is
/// `xxyyzz`, see `cupti_version.h`).
pub const CUPTI_SUBSCRIBER_SHARING_VERSION: u32 = 130200;

/// `CUpti_SubscriberParams` as CUPTI 13.0 and 13.1 declare it
/// (`cupti_callbacks.h`).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CUpti_SubscriberParams_v13_0 {
    /// The structure's size, which tells CUPTI which fields are there.
    pub structSize: usize,
    /// The subscriber's name (CUPTI copies it); may be null.
    pub subscriberName: *const c_char,
    /// Where CUPTI writes the other subscriber's name when it refuses.
    pub oldSubscriberName: *mut c_char,
    /// The size of `oldSubscriberName`.
    pub oldSubscriberSize: usize,
}

/// `CUpti_SubscriberParams` as CUPTI 13.2 and later declare it.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CUpti_SubscriberParams_v13_2 {
    /// The structure's size, which tells CUPTI which fields are there.
    pub structSize: usize,
    /// The subscriber's name (CUPTI copies it); may be null.
    pub subscriberName: *const c_char,
    /// Where CUPTI writes the other subscriber's name when it refuses.
    pub oldSubscriberName: *mut c_char,
    /// The size of `oldSubscriberName`.
    pub oldSubscriberSize: usize,
    /// 1 asks that other `cuptiSubscribe_v2` subscribers may join (CUPTI
    /// refuses the subscription when it cannot grant that).
    pub allowMultipleSubscribers: u8,
    /// Reserved.
    pub padding: [u8; 7],
}

// The headers' layouts (x86_64 and aarch64 Linux).
const _: () = {
    assert!(std::mem::size_of::<CUpti_SubscriberParams_v13_0>() == 32);
    assert!(std::mem::size_of::<CUpti_SubscriberParams_v13_2>() == 40);
    assert!(std::mem::offset_of!(CUpti_SubscriberParams_v13_2, allowMultipleSubscribers) == 32);
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cupti::CUpti_SubscriberParams;

    #[test]
    fn the_header_built_against_has_one_of_the_two_layouts() {
        let size = std::mem::size_of::<CUpti_SubscriberParams>();
        assert!(
            size == std::mem::size_of::<CUpti_SubscriberParams_v13_0>()
                || size == std::mem::size_of::<CUpti_SubscriberParams_v13_2>(),
            "CUpti_SubscriberParams has a third layout ({size} bytes): add it here"
        );
        assert_eq!(
            std::mem::offset_of!(CUpti_SubscriberParams, oldSubscriberSize),
            std::mem::offset_of!(CUpti_SubscriberParams_v13_2, oldSubscriberSize)
        );
    }
}
