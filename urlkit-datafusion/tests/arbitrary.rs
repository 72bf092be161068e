//! Every registered function over arbitrary strings (the property
//! test for the SQL functions): URI-shaped and shapeless text, non-ASCII,
//! controls, invalid URIs, arrays with NULLs and constant (scalar)
//! arguments, in Utf8, LargeUtf8 and Utf8View. For each function and row:
//! no error and no panic, one output row per input row, NULL in gives NULL
//! out, and the value equals the library's own answer, computed here with
//! its owned types (`UriRef`, `Uri`, `IriRef`) where the functions use
//! borrowed views.
//!
//! The functions are called as DataFusion calls them, through
//! `ScalarUDF::invoke_with_args` (which, in a debug build, also checks the
//! result's type against `return_type`).

mod common;

use std::sync::Arc;

use datafusion::arrow::array::{
    Array, ArrayRef, AsArray, LargeStringArray, StringArray, StringViewArray,
};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::{DataType, Field, FieldRef};
use datafusion::common::config::ConfigOptions;
use datafusion::common::ScalarValue;
use datafusion::logical_expr::{ColumnarValue, ScalarFunctionArgs};
use proptest::prelude::*;
use urlkit::pct::{self, Component};
use urlkit::{IriRef, NormalizeLevel, Resolver, Uri, UriRef};
use urlkit_datafusion::{udfs, Kind};

/// One row of a result as the test compares it: NULL, or its parts as text
/// (one part for a string, Boolean or integer; the items of a list; the
/// fields of a struct).
type Value = Option<Vec<Option<String>>>;

/// Pieces URIs are made of, and pieces that break them.
const PIECES: &[&str] = &[
    "http",
    "https",
    "HTTP",
    "file",
    "mailto",
    "urn",
    "://",
    ":",
    "//",
    "/",
    "/./",
    "/../",
    "?",
    "#",
    "&",
    "=",
    "+",
    "@",
    "[",
    "]",
    "[::1]",
    "[v7.x]",
    "%eth0",
    "%25",
    "%",
    "%4",
    "%41",
    "%zz",
    "%C3%A4",
    "%FF",
    "80",
    "99999",
    "0x7f.1",
    "127.0.0.1",
    "example.com",
    "a_b",
    "xn--",
    "k",
    "v",
    " ",
    "\t",
    "\n",
    "\r",
    "\\",
    "|",
    "\"",
    "<",
    ">",
    "{",
    "}",
    "^",
    "`",
    "ä",
    "€",
    "日本",
    "\u{feff}",
    "\u{0}",
    "\u{7f}",
    "\u{200b}",
    "ß",
    "ｅ",
    "..",
    ".",
];

/// An arbitrary string: URI-shaped pieces and arbitrary characters.
fn text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        4 => proptest::sample::select(PIECES).prop_map(str::to_owned),
        1 => any::<char>().prop_map(String::from),
        1 => "[ -~]{1,4}",
    ];
    prop_oneof![
        4 => proptest::collection::vec(piece, 0..12).prop_map(|p| p.concat()),
        1 => any::<String>(),
    ]
}

/// A column: values, about one in five NULL.
fn column(rows: usize) -> impl Strategy<Value = Vec<Option<String>>> {
    proptest::collection::vec(proptest::option::weighted(0.8, text()), rows)
}

/// One generated case: the first argument, the second (arbitrary text, or
/// the index of a word from the function's own vocabulary), and how the
/// arguments are passed.
#[derive(Debug, Clone)]
struct Case {
    first: Vec<Option<String>>,
    second: Vec<Option<String>>,
    picks: Vec<Option<u8>>,
    first_scalar: bool,
    second_scalar: bool,
    optional_arg: bool,
}

fn case() -> impl Strategy<Value = Case> {
    (0usize..8).prop_flat_map(|rows| {
        (
            column(rows),
            column(rows),
            proptest::collection::vec(proptest::option::weighted(0.85, any::<u8>()), rows),
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(
                |(first, second, picks, first_scalar, second_scalar, optional_arg)| Case {
                    first,
                    second,
                    picks,
                    first_scalar,
                    second_scalar,
                    optional_arg,
                },
            )
    })
}

/// The words a function's second argument must be one of (another word is
/// a misuse, an error by design), or `None` when it takes any text.
fn vocabulary(kind: Kind) -> Option<&'static [&'static str]> {
    match kind {
        Kind::Normalize => Some(&["syntax", "scheme", "SYNTAX", "Scheme"]),
        Kind::Encode => Some(&[
            "userinfo",
            "reg-name",
            "segment",
            "path",
            "query",
            "query-value",
            "fragment",
            "form",
        ]),
        Kind::ParseUrl => Some(&[
            "HOST",
            "PATH",
            "QUERY",
            "REF",
            "PROTOCOL",
            "FILE",
            "AUTHORITY",
            "USERINFO",
            "host",
            "OTHER",
        ]),
        _ => None,
    }
}

/// How many arguments `kind` gets in this case.
fn arg_count(kind: Kind, case: &Case) -> usize {
    match kind {
        Kind::QueryValue
        | Kind::Resolve
        | Kind::Relative
        | Kind::Encode
        | Kind::UrlExtractParameter => 2,
        Kind::Normalize => 1 + usize::from(case.optional_arg),
        Kind::ParseUrl => 2 + usize::from(case.optional_arg),
        _ => 1,
    }
}

/// The argument columns of `kind` in this case, as text rows: the first,
/// the second (vocabulary words or arbitrary text), the third (Spark's
/// query key: arbitrary text).
fn arg_rows(kind: Kind, case: &Case) -> Vec<Vec<Option<String>>> {
    let n = arg_count(kind, case);
    let mut args = vec![case.first.clone()];
    if n > 1 {
        args.push(match vocabulary(kind) {
            Some(words) => case
                .picks
                .iter()
                .map(|p| p.map(|i| words[usize::from(i) % words.len()].to_owned()))
                .collect(),
            None => case.second.clone(),
        });
    }
    if n > 2 {
        args.push(case.second.clone());
    }
    args
}

/// A column of `data_type`, or its first row as a scalar (NULL when empty).
fn columnar(rows: &[Option<String>], data_type: &DataType, scalar: bool) -> ColumnarValue {
    if scalar {
        let v = rows.first().cloned().flatten();
        return ColumnarValue::Scalar(match data_type {
            DataType::LargeUtf8 => ScalarValue::LargeUtf8(v),
            DataType::Utf8View => ScalarValue::Utf8View(v),
            _ => ScalarValue::Utf8(v),
        });
    }
    let rows = rows.to_vec();
    ColumnarValue::Array(match data_type {
        DataType::LargeUtf8 => Arc::new(LargeStringArray::from(rows)) as ArrayRef,
        DataType::Utf8View => Arc::new(StringViewArray::from(rows)),
        _ => Arc::new(StringArray::from(rows)),
    })
}

/// Row `i` of a result array as text.
fn text_at(col: &ArrayRef, i: usize) -> Option<String> {
    if col.is_null(i) {
        return None;
    }
    let t = cast(&col.slice(i, 1), &DataType::Utf8).unwrap();
    Some(t.as_string::<i32>().value(0).to_owned())
}

/// Every row of a result array.
fn values_of(array: &ArrayRef) -> Vec<Value> {
    (0..array.len())
        .map(|i| {
            if array.is_null(i) {
                return None;
            }
            Some(match array.data_type() {
                DataType::List(_) => {
                    let list = array.as_list::<i32>().value(i);
                    let items = list.as_string::<i32>();
                    items.iter().map(|x| x.map(str::to_owned)).collect()
                }
                DataType::Struct(_) => array
                    .as_struct()
                    .columns()
                    .iter()
                    .map(|c| text_at(c, i))
                    .collect(),
                _ => vec![text_at(array, i)],
            })
        })
        .collect()
}

fn one(s: impl Into<String>) -> Value {
    Some(vec![Some(s.into())])
}

fn part(s: Option<&str>) -> Value {
    s.and_then(one)
}

fn list<'a>(items: impl IntoIterator<Item = &'a str>) -> Value {
    Some(items.into_iter().map(|s| Some(s.to_owned())).collect())
}

/// The library's answer for one row whose arguments are all non-NULL. The
/// match has no catch-all arm, so a new function does not compile here
/// until it has a reference.
fn reference(kind: Kind, args: &[&str]) -> Value {
    let s = args[0];
    let uri = || UriRef::parse(s).ok();
    match kind {
        Kind::Valid => one(uri().is_some().to_string()),
        Kind::Error => one(format!("{:#}", UriRef::parse(s).err()?)),
        Kind::Scheme | Kind::UrlExtractProtocol => part(uri()?.scheme()),
        Kind::Userinfo => part(uri()?.userinfo()),
        Kind::Host | Kind::UrlExtractHost => part(uri()?.host()),
        Kind::HostKind => part(uri()?.host_kind().map(|k| k.as_str())),
        Kind::Port => part(uri()?.port()),
        Kind::Path | Kind::UrlExtractPath => one(uri()?.path()),
        Kind::Query | Kind::UrlExtractQuery => part(uri()?.query()),
        Kind::Fragment | Kind::UrlExtractFragment => part(uri()?.fragment()),
        Kind::QueryValue => {
            let u = uri()?;
            let v = u.query_pairs().find(|(k, _)| k == args[1])?.1;
            one(v)
        }
        Kind::UrlExtractParameter => {
            let u = uri()?;
            let v = u.form_pairs().find(|(k, _)| k == args[1])?.1;
            one(v)
        }
        Kind::RegistrableDomain
        | Kind::PublicSuffix
        | Kind::HostRegistrableDomain
        | Kind::HostPublicSuffix => {
            let sections = match args.get(1) {
                Some(s) if s.eq_ignore_ascii_case("icann") => urlkit::site::Sections::Icann,
                _ => urlkit::site::Sections::All,
            };
            let u = uri();
            let host = match kind {
                Kind::RegistrableDomain | Kind::PublicSuffix => u.as_ref()?.host()?,
                _ => s,
            };
            let site = urlkit::site::List::shared().site_with(host, sections)?;
            match kind {
                Kind::PublicSuffix | Kind::HostPublicSuffix => one(site.public_suffix_ascii()),
                _ => part(site.registrable_domain_ascii()),
            }
        }
        Kind::Normalize => {
            let u = uri()?;
            one(match args.get(1) {
                None => u.normalize().into_string(),
                Some(level) if level.eq_ignore_ascii_case("syntax") => {
                    u.normalize_with(NormalizeLevel::Syntax).into_string()
                }
                Some(_) => u.normalize_with(NormalizeLevel::Scheme).into_string(),
            })
        }
        Kind::Resolve => {
            let base = Uri::parse(s).ok()?;
            let r = UriRef::parse(args[1]).ok()?;
            one(Resolver::new().resolve(&base, &r).ok()?.into_string())
        }
        Kind::Relative => {
            let base = Uri::parse(s).ok()?;
            let target = Uri::parse(args[1]).ok()?;
            one(base
                .make_relative(&target)
                .map_or_else(|| target.to_string(), UriRef::into_string))
        }
        Kind::Encode => one(pct::encode(s, Component::from_name(args[1]).unwrap()).to_string()),
        Kind::Decode => one(pct::decode_utf8(s).ok()?),
        Kind::Parse => {
            let u = uri()?;
            Some(
                urlkit::COMPONENT_NAMES
                    .iter()
                    .map(|name| common::component(&u, name).map(str::to_owned))
                    .collect(),
            )
        }
        Kind::Lint => list(
            urlkit::lint::lint(&uri()?)
                .iter()
                .map(|w| w.code().as_str()),
        ),
        Kind::Extract => Some(
            urlkit::extract::extract(s)
                .map(|f| Some(f.uri().to_string()))
                .collect(),
        ),
        Kind::ToAscii => one(IriRef::parse(s).ok()?.to_uri().into_string()),
        Kind::Repair => one(UriRef::parse_lenient(s).ok()?.into_uri().into_string()),
        Kind::Repairs => list(
            UriRef::parse_lenient(s)
                .ok()?
                .repairs()
                .iter()
                .map(|r| r.kind().as_str()),
        ),
        Kind::UrlExtractPort => one(uri()?.port_u16().ok()??.to_string()),
        Kind::UrlEncode => one(pct::encode(s, Component::Form).to_string()),
        Kind::UrlDecode => one(pct::decode_form(s).ok()?),
        Kind::ParseUrl => {
            let u = uri()?;
            if let Some(key) = args.get(2) {
                if args[1] != "QUERY" {
                    return None;
                }
                let v = u.query()?.split('&').find_map(|p| {
                    let (k, v) = p.split_once('=')?;
                    (k == *key).then_some(v)
                });
                return part(v);
            }
            match args[1] {
                "HOST" => part(u.host()),
                "PATH" => one(u.path()),
                "QUERY" => part(u.query()),
                "REF" => part(u.fragment()),
                "PROTOCOL" => part(u.scheme()),
                "AUTHORITY" => part(u.authority()),
                "USERINFO" => part(u.userinfo()),
                "FILE" => one(match u.query() {
                    Some(q) => format!("{}?{q}", u.path()),
                    None => u.path().to_owned(),
                }),
                _ => None,
            }
        }
    }
}

/// Runs every function on one case in one string type and checks it.
fn check_case(case: &Case, data_type: &DataType) -> Result<(), TestCaseError> {
    let rows = case.first.len();
    let config = Arc::new(ConfigOptions::default());
    let functions = udfs();
    assert_eq!(functions.len(), Kind::ALL.len());
    for udf in functions {
        let kind = Kind::ALL
            .into_iter()
            .find(|k| k.name() == udf.name())
            .unwrap();
        let texts = arg_rows(kind, case);
        // The first argument has the case's type; the others are Utf8
        // literals when scalar (as SQL writes them), else the same type.
        let scalars: Vec<bool> = (0..texts.len())
            .map(|i| {
                if i == 0 {
                    case.first_scalar
                } else {
                    case.second_scalar
                }
            })
            .collect();
        let types: Vec<DataType> = scalars
            .iter()
            .enumerate()
            .map(|(i, &scalar)| {
                if i > 0 && scalar {
                    DataType::Utf8
                } else {
                    data_type.clone()
                }
            })
            .collect();
        let args: Vec<ColumnarValue> = texts
            .iter()
            .zip(&scalars)
            .zip(&types)
            .map(|((t, &scalar), ty)| columnar(t, ty, scalar))
            .collect();
        let arg_fields: Vec<FieldRef> = types
            .iter()
            .enumerate()
            .map(|(i, t)| Arc::new(Field::new(format!("a{i}"), t.clone(), true)))
            .collect();
        let return_type = udf.return_type(&types).unwrap();
        let all_scalar = scalars.iter().all(|&s| s);
        let result = udf.invoke_with_args(ScalarFunctionArgs {
            args,
            arg_fields,
            number_rows: rows,
            return_field: Arc::new(Field::new(udf.name(), return_type.clone(), true)),
            config_options: config.clone(),
        });
        let result = match result {
            Ok(r) => r,
            Err(e) => return Err(TestCaseError::fail(format!("{}: {e}", udf.name()))),
        };
        prop_assert_eq!(
            matches!(result, ColumnarValue::Scalar(_)),
            all_scalar,
            "{}: a scalar result exactly when every argument is one",
            udf.name()
        );
        let array = result.into_array(rows).unwrap();
        prop_assert_eq!(array.len(), rows, "{}: one row out per row in", udf.name());
        prop_assert_eq!(array.data_type(), &return_type);
        if matches!(
            return_type,
            DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View
        ) {
            prop_assert_eq!(&return_type, data_type, "{}: result type", udf.name());
        }
        for (i, got) in values_of(&array).into_iter().enumerate() {
            // Row i of each argument (a scalar stands for every row).
            let row: Option<Vec<&str>> = texts
                .iter()
                .zip(&scalars)
                .map(|(t, &scalar)| {
                    let j = if scalar { 0 } else { i };
                    t.get(j).and_then(|v| v.as_deref())
                })
                .collect();
            let want = row.and_then(|args| reference(kind, &args));
            prop_assert_eq!(&got, &want, "{} on {:?}", udf.name(), row_args(&texts, i));
        }
    }
    Ok(())
}

/// The arguments of row `i`, for a failure's message.
fn row_args(texts: &[Vec<Option<String>>], i: usize) -> Vec<Option<&str>> {
    texts
        .iter()
        .map(|t| t.get(i).or(t.first()).and_then(|v| v.as_deref()))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(192))]

    #[test]
    fn every_function_on_arbitrary_strings(case in case()) {
        for data_type in [DataType::Utf8, DataType::LargeUtf8, DataType::Utf8View] {
            check_case(&case, &data_type)?;
        }
    }
}
