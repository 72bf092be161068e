//! The scalar functions: one [`UrlFunction`] type, one [`Kind`] per SQL
//! name, each row computed by urlkit's own parser.
//!
//! Every function is strict: a NULL argument gives NULL. A value that is
//! not a URI reference gives NULL (never an error that stops the query);
//! only a misuse of the function itself (an unknown normalization level,
//! component or wrong argument count) is an error.

use std::borrow::Cow;
use std::sync::Arc;

use datafusion::arrow::array::{
    ArrayRef, BooleanBuilder, Int64Builder, ListBuilder, StringBuilder, StructArray,
};
use datafusion::arrow::buffer::NullBuffer;
use datafusion::arrow::datatypes::{DataType, Field, Fields};
use datafusion::common::{exec_err, plan_err, Result};
use datafusion::logical_expr::{
    ColumnarValue, ScalarFunctionArgs, ScalarUDF, ScalarUDFImpl, Signature, Volatility,
};
use urlkit::pct::{self, Component};
use urlkit::site::{List, Sections};
use urlkit::{Excerpt, IriRefView, NormalizeLevel, Resolver, Uri, UriRef, UriRefView};

use crate::columns::{coerce_strings, finish, shape, string_type_like, StrOut, Strs};

/// Which function a [`UrlFunction`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `uri_valid(s)`: whether `s` is a URI reference (RFC 3986 §4.1).
    Valid,
    /// `uri_error(s)`: the parse error's message, NULL when `s` is valid.
    Error,
    /// `uri_scheme(s)`.
    Scheme,
    /// `uri_userinfo(s)`.
    Userinfo,
    /// `uri_host(s)`: as written (IPv6 in brackets).
    Host,
    /// `uri_host_kind(s)`: `reg-name`, `ipv4`, `ipv6` or `ipvfuture`.
    HostKind,
    /// `uri_port(s)`: the port's digits as written (may be empty).
    Port,
    /// `uri_path(s)`: always present in a valid reference (may be empty).
    Path,
    /// `uri_query(s)`.
    Query,
    /// `uri_fragment(s)`.
    Fragment,
    /// `uri_query_value(s, key)`: the first `key=value` pair's value,
    /// percent-decoded (`+` stays a `+`).
    QueryValue,
    /// `uri_normalize(s[, level])`: RFC 3986 §6.2.2 (`syntax`) or
    /// §6.2.2 and §6.2.3 (`scheme`, the default).
    Normalize,
    /// `uri_resolve(base, ref)`: RFC 3986 §5.2, strict.
    Resolve,
    /// `uri_relative(base, target)`: the shortest reference from base to
    /// target, or the target itself when none is shorter.
    Relative,
    /// `uri_encode(text, component)`: percent-encoding for one component.
    Encode,
    /// `uri_decode(text)`: percent-decoding to UTF-8.
    Decode,
    /// `uri_parse(s)`: a struct of every component.
    Parse,
    /// `uri_lint(s)`: the codes of the warnings about `s`.
    Lint,
    /// `uri_extract(text)`: the URIs found in a text.
    Extract,
    /// `uri_to_ascii(iri)`: the URI reference an IRI maps to (RFC 3987
    /// §3.1): IDNA A-labels for an internationalized host, the rest of the
    /// non-ASCII percent-encoded as UTF-8.
    ToAscii,
    /// `uri_repair(s)`: the `--lenient` repair (`UriRef::parse_lenient`):
    /// the valid URI reference a browser would make of `s`, NULL when no
    /// browser would accept it.
    Repair,
    /// `uri_repairs(s)`: the kind codes of the repairs `uri_repair` makes,
    /// one per repair in input order (empty when `s` is valid).
    Repairs,
    /// `uri_registrable_domain(s[, sections])`: the registrable domain
    /// (eTLD+1) of the host by the Public Suffix List, in A-labels,
    /// lowercase; `sections` is `'all'` (the default: ICANN and private)
    /// or `'icann'`.
    RegistrableDomain,
    /// `uri_public_suffix(s[, sections])`: the host's public suffix, in
    /// A-labels.
    PublicSuffix,
    /// `host_registrable_domain(host[, sections])`: as
    /// `uri_registrable_domain`, for a column of hosts.
    HostRegistrableDomain,
    /// `host_public_suffix(host[, sections])`: as `uri_public_suffix`, for
    /// a column of hosts.
    HostPublicSuffix,
    /// Trino's `url_extract_protocol(url)`.
    UrlExtractProtocol,
    /// Trino's `url_extract_host(url)`.
    UrlExtractHost,
    /// Trino's `url_extract_port(url)` (an integer).
    UrlExtractPort,
    /// Trino's `url_extract_path(url)`.
    UrlExtractPath,
    /// Trino's `url_extract_query(url)`.
    UrlExtractQuery,
    /// Trino's `url_extract_fragment(url)`.
    UrlExtractFragment,
    /// Trino's `url_extract_parameter(url, name)`.
    UrlExtractParameter,
    /// Trino's `url_encode(value)`.
    UrlEncode,
    /// Trino's `url_decode(value)`.
    UrlDecode,
    /// Spark's `parse_url(url, part[, key])`.
    ParseUrl,
}

impl Kind {
    /// Every function, in the order of the README's table.
    pub const ALL: [Kind; 36] = [
        Kind::Valid,
        Kind::Error,
        Kind::Scheme,
        Kind::Userinfo,
        Kind::Host,
        Kind::HostKind,
        Kind::Port,
        Kind::Path,
        Kind::Query,
        Kind::Fragment,
        Kind::QueryValue,
        Kind::Normalize,
        Kind::Resolve,
        Kind::Relative,
        Kind::Encode,
        Kind::Decode,
        Kind::Parse,
        Kind::Lint,
        Kind::Extract,
        Kind::ToAscii,
        Kind::Repair,
        Kind::Repairs,
        Kind::RegistrableDomain,
        Kind::PublicSuffix,
        Kind::HostRegistrableDomain,
        Kind::HostPublicSuffix,
        Kind::UrlExtractProtocol,
        Kind::UrlExtractHost,
        Kind::UrlExtractPort,
        Kind::UrlExtractPath,
        Kind::UrlExtractQuery,
        Kind::UrlExtractFragment,
        Kind::UrlExtractParameter,
        Kind::UrlEncode,
        Kind::UrlDecode,
        Kind::ParseUrl,
    ];

    /// The SQL name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Valid => "uri_valid",
            Kind::Error => "uri_error",
            Kind::Scheme => "uri_scheme",
            Kind::Userinfo => "uri_userinfo",
            Kind::Host => "uri_host",
            Kind::HostKind => "uri_host_kind",
            Kind::Port => "uri_port",
            Kind::Path => "uri_path",
            Kind::Query => "uri_query",
            Kind::Fragment => "uri_fragment",
            Kind::QueryValue => "uri_query_value",
            Kind::Normalize => "uri_normalize",
            Kind::Resolve => "uri_resolve",
            Kind::Relative => "uri_relative",
            Kind::Encode => "uri_encode",
            Kind::Decode => "uri_decode",
            Kind::Parse => "uri_parse",
            Kind::Lint => "uri_lint",
            Kind::Extract => "uri_extract",
            Kind::ToAscii => "uri_to_ascii",
            Kind::Repair => "uri_repair",
            Kind::Repairs => "uri_repairs",
            Kind::RegistrableDomain => "uri_registrable_domain",
            Kind::PublicSuffix => "uri_public_suffix",
            Kind::HostRegistrableDomain => "host_registrable_domain",
            Kind::HostPublicSuffix => "host_public_suffix",
            Kind::UrlExtractProtocol => "url_extract_protocol",
            Kind::UrlExtractHost => "url_extract_host",
            Kind::UrlExtractPort => "url_extract_port",
            Kind::UrlExtractPath => "url_extract_path",
            Kind::UrlExtractQuery => "url_extract_query",
            Kind::UrlExtractFragment => "url_extract_fragment",
            Kind::UrlExtractParameter => "url_extract_parameter",
            Kind::UrlEncode => "url_encode",
            Kind::UrlDecode => "url_decode",
            Kind::ParseUrl => "parse_url",
        }
    }

    /// The least and the most arguments.
    const fn arity(self) -> (usize, usize) {
        match self {
            Kind::QueryValue
            | Kind::Resolve
            | Kind::Relative
            | Kind::Encode
            | Kind::UrlExtractParameter => (2, 2),
            Kind::Normalize
            | Kind::RegistrableDomain
            | Kind::PublicSuffix
            | Kind::HostRegistrableDomain
            | Kind::HostPublicSuffix => (1, 2),
            Kind::ParseUrl => (2, 3),
            _ => (1, 1),
        }
    }
}

/// The fields of `uri_parse`'s struct, in order: the components of
/// `urlkit parse` (the library's one list of their names), each NULL when
/// absent.
pub const PARSE_FIELDS: [&str; 9] = urlkit::COMPONENT_NAMES;

/// One urlkit function, as a DataFusion scalar UDF.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlFunction {
    kind: Kind,
    signature: Signature,
}

impl UrlFunction {
    /// The function `kind`.
    #[must_use]
    pub fn new(kind: Kind) -> UrlFunction {
        UrlFunction {
            kind,
            signature: Signature::user_defined(Volatility::Immutable),
        }
    }

    /// Which function this is.
    #[must_use]
    pub fn kind(&self) -> Kind {
        self.kind
    }
}

/// Every function as a [`ScalarUDF`], ready to register.
#[must_use]
pub fn all() -> Vec<ScalarUDF> {
    Kind::ALL
        .iter()
        .map(|&k| ScalarUDF::new_from_impl(UrlFunction::new(k)))
        .collect()
}

/// The type of `uri_lint` and `uri_extract`: a list of strings.
fn string_list() -> DataType {
    DataType::List(Arc::new(Field::new_list_field(DataType::Utf8, true)))
}

/// The fields of `uri_parse`'s struct.
fn parse_fields() -> Fields {
    PARSE_FIELDS
        .iter()
        .map(|name| Field::new(*name, DataType::Utf8, true))
        .collect()
}

impl ScalarUDFImpl for UrlFunction {
    fn name(&self) -> &str {
        self.kind.name()
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn coerce_types(&self, arg_types: &[DataType]) -> Result<Vec<DataType>> {
        let (least, most) = self.kind.arity();
        if arg_types.len() < least || arg_types.len() > most {
            let expected = if least == most {
                least.to_string()
            } else {
                format!("{least} to {most}")
            };
            return plan_err!(
                "{} takes {expected} argument(s), got {}",
                self.name(),
                arg_types.len()
            );
        }
        coerce_strings(self.name(), arg_types)
    }

    fn return_type(&self, arg_types: &[DataType]) -> Result<DataType> {
        Ok(match self.kind {
            Kind::Valid => DataType::Boolean,
            Kind::UrlExtractPort => DataType::Int64,
            Kind::Parse => DataType::Struct(parse_fields()),
            Kind::Lint | Kind::Extract | Kind::Repairs => string_list(),
            _ => string_type_like(arg_types),
        })
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let out_type = args.return_field.data_type().clone();
        let (rows, scalar) = shape(&args.args, args.number_rows);
        let values = &args.args;
        let array = match self.kind {
            Kind::Valid => bools(values, rows, self.name(), |s| UriRefView::parse(s).is_ok())?,
            Kind::UrlExtractPort => ints(values, rows, self.name(), |s| {
                let port = UriRefView::parse(s).ok()?.port_u16().ok()??;
                Some(i64::from(port))
            })?,
            Kind::Parse => parse_struct(values, rows, self.name())?,
            // The registrable domain or the public suffix of the host, in
            // A-labels (the form to compare and group by); NULL for an
            // address, a host without a site, or a suffix asked for its
            // registrable domain.
            Kind::RegistrableDomain
            | Kind::PublicSuffix
            | Kind::HostRegistrableDomain
            | Kind::HostPublicSuffix => sites(values, rows, self.kind, &out_type)?,
            Kind::Lint => lists(values, rows, self.name(), |s, out| {
                let view = UriRefView::parse(s).ok()?;
                for w in urlkit::lint::lint_view(view) {
                    out.append_value(w.code().as_str());
                }
                Some(())
            })?,
            Kind::Repairs => lists(values, rows, self.name(), |s, out| {
                let repaired = UriRef::parse_lenient(s).ok()?;
                for r in repaired.repairs() {
                    out.append_value(r.kind().as_str());
                }
                Some(())
            })?,
            Kind::Extract => lists(values, rows, self.name(), |s, out| {
                for found in urlkit::extract::extract(s) {
                    out.append_value(found.uri().as_str());
                }
                Some(())
            })?,
            kind => strings(
                values,
                rows,
                self.name(),
                &out_type,
                string_fn(kind, values.len()),
            )?,
        };
        finish(array, scalar)
    }
}

/// The `sections` argument of the site functions: `'all'` (the default)
/// or `'icann'`, any case.
fn site_sections(kind: Kind, name: &str, arg_count: usize) -> Result<Sections> {
    if arg_count < 2 || name.eq_ignore_ascii_case("all") {
        Ok(Sections::All)
    } else if name.eq_ignore_ascii_case("icann") {
        Ok(Sections::Icann)
    } else {
        exec_err!(
            "{}: unknown sections '{}' (expected 'all' or 'icann')",
            kind.name(),
            Excerpt::new(name)
        )
    }
}

/// What a string function does with one row's arguments (unused ones
/// are `""`): `Ok(None)` is NULL.
type RowFn<'a> = Box<dyn FnMut([&'a str; 3]) -> Result<Option<Cow<'a, str>>> + 'a>;

/// The row function of each function that returns a string.
fn string_fn<'a>(kind: Kind, arg_count: usize) -> RowFn<'a> {
    // A view of the first argument, or NULL for the row.
    fn view(s: &str) -> Option<UriRefView<'_>> {
        UriRefView::parse(s).ok()
    }
    fn borrowed(s: Option<&str>) -> Result<Option<Cow<'_, str>>> {
        Ok(s.map(Cow::Borrowed))
    }
    match kind {
        Kind::Error => Box::new(|[s, ..]| {
            Ok(UriRefView::parse(s)
                .err()
                .map(|e| Cow::Owned(format!("{e:#}"))))
        }),
        Kind::Scheme | Kind::UrlExtractProtocol => {
            Box::new(|[s, ..]| borrowed(view(s).and_then(UriRefView::scheme)))
        }
        Kind::Userinfo => Box::new(|[s, ..]| borrowed(view(s).and_then(UriRefView::userinfo))),
        Kind::Host | Kind::UrlExtractHost => {
            Box::new(|[s, ..]| borrowed(view(s).and_then(UriRefView::host)))
        }
        Kind::HostKind => Box::new(|[s, ..]| {
            borrowed(view(s).and_then(UriRefView::host_kind).map(|k| k.as_str()))
        }),
        Kind::Port => Box::new(|[s, ..]| borrowed(view(s).and_then(UriRefView::port))),
        Kind::Path | Kind::UrlExtractPath => {
            Box::new(|[s, ..]| borrowed(view(s).map(UriRefView::path)))
        }
        Kind::Query | Kind::UrlExtractQuery => {
            Box::new(|[s, ..]| borrowed(view(s).and_then(UriRefView::query)))
        }
        Kind::Fragment | Kind::UrlExtractFragment => {
            Box::new(|[s, ..]| borrowed(view(s).and_then(UriRefView::fragment)))
        }
        Kind::QueryValue => Box::new(|[s, key, _]| {
            Ok(view(s).and_then(|v| {
                v.query_pairs()
                    .find(|(k, _)| k == key)
                    .map(|(_, value)| value)
            }))
        }),
        Kind::UrlExtractParameter => Box::new(|[s, key, _]| {
            // Trino's documented reading, RFC 1866 §8.2.1: form pairs.
            Ok(view(s).and_then(|v| {
                v.form_pairs()
                    .find(|(k, _)| k == key)
                    .map(|(_, value)| value)
            }))
        }),
        Kind::Normalize => Box::new(move |[s, level, _]| {
            let level = if arg_count > 1 {
                normalize_level(level)?
            } else {
                NormalizeLevel::Scheme
            };
            Ok(view(s).map(|v| Cow::Owned(v.normalize_with(level).into_string())))
        }),
        Kind::Resolve => {
            let mut base_cache = BaseCache::default();
            Box::new(move |[base, reference, _]| {
                let Some(base) = base_cache.get(base) else {
                    return Ok(None);
                };
                let Ok(reference) = UriRef::parse(reference) else {
                    return Ok(None);
                };
                Ok(Resolver::new()
                    .resolve(base, &reference)
                    .ok()
                    .map(|u| Cow::Owned(u.into_string())))
            })
        }
        Kind::Relative => {
            let mut base_cache = BaseCache::default();
            Box::new(move |[base, target, _]| {
                let Some(base) = base_cache.get(base) else {
                    return Ok(None);
                };
                let Ok(target) = Uri::parse(target) else {
                    return Ok(None);
                };
                Ok(Some(Cow::Owned(base.make_relative(&target).map_or_else(
                    || target.into_string(),
                    UriRef::into_string,
                ))))
            })
        }
        Kind::Encode => Box::new(|[text, component, _]| {
            let Some(component) = Component::from_name(component) else {
                return exec_err!(
                    "uri_encode: unknown component '{}' (expected userinfo, reg-name, segment, path, query, query-value, fragment or form)",
                    Excerpt::new(component)
                );
            };
            Ok(Some(pct::encode(text, component).to_cow()))
        }),
        Kind::Decode => Box::new(|[text, ..]| Ok(pct::decode_utf8(text).ok())),
        Kind::ToAscii => Box::new(|[s, ..]| {
            Ok(IriRefView::parse(s)
                .ok()
                .map(|iri| Cow::Owned(iri.to_uri().into_string())))
        }),
        Kind::Repair => Box::new(|[s, ..]| {
            // Valid input comes back as written (the repair's promise), so
            // it is copied from the input without building a `UriRef`;
            // the plain path, `parse_lenient` alone, gives the same text
            // (tests/functions.rs and tests/arbitrary.rs compare them).
            if UriRefView::parse(s).is_ok() {
                return Ok(Some(Cow::Borrowed(s)));
            }
            Ok(UriRef::parse_lenient(s)
                .ok()
                .map(|r| Cow::Owned(r.into_uri().into_string())))
        }),
        Kind::UrlEncode => {
            Box::new(|[text, ..]| Ok(Some(pct::encode(text, Component::Form).to_cow())))
        }
        Kind::UrlDecode => Box::new(|[text, ..]| Ok(pct::decode_form(text).ok())),
        Kind::ParseUrl => Box::new(move |[s, part, key]| {
            Ok(view(s).and_then(|v| {
                if arg_count > 2 {
                    spark_query_value(v, part, key).map(Cow::Borrowed)
                } else {
                    spark_part(v, part)
                }
            }))
        }),
        // The functions that do not return a string, and the site
        // functions, have their own loops.
        Kind::RegistrableDomain
        | Kind::PublicSuffix
        | Kind::HostRegistrableDomain
        | Kind::HostPublicSuffix
        | Kind::Valid
        | Kind::UrlExtractPort
        | Kind::Parse
        | Kind::Lint
        | Kind::Extract
        | Kind::Repairs => Box::new(|_| Ok(None)),
    }
}

/// `uri_normalize`'s second argument.
fn normalize_level(name: &str) -> Result<NormalizeLevel> {
    if name.eq_ignore_ascii_case("syntax") {
        Ok(NormalizeLevel::Syntax)
    } else if name.eq_ignore_ascii_case("scheme") {
        Ok(NormalizeLevel::Scheme)
    } else {
        exec_err!(
            "uri_normalize: unknown level '{}' (expected 'syntax' or 'scheme')",
            Excerpt::new(name)
        )
    }
}

/// Spark's `parse_url(url, part)`: the part names are Spark's, upper case
/// only (as in Spark); an unknown part is NULL.
fn spark_part<'a>(v: UriRefView<'a>, part: &str) -> Option<Cow<'a, str>> {
    let borrowed = match part {
        "HOST" => v.host(),
        "PATH" => Some(v.path()),
        "QUERY" => v.query(),
        "REF" => v.fragment(),
        "PROTOCOL" => v.scheme(),
        "AUTHORITY" => v.authority(),
        "USERINFO" => v.userinfo(),
        "FILE" => {
            // The path and the query with its '?': one slice of the input.
            let path = v.path();
            let text = v.as_str();
            let start = path.as_ptr() as usize - text.as_ptr() as usize;
            let end = v.query().map_or(start + path.len(), |q| {
                q.as_ptr() as usize - text.as_ptr() as usize + q.len()
            });
            text.get(start..end)
        }
        _ => None,
    };
    borrowed.map(Cow::Borrowed)
}

/// Spark's `parse_url(url, 'QUERY', key)`: the raw value of the first
/// `key=value` pair whose raw key is `key` (Spark matches the regular
/// expression `(&|^)key=([^&]*)`; here `key` is matched as text).
fn spark_query_value<'a>(v: UriRefView<'a>, part: &str, key: &str) -> Option<&'a str> {
    if part != "QUERY" {
        return None;
    }
    v.query()?.split('&').find_map(|pair| {
        pair.split_once('=')
            .filter(|(k, _)| *k == key)
            .map(|(_, value)| value)
    })
}

/// The last base parsed, so that a constant base is parsed once a batch.
#[derive(Default)]
struct BaseCache<'a> {
    text: Option<&'a str>,
    base: Option<Uri>,
}

impl<'a> BaseCache<'a> {
    fn get(&mut self, text: &'a str) -> Option<&Uri> {
        if self.text != Some(text) {
            self.text = Some(text);
            self.base = Uri::parse(text).ok();
        }
        self.base.as_ref()
    }
}

/// Reads the arguments of a function.
fn read_args<'a>(values: &'a [ColumnarValue], name: &str) -> Result<Vec<Strs<'a>>> {
    values.iter().map(|v| Strs::new(v, name)).collect()
}

/// One row's arguments, or `None` when any is NULL.
#[inline]
fn row<'a>(args: &[Strs<'a>], i: usize) -> Option<[&'a str; 3]> {
    let mut out = [""; 3];
    for (slot, arg) in out.iter_mut().zip(args) {
        *slot = arg.get(i)?;
    }
    Some(out)
}

/// Runs a string function over every row.
fn strings<'a>(
    values: &'a [ColumnarValue],
    rows: usize,
    name: &str,
    out_type: &DataType,
    mut f: RowFn<'a>,
) -> Result<ArrayRef> {
    let args = read_args(values, name)?;
    let mut out = StrOut::new(out_type, rows, args.first());
    for i in 0..rows {
        match row(&args, i) {
            Some(r) => match f(r)? {
                // Maybe a slice of the first argument: `push_part` checks.
                Some(Cow::Borrowed(part)) => out.push_part(i, r[0], part)?,
                Some(Cow::Owned(value)) => out.push(Some(value.as_str()))?,
                None => out.push(None)?,
            },
            None => out.push(None)?,
        }
    }
    Ok(out.finish())
}

/// Runs a site function (`uri_registrable_domain`, `uri_public_suffix`
/// and their `host_` forms) over every row. The part is a slice of the
/// input whenever the host is lowercase A-labels already (nearly always),
/// so it is written without a `String` per row.
fn sites(
    values: &[ColumnarValue],
    rows: usize,
    kind: Kind,
    out_type: &DataType,
) -> Result<ArrayRef> {
    let args = read_args(values, kind.name())?;
    let mut out = StrOut::new(out_type, rows, args.first());
    let list = List::shared();
    let of_uri = matches!(kind, Kind::RegistrableDomain | Kind::PublicSuffix);
    for i in 0..rows {
        let Some([s, sections, _]) = row(&args, i) else {
            out.push(None)?;
            continue;
        };
        let sections = site_sections(kind, sections, args.len())?;
        let host = if of_uri {
            UriRefView::parse(s).ok().and_then(UriRefView::host)
        } else {
            Some(s)
        };
        let site = host.and_then(|h| list.site_with(h, sections));
        let part = site.as_ref().and_then(|site| match kind {
            Kind::PublicSuffix | Kind::HostPublicSuffix => Some(site.public_suffix_ascii()),
            _ => site.registrable_domain_ascii(),
        });
        match part {
            Some(part) => out.push_part(i, s, part)?,
            None => out.push(None)?,
        }
    }
    Ok(out.finish())
}

/// Runs a Boolean function of one argument over every row.
fn bools(
    values: &[ColumnarValue],
    rows: usize,
    name: &str,
    f: impl Fn(&str) -> bool,
) -> Result<ArrayRef> {
    let args = read_args(values, name)?;
    let mut out = BooleanBuilder::with_capacity(rows);
    for i in 0..rows {
        out.append_option(row(&args, i).map(|[s, ..]| f(s)));
    }
    Ok(Arc::new(out.finish()))
}

/// Runs an integer function of one argument over every row.
fn ints(
    values: &[ColumnarValue],
    rows: usize,
    name: &str,
    f: impl Fn(&str) -> Option<i64>,
) -> Result<ArrayRef> {
    let args = read_args(values, name)?;
    let mut out = Int64Builder::with_capacity(rows);
    for i in 0..rows {
        out.append_option(row(&args, i).and_then(|[s, ..]| f(s)));
    }
    Ok(Arc::new(out.finish()))
}

/// Runs a list function of one argument over every row: `f` appends the
/// items and returns `None` for a NULL list.
fn lists(
    values: &[ColumnarValue],
    rows: usize,
    name: &str,
    f: impl Fn(&str, &mut StringBuilder) -> Option<()>,
) -> Result<ArrayRef> {
    let args = read_args(values, name)?;
    let mut out = ListBuilder::with_capacity(StringBuilder::new(), rows);
    for i in 0..rows {
        let valid = row(&args, i)
            .and_then(|[s, ..]| f(s, out.values()))
            .is_some();
        // `f` returns `None` before it appends anything.
        if valid {
            out.append(true);
        } else {
            out.append_null();
        }
    }
    Ok(Arc::new(out.finish()))
}

/// `uri_parse`: a struct of every component; NULL for NULL or invalid.
fn parse_struct(values: &[ColumnarValue], rows: usize, name: &str) -> Result<ArrayRef> {
    let args = read_args(values, name)?;
    let mut fields: Vec<StringBuilder> = (0..PARSE_FIELDS.len())
        .map(|_| StringBuilder::with_capacity(rows, 0))
        .collect();
    let mut valid = Vec::with_capacity(rows);
    for i in 0..rows {
        let view = row(&args, i).and_then(|[s, ..]| UriRefView::parse(s).ok());
        valid.push(view.is_some());
        let parts = view.map_or([None; PARSE_FIELDS.len()], UriRefView::components);
        for (builder, part) in fields.iter_mut().zip(parts) {
            builder.append_option(part);
        }
    }
    let arrays: Vec<ArrayRef> = fields
        .into_iter()
        .map(|mut b| Arc::new(b.finish()) as ArrayRef)
        .collect();
    Ok(Arc::new(StructArray::try_new(
        parse_fields(),
        arrays,
        Some(NullBuffer::from(valid)),
    )?))
}
