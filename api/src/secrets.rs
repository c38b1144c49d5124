//! Secrets from the operating system's random generator: game seeds, disc nonces, link tokens,
//! Message-IDs.

/// `N` bytes from the OS random generator.
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("the OS random generator is available");
    bytes
}
