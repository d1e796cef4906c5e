//! Hostile messages: every truncation, every single-bit flip and every
//! resealed lie about the length, kind and version of a real exported
//! message, sent to a second process that must refuse each and stay alive.

use super::*;

/// The message with its checksum made right again: a lie a peer can tell.
pub(crate) fn reseal(mut m: [u8; IPC_MESSAGE_LEN]) -> [u8; IPC_MESSAGE_LEN] {
    let crc = crc32(&m[..80]);
    m[80..].copy_from_slice(&crc.to_le_bytes());
    m
}

/// Every hostile variant of a genuine message: each truncation, one byte
/// more, each single-bit flip, and resealed lies: the length at every
/// boundary, another kind, another version, a reserved byte set, a zeroed
/// driver handle.
pub(crate) fn mutations(genuine: [u8; IPC_MESSAGE_LEN]) -> Vec<(String, Vec<u8>)> {
    let mut v = Vec::new();
    for cut in 0..IPC_MESSAGE_LEN {
        v.push((format!("cut to {cut} bytes"), genuine[..cut].to_vec()));
    }
    let mut long = genuine.to_vec();
    long.push(0);
    v.push(("one byte more".into(), long));
    for i in 0..IPC_MESSAGE_LEN {
        for bit in 0..8 {
            let mut m = genuine;
            m[i] ^= 1 << bit;
            v.push((format!("byte {i} bit {bit} flipped"), m.to_vec()));
        }
    }
    let real = LEN as u64;
    let lengths = [
        0,
        1,
        real / 2,
        real - 1,
        real + 1,
        real + 4096,
        2 * real,
        isize::MAX as u64,
        isize::MAX as u64 + 1,
        u64::MAX,
    ];
    for len in lengths {
        let mut m = genuine;
        m[8..16].copy_from_slice(&len.to_le_bytes());
        v.push((format!("resealed with length {len:#x}"), reseal(m).to_vec()));
    }
    for (what, at, value) in [
        ("kind 1", 6, 1u8),
        ("kind 2", 6, 2),
        ("kind 3", 6, 3),
        ("version 2", 4, 2),
        ("version 0", 4, 0),
        ("reserved byte", 7, 1),
    ] {
        let mut m = genuine;
        if m[at] != value {
            m[at] = value;
            v.push((format!("resealed with {what}"), reseal(m).to_vec()));
        }
    }
    let mut m = genuine;
    m[16..80].fill(0);
    v.push(("resealed with a zeroed handle".into(), reseal(m).to_vec()));
    v
}

/// The second process of a hostile run: imports each message it is sent
/// (a u32 length, then the bytes; length u32::MAX ends the run) and answers
/// one byte: `A` accepted (and the bytes read back), `M` refused as a
/// message before any driver call, `X` mapped and refused because the
/// driver's extent disagrees, `D` refused by the driver.
pub(crate) fn hostile_child(
    cuda: &Cuda,
    ctx: &PrimaryContextGuard,
    stream: &Stream,
    sock: &UnixStream,
    kind: u8,
    fd: Option<OwnedFd>,
) {
    let pool = (kind == POOL).then(|| {
        let fd = fd.expect("a descriptor");
        let pool = MemPool::import_fd(cuda, fd.as_fd(), MemLocation::Device(0)).unwrap();
        pool.set_access(0, Access::ReadWrite).unwrap();
        pool
    });
    let mut rx = sock;
    loop {
        let mut n = [0u8; 4];
        rx.read_exact(&mut n).unwrap();
        let n = u32::from_le_bytes(n);
        if n == u32::MAX {
            return;
        }
        let mut m = vec![0u8; n as usize];
        rx.read_exact(&mut m).unwrap();
        let imported: Result<Result<Box<dyn Memory>, Error>, Error> = match &pool {
            None => IpcHandle::from_bytes(&m)
                .map(|h| IpcBuffer::open(ctx, &h).map(|b| Box::new(b) as Box<dyn Memory>)),
            Some(pool) => PoolExport::from_bytes(&m).map(|e| {
                pool.import_pointer(&e, stream)
                    .map(|b| Box::new(b) as Box<dyn Memory>)
            }),
        };
        let answer = match imported {
            Err(_) => b'M',
            Ok(Err(Error::InvalidMessage { .. })) => b'X',
            Ok(Err(_)) => b'D',
            Ok(Ok(b)) => {
                let mut host = vec![0u8; LEN];
                stream.copy(&mut host[..], b.bytes()).unwrap();
                assert_eq!(
                    host,
                    pattern(1),
                    "an accepted import reads the exporter's bytes"
                );
                drop(b);
                stream.synchronize().unwrap();
                b'A'
            }
        };
        (&*sock).write_all(&[answer]).unwrap();
    }
}

/// Sends the genuine message and then every mutation to a second process;
/// the genuine one must be accepted, every other refused, and the process
/// must survive them all.
pub(crate) fn hostile_run(kind: u8, genuine: [u8; IPC_MESSAGE_LEN], fd: Option<RawFd>) {
    let (mut child, sock, path) = start_child(HOSTILE | kind);
    let mut start = vec![HOSTILE | kind];
    start.extend_from_slice(&[0; IPC_MESSAGE_LEN]);
    send(&sock, &start, fd).unwrap();
    let ask = |m: &[u8]| -> u8 {
        let mut tx = &sock;
        tx.write_all(&(m.len() as u32).to_le_bytes()).unwrap();
        tx.write_all(m).unwrap();
        let mut a = [0u8];
        (&sock)
            .read_exact(&mut a)
            .expect("the second process died on a hostile message");
        a[0]
    };
    assert_eq!(ask(&genuine), b'A', "the genuine message");
    let (mut tried, mut as_message, mut by_extent, mut by_driver) = (0, 0, 0, 0);
    for (what, m) in mutations(genuine) {
        tried += 1;
        match ask(&m) {
            b'M' => as_message += 1,
            b'X' => by_extent += 1,
            b'D' => by_driver += 1,
            a => panic!("{what}: answered {}", a as char),
        }
    }
    // The genuine message again: the process is alive and still works.
    assert_eq!(
        ask(&genuine),
        b'A',
        "the genuine message after the mutations"
    );
    (&sock).write_all(&u32::MAX.to_le_bytes()).unwrap();
    let status = child.wait().unwrap();
    let _ = std::fs::remove_file(&path);
    assert!(status.success(), "the second process: {status}");
    let name = if kind == LEGACY {
        "legacy IPC handle"
    } else {
        "pool export"
    };
    println!(
        "{name}: {tried} hostile messages tried, {} refused ({as_message} before any driver \
         call, {by_extent} by the driver's extent of the mapping, {by_driver} by the driver \
         itself), 0 accepted, 0 crashes",
        as_message + by_extent + by_driver
    );
}
