//! `urlkit relative`: for each target, the shortest reference that
//! resolves back to it against `--base`.

use std::io;

use crate::args::RelativeArgs;
use crate::cmd::resolve::{base_uri, each_line, parse_uri, render};
use crate::exit::Status;

/// Runs `urlkit relative`.
pub fn run(args: RelativeArgs) -> io::Result<Status> {
    let Some(base) = base_uri(&args.base) else {
        return Ok(Status::Error);
    };
    each_line(args.inputs, |input| {
        let outcome = parse_uri(input).map(|target| {
            // No reference reaches a target whose path has dot segments:
            // the contract then gives the target itself.
            base.make_relative(&target)
                .map_or_else(|| target.into_string(), urlkit::UriRef::into_string)
        });
        render(args.json, input, outcome, |obj| {
            obj.str("base", &args.base).str("target", input.display())
        })
    })
}
