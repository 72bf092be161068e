//! The baseline of `bench/cli/run.sh`: read a file line by line (the way
//! `urlkit` does, `BufRead::read_until` into a reused buffer) and count lines
//! and bytes, doing nothing else.

use std::io::{BufRead, BufReader};

fn main() -> std::io::Result<()> {
    let path = std::env::args().nth(1).expect("usage: linecount FILE");
    let mut reader = BufReader::with_capacity(256 << 10, std::fs::File::open(path)?);
    let mut line = Vec::new();
    let (mut lines, mut bytes) = (0u64, 0u64);
    loop {
        line.clear();
        let n = reader.read_until(b'\n', &mut line)?;
        if n == 0 {
            break;
        }
        lines += 1;
        bytes += n as u64;
    }
    println!("{lines} {bytes}");
    Ok(())
}
