//! A second process of the test binary, and messages over a Unix socket
//! with a file descriptor attached (SCM_RIGHTS): how the tests and the MPI
//! example pass a pool's or an allocation's shareable descriptor to another
//! process (an MPI message cannot carry one).

use std::io::{Error, ErrorKind, Read, Result};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::net::{UnixListener, UnixStream};

/// Starts this test binary again as a second process, with the path of a
/// Unix socket in its environment as `env` (a socket named after this
/// process and `tag`), and accepts its connection: the process, the
/// connection and the socket's path (the caller removes it).
pub fn start_self(env: &str, tag: &str) -> (std::process::Child, UnixStream, std::path::PathBuf) {
    let path =
        std::env::temp_dir().join(format!("cuda-mem-test-{}-{tag}.sock", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let listener = UnixListener::bind(&path).unwrap();
    let child = std::process::Command::new(std::env::current_exe().unwrap())
        .env(env, &path)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let (sock, _) = listener.accept().unwrap();
    (child, sock, path)
}

/// Sends `data`, with `fd` attached when given.
pub fn send(sock: &UnixStream, data: &[u8], fd: Option<RawFd>) -> Result<()> {
    let mut iov = libc::iovec {
        iov_base: data.as_ptr() as *mut libc::c_void,
        iov_len: data.len(),
    };
    let mut control = [0u64; 8];
    // SAFETY: a zeroed msghdr is a valid empty message.
    let mut msg: libc::msghdr = unsafe { std::mem::zeroed() };
    msg.msg_iov = &mut iov;
    msg.msg_iovlen = 1;
    if let Some(fd) = fd {
        // SAFETY: `control` has room for one descriptor's header and data
        // (CMSG_SPACE of 4 bytes is at most 24 bytes), suitably aligned;
        // the header pointer comes from CMSG_FIRSTHDR of that buffer.
        unsafe {
            msg.msg_control = control.as_mut_ptr().cast();
            msg.msg_controllen = libc::CMSG_SPACE(4) as _;
            let c = libc::CMSG_FIRSTHDR(&msg);
            (*c).cmsg_level = libc::SOL_SOCKET;
            (*c).cmsg_type = libc::SCM_RIGHTS;
            (*c).cmsg_len = libc::CMSG_LEN(4) as _;
            std::ptr::write_unaligned(libc::CMSG_DATA(c).cast::<RawFd>(), fd);
        }
    }
    // SAFETY: a valid socket and message.
    let n = unsafe { libc::sendmsg(sock.as_raw_fd(), &msg, 0) };
    if n < 0 {
        return Err(Error::last_os_error());
    }
    let mut rest = sock;
    std::io::Write::write_all(&mut rest, &data[n as usize..])
}

/// Receives exactly `buf.len()` bytes and a descriptor if one came.
pub fn receive(sock: &UnixStream, buf: &mut [u8]) -> Result<Option<OwnedFd>> {
    let mut iov = libc::iovec {
        iov_base: buf.as_mut_ptr().cast(),
        iov_len: buf.len(),
    };
    let mut control = [0u64; 8];
    // SAFETY: a zeroed msghdr is a valid empty message.
    let mut msg: libc::msghdr = unsafe { std::mem::zeroed() };
    msg.msg_iov = &mut iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control.as_mut_ptr().cast();
    msg.msg_controllen = std::mem::size_of_val(&control) as _;
    // SAFETY: a valid socket and message with room for one descriptor.
    let n = unsafe { libc::recvmsg(sock.as_raw_fd(), &mut msg, 0) };
    if n < 0 {
        return Err(Error::last_os_error());
    }
    if n == 0 && !buf.is_empty() {
        return Err(Error::new(
            ErrorKind::UnexpectedEof,
            "the peer closed the socket",
        ));
    }
    let mut fd = None;
    // SAFETY: walking the control messages the kernel wrote into `control`;
    // a descriptor it passed is ours to own.
    unsafe {
        let c = libc::CMSG_FIRSTHDR(&msg);
        if !c.is_null() && (*c).cmsg_level == libc::SOL_SOCKET && (*c).cmsg_type == libc::SCM_RIGHTS
        {
            let raw = std::ptr::read_unaligned(libc::CMSG_DATA(c).cast::<RawFd>());
            fd = Some(OwnedFd::from_raw_fd(raw));
        }
    }
    let mut rest = sock;
    rest.read_exact(&mut buf[n as usize..])?;
    Ok(fd)
}

/// Sends one descriptor alone, with a one-byte message.
pub fn send_fd(sock: &UnixStream, fd: RawFd) -> Result<()> {
    send(sock, &[1], Some(fd))
}

/// Receives the descriptor [`send_fd`] sent.
pub fn receive_fd(sock: &UnixStream) -> Result<OwnedFd> {
    receive(sock, &mut [0])?.ok_or_else(|| Error::new(ErrorKind::InvalidData, "no descriptor came"))
}
