//! Counting by text value, in two steps: a worker counts one batch of
//! lines with keys borrowed from the batch ([`BatchTally`]: no allocation
//! per line, only per distinct value the line's own text cannot lend),
//! packs the counts into one string ([`Packed`]), and the main thread adds
//! the packs, in input order, into the run's [`Tally`].
//!
//! Merging in input order keeps the cap of [`MAX_KEYS`] deterministic:
//! the values counted one by one are the first ones seen, whatever the
//! number of threads.
//!
//! The maps hash with `foldhash` (seeded per process, so inputs cannot be
//! made to collide ahead of time) rather than SipHash, which was a fifth
//! of the time of `urlkit stats`.

use std::borrow::Cow;
use std::collections::HashMap;

use foldhash::fast::RandomState;

/// The most distinct values a [`Tally`] counts one by one; values first
/// seen after that are counted together, so memory stays bounded on any
/// input.
pub const MAX_KEYS: usize = 1_000_000;

/// Counts of one kind of value over a whole run.
#[derive(Debug, Default)]
pub struct Tally {
    /// The count of each value.
    pub counts: HashMap<String, u64, RandomState>,
    /// Values not counted one by one (beyond the cap).
    pub other: u64,
}

impl Tally {
    /// Counts `key` `n` times (in [`Tally::other`] when the table is
    /// full and `key` is new): a copy of `key` only when it is new.
    pub fn add(&mut self, key: &str, n: u64) {
        if let Some(c) = self.counts.get_mut(key) {
            *c += n;
        } else if self.counts.len() < MAX_KEYS {
            self.counts.insert(key.to_owned(), n);
        } else {
            self.other += n;
        }
    }

    /// Adds the counts of a batch, in the order the batch first saw them.
    pub fn add_packed(&mut self, packed: &Packed) {
        for (key, n) in packed.iter() {
            self.add(key, n);
        }
    }

    /// The `top` largest counts, largest first (ties by key, for stable
    /// output), and the sum of the rest.
    pub fn top(&self, top: usize) -> (Vec<(&str, u64)>, u64) {
        let mut all: Vec<(&str, u64)> = self.counts.iter().map(|(k, &n)| (k.as_str(), n)).collect();
        all.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        let rest = all.iter().skip(top).map(|e| e.1).sum::<u64>() + self.other;
        all.truncate(top);
        (all, rest)
    }
}

/// Counts of one kind of value over one batch, keyed by text that lives as
/// long as the batch (`'a`) where it can.
#[derive(Debug)]
pub struct BatchTally<'a> {
    /// The count of each value and when it was first seen (the order in
    /// which [`BatchTally::pack`] lists the values).
    counts: HashMap<Cow<'a, str>, (u64, u32), RandomState>,
    /// The value seen last and how many times in a row, not yet in
    /// `counts`: lists often repeat a value line after line (a host, most
    /// schemes), and comparing with the last one is cheaper than a lookup.
    run: Option<(&'a str, u64)>,
}

impl<'a> BatchTally<'a> {
    /// An empty tally with room for `capacity` distinct values.
    pub fn with_capacity(capacity: usize) -> BatchTally<'a> {
        BatchTally {
            counts: HashMap::with_capacity_and_hasher(capacity, RandomState::default()),
            run: None,
        }
    }

    /// Counts `key` once. It is borrowed when it lies inside `line` (the
    /// input's text, which lives as long as the batch), else copied the
    /// first time the batch sees it.
    pub fn add(&mut self, key: &str, line: Option<&'a str>) {
        match line.and_then(|line| within(line, key)) {
            Some(borrowed) => self.add_borrowed(borrowed),
            None => {
                // After the run, so that values keep the order they were
                // first seen in.
                self.flush();
                if let Some(c) = self.counts.get_mut(key) {
                    c.0 += 1;
                } else {
                    self.insert(Cow::Owned(key.to_owned()), 1);
                }
            }
        }
    }

    /// Counts `key` once if it is the value counted last (true), else
    /// nothing (false): a cheap first try for a value whose counted form
    /// takes work to find, when a repeat of the raw text is known to count
    /// as the same value.
    pub fn repeat(&mut self, key: &str) -> bool {
        match &mut self.run {
            Some((last, n)) if same(last, key) => {
                *n += 1;
                true
            }
            _ => false,
        }
    }

    /// Counts a label or an error kind once (no copy ever).
    pub fn add_static(&mut self, key: &'static str) {
        self.add_borrowed(key);
    }

    fn add_borrowed(&mut self, key: &'a str) {
        if let Some((last, n)) = &mut self.run {
            // The same address first: labels are the same constant.
            if std::ptr::eq(*last, key) || same(last, key) {
                *n += 1;
                return;
            }
        }
        self.flush();
        self.run = Some((key, 1));
    }

    /// Moves the run into `counts`.
    fn flush(&mut self) {
        if let Some((key, n)) = self.run.take() {
            if let Some(c) = self.counts.get_mut(key) {
                c.0 += n;
            } else {
                self.insert(Cow::Borrowed(key), n);
            }
        }
    }

    fn insert(&mut self, key: Cow<'a, str>, n: u64) {
        // A batch has far fewer than `u32::MAX` lines (`input::BATCH_LINES`),
        // so the order cannot wrap; saturating keeps it total anyway.
        let order = u32::try_from(self.counts.len()).unwrap_or(u32::MAX);
        self.counts.insert(key, (n, order));
    }

    /// The counts as one string and a list of ends, in the order the
    /// values were first seen: two allocations for the whole batch, and
    /// nothing borrowed from it.
    pub fn pack(mut self) -> Packed {
        self.flush();
        // Each value at its place in the order (the orders are 0..len):
        // no sort.
        let mut ordered: Vec<Option<(&str, u64)>> = vec![None; self.counts.len()];
        for (key, &(n, order)) in &self.counts {
            if let Some(slot) = ordered.get_mut(order as usize) {
                *slot = Some((key.as_ref(), n));
            }
        }
        let mut packed = Packed {
            text: String::with_capacity(self.counts.keys().map(|k| k.len()).sum()),
            ends: Vec::with_capacity(ordered.len()),
        };
        for (key, n) in ordered.into_iter().flatten() {
            packed.text.push_str(key);
            packed.ends.push((packed.text.len(), n));
        }
        packed
    }
}

/// Whether `a` and `b` are the same text. Short values (most schemes and
/// hosts) are compared here byte by byte: calling `memcmp` cost more than
/// the comparison.
fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    if a.len() > 32 {
        return a == b;
    }
    a.iter().zip(b).all(|(x, y)| x == y)
}

/// `part` as a slice of `whole` when its bytes lie inside `whole` (the
/// same memory, not merely equal text): how a component of a parsed line
/// is found to borrow from the line's batch. Addresses are compared, never
/// dereferenced.
fn within<'a>(whole: &'a str, part: &str) -> Option<&'a str> {
    let start = (part.as_ptr() as usize).checked_sub(whole.as_ptr() as usize)?;
    whole.get(start..start.checked_add(part.len())?)
}

/// The counts of one batch, owning their text: the values one after the
/// other in `text`, each with the end of its text and its count.
#[derive(Debug, Default)]
pub struct Packed {
    text: String,
    ends: Vec<(usize, u64)>,
}

impl Packed {
    /// Each value and its count, in the order the batch first saw them.
    pub fn iter(&self) -> impl Iterator<Item = (&str, u64)> {
        let starts = std::iter::once(0).chain(self.ends.iter().map(|e| e.0));
        starts
            .zip(&self.ends)
            .map(|(start, &(end, n))| (self.text.get(start..end).unwrap_or_default(), n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn within_borrows_only_from_the_same_memory() {
        let line = String::from("http://a.example/x");
        let host = line.get(7..16).unwrap();
        assert_eq!(within(&line, host), Some("a.example"));
        assert_eq!(within(&line, line.get(18..).unwrap()), Some(""));
        let copy = String::from("a.example");
        assert_eq!(within(&line, &copy), None);
        assert_eq!(within(&line, "a.example"), None);
    }

    #[test]
    fn same_compares_text_of_any_length() {
        let long = "x".repeat(40);
        for (a, b) in [
            ("", ""),
            ("http", "http"),
            ("http", "https"),
            ("a", "b"),
            (long.as_str(), long.as_str()),
        ] {
            assert_eq!(same(a, b), a == b, "{a} {b}");
        }
        let other = format!("{}y", "x".repeat(39));
        assert!(!same(&long, &other));
        assert!(!same("abc", "abd"));
    }

    #[test]
    fn a_batch_packs_its_counts_in_first_seen_order() {
        let line = String::from("http://b.example/");
        let mut t = BatchTally::with_capacity(4);
        t.add("a.example", None);
        t.add(line.get(7..16).unwrap(), Some(&line));
        t.add_static("<none>");
        t.add("b.example", None);
        t.add("a.example", Some(&line));
        // A copied value starts no run; a borrowed one does.
        assert!(!t.repeat("a.example"));
        t.add_static("<none>");
        assert!(!t.repeat("a.example"), "not the last value");
        assert!(t.repeat("<none>"));
        let packed = t.pack();
        let got: Vec<_> = packed.iter().collect();
        assert_eq!(got, vec![("a.example", 2), ("b.example", 2), ("<none>", 3)]);
        let mut total = Tally::default();
        total.add("<none>", 3);
        total.add_packed(&packed);
        assert_eq!(total.counts.get("<none>"), Some(&6));
        assert_eq!(total.counts.get("a.example"), Some(&2));
        assert_eq!(total.counts.len(), 3);
    }

    #[test]
    fn values_beyond_the_cap_count_as_other() {
        let mut total = Tally::default();
        for i in 0..MAX_KEYS {
            total.counts.insert(i.to_string(), 1);
        }
        total.add("0", 2);
        total.add("new", 5);
        assert_eq!(total.counts.get("0"), Some(&3));
        assert_eq!(total.counts.get("new"), None);
        assert_eq!(total.other, 5);
    }
}

#[cfg(test)]
mod proptests {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        /// Counting a sequence batch by batch, packed and merged, gives
        /// the counts of counting it all at once.
        #[test]
        fn packed_batches_add_up(keys in prop::collection::vec("[a-c]{0,3}", 0..60), cut in 0usize..60) {
            let cut = cut.min(keys.len());
            let mut total = Tally::default();
            for part in [&keys[..cut], &keys[cut..]] {
                let mut batch = BatchTally::with_capacity(0);
                for k in part {
                    batch.add(k, Some(k.as_str()));
                }
                total.add_packed(&batch.pack());
            }
            let mut want: HashMap<String, u64> = HashMap::new();
            for k in &keys {
                *want.entry(k.clone()).or_default() += 1;
            }
            let got: HashMap<String, u64> = total.counts.into_iter().collect();
            prop_assert_eq!(got, want);
        }
    }
}
