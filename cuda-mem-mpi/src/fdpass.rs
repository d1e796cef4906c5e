//! File descriptors between the two ranks over a Unix socket (SCM_RIGHTS):
//! pool and VMM exports are descriptors, which an MPI message cannot carry.

use std::io::{Error, ErrorKind, Result};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::net::UnixStream;

/// Sends one descriptor with a one-byte message.
pub fn send_fd(sock: &UnixStream, fd: RawFd) -> Result<()> {
    let byte = [1u8];
    let mut iov = libc::iovec {
        iov_base: byte.as_ptr() as *mut libc::c_void,
        iov_len: 1,
    };
    let mut control = [0u64; 8];
    // SAFETY: a zeroed msghdr is a valid empty message.
    let mut msg: libc::msghdr = unsafe { std::mem::zeroed() };
    msg.msg_iov = &mut iov;
    msg.msg_iovlen = 1;
    // SAFETY: `control` has room for one descriptor's header and data
    // (CMSG_SPACE of 4 bytes is at most 24 bytes) and is 8-byte aligned; the
    // header pointer comes from CMSG_FIRSTHDR of that buffer.
    unsafe {
        msg.msg_control = control.as_mut_ptr().cast();
        msg.msg_controllen = libc::CMSG_SPACE(4) as _;
        let c = libc::CMSG_FIRSTHDR(&msg);
        (*c).cmsg_level = libc::SOL_SOCKET;
        (*c).cmsg_type = libc::SCM_RIGHTS;
        (*c).cmsg_len = libc::CMSG_LEN(4) as _;
        std::ptr::write_unaligned(libc::CMSG_DATA(c).cast::<RawFd>(), fd);
    }
    // SAFETY: a valid socket and message.
    if unsafe { libc::sendmsg(sock.as_raw_fd(), &msg, 0) } != 1 {
        return Err(Error::last_os_error());
    }
    Ok(())
}

/// Receives the descriptor [`send_fd`] sent.
pub fn receive_fd(sock: &UnixStream) -> Result<OwnedFd> {
    let mut byte = [0u8];
    let mut iov = libc::iovec {
        iov_base: byte.as_mut_ptr().cast(),
        iov_len: 1,
    };
    let mut control = [0u64; 8];
    // SAFETY: a zeroed msghdr is a valid empty message.
    let mut msg: libc::msghdr = unsafe { std::mem::zeroed() };
    msg.msg_iov = &mut iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control.as_mut_ptr().cast();
    msg.msg_controllen = std::mem::size_of_val(&control) as _;
    // SAFETY: a valid socket and a message with room for one descriptor.
    let n = unsafe { libc::recvmsg(sock.as_raw_fd(), &mut msg, 0) };
    if n != 1 {
        return Err(if n < 0 {
            Error::last_os_error()
        } else {
            Error::new(ErrorKind::UnexpectedEof, "the peer closed the socket")
        });
    }
    // SAFETY: walking the control messages the kernel wrote into `control`;
    // a descriptor it passed is ours to own.
    unsafe {
        let c = libc::CMSG_FIRSTHDR(&msg);
        if !c.is_null() && (*c).cmsg_level == libc::SOL_SOCKET && (*c).cmsg_type == libc::SCM_RIGHTS
        {
            let raw = std::ptr::read_unaligned(libc::CMSG_DATA(c).cast::<RawFd>());
            return Ok(OwnedFd::from_raw_fd(raw));
        }
    }
    Err(Error::new(ErrorKind::InvalidData, "no descriptor came"))
}
