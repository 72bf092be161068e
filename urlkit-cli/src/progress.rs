//! A progress line on standard error for long runs: lines, lines/s, MB/s,
//! and, when the input size is known, a bar, the share done and the time
//! left.
//!
//! It is drawn only when standard error is a terminal (never into a pipe or
//! a log file), only after the run has lasted a moment, and at most a few
//! times a second; it is erased when the run ends.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use crate::output::thousands;

/// Runs shorter than this never show a bar.
const DELAY: Duration = Duration::from_millis(500);
/// The time between two redraws.
const EVERY: Duration = Duration::from_millis(200);
/// The bar's width in cells.
const WIDTH: usize = 24;

/// The state of the progress line.
#[derive(Debug)]
pub struct Progress {
    total: Option<u64>,
    start: Instant,
    last: Instant,
    lines: u64,
    bytes: u64,
    drawn: bool,
}

impl Progress {
    /// A progress line, or `None` when standard error is not a terminal
    /// (or standard output is the same terminal and `output_at_end` is
    /// false: the output would be torn by the bar).
    pub fn start(total: Option<u64>, output_at_end: bool) -> Option<Progress> {
        if !io::stderr().is_terminal() {
            return None;
        }
        if io::stdout().is_terminal() && !output_at_end {
            return None;
        }
        let now = Instant::now();
        Some(Progress {
            total: total.filter(|&t| t > 0),
            start: now,
            last: now,
            lines: 0,
            bytes: 0,
            drawn: false,
        })
    }

    /// Counts `lines` more lines and `bytes` more bytes; redraws if due.
    pub fn advance(&mut self, lines: u64, bytes: u64) {
        self.lines = self.lines.saturating_add(lines);
        self.bytes = self.bytes.saturating_add(bytes);
        let now = Instant::now();
        if now.duration_since(self.start) < DELAY || now.duration_since(self.last) < EVERY {
            return;
        }
        self.last = now;
        let text = self.render(now.duration_since(self.start));
        let mut err = io::stderr().lock();
        let _ = write!(err, "\r{text}\x1b[K");
        let _ = err.flush();
        self.drawn = true;
    }

    /// Erases the line (before something else is written to the terminal).
    pub fn clear(&mut self) {
        if self.drawn {
            let mut err = io::stderr().lock();
            let _ = write!(err, "\r\x1b[K");
            let _ = err.flush();
            self.drawn = false;
        }
    }

    /// Erases the line for good.
    pub fn finish(&mut self) {
        self.clear();
    }

    fn render(&self, elapsed: Duration) -> String {
        let secs = elapsed.as_secs_f64().max(1e-3);
        let lines_per_s = self.lines as f64 / secs;
        let bytes_per_s = self.bytes as f64 / secs;
        let mut text = format!(
            "{} lines  {}/s  {:.1} MB/s",
            thousands(self.lines),
            thousands(lines_per_s as u64),
            bytes_per_s / 1e6
        );
        if let Some(total) = self.total {
            let done = (self.bytes as f64 / total as f64).clamp(0.0, 1.0);
            let cells = (done * WIDTH as f64) as usize;
            let left = if bytes_per_s > 0.0 {
                (total.saturating_sub(self.bytes) as f64 / bytes_per_s) as u64
            } else {
                0
            };
            text = format!(
                "[{}{}] {:>3.0}%  {text}  ETA {}:{:02}",
                "#".repeat(cells),
                "-".repeat(WIDTH.saturating_sub(cells)),
                done * 100.0,
                left / 60,
                left % 60
            );
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn render_shows_rate_share_and_eta() {
        let mut p = Progress {
            total: Some(4_000_000),
            start: Instant::now(),
            last: Instant::now(),
            lines: 0,
            bytes: 0,
            drawn: false,
        };
        p.lines = 20_000;
        p.bytes = 1_000_000;
        let text = p.render(Duration::from_secs(2));
        assert!(text.contains(" 25%"), "{text}");
        assert!(text.contains("10 000/s"), "{text}");
        assert!(text.contains("0.5 MB/s"), "{text}");
        assert!(text.ends_with("ETA 0:06"), "{text}");
    }
}
