//! Finding where a run of allowed bytes ends: the parser's inner loop.
//!
//! Almost all of a URI is long runs of bytes that one [`Table`] allows raw
//! (a host, a path, a query), so the parser's speed is mostly the speed of
//! [`run_end`]. The plain loop, `twins::run_end_naive`, looks up one byte and
//! branches on it. [`run_end`] looks up eight bytes, packs the eight
//! answers into the bits of a `u8` without branching, and branches once per
//! chunk; where the run ends inside a chunk, the first clear bit says where
//! (`trailing_ones`), so no byte is looked up twice. The code stays safe
//! and portable (no SIMD, no `unsafe`); `bench/` measures both (group
//! `twins`).
//!
//! The two functions must always agree: a property test
//! (`urlkit/tests/it/naive.rs`) checks that for every table on random inputs,
//! and a unit test puts the end of the run at every position of a chunk.

use crate::table::Table;

/// How many bytes [`run_end`] classifies before it branches. Eight keeps
/// the lookups in flight without making short runs (a scheme, a port) pay
/// for a long tail walk.
const CHUNK: usize = 8;

/// The index of the first byte at or after `start` that `table` does not
/// allow raw, or `bytes.len()` if there is none. A `start` past the end
/// returns `start`.
#[inline]
#[must_use]
pub fn run_end(bytes: &[u8], start: usize, table: &Table) -> usize {
    let mut i = start;
    while let Some(chunk) = bytes.get(i..).and_then(<[u8]>::first_chunk::<CHUNK>) {
        // Bit k says whether byte k is allowed. The eight lookups do not
        // depend on each other, so the CPU overlaps them, and there is one
        // branch per chunk instead of one per byte.
        let mut allowed = 0u8;
        for (k, &b) in chunk.iter().enumerate() {
            allowed |= u8::from(table.allows(b)) << k;
        }
        if allowed != u8::MAX {
            // The run ends at the first clear bit.
            return i + allowed.trailing_ones() as usize;
        }
        i += CHUNK;
    }
    // INVARIANT: every byte in start..i is allowed; fewer than CHUNK bytes
    // are left.
    while let Some(&b) = bytes.get(i) {
        if !table.allows(b) {
            break;
        }
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::PATH;
    use crate::twins::run_end_naive;
    use std::prelude::v1::*;

    #[test]
    fn the_end_at_every_position_of_a_chunk() {
        for len in 0..40 {
            for stop in 0..=len {
                let mut bytes = vec![b'a'; len];
                if let Some(b) = bytes.get_mut(stop) {
                    *b = b' ';
                }
                for start in 0..=len + 1 {
                    let want = run_end_naive(&bytes, start, &PATH);
                    assert_eq!(run_end(&bytes, start, &PATH), want, "{len} {stop} {start}");
                }
            }
        }
    }

    #[test]
    fn start_past_the_end() {
        assert_eq!(run_end(b"abc", 7, &PATH), 7);
        assert_eq!(run_end(b"", 0, &PATH), 0);
    }
}
