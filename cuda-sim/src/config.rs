//! The `CUDA_SIM_CONFIG` language: `key=value` pairs separated by `;` or
//! newlines. See the crate documentation for the keys.

use std::collections::BTreeMap;

/// One simulated device.
#[derive(Debug, Clone, PartialEq)]
pub struct DeviceConfig {
    /// `cuDeviceGetName`.
    pub name: String,
    /// `cuDeviceTotalMem`, bytes.
    pub memory: usize,
    /// `MEMORY_POOLS_SUPPORTED`.
    pub pools: bool,
    /// `VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED`.
    pub vmm: bool,
    /// `UNIFIED_ADDRESSING`.
    pub unified: bool,
    /// Compute capability (major, minor).
    pub cc: (i32, i32),
    /// `HOST_NUMA_ID`.
    pub numa: i32,
    /// `GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED`.
    pub gdr_vmm: bool,
    /// `PAGEABLE_MEMORY_ACCESS`: the device reads pageable memory (0 on
    /// the H200 and H100).
    pub pageable: bool,
    /// `HOST_MEMORY_POOLS_SUPPORTED` and `HOST_NUMA_MEMORY_POOLS_SUPPORTED`:
    /// pools on the host and on a host NUMA node.
    pub host_pools: bool,
}

impl Default for DeviceConfig {
    fn default() -> Self {
        // The H200 the simulator's behaviour was checked against.
        DeviceConfig {
            name: "Simulated NVIDIA H200".into(),
            memory: 143_771_287_552,
            pools: true,
            vmm: true,
            unified: true,
            cc: (9, 0),
            numa: 0,
            gdr_vmm: true,
            pageable: false,
            host_pools: true,
        }
    }
}

/// A parsed configuration.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    /// Visible devices (may be empty).
    pub devices: Vec<DeviceConfig>,
    /// `cuDriverGetVersion`.
    pub driver_version: i32,
    /// `cuInit` fails with this code.
    pub fail_init: Option<u32>,
    /// Operation name -> (the call number that fails, the code it fails with).
    pub failures: BTreeMap<String, (u64, u32)>,
    /// Symbols a per-test copy of the library leaves out.
    pub omit: Vec<String>,
    /// Another CUPTI subscriber (a profiler) is subscribed before any
    /// test code runs.
    pub cupti_other: CuptiOther,
    /// What `cuptiGetVersion` answers (`CUPTI_API_VERSION`'s format,
    /// `xxyyzz`): 130001 is CUDA 13.0's CUPTI, as on the GPU machine;
    /// 130200 and later read `allowMultipleSubscribers`; 130300 and later
    /// can grant it.
    pub cupti_version: u32,
}

/// A profiler subscribed to the simulated CUPTI before the test
/// (`cupti=taken|shared|free`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CuptiOther {
    /// None.
    #[default]
    None,
    /// One subscribed with `cuptiSubscribe` (CUPTI's one subscriber).
    Exclusive,
    /// One subscribed with `cuptiSubscribe_v2` and
    /// `allowMultipleSubscribers` (needs `cupti.version` >= 130300).
    Shared,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            devices: vec![DeviceConfig::default()],
            driver_version: 13000,
            fail_init: None,
            failures: BTreeMap::new(),
            omit: Vec::new(),
            cupti_other: CuptiOther::None,
            cupti_version: 130001,
        }
    }
}

fn parse_bool(key: &str, v: &str) -> Result<bool, String> {
    match v {
        "1" | "true" | "yes" => Ok(true),
        "0" | "false" | "no" => Ok(false),
        _ => Err(format!("{key}: expected 0 or 1, got {v:?}")),
    }
}

fn parse_num<T: std::str::FromStr>(key: &str, v: &str) -> Result<T, String> {
    v.parse()
        .map_err(|_| format!("{key}: expected a number, got {v:?}"))
}

fn set_device(d: &mut DeviceConfig, field: &str, key: &str, v: &str) -> Result<(), String> {
    match field {
        "name" => d.name = v.to_string(),
        "memory" => d.memory = parse_num(key, v)?,
        "pools" => d.pools = parse_bool(key, v)?,
        "vmm" => d.vmm = parse_bool(key, v)?,
        "unified" => d.unified = parse_bool(key, v)?,
        "gdr_vmm" => d.gdr_vmm = parse_bool(key, v)?,
        "pageable" => d.pageable = parse_bool(key, v)?,
        "host_pools" => d.host_pools = parse_bool(key, v)?,
        "numa" => d.numa = parse_num(key, v)?,
        "cc" => {
            let (a, b) = v
                .split_once('.')
                .ok_or_else(|| format!("{key}: expected MAJOR.MINOR, got {v:?}"))?;
            d.cc = (parse_num(key, a)?, parse_num(key, b)?);
        }
        _ => return Err(format!("{key}: unknown device field {field:?}")),
    }
    Ok(())
}

/// Parses a configuration; every error names the offending key.
pub fn parse(text: &str) -> Result<Config, String> {
    let mut cfg = Config::default();
    let mut device_keys = Vec::new();
    for item in text
        .split([';', '\n'])
        .map(str::trim)
        .filter(|s| !s.is_empty() && !s.starts_with('#'))
    {
        let (key, value) = item
            .split_once('=')
            .ok_or_else(|| format!("{item:?}: expected key=value"))?;
        let (key, value) = (key.trim(), value.trim());
        match key {
            "devices" => {
                let n: usize = parse_num(key, value)?;
                if n > 64 {
                    return Err(format!("devices: at most 64, got {n}"));
                }
                cfg.devices = vec![DeviceConfig::default(); n];
            }
            "driver_version" => cfg.driver_version = parse_num(key, value)?,
            "omit" => {
                cfg.omit = value
                    .split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect()
            }
            "cupti" => {
                cfg.cupti_other = match value {
                    "taken" => CuptiOther::Exclusive,
                    "shared" => CuptiOther::Shared,
                    "free" => CuptiOther::None,
                    _ => return Err(format!("cupti: `taken`, `shared` or `free`, not {value:?}")),
                }
            }
            "cupti.version" => cfg.cupti_version = parse_num(key, value)?,
            "fail.init" => cfg.fail_init = Some(parse_num(key, value)?),
            _ if key.starts_with("fail.") => {
                let op = &key[5..];
                if !crate::unsupported::IMPLEMENTED.contains(&op) {
                    return Err(format!(
                        "{key}: {op:?} is not an entry point the simulator implements (see cuda_sim::IMPLEMENTED)"
                    ));
                }
                let (n, code) = match value.split_once(':') {
                    Some((n, c)) => (parse_num(key, n)?, parse_num(key, c)?),
                    None => (parse_num(key, value)?, 2), // CUDA_ERROR_OUT_OF_MEMORY
                };
                if n == 0 {
                    return Err(format!("{key}: calls are counted from 1"));
                }
                cfg.failures.insert(op.to_string(), (n, code));
            }
            _ if key.starts_with("device.") => {
                device_keys.push((key.to_string(), value.to_string()))
            }
            _ => return Err(format!("{key}: unknown key")),
        }
    }
    // Device keys apply after `devices=` wherever it was written.
    for (key, value) in device_keys {
        let rest = &key[7..];
        let (which, field) = rest
            .split_once('.')
            .ok_or_else(|| format!("{key}: expected device.N.field"))?;
        if which == "*" {
            for d in &mut cfg.devices {
                set_device(d, field, &key, &value)?;
            }
        } else {
            let i: usize = parse_num(&key, which)?;
            let n = cfg.devices.len();
            let d = cfg
                .devices
                .get_mut(i)
                .ok_or_else(|| format!("{key}: device {i} of {n}"))?;
            set_device(d, field, &key, &value)?;
        }
    }
    Ok(cfg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_one_h200() {
        let c = parse("").unwrap();
        assert_eq!(c.devices.len(), 1);
        assert!(c.devices[0].pools && c.devices[0].vmm);
        assert_eq!(c.driver_version, 13000);
    }

    #[test]
    fn devices_and_per_device_keys_in_any_order() {
        let c = parse("device.1.pools=0; devices=3; device.*.cc=8.0\ndevice.2.name=B").unwrap();
        assert_eq!(c.devices.len(), 3);
        assert!(c.devices[0].pools && !c.devices[1].pools);
        assert_eq!(c.devices[2].name, "B");
        assert!(c.devices.iter().all(|d| d.cc == (8, 0)));
    }

    #[test]
    fn failures_and_omissions() {
        let c = parse("fail.cuMemCreate=2;fail.cuMemFree_v2=1:700;fail.init=100;omit=cuMemPoolCreate, cuMemAllocFromPoolAsync").unwrap();
        assert_eq!(c.failures["cuMemCreate"], (2, 2));
        assert_eq!(c.failures["cuMemFree_v2"], (1, 700));
        assert_eq!(c.fail_init, Some(100));
        assert_eq!(c.omit, ["cuMemPoolCreate", "cuMemAllocFromPoolAsync"]);
    }

    #[test]
    fn malformed_input_names_the_key() {
        for (text, needle) in [
            ("devices=two", "devices"),
            ("device.3.pools=1", "device 3 of 1"),
            ("device.0.pools=maybe", "device.0.pools"),
            ("fail.teleport=1", "teleport"),
            ("nonsense", "key=value"),
            ("colour=blue", "colour"),
            ("fail.cuMemMap=0", "counted from 1"),
        ] {
            let e = parse(text).unwrap_err();
            assert!(e.contains(needle), "{text}: {e}");
        }
    }
}
