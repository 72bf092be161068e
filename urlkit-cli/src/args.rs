//! The command line, as clap reads it: the bottom layer of the binary.
//! Each subcommand's options are a struct here, and every option value that
//! has a shape (`--set NAME=VALUE`, `--append path=SEGMENT`, the names of
//! `--unset` and `--component`) is parsed here, once, into a typed value by
//! a clap value parser, so that a malformed one is a usage error (exit 2)
//! before any input is read. `cmd/` turns these values into work; nothing
//! here knows the subcommands (their `--fields` columns are added by
//! `cmd::command`).

use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use urlkit::pct::Component;
use urlkit::NormalizeLevel;

use crate::component::Name;

/// Parse, resolve, normalize, encode, extract and lint URIs (RFC 3986,
/// RFC 1738).
///
/// Every subcommand takes its inputs as arguments, then from the --input
/// files, or, with neither, one per line on standard input. With --json it
/// writes one JSON object per input. Exit status: 0 when every input was
/// valid, 1 when any was invalid, 2 for usage or I/O errors.
#[derive(Debug, Parser)]
#[command(
    name = "urlkit",
    version,
    about,
    long_about,
    after_help = "Examples:\n  urlkit parse 'http://u@[::1]:8080/p?q#f'\n  urlkit check -i urls.txt\n  urlkit stats --top 20 -i urls.txt\n  urlkit parse --csv -j 4 -i urls.txt > components.csv\n\nSee 'urlkit <command> --help' for each command's options and examples."
)]
pub struct Cli {
    /// Options every subcommand takes.
    #[command(flatten)]
    pub global: GlobalArgs,
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Options every subcommand takes, before or after its name.
#[derive(Debug, Args)]
pub struct GlobalArgs {
    /// Read inputs from FILE, one per line ('-' is standard input); may be
    /// repeated. Read after the URI arguments. For extract: more files to
    /// scan as text, after its FILE arguments.
    #[arg(short = 'i', long = "input", value_name = "FILE", global = true)]
    pub input: Vec<PathBuf>,
    /// Worker threads for long inputs, at most 256 [default: one per core].
    #[arg(
        short = 'j',
        long,
        value_name = "N",
        global = true,
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=256)
    )]
    pub threads: Option<usize>,
    /// When to colour human output.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorWhen::Auto, global = true)]
    pub color: ColorWhen,
    /// Never draw the progress bar (drawn on standard error only when it
    /// is a terminal and the input is long).
    #[arg(long, global = true)]
    pub no_progress: bool,
    /// Write decoded text and echoed input to standard output as they are,
    /// control characters included. Without it, text for people and
    /// --format write a C0 or C1 control (but tab and line feed), DEL and a
    /// bidi override or isolate as %XX (standard error always does).
    #[arg(long, global = true)]
    pub raw: bool,
    /// Read each input as an IRI reference (RFC 3987): components as
    /// written, worked on as the URI it maps to (`parse --json` adds
    /// "uri").
    #[arg(long, global = true)]
    pub iri: bool,
    /// Repair each input into a URI reference (implies --iri): trim
    /// spaces, drop tabs and line breaks, percent-encode what a component
    /// does not allow, read `\` as `/` in http-like URLs, write IDN hosts
    /// as A-labels, take out an IPv6 zone identifier. `parse --json` adds
    /// "uri" and "repairs", `check` shows each repair as a warning.
    #[arg(long, global = true)]
    pub lenient: bool,
    /// Give an input that names a host but no scheme (example.com/path,
    /// localhost:3000) one, as trurl does: ftp. dict. ldap. imap. smtp.
    /// pop3. hosts get that scheme, others SCHEME [default: http]. A
    /// reported repair; implies --lenient.
    #[arg(long, value_enum, value_name = "SCHEME", num_args = 0..=1, require_equals = true, default_missing_value = "http", global = true)]
    pub guess_scheme: Option<GuessArg>,
    /// Read sites ({domain}, {suffix}, {subdomain}, stats --by site) by the
    /// Public Suffix List in FILE (public_suffix_list.dat's format) instead
    /// of the one built in.
    #[arg(long = "psl", value_name = "FILE", global = true)]
    pub psl: Option<PathBuf>,
    /// Count only the ICANN section of the Public Suffix List (a.github.io
    /// is then on the site github.io); both sections count by default, as
    /// in browsers.
    #[arg(long, global = true)]
    pub icann_only: bool,
}

/// `--guess-scheme`: the scheme of a host that names none of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GuessArg {
    /// `http://`, as trurl and curl guess.
    Http,
    /// `https://`, as address bars now try first.
    Https,
}

impl GuessArg {
    /// The scheme's name.
    pub fn name(self) -> &'static str {
        match self {
            GuessArg::Http => "http",
            GuessArg::Https => "https",
        }
    }
}

/// `--color`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorWhen {
    /// When standard output is a terminal and NO_COLOR is unset.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Parse URI references and show their components.
    #[command(
        after_help = "Examples:\n  urlkit parse 'http://u@[::1]:8080/p?q#f'\n  urlkit parse --json < urls.txt\n  urlkit parse --csv -i urls.txt > components.csv\n  urlkit parse --fields host -i urls.txt | sort | uniq -c | sort -rn | head\n  urlkit parse --format '{host}:{port_or_default}' -i urls.txt\n\nThe full contract (JSON shapes, columns, exit statuses): docs/cli.md in the repository."
    )]
    Parse(ParseArgs),
    /// Percent-encode text for one URI component.
    #[command(
        after_help = "Components: userinfo reg-name segment path query query-value fragment form ('+' for a space).\n\nExit status: 0 when every input was encoded, 1 when any is not UTF-8 or too long, 2 for usage or I/O errors.\n\nExamples:\n  urlkit encode --component query-value 'rust & C++'\n  urlkit encode --component segment --json 'a/b' 'c d'\n  urlkit encode --component path -i paths.txt > encoded.txt"
    )]
    Encode(EncodeArgs),
    /// Percent-decode text (to UTF-8).
    #[command(
        after_help = "Exit status: 0 when every input was decoded, 1 when any has a bad percent-encoding or does not decode to UTF-8, 2 for usage or I/O errors.\n\nExamples:\n  urlkit decode 'caf%C3%A9'\n  urlkit decode --form --json 'a+b%2Bc'\n  urlkit parse --fields query -i urls.txt | urlkit decode --form"
    )]
    Decode(DecodeArgs),
    /// Check that every input is a URI reference; show each invalid one
    /// like a compiler error, then a summary.
    #[command(
        after_help = "Exit status: 0 when every input is valid, 1 when any is invalid, 2 when a file cannot be read.\n\nExamples:\n  urlkit check 'http://a/%G1'\n  urlkit check -i frontier.txt\n  urlkit check --json -i urls.txt | jq -c 'select(.valid | not)'"
    )]
    Check(CheckArgs),
    /// Count inputs by scheme, host, port, host kind and invalid reason.
    #[command(
        after_help = "Schemes and reg-name hosts are counted in lower case (RFC 3986 6.2.2.1: they are case-insensitive).\n\nExit status: 0 when every input is valid, 1 when any is invalid, 2 when a file cannot be read.\n\nExamples:\n  urlkit stats -i access-urls.txt\n  urlkit stats --top 20 --json < urls.txt"
    )]
    Stats(StatsArgs),
    /// Print a shell completion script.
    #[command(
        after_help = "Examples:\n  urlkit completions bash > ~/.local/share/bash-completion/completions/urlkit\n  urlkit completions zsh > ~/.zfunc/_urlkit\n  urlkit completions fish > ~/.config/fish/completions/urlkit.fish"
    )]
    Completions(CompletionsArgs),
    /// Print the manual page (roff), made from the same definitions as
    /// --help.
    #[command(
        after_help = "Examples:\n  urlkit man | man -l -\n  urlkit man check > urlkit-check.1\n  urlkit man > /usr/local/share/man/man1/urlkit.1"
    )]
    Man(ManArgs),
    /// Find the URIs in text (RFC 1738 appendix, RFC 3986 appendix C).
    #[command(
        after_help = "Finds <URL:...> and <...> forms (also wrapped over lines) and bare absolute URIs.\nStreams: constant memory whatever the input size.\n\nExit status: 0, or 2 when a file cannot be read.\n\nExamples:\n  urlkit extract mail.txt\n  urlkit extract --json < server.log\n  urlkit extract page.html | urlkit resolve --base https://example.com/dir/ | sort -u"
    )]
    Extract(ExtractArgs),
    /// Warn about risky URIs (RFC 3986 §7, RFC 1738 §6).
    #[command(
        after_help = "Exit status: 0 when no warning of --severity or above is found, 1 when one is or an input is invalid, 2 for usage or I/O errors.\n\n--csv and --fields write one row per warning (a URI without warnings has one row with empty warning columns).\n\nExamples:\n  urlkit lint 'http://127.1:25/'\n  urlkit lint --json --severity danger < urls.txt\n  urlkit lint --csv -i urls.txt > warnings.csv\n  urlkit lint --fields code -i urls.txt | sort | uniq -c"
    )]
    Lint(LintArgs),
    /// Resolve references against a base URI (RFC 3986 §5.2, strict).
    #[command(
        after_help = "A reference with a scheme keeps it, even the base's own (strict 5.2.2).\n\nExit status: 0 when every reference resolved, 1 when any is invalid, 2 for an invalid --base or I/O errors.\n\nExamples:\n  urlkit resolve --base 'http://a/b/c/d;p?q' ../g '#s'\n  urlkit resolve --base 'http://a/b/' --json < links.txt\n  urlkit resolve --base 'https://example.com/docs/' --csv -i links.txt > absolute.csv"
    )]
    Resolve(ResolveArgs),
    /// Normalize URI references (RFC 3986 §6.2.2, and §6.2.3 by default).
    #[command(
        after_help = "Exit status: 0 when every input is a URI reference, 1 when any is not, 2 for usage or I/O errors.\n\nExamples:\n  urlkit normalize 'HTTP://Example.COM:80/a/./b/%7euser'\n  urlkit normalize --level syntax --json < urls.txt\n  urlkit normalize -i urls.txt | sort -u > distinct.txt"
    )]
    Normalize(NormalizeArgs),
    /// Find the shortest reference from a base URI to each target.
    #[command(
        after_help = "Prints the target itself when no shorter reference resolves back to it.\n\nExit status: 0 when every target is a URI, 1 when any is not, 2 for an invalid --base or I/O errors.\n\nExamples:\n  urlkit relative --base 'http://a/b/c/d;p?q' 'http://a/b/g?y'\n  urlkit relative --base 'https://example.com/docs/' --json -i links.txt\n  urlkit relative --base 'https://example.com/docs/' --fields result -i links.txt"
    )]
    Relative(RelativeArgs),
    /// Change URIs: set, unset and append components, filter and sort the
    /// query, redirect, normalize; or print a template of each.
    #[command(
        after_help = "Edits apply in this order, whatever their order here: --redirect; --set (in order); --unset; --append (in order), then --replace and --replace-append; --remove-query and --keep-query; --sort-query; --normalize; --as-idn or --punycode. --iterate gives one output per combination of its values.\nNAME=VALUE percent-encodes VALUE as NAME needs; NAME:=VALUE takes it as written and refuses it if it is invalid there.\n\nExit status: 0 when every input was edited, 1 when any is invalid or an edit cannot apply to it, 2 for usage or I/O errors.\n\nExamples:\n  urlkit edit --remove-query 'utm_*' --sort-query -i urls.txt\n  urlkit edit --set host=example.org --set scheme=https 'http://old.example/a'\n  urlkit edit --append path=new --append query=lang=en 'https://e.example/docs/'\n  urlkit edit --format '{host} {port_or_default}' -i urls.txt\n  urlkit edit --redirect ../other 'http://a/b/c'"
    )]
    // Boxed: edit's options are several times the size of any other
    // subcommand's, and the enum would take that size for all.
    Edit(Box<EditArgs>),
    /// Convert absolute local paths to file URIs and back (RFC 8089).
    #[command(
        after_help = "Subcommands: to-url (paths to URIs), from-url (URIs to paths); see 'urlkit path to-url --help'.\n\nExamples:\n  urlkit path to-url '/home/me/a b/ü.txt'\n  urlkit path from-url 'file:///home/me/a%20b/%C3%BC.txt'\n  urlkit path from-url --style windows 'file:///C:/Users/me/a%20b.txt'"
    )]
    Path(PathArgs),
    /// URI Templates (RFC 6570): expand with values, or match URIs back.
    #[command(
        after_help = "Subcommands: expand (values to a URI), match (URIs to values, as JSON); see 'urlkit template expand --help'.\n\nExamples:\n  urlkit template expand '/repos{/owner,repo}{?page}' owner=rust-lang repo=rust page=2\n  urlkit template match '/repos{/owner,repo}' /repos/rust-lang/rust"
    )]
    Template(UriTemplateArgs),
    /// Run a SQL query on Apache DataFusion with urlkit's functions
    /// (built with the cargo feature `sql`).
    #[cfg(feature = "sql")]
    #[command(
        after_help = "Functions: uri_valid uri_error uri_scheme uri_userinfo uri_host uri_host_kind uri_port uri_path uri_query uri_fragment uri_query_value uri_normalize uri_resolve uri_relative uri_encode uri_decode uri_parse uri_lint uri_extract uri_to_ascii uri_repair uri_repairs uri_registrable_domain uri_public_suffix host_registrable_domain host_public_suffix url_extract_protocol url_extract_host url_extract_port url_extract_path url_extract_query url_extract_fragment url_extract_parameter url_encode url_decode parse_url\n\nExit status: 0, or 2 with the engine's message.\n\nExamples:\n  urlkit sql --table urls=crawl.txt \"SELECT uri_host(url) AS host, count(*) AS n FROM urls GROUP BY 1 ORDER BY n DESC LIMIT 10\"\n  urlkit sql --table t=links.parquet --json \"SELECT url FROM t WHERE NOT uri_valid(url)\"\n  urlkit sql --table urls=crawl.txt \"COPY (SELECT url, uri_host(url) AS host FROM urls) TO 'hosts.parquet'\"\n  urlkit sql --cluster df://scheduler:50050 --table t=/data/crawl.parquet \"SELECT count(*) FROM t\""
    )]
    Sql(SqlArgs),
}

/// `urlkit edit`.
#[derive(Debug, Args)]
pub struct EditArgs {
    /// Replace each input by REF resolved against it (RFC 3986 §5.2).
    #[arg(long, value_name = "REF")]
    pub redirect: Option<String>,
    /// Set a component: NAME=VALUE (VALUE percent-encoded as NAME needs)
    /// or NAME:=VALUE (as written); NAME?=VALUE and NAME?:=VALUE only when
    /// NAME is absent. NAME: scheme userinfo user password host port path
    /// query fragment. Repeatable, applied in order.
    #[arg(long, value_name = "NAME=VALUE", value_parser = SetArg::parse)]
    pub set: Vec<SetArg>,
    /// Write one result per value: NAME="A B C" (values split at single
    /// spaces, encoded as --set NAME=VALUE does) or NAME:="A B C" (as
    /// written). Several: every combination, the first option slowest.
    #[arg(long, value_name = "NAME=VALUES", value_parser = IterateArg::parse)]
    pub iterate: Vec<IterateArg>,
    /// Remove a component: userinfo user password port query fragment.
    #[arg(long, value_name = "NAME", value_parser = OneOf::new(&Name::UNSET, Name::name))]
    pub unset: Vec<Name>,
    /// Append one path segment (path=SEGMENT) or one query pair
    /// (query=KEY[=VALUE]), encoded. Repeatable, applied in order.
    #[arg(long, value_name = "WHAT=VALUE", value_parser = AppendArg::parse)]
    pub append: Vec<AppendArg>,
    /// Replace the first query pair whose decoded key is KEY with
    /// KEY=VALUE (encoded), in place, and remove the other pairs with that
    /// key; nothing when there is none (as trurl). Repeatable.
    #[arg(long, value_name = "KEY[=VALUE]", value_parser = ReplaceArg::replace)]
    pub replace: Vec<ReplaceArg>,
    /// As --replace, but append KEY=VALUE when no pair has that key (as
    /// trurl). Repeatable.
    #[arg(long = "replace-append", value_name = "KEY[=VALUE]", value_parser = ReplaceArg::replace_append)]
    pub replace_append: Vec<ReplaceArg>,
    /// Remove the query pairs whose decoded key matches GLOB (`*`, `?`).
    /// Repeatable.
    #[arg(long = "remove-query", value_name = "GLOB")]
    pub remove_query: Vec<String>,
    /// Keep only the query pairs whose decoded key matches GLOB (`*`, `?`).
    /// Repeatable.
    #[arg(long = "keep-query", value_name = "GLOB")]
    pub keep_query: Vec<String>,
    /// Sort the query pairs by decoded key (stable).
    #[arg(long = "sort-query")]
    pub sort_query: bool,
    /// Compare query keys ignoring ASCII case in --remove-query,
    /// --keep-query and --sort-query.
    #[arg(long = "ignore-case")]
    pub ignore_case: bool,
    /// Refuse an input whose scheme is not one of LIST (comma-separated,
    /// ASCII case ignored): error scheme-not-allowed.
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    pub schemes: Vec<String>,
    /// Show the host's A-labels as U-labels (an IRI, for people), unless
    /// a label is unsafe to show (mixed scripts, look-alikes): --json then
    /// says why in "idn_kept".
    #[arg(long = "as-idn", conflicts_with = "punycode")]
    pub as_idn: bool,
    /// Write a host that holds non-ASCII text as A-labels (UTS 46 ToASCII).
    #[arg(long)]
    pub punycode: bool,
    /// Normalize the result (RFC 3986 §6.2.2, and §6.2.3 with `scheme`).
    #[arg(long, value_enum, value_name = "LEVEL", num_args = 0..=1, require_equals = true, default_missing_value = "scheme")]
    pub normalize: Option<LevelArg>,
    /// Print FMT for each result instead of the URI: {scheme} {userinfo}
    /// {user} {password} {host} {port} {path} {query} {fragment}
    /// {authority} {uri} as written, {port_or_default}, {query:KEY},
    /// {query_all:KEY}, {decoded:NAME}, {idn:host}, {puny:host},
    /// {zoneid}, {{ and }}.
    #[arg(long = "format", value_name = "FMT", conflicts_with_all = ["json", "csv", "fields"])]
    pub template: Option<String>,
    /// Output format.
    #[command(flatten)]
    pub format: FormatArgs,
    /// URI references; the --input files or standard input lines when none
    /// are given.
    #[arg(value_name = "URI")]
    pub inputs: Vec<OsString>,
}

/// The output format options of the per-line subcommands that have
/// columns.
#[derive(Debug, Args)]
pub struct FormatArgs {
    /// Write one JSON object per input.
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// Write CSV (RFC 4180) with a header row.
    #[arg(long)]
    pub csv: bool,
    /// Only these columns, in this order (comma-separated). Without --json
    /// or --csv: one tab-separated line per input (tab, line breaks and
    /// `\` written as escapes).
    #[arg(long, value_name = "NAMES", value_delimiter = ',')]
    pub fields: Vec<String>,
}

/// `urlkit check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Output format.
    #[command(flatten)]
    pub format: FormatArgs,
    /// URI references; the --input files or standard input lines when none
    /// are given.
    pub inputs: Vec<OsString>,
}

/// `urlkit stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Write one JSON object with every count.
    #[arg(long)]
    pub json: bool,
    /// Show the N most frequent values of each table [default: 10 for
    /// people; every value with --json].
    #[arg(long, value_name = "N")]
    pub top: Option<usize>,
    /// Also count by TABLE: `site`, the registrable domain of the host by
    /// the Public Suffix List (in A-labels, lowercase).
    #[arg(long, value_enum, value_name = "TABLE")]
    pub by: Vec<StatsBy>,
    /// URI references; the --input files or standard input lines when none
    /// are given.
    pub inputs: Vec<OsString>,
}

/// `stats --by`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum StatsBy {
    /// The registrable domain (eTLD+1) of the host.
    Site,
}

/// `urlkit completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell.
    pub shell: clap_complete::Shell,
}

/// `urlkit man`.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// A subcommand's page instead of the main one; a nested one by its
    /// path (`path to-url`), as its page's name says (`urlkit-path-to-url`).
    pub subcommand: Vec<String>,
}

/// `urlkit parse`.
#[derive(Debug, Args)]
pub struct ParseArgs {
    /// Output format.
    #[command(flatten)]
    pub format: FormatArgs,
    /// Print FMT for each input instead of its components: {scheme}
    /// {userinfo} {user} {password} {host} {port} {path} {query}
    /// {fragment} {authority} {uri} as written, {port_or_default},
    /// {query:KEY}, {query_all:KEY}, {decoded:NAME}, {{ and }}.
    #[arg(long = "format", value_name = "FMT", conflicts_with_all = ["json", "csv", "fields"])]
    pub template: Option<String>,
    /// URI references; the --input files or standard input lines when none
    /// are given.
    pub inputs: Vec<OsString>,
}

/// `urlkit encode`.
#[derive(Debug, Args)]
pub struct EncodeArgs {
    /// The component to encode for: which characters may stay raw.
    #[arg(long, value_name = "NAME", value_parser = OneOf::new(&Component::ALL, Component::name))]
    pub component: Component,
    /// Write one JSON object per input.
    #[arg(long)]
    pub json: bool,
    /// Texts to encode; the --input files or standard input lines when
    /// none are given.
    pub inputs: Vec<OsString>,
}

/// `urlkit decode`.
#[derive(Debug, Args)]
pub struct DecodeArgs {
    /// Decode application/x-www-form-urlencoded text: '+' is a space.
    #[arg(long)]
    pub form: bool,
    /// Write one JSON object per input.
    #[arg(long)]
    pub json: bool,
    /// Texts to decode; the --input files or standard input lines when
    /// none are given.
    pub inputs: Vec<OsString>,
}

/// `urlkit extract`.
#[derive(Debug, Args)]
pub struct ExtractArgs {
    /// Write one JSON object per URI found: uri, line, column, start, end.
    #[arg(long)]
    pub json: bool,
    /// Files to scan as text (`-` for standard input), before the -i/--input
    /// files (which extract also scans as text, not as URIs one per line);
    /// standard input when there are neither. Lines and offsets count from
    /// the start of each file.
    pub files: Vec<std::path::PathBuf>,
}

/// The lowest severity that makes `urlkit lint` exit with status 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SeverityArg {
    /// Any warning at all.
    Info,
    /// Warnings and dangers.
    Warning,
    /// Dangers only.
    Danger,
}

/// `urlkit lint`.
#[derive(Debug, Args)]
pub struct LintArgs {
    /// Output format.
    #[command(flatten)]
    pub format: FormatArgs,
    /// Show only warnings of this severity or above, and exit with status
    /// 1 when one is found.
    #[arg(long, value_enum, default_value = "warning", value_name = "LEVEL")]
    pub severity: SeverityArg,
    /// Also show URIs without warnings (for people: `URI: no warnings`).
    #[arg(long)]
    pub all: bool,
    /// URI references; the --input files or standard input lines when none
    /// are given.
    #[arg(value_name = "URI")]
    pub inputs: Vec<OsString>,
}

/// `urlkit resolve`.
#[derive(Debug, Args)]
pub struct ResolveArgs {
    /// The base URI (it must have a scheme).
    #[arg(long, value_name = "BASE")]
    pub base: String,
    /// Output format.
    #[command(flatten)]
    pub format: FormatArgs,
    /// References to resolve; the --input files or standard input lines
    /// when none are given.
    #[arg(value_name = "REF")]
    pub inputs: Vec<OsString>,
}

/// How far `urlkit normalize` goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum LevelArg {
    /// RFC 3986 §6.2.2: case, percent-encoding, dot segments.
    Syntax,
    /// §6.2.2 and §6.2.3: also default and empty ports, empty paths.
    #[default]
    Scheme,
}

impl From<LevelArg> for NormalizeLevel {
    /// The library's level for `--level` (and `edit --normalize`).
    fn from(arg: LevelArg) -> NormalizeLevel {
        match arg {
            LevelArg::Syntax => NormalizeLevel::Syntax,
            LevelArg::Scheme => NormalizeLevel::Scheme,
        }
    }
}

/// `urlkit normalize`.
#[derive(Debug, Args)]
pub struct NormalizeArgs {
    /// Normalization level.
    #[arg(long, value_enum, default_value_t = LevelArg::Scheme)]
    pub level: LevelArg,
    /// Output format.
    #[command(flatten)]
    pub format: FormatArgs,
    /// URI references; the --input files or standard input lines when none
    /// are given.
    #[arg(value_name = "URI")]
    pub inputs: Vec<OsString>,
}

/// `urlkit relative`.
#[derive(Debug, Args)]
pub struct RelativeArgs {
    /// The base URI the references are relative to.
    #[arg(long, value_name = "BASE")]
    pub base: String,
    /// Output format.
    #[command(flatten)]
    pub format: FormatArgs,
    /// Target URIs; the --input files or standard input lines when none
    /// are given.
    #[arg(value_name = "TARGET")]
    pub inputs: Vec<OsString>,
}

/// `urlkit path`.
#[derive(Debug, Args)]
pub struct PathArgs {
    /// Which way to convert.
    #[command(subcommand)]
    pub command: PathCommand,
}

/// `urlkit path to-url` and `urlkit path from-url`.
#[derive(Debug, Subcommand)]
pub enum PathCommand {
    /// Absolute local paths to file URIs.
    #[command(
        after_help = "Exit status: 0 when every path was converted, 1 when any was not (relative, NUL, a '.' or '..' name), 2 for usage or I/O errors.\n\nExamples:\n  urlkit path to-url '/home/me/a b/ü.txt'\n  urlkit path to-url --dir /srv/www\n  urlkit path to-url --style windows 'C:\\Users\\me\\a b.txt'\n  find \"$PWD\" -name '*.html' | urlkit path to-url --json"
    )]
    ToUrl(ToUrlArgs),
    /// File URIs to absolute local paths.
    #[command(
        after_help = "Exit status: 0 when every URI was converted, 1 when any was not (not a URI, not 'file', another host, a query, %2F or %00 in a name), 2 for usage or I/O errors.\n\nExamples:\n  urlkit path from-url 'file:///home/me/a%20b/%C3%BC.txt'\n  urlkit path from-url --style windows 'file://server/share/a.txt'\n  urlkit path from-url --json -i links.txt"
    )]
    FromUrl(FromUrlArgs),
}

/// Whose path rules to use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum PathStyle {
    /// The rules of the system urlkit runs on.
    #[default]
    Native,
    /// Unix: '/' between names, any name but '.' and '..'.
    Unix,
    /// Windows: drive letters ('C:\'), UNC shares ('\\server\share'), '\'
    /// or '/' between names.
    Windows,
}

impl PathStyle {
    /// Native resolved to the platform's rules.
    pub fn resolve(self) -> PathStyle {
        match self {
            PathStyle::Native if cfg!(windows) => PathStyle::Windows,
            PathStyle::Native => PathStyle::Unix,
            other => other,
        }
    }
}

/// `urlkit path to-url`.
#[derive(Debug, Args)]
pub struct ToUrlArgs {
    /// The paths name directories: end each URI with '/'.
    #[arg(long)]
    pub dir: bool,
    /// Whose path rules to use.
    #[arg(long, value_enum, default_value_t = PathStyle::Native, value_name = "STYLE")]
    pub style: PathStyle,
    /// Write one JSON object per input: {"input","uri"} or
    /// {"input","error"}.
    #[arg(long)]
    pub json: bool,
    /// Absolute paths; the --input files or standard input lines when none
    /// are given.
    #[arg(value_name = "PATH")]
    pub inputs: Vec<OsString>,
}

/// `urlkit path from-url`.
#[derive(Debug, Args)]
pub struct FromUrlArgs {
    /// Whose path rules to use.
    #[arg(long, value_enum, default_value_t = PathStyle::Native, value_name = "STYLE")]
    pub style: PathStyle,
    /// Write one JSON object per input: {"input","path"} or
    /// {"input","error"}.
    #[arg(long)]
    pub json: bool,
    /// File URIs; the --input files or standard input lines when none are
    /// given.
    #[arg(value_name = "URI")]
    pub inputs: Vec<OsString>,
}

/// `urlkit sql`'s options (cargo feature `sql`).
#[cfg(feature = "sql")]
#[derive(Debug, Args)]
pub struct SqlArgs {
    /// A table: NAME=PATH, its format by PATH's extension (.parquet, .csv
    /// with a header row, .json/.jsonl/.ndjson one object a line; any
    /// other file is text, one value a line, in a Utf8 column `url`). May
    /// be repeated.
    #[arg(long = "table", value_name = "NAME=PATH", value_parser = parse_table)]
    pub tables: Vec<(String, PathBuf)>,
    /// Write one JSON object per row (keys: the column names).
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// Write CSV with a header row.
    #[arg(long)]
    pub csv: bool,
    /// Send the query to the Apache Ballista scheduler at df://HOST:PORT,
    /// whose executors know urlkit's functions (urlkit-scheduler,
    /// urlkit-executor).
    #[arg(long, value_name = "df://HOST:PORT")]
    pub cluster: Option<String>,
    /// The SQL query (DataFusion's dialect), with urlkit's functions.
    #[arg(value_name = "QUERY")]
    pub query: String,
}

/// `--table NAME=PATH`.
#[cfg(feature = "sql")]
fn parse_table(arg: &str) -> std::result::Result<(String, PathBuf), String> {
    match arg.split_once('=') {
        Some((name, path)) if !name.is_empty() && !path.is_empty() => {
            Ok((name.to_owned(), PathBuf::from(path)))
        }
        _ => Err(format!("expected NAME=PATH, got '{arg}'")),
    }
}

/// One `--set`: `NAME=VALUE` (VALUE percent-encoded as NAME needs) or
/// `NAME:=VALUE` (VALUE as written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetArg {
    /// The component.
    pub name: Name,
    /// The value, as given.
    pub value: String,
    /// `:=`: the value as written.
    pub raw: bool,
    /// `?=`: only when the component is absent.
    pub if_absent: bool,
    /// The option as written (an excerpt), for the messages of edits that
    /// cannot apply to an input.
    pub option: String,
}

impl SetArg {
    /// Reads `NAME=VALUE` or `NAME:=VALUE`, NAME one of [`Name::TABLE`].
    ///
    /// # Errors
    ///
    /// A value of another shape, or an unknown NAME, with what was
    /// expected.
    pub fn parse(option: &str) -> Result<SetArg, String> {
        let expected = || {
            format!(
                "expected NAME=VALUE, NAME:=VALUE, NAME?=VALUE or NAME?:=VALUE, NAME one of: {}",
                Name::all_names()
            )
        };
        let (name, value) = option.split_once('=').ok_or_else(expected)?;
        let (name, raw) = match name.strip_suffix(':') {
            Some(n) => (n, true),
            None => (name, false),
        };
        let (name, if_absent) = match name.strip_suffix('?') {
            Some(n) => (n, true),
            None => (name, false),
        };
        let name = Name::from_name(name).ok_or_else(expected)?;
        Ok(SetArg {
            name,
            value: value.to_owned(),
            raw,
            if_absent,
            option: format!("--set {}", shown(option)),
        })
    }
}

/// One `--iterate`: `NAME=A B C` (each value encoded as NAME needs) or
/// `NAME:=A B C` (as written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IterateArg {
    /// The component.
    pub name: Name,
    /// The values, split at each single space (trurl's rule: two spaces
    /// in a row make an empty value).
    pub values: Vec<String>,
    /// `:=`: the values as written.
    pub raw: bool,
}

impl IterateArg {
    /// Reads `NAME=VALUES` or `NAME:=VALUES`, NAME one of [`Name::TABLE`].
    ///
    /// # Errors
    ///
    /// A value of another shape, or an unknown NAME, with what was
    /// expected.
    pub fn parse(option: &str) -> Result<IterateArg, String> {
        let expected = || {
            format!(
                "expected NAME=VALUES or NAME:=VALUES (values separated by spaces), NAME one of: {}",
                Name::all_names()
            )
        };
        let (name, values) = option.split_once('=').ok_or_else(expected)?;
        let (name, raw) = match name.strip_suffix(':') {
            Some(n) => (n, true),
            None => (name, false),
        };
        let name = Name::from_name(name).ok_or_else(expected)?;
        Ok(IterateArg {
            name,
            values: values.split(' ').map(str::to_owned).collect(),
            raw,
        })
    }

    /// The `--set` of one value, as the messages of an edit that cannot
    /// apply name it.
    pub fn set(&self, value: &str) -> SetArg {
        let op = if self.raw { ":=" } else { "=" };
        SetArg {
            name: self.name,
            value: value.to_owned(),
            raw: self.raw,
            if_absent: false,
            option: format!(
                "--iterate {}",
                shown(&format!("{}{op}{value}", self.name.name()))
            ),
        }
    }
}

/// One `--append`: a path segment or a query pair, each with the option as
/// written (an excerpt), for the messages of edits that cannot apply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AppendArg {
    /// `path=SEGMENT`.
    Segment(String, String),
    /// `query=KEY[=VALUE]`.
    Pair(String, Option<String>, String),
}

impl AppendArg {
    /// Reads `path=SEGMENT` or `query=KEY[=VALUE]`.
    ///
    /// # Errors
    ///
    /// A value of another shape, with what was expected.
    pub fn parse(option: &str) -> Result<AppendArg, String> {
        let label = format!("--append {}", shown(option));
        if let Some(segment) = option.strip_prefix("path=") {
            return Ok(AppendArg::Segment(segment.to_owned(), label));
        }
        if let Some(pair) = option.strip_prefix("query=") {
            let (key, value) = match pair.split_once('=') {
                Some((k, v)) => (k, Some(v.to_owned())),
                None => (pair, None),
            };
            return Ok(AppendArg::Pair(key.to_owned(), value, label));
        }
        Err(String::from("expected path=SEGMENT or query=KEY[=VALUE]"))
    }
}

/// One `--replace` or `--replace-append`: `KEY[=VALUE]`, with the option
/// as written (an excerpt) for the messages of edits that cannot apply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplaceArg {
    /// The key, as text (compared with each pair's decoded key).
    pub key: String,
    /// The value; `None` for a pair without `=`.
    pub value: Option<String>,
    /// `--replace-append`: append the pair when no pair has the key.
    pub append: bool,
    /// The option as written.
    pub option: String,
}

impl ReplaceArg {
    /// Reads `KEY[=VALUE]`, split at the first `=`.
    fn new(option: &str, append: bool) -> ReplaceArg {
        let name = if append {
            "--replace-append"
        } else {
            "--replace"
        };
        let (key, value) = match option.split_once('=') {
            Some((k, v)) => (k, Some(v.to_owned())),
            None => (option, None),
        };
        ReplaceArg {
            key: key.to_owned(),
            value,
            append,
            option: format!("{name} {}", shown(option)),
        }
    }

    /// Reads a `--replace` value.
    ///
    /// # Errors
    ///
    /// Never (clap's value parsers return a `Result`).
    pub fn replace(option: &str) -> Result<ReplaceArg, String> {
        Ok(ReplaceArg::new(option, false))
    }

    /// Reads a `--replace-append` value.
    ///
    /// # Errors
    ///
    /// Never (clap's value parsers return a `Result`).
    pub fn replace_append(option: &str) -> Result<ReplaceArg, String> {
        Ok(ReplaceArg::new(option, true))
    }
}

/// An option's text as messages quote it: at most a short excerpt.
pub fn shown(text: &str) -> String {
    urlkit::Excerpt::new(text).to_string()
}

/// The value parser of an option that takes one name of a fixed list
/// (`--unset`, `encode --component`): the names are those of `all`, as
/// `name` writes them, so that the list in `--help`, in shell completion
/// and in the error for an unknown name is the one the value is read by.
#[derive(Clone, Copy)]
pub struct OneOf<T: 'static> {
    /// Every value, in the order `--help` lists them.
    all: &'static [T],
    /// A value's name.
    name: fn(T) -> &'static str,
}

impl<T: Copy> OneOf<T> {
    /// The parser of the names of `all`.
    pub fn new(all: &'static [T], name: fn(T) -> &'static str) -> OneOf<T> {
        OneOf { all, name }
    }

    /// The names, as clap's own check of possible values takes them.
    fn names(&self) -> PossibleValuesParser {
        PossibleValuesParser::new(self.all.iter().map(|&v| (self.name)(v)))
    }
}

impl<T: Copy + Send + Sync + 'static> TypedValueParser for OneOf<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        // clap's check first: its message for an unknown name.
        let name = self.names().parse_ref(cmd, arg, value)?;
        self.all
            .iter()
            .copied()
            .find(|&v| (self.name)(v) == name)
            .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::InvalidValue).with_cmd(cmd))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            self.all.iter().map(|&v| PossibleValue::new((self.name)(v))),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_values_are_read_once() {
        assert!(SetArg::parse("nope=1").is_err());
        assert!(SetArg::parse("host").is_err());
        let set = SetArg::parse("host:=a=b").unwrap();
        assert_eq!(
            (set.name, set.value.as_str(), set.raw),
            (Name::Host, "a=b", true)
        );
        assert_eq!(set.option, "--set host:=a=b");
        let set = SetArg::parse("port=").unwrap();
        assert_eq!(
            (set.name, set.value.as_str(), set.raw),
            (Name::Port, "", false)
        );
    }

    #[test]
    fn append_values_are_read_once() {
        assert!(AppendArg::parse("fragment=x").is_err());
        assert_eq!(
            AppendArg::parse("query=k"),
            Ok(AppendArg::Pair("k".into(), None, "--append query=k".into()))
        );
        assert_eq!(
            AppendArg::parse("query=k=v=w"),
            Ok(AppendArg::Pair(
                "k".into(),
                Some("v=w".into()),
                "--append query=k=v=w".into()
            ))
        );
        assert!(matches!(
            AppendArg::parse("path=a/b"),
            Ok(AppendArg::Segment(s, _)) if s == "a/b"
        ));
    }

    /// The help of `--set` and `--unset` lists the names of the table the
    /// values are read by, in its order.
    #[test]
    fn help_lists_the_names_of_the_table() {
        use clap::CommandFactory;
        let cli = Cli::command();
        let edit = cli.find_subcommand("edit").unwrap();
        let help = |id: &str| {
            let arg = edit.get_arguments().find(|a| a.get_id() == id).unwrap();
            arg.get_help().unwrap().to_string()
        };
        let set = Name::all_names();
        assert!(
            help("set").contains(&format!("NAME: {set}.")),
            "{}",
            help("set")
        );
        let unset = Name::UNSET.map(Name::name).join(" ");
        assert!(
            help("unset").ends_with(&format!(": {unset}")),
            "{}",
            help("unset")
        );
    }

    #[test]
    fn names_parse_to_their_values() {
        use clap::Parser;
        let cli = Cli::try_parse_from(["urlkit", "edit", "--unset", "port", "--unset", "user"]);
        let Ok(Cli {
            command: Command::Edit(edit),
            ..
        }) = cli
        else {
            panic!("edit");
        };
        assert_eq!(edit.unset, [Name::Port, Name::User]);
        assert!(Cli::try_parse_from(["urlkit", "edit", "--unset", "host"]).is_err());
        for component in Component::ALL {
            let cli =
                Cli::try_parse_from(["urlkit", "encode", "--component", component.name(), "x"]);
            assert!(
                matches!(cli, Ok(Cli { command: Command::Encode(ref e), .. }) if e.component == component),
                "{}",
                component.name()
            );
        }
    }
}

/// `urlkit template`.
#[derive(Debug, Args)]
pub struct UriTemplateArgs {
    /// Expand or match.
    #[command(subcommand)]
    pub command: UriTemplateCommand,
}

/// `urlkit template expand` and `urlkit template match`.
#[derive(Debug, Subcommand)]
pub enum UriTemplateCommand {
    /// Expand a URI Template with values from NAME=VALUE arguments, or
    /// from JSON objects on standard input or in the -i files.
    #[command(
        after_help = "Exit status: 0 when every expansion succeeded, 1 when any failed (a prefix of a list, a result that is not a URI reference, bad JSON), 2 for an invalid template, usage or I/O errors.\n\nExamples:\n  urlkit template expand 'https://api.example.com/repos{/owner,repo}' owner=rust-lang repo=rust\n  echo '{\"q\":\"a b\",\"tags\":[\"x\",\"y\"]}' | urlkit template expand '/search{?q,tags*}'\n  urlkit template expand --json -i values.jsonl '/items{/id}{?fields}'"
    )]
    Expand(ExpandArgs),
    /// Match URIs against a URI Template and print the variables' values
    /// as JSON.
    #[command(
        after_help = "Exit status: 0 when every URI matched, 1 when any did not, 2 when the template is invalid or ambiguous (see docs/template.md), for usage or I/O errors.\n\nExamples:\n  urlkit template match '/repos{/owner,repo}/issues{?state}' /repos/a/b/issues?state=open\n  urlkit template match '{+base}/index.html' -i urls.txt"
    )]
    Match(MatchArgs),
}

/// `urlkit template expand`.
#[derive(Debug, Args)]
pub struct ExpandArgs {
    /// The URI Template (RFC 6570).
    pub template: String,
    /// String values, NAME=VALUE; without any, values are read as JSON.
    pub values: Vec<String>,
    /// One JSON object per expansion: {"result"} or {"error"}.
    #[arg(long)]
    pub json: bool,
}

/// `urlkit template match`.
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The URI Template (RFC 6570).
    pub template: String,
    /// URIs to match (then the -i files, or standard input).
    pub uris: Vec<OsString>,
}
