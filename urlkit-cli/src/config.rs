//! The configuration of one run: built once by `main` from the global
//! options and passed down to every subcommand (no process-wide settings),
//! so that a subcommand's behaviour is a function of its arguments and this
//! value.

use std::io::IsTerminal;
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::args::{ColorWhen, GlobalArgs};
use crate::line::Reading;
use crate::output::Paint;
use urlkit::site::{List, Sections, Site};

/// Everything the global options decide, and what the run learns about its
/// inputs on the way.
#[derive(Debug)]
pub struct Config {
    /// The `--input` files, in order; `-` is standard input.
    pub files: Vec<PathBuf>,
    /// Worker threads for long inputs (at least 1).
    pub threads: usize,
    /// `--no-progress`.
    pub no_progress: bool,
    /// How human output is coloured.
    pub paint: Paint,
    /// `--raw`: text for people is written as it is, control characters
    /// and all (see [`crate::output::shown`]).
    pub raw: bool,
    /// How input lines are read as URIs.
    pub reading: Reading,
    /// How hosts are read as sites (`--psl`, `--icann-only`).
    pub sites: Sites,
    /// Set when some input file could not be opened or read: the run then
    /// exits 2 (the other inputs are still read).
    read_failed: AtomicBool,
}

impl Config {
    /// The configuration the global options ask for. `NO_COLOR` (set and
    /// not empty, <https://no-color.org>) turns colour off under `auto`.
    pub fn new(global: &GlobalArgs) -> Config {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let color = match global.color {
            ColorWhen::Always => true,
            ColorWhen::Never => false,
            ColorWhen::Auto => !no_color && std::io::stdout().is_terminal(),
        };
        let threads = match global.threads.unwrap_or(0) {
            0 => std::thread::available_parallelism().map_or(1, NonZeroUsize::get),
            n => n,
        };
        Config {
            files: global.input.clone(),
            threads,
            no_progress: global.no_progress,
            paint: Paint::new(color),
            raw: global.raw,
            reading: if let Some(guess) = global.guess_scheme {
                Reading::Guess(guess.name())
            } else if global.lenient {
                Reading::Lenient
            } else if global.iri {
                Reading::Iri
            } else {
                Reading::Strict
            },
            read_failed: AtomicBool::new(false),
            sites: Sites::default(),
        }
    }

    /// Prints `urlkit: <message>` for an unreadable input and records that
    /// the run failed.
    pub fn report_failure(&self, message: &str) {
        self.read_failed.store(true, Ordering::Relaxed);
        crate::output::eprint_line(&format!("urlkit: {message}"));
    }

    /// Whether some input file could not be opened or read.
    pub fn read_failed(&self) -> bool {
        self.read_failed.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
impl Default for Config {
    fn default() -> Config {
        Config {
            files: Vec::new(),
            threads: 1,
            no_progress: true,
            paint: Paint::plain(),
            raw: false,
            reading: Reading::Strict,
            read_failed: AtomicBool::new(false),
            sites: Sites::default(),
        }
    }
}

/// The Public Suffix List and the sections of it that the site
/// placeholders and `stats --by site` use.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sites {
    /// The `--psl` list; the built-in one (read on first use) when `None`.
    custom: Option<&'static List>,
    /// `--icann-only`.
    sections: Sections,
}

impl Sites {
    /// The list and sections the global options ask for.
    ///
    /// # Errors
    ///
    /// The `--psl` file cannot be read, or has a bad rule (the message
    /// names the file and the line).
    pub fn new(global: &GlobalArgs) -> Result<Sites, String> {
        let sections = if global.icann_only {
            Sections::Icann
        } else {
            Sections::All
        };
        let custom = match &global.psl {
            None => None,
            Some(path) => {
                let fail = |e: &dyn std::fmt::Display| format!("--psl {}: {e}", path.display());
                let text = std::fs::read_to_string(path).map_err(|e| fail(&e))?;
                let list = List::parse(&text).map_err(|e| fail(&e))?;
                // Read once and used until the process ends.
                let list: &'static List = Box::leak(Box::new(list));
                Some(list)
            }
        };
        Ok(Sites { custom, sections })
    }

    /// The site of `host` (as a URI writes it), `None` for an address or
    /// a host that is no domain name.
    pub fn site<'h>(&self, host: &'h str) -> Option<Site<'h>> {
        self.custom
            .unwrap_or_else(List::shared)
            .site_with(host, self.sections)
    }
}

impl PartialEq for Sites {
    fn eq(&self, other: &Sites) -> bool {
        let same_list = match (self.custom, other.custom) {
            (None, None) => true,
            (Some(a), Some(b)) => std::ptr::eq(a, b),
            _ => false,
        };
        same_list && self.sections == other.sections
    }
}

impl Eq for Sites {}
