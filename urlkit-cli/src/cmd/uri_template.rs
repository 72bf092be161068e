//! `urlkit template expand` and `urlkit template match`: RFC 6570 URI
//! Templates, by the library's `urlkit::template` (the contract is in
//! docs/cli.md). Not to be confused with `template.rs`, the engine of the
//! `--format` option.

use std::fmt;
use std::fs::File;
use std::io::{self, BufReader, Read, Write};
use std::path::PathBuf;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use urlkit::template::{Matcher, UriTemplate, VarValue, Vars};
use urlkit::IriRef;

use crate::args::{ExpandArgs, MatchArgs, UriTemplateArgs, UriTemplateCommand};
use crate::config::Config;
use crate::exit::Status;
use crate::input::{Item, Reader};
use crate::output::{self, error_obj, push_json_str, Obj, Paint};

/// Runs `urlkit template`.
pub fn run(cfg: &Config, args: UriTemplateArgs) -> io::Result<Status> {
    match args.command {
        UriTemplateCommand::Expand(args) => expand(cfg, args),
        UriTemplateCommand::Match(args) => match_uris(cfg, args),
    }
}

/// The template, or a usage error naming where it is not RFC 6570.
fn parse_template(text: &str) -> io::Result<UriTemplate> {
    UriTemplate::parse(text).map_err(|e| {
        crate::exit::usage(format!(
            "invalid template '{}': {e}",
            urlkit::Excerpt::new(text)
        ))
    })
}

/// An expansion that failed: kind, index and message, as every error of
/// the command line.
struct Failed {
    kind: &'static str,
    index: usize,
    message: String,
}

/// Runs `urlkit template expand`.
fn expand(cfg: &Config, args: ExpandArgs) -> io::Result<Status> {
    let template = parse_template(&args.template)?;
    let iri = cfg.reading != crate::line::Reading::Strict;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut status = Status::Ok;
    let mut emit = |result: Result<Vars, Failed>, out: &mut dyn Write| -> io::Result<()> {
        let expanded = result.and_then(|vars| {
            let result = if iri {
                template.expand_iri_ref(&vars).map(IriRef::into_string)
            } else {
                template
                    .expand_uri_ref(&vars)
                    .map(urlkit::UriRef::into_string)
            };
            result.map_err(|e| Failed {
                kind: e.kind().as_str(),
                index: e.index(),
                message: e.to_string(),
            })
        });
        match expanded {
            Ok(text) => {
                if args.json {
                    writeln!(out, "{}", Obj::new().str("result", &text).finish())
                } else {
                    writeln!(out, "{}", output::shown(&text, Paint::plain(), cfg.raw))
                }
            }
            Err(f) => {
                status = Status::Invalid;
                if args.json {
                    let error = error_obj(f.kind, f.index, &f.message);
                    writeln!(out, "{}", Obj::new().raw("error", &error).finish())
                } else {
                    out.flush()?;
                    output::eprint_line(&format!("urlkit: {}", f.message));
                    Ok(())
                }
            }
        }
    };
    if !args.values.is_empty() {
        let mut vars = Vars::new();
        for pair in &args.values {
            let Some((name, value)) = pair.split_once('=') else {
                return Err(crate::exit::usage(format!(
                    "'{}' is not NAME=VALUE",
                    urlkit::Excerpt::new(pair)
                )));
            };
            if vars.get(name).is_some() {
                return Err(crate::exit::usage(format!(
                    "'{}' is given twice",
                    urlkit::Excerpt::new(name)
                )));
            }
            vars.set(name, value);
        }
        emit(Ok(vars), &mut out)?;
    } else {
        let mut sources: Vec<Option<PathBuf>> = cfg
            .files
            .iter()
            .map(|f| (f.as_os_str() != "-").then(|| f.clone()))
            .collect();
        if sources.is_empty() {
            sources.push(None);
        }
        for source in sources {
            let reader: Box<dyn Read> = match &source {
                None => Box::new(io::stdin()),
                Some(path) => match File::open(path) {
                    Ok(f) => Box::new(f),
                    Err(e) => {
                        cfg.report_failure(&format!("{}: {e}", path.display()));
                        continue;
                    }
                },
            };
            let stream =
                serde_json::Deserializer::from_reader(BufReader::new(reader)).into_iter::<Json>();
            for item in stream {
                match item {
                    Ok(json) => emit(to_vars(json), &mut out)?,
                    Err(e) if e.is_io() => {
                        let name = source
                            .as_ref()
                            .map_or("<stdin>".into(), |p| p.display().to_string());
                        cfg.report_failure(&format!("{name}: {e}"));
                        break;
                    }
                    Err(e) => {
                        let failed = Failed {
                            kind: "invalid-json",
                            index: e.column().saturating_sub(1),
                            message: format!("invalid JSON: {e}"),
                        };
                        emit(Err(failed), &mut out)?;
                        break;
                    }
                }
            }
        }
    }
    out.flush()?;
    Ok(if cfg.read_failed() {
        Status::Error
    } else {
        status
    })
}

/// A JSON value as the values of a template read it: scalars as their
/// text, and objects with their members in the order written (which
/// `serde_json::Value` does not keep without a feature).
enum Json {
    Null,
    Scalar(String),
    List(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Json, D::Error> {
        d.deserialize_any(JsonVisitor)
    }
}

/// Builds a [`Json`] from whatever JSON value comes.
struct JsonVisitor;

impl<'de> Visitor<'de> for JsonVisitor {
    type Value = Json;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_unit<E: de::Error>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Json, E> {
        Ok(Json::Scalar(v.to_string()))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Json, E> {
        Ok(Json::Scalar(v.to_string()))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Json, E> {
        Ok(Json::Scalar(v.to_string()))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Json, E> {
        Ok(Json::Scalar(v.to_string()))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Json, E> {
        Ok(Json::Scalar(v.to_owned()))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<Json, E> {
        Ok(Json::Scalar(v))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Json::List(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut members = Vec::new();
        while let Some((k, v)) = map.next_entry::<String, Json>()? {
            members.push((k, v));
        }
        Ok(Json::Object(members))
    }
}

/// The variables of one JSON object (see docs/cli.md for the mapping).
fn to_vars(json: Json) -> Result<Vars, Failed> {
    let invalid = |name: &str, what: &str| {
        Failed {
        kind: "invalid-value",
        index: 0,
        message: format!(
            "invalid value of '{}': {what} (expected a string, number, boolean, null, or an array or object of those)",
            urlkit::Excerpt::new(name)
        ),
    }
    };
    let Json::Object(members) = json else {
        return Err(Failed {
            kind: "invalid-value",
            index: 0,
            message: "the values are not a JSON object (expected one object per expansion)".into(),
        });
    };
    let mut vars = Vars::new();
    for (name, value) in members {
        let value = match value {
            Json::Null => continue,
            Json::Scalar(s) => VarValue::String(s),
            Json::List(items) => {
                let mut list = Vec::with_capacity(items.len());
                for item in items {
                    match item {
                        Json::Scalar(s) => list.push(s),
                        _ => return Err(invalid(&name, "an array holds a non-scalar")),
                    }
                }
                VarValue::List(list)
            }
            Json::Object(pairs) => {
                let mut assoc = Vec::with_capacity(pairs.len());
                for (k, v) in pairs {
                    match v {
                        Json::Scalar(s) => assoc.push((k, s)),
                        _ => return Err(invalid(&name, "an object holds a non-scalar")),
                    }
                }
                VarValue::Assoc(assoc)
            }
        };
        vars.set(name, value);
    }
    Ok(vars)
}

/// Runs `urlkit template match`.
fn match_uris(cfg: &Config, args: MatchArgs) -> io::Result<Status> {
    let template = parse_template(&args.template)?;
    let matcher = template.matcher().map_err(|e| {
        crate::exit::usage(format!(
            "template '{}' cannot be matched: {e}",
            urlkit::Excerpt::new(&args.template)
        ))
    })?;
    // The variables in template order, each once, for the output.
    let mut names: Vec<&str> = Vec::new();
    for e in template.expressions() {
        for v in e.variables() {
            if !names.contains(&v.name()) {
                names.push(v.name());
            }
        }
    }
    let iri = cfg.reading != crate::line::Reading::Strict;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut status = Status::Ok;
    let mut reader = Reader::new(args.uris, &cfg.files);
    while let Some(item) = reader.next_item() {
        let batch = match item {
            Item::Batch(batch) => batch,
            Item::Failed(message) => {
                cfg.report_failure(&message);
                continue;
            }
        };
        for line in batch.lines() {
            let text = String::from_utf8_lossy(line.bytes);
            let found = std::str::from_utf8(line.bytes)
                .ok()
                .and_then(|s| match_one(&matcher, s, iri));
            let mut obj = Obj::new()
                .str("uri", &text)
                .bool("matched", found.is_some());
            match found {
                Some(vars) => obj = obj.raw("values", &values_json(&vars, &names)),
                None => status = Status::Invalid,
            }
            writeln!(out, "{}", obj.finish())?;
        }
    }
    out.flush()?;
    Ok(if cfg.read_failed() {
        Status::Error
    } else {
        status
    })
}

/// Matches one line, read as an IRI (and mapped to its URI) with `--iri`.
fn match_one(matcher: &Matcher<'_>, line: &str, iri: bool) -> Option<Vars> {
    if iri {
        let uri = IriRef::parse(line).ok()?.to_uri();
        matcher.match_uri(uri.as_str())
    } else {
        matcher.match_uri(line)
    }
}

/// The values found, as a JSON object in the template's order.
fn values_json(vars: &Vars, names: &[&str]) -> String {
    let mut s = String::from("{");
    for name in names {
        let Some(value) = vars.get(name) else {
            continue;
        };
        if s.len() > 1 {
            s.push(',');
        }
        push_json_str(&mut s, name);
        s.push(':');
        match value {
            VarValue::String(v) => push_json_str(&mut s, v),
            VarValue::List(items) => {
                s.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        s.push(',');
                    }
                    push_json_str(&mut s, item);
                }
                s.push(']');
            }
            VarValue::Assoc(pairs) => {
                s.push('{');
                for (i, (k, v)) in pairs.iter().enumerate() {
                    if i > 0 {
                        s.push(',');
                    }
                    push_json_str(&mut s, k);
                    s.push(':');
                    push_json_str(&mut s, v);
                }
                s.push('}');
            }
        }
    }
    s.push('}');
    s
}
