//! The command line, as clap reads it. Each subcommand's options are a
//! struct here; `cmd/` turns them into work.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

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
    /// Read each input as an IRI reference (RFC 3987): components as
    /// written, worked on as the URI it maps to (`parse --json` adds
    /// "uri").
    #[arg(long, global = true)]
    pub iri: bool,
    /// Repair each input into a URI the way a browser's address bar reads
    /// it (implies --iri): `parse --json` adds "uri" and "repairs", `check`
    /// shows each repair as a warning.
    #[arg(long, global = true)]
    pub lenient: bool,
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
        after_help = "Edits apply in this order, whatever their order here: --redirect; --set (in order); --unset; --append (in order); --remove-query and --keep-query; --sort-query; --normalize.\nNAME=VALUE percent-encodes VALUE as NAME needs; NAME:=VALUE takes it as written and refuses it if it is invalid there.\n\nExit status: 0 when every input was edited, 1 when any is invalid or an edit cannot apply to it, 2 for usage or I/O errors.\n\nExamples:\n  urlkit edit --remove-query 'utm_*' --sort-query -i urls.txt\n  urlkit edit --set host=example.org --set scheme=https 'http://old.example/a'\n  urlkit edit --append path=new --append query=lang=en 'https://e.example/docs/'\n  urlkit edit --format '{host} {port_or_default}' -i urls.txt\n  urlkit edit --redirect ../other 'http://a/b/c'"
    )]
    Edit(EditArgs),
    /// Convert absolute local paths to file URIs and back (RFC 8089).
    #[command(
        after_help = "Subcommands: to-url (paths to URIs), from-url (URIs to paths); see 'urlkit path to-url --help'.\n\nExamples:\n  urlkit path to-url '/home/me/a b/ü.txt'\n  urlkit path from-url 'file:///home/me/a%20b/%C3%BC.txt'\n  urlkit path from-url --style windows 'file:///C:/Users/me/a%20b.txt'"
    )]
    Path(crate::cmd::PathArgs),
    /// Run a SQL query on Apache DataFusion with urlkit's functions
    /// (built with the cargo feature `sql`).
    #[cfg(feature = "sql")]
    #[command(
        after_help = "Functions: uri_valid uri_error uri_scheme uri_userinfo uri_host uri_host_kind uri_port uri_path uri_query uri_fragment uri_query_value uri_normalize uri_resolve uri_relative uri_encode uri_decode uri_parse uri_lint uri_extract uri_to_ascii uri_repair uri_repairs url_extract_protocol url_extract_host url_extract_port url_extract_path url_extract_query url_extract_fragment url_extract_parameter url_encode url_decode parse_url\n\nExit status: 0, or 2 with the engine's message.\n\nExamples:\n  urlkit sql --table urls=crawl.txt \"SELECT uri_host(url) AS host, count(*) AS n FROM urls GROUP BY 1 ORDER BY n DESC LIMIT 10\"\n  urlkit sql --table t=links.parquet --json \"SELECT url FROM t WHERE NOT uri_valid(url)\"\n  urlkit sql --table urls=crawl.txt \"COPY (SELECT url, uri_host(url) AS host FROM urls) TO 'hosts.parquet'\"\n  urlkit sql --cluster df://scheduler:50050 --table t=/data/crawl.parquet \"SELECT count(*) FROM t\""
    )]
    Sql(crate::cmd::sql::SqlArgs),
}

/// The subcommands whose `--fields` takes column names, with their columns
/// (each from its record type): `--help` lists them and shell completion
/// offers them.
fn field_lists() -> [(&'static str, &'static [&'static str]); 7] {
    use crate::record::Record;
    [
        ("parse", <crate::cmd::parse::ParseRecord<'_>>::COLUMNS),
        ("check", <crate::cmd::check::CheckRecord<'_>>::COLUMNS),
        ("lint", <crate::cmd::lint::LintRecord<'_>>::COLUMNS),
        (
            "resolve",
            <crate::cmd::result::OneResult<'_, crate::cmd::result::ResolveShape>>::COLUMNS,
        ),
        (
            "relative",
            <crate::cmd::result::OneResult<'_, crate::cmd::result::RelativeShape>>::COLUMNS,
        ),
        (
            "normalize",
            <crate::cmd::result::OneResult<'_, crate::cmd::result::NormalizeShape>>::COLUMNS,
        ),
        (
            "edit",
            <crate::cmd::result::OneResult<'_, crate::cmd::result::EditShape>>::COLUMNS,
        ),
    ]
}

/// The whole command line: clap's definitions, with each subcommand's
/// `--fields` taking exactly its record's columns. `main`, `completions`
/// and `man` all use this one.
pub fn command() -> clap::Command {
    use clap::CommandFactory;
    let mut command = Cli::command();
    for (name, columns) in field_lists() {
        command = command.mut_subcommand(name, |sub| {
            sub.mut_arg("fields", |arg| {
                arg.value_parser(clap::builder::PossibleValuesParser::new(columns))
                    .hide_possible_values(false)
            })
        });
    }
    command
}

/// `urlkit edit`.
#[derive(Debug, Args)]
pub struct EditArgs {
    /// Replace each input by REF resolved against it (RFC 3986 §5.2).
    #[arg(long, value_name = "REF")]
    pub redirect: Option<String>,
    /// Set a component: NAME=VALUE (VALUE percent-encoded as NAME needs)
    /// or NAME:=VALUE (as written). NAME: scheme userinfo user password
    /// host port path query fragment. Repeatable, applied in order.
    #[arg(long, value_name = "NAME=VALUE")]
    pub set: Vec<String>,
    /// Remove a component: userinfo user password port query fragment.
    #[arg(long, value_name = "NAME", value_parser = clap::builder::PossibleValuesParser::new(["userinfo", "user", "password", "port", "query", "fragment"]))]
    pub unset: Vec<String>,
    /// Append one path segment (path=SEGMENT) or one query pair
    /// (query=KEY[=VALUE]), encoded. Repeatable, applied in order.
    #[arg(long, value_name = "WHAT=VALUE")]
    pub append: Vec<String>,
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
    /// Normalize the result (RFC 3986 §6.2.2, and §6.2.3 with `scheme`).
    #[arg(long, value_enum, value_name = "LEVEL", num_args = 0..=1, require_equals = true, default_missing_value = "scheme")]
    pub normalize: Option<LevelArg>,
    /// Print FMT for each result instead of the URI: {scheme} {userinfo}
    /// {user} {password} {host} {port} {path} {query} {fragment}
    /// {authority} {uri} as written, {port_or_default}, {query:KEY},
    /// {query_all:KEY}, {decoded:NAME}, {{ and }}.
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
    /// A subcommand's page instead of the main one.
    pub subcommand: Option<String>,
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
    #[arg(
        long,
        value_name = "NAME",
        value_parser = clap::builder::PossibleValuesParser::new([
            "userinfo", "reg-name", "segment", "path", "query", "query-value", "fragment", "form",
        ]),
    )]
    pub component: String,
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
