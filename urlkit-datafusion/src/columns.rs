//! Reading string arguments and building string results, for Utf8,
//! LargeUtf8 and Utf8View alike, without an allocation per row.
//!
//! Every function reads its arguments through [`Strs`] (an array of any of
//! the three string types, or one scalar repeated) and writes its result
//! through [`StrOut`], one Arrow builder of the same string type as the
//! first argument: component functions return `&str` slices of the input,
//! which the builder copies into its one buffer (sized from the input), or
//! for `Utf8View` points at where they are in the input's buffers.

use std::sync::Arc;

use datafusion::arrow::array::{
    Array, ArrayRef, AsArray, LargeStringArray, LargeStringBuilder, StringArray, StringBuilder,
    StringViewArray, StringViewBuilder,
};
use datafusion::arrow::datatypes::DataType;
use datafusion::common::{exec_err, plan_err, Result, ScalarValue};
use datafusion::logical_expr::ColumnarValue;

/// One string argument: an array of one of the three string types, or a
/// scalar that stands for every row.
#[derive(Debug)]
pub(crate) enum Strs<'a> {
    /// `Utf8`.
    Utf8(&'a StringArray),
    /// `LargeUtf8`.
    Large(&'a LargeStringArray),
    /// `Utf8View`.
    View(&'a StringViewArray),
    /// A literal or other constant (NULL is `None`).
    Scalar(Option<&'a str>),
}

impl<'a> Strs<'a> {
    /// Reads an argument that the signature has coerced to a string type.
    pub(crate) fn new(value: &'a ColumnarValue, function: &str) -> Result<Strs<'a>> {
        match value {
            ColumnarValue::Array(array) => match array.data_type() {
                DataType::Utf8 => Ok(Strs::Utf8(array.as_string::<i32>())),
                DataType::LargeUtf8 => Ok(Strs::Large(array.as_string::<i64>())),
                DataType::Utf8View => Ok(Strs::View(array.as_string_view())),
                DataType::Null => Ok(Strs::Scalar(None)),
                other => exec_err!("{function}: expected a string argument, got {other}"),
            },
            ColumnarValue::Scalar(scalar) => match scalar {
                ScalarValue::Null => Ok(Strs::Scalar(None)),
                s => match s.try_as_str() {
                    Some(v) => Ok(Strs::Scalar(v)),
                    None => exec_err!(
                        "{function}: expected a string argument, got {}",
                        s.data_type()
                    ),
                },
            },
        }
    }

    /// Row `i`, or `None` when it is NULL.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&'a str> {
        match self {
            Strs::Utf8(a) => (!a.is_null(i)).then(|| a.value(i)),
            Strs::Large(a) => (!a.is_null(i)).then(|| a.value(i)),
            Strs::View(a) => (!a.is_null(i)).then(|| a.value(i)),
            Strs::Scalar(v) => *v,
        }
    }
}

/// How many rows to compute, and whether the result is a scalar: when
/// every argument is a scalar, one row is computed and returned as one.
pub(crate) fn shape(args: &[ColumnarValue], number_rows: usize) -> (usize, bool) {
    if args.iter().all(|a| matches!(a, ColumnarValue::Scalar(_))) {
        (1, true)
    } else {
        (number_rows, false)
    }
}

/// Wraps a result array: as a scalar when every argument was one.
pub(crate) fn finish(array: ArrayRef, scalar: bool) -> Result<ColumnarValue> {
    if scalar {
        Ok(ColumnarValue::Scalar(ScalarValue::try_from_array(
            &array, 0,
        )?))
    } else {
        Ok(ColumnarValue::Array(array))
    }
}

/// A string result of the same type as the function's first argument.
///
/// A value that is a slice of the first argument (a component, a host's
/// registrable domain) is not copied when both are `Utf8View`: the result
/// shares the input's data buffers and its view points into them, as
/// DataFusion's own `substr` does. Other values are copied into one builder
/// per batch, sized from the input.
#[derive(Debug)]
pub(crate) enum StrOut<'a> {
    /// `Utf8`: offsets are `i32`, so a batch's output is at most 2 GiB.
    Utf8(StringBuilder),
    /// `LargeUtf8`.
    Large(LargeStringBuilder),
    /// `Utf8View`; `source` is the first argument when it is a view array
    /// too, whose buffers are the builder's first blocks (block `k` is the
    /// input's buffer `k`).
    View {
        /// The builder.
        builder: StringViewBuilder,
        /// The input whose buffers the builder holds.
        source: Option<&'a StringViewArray>,
    },
}

impl<'a> StrOut<'a> {
    /// A builder for `rows` values of type `data_type` (Utf8 for anything
    /// that is not a string type, such as a NULL literal); `first` is the
    /// function's first argument, whose size bounds that of the values
    /// that are slices of it.
    pub(crate) fn new(data_type: &DataType, rows: usize, first: Option<&Strs<'a>>) -> StrOut<'a> {
        // The text of the first argument: the most that slices of it need.
        let bytes = match first {
            Some(Strs::Utf8(a)) => text_len(a.value_offsets()),
            Some(Strs::Large(a)) => text_len(a.value_offsets()),
            _ => 0,
        };
        match data_type {
            DataType::LargeUtf8 => StrOut::Large(LargeStringBuilder::with_capacity(rows, bytes)),
            DataType::Utf8View => {
                let mut builder = StringViewBuilder::with_capacity(rows);
                let source = match first {
                    Some(Strs::View(a)) => {
                        for buffer in a.data_buffers() {
                            builder.append_block(buffer.clone());
                        }
                        Some(*a)
                    }
                    _ => None,
                };
                StrOut::View { builder, source }
            }
            _ => StrOut::Utf8(StringBuilder::with_capacity(rows, bytes)),
        }
    }

    /// Appends one value, or NULL.
    ///
    /// # Errors
    ///
    /// When a `Utf8` batch would pass 2 GiB of text (its offsets are
    /// `i32`): the builder would panic, so the query stops with a message
    /// instead (cast the column to `LargeUtf8` to go past it).
    #[inline]
    pub(crate) fn push(&mut self, value: Option<&str>) -> Result<()> {
        match (self, value) {
            (StrOut::Utf8(b), Some(v)) => {
                if b.values_slice().len().saturating_add(v.len()) > i32::MAX as usize {
                    return exec_err!(
                        "a Utf8 result would exceed 2 GiB in one batch; cast the input to LargeUtf8"
                    );
                }
                b.append_value(v);
            }
            (StrOut::Utf8(b), None) => b.append_null(),
            (StrOut::Large(b), Some(v)) => b.append_value(v),
            (StrOut::Large(b), None) => b.append_null(),
            (StrOut::View { builder, .. }, Some(v)) => builder.append_value(v),
            (StrOut::View { builder, .. }, None) => builder.append_null(),
        }
        Ok(())
    }

    /// Appends `part`, the value of row `row`, where `whole` is that row's
    /// first argument: a view into the input's buffer when `part` is a
    /// slice of `whole` too long to be inlined (over 12 bytes) and both
    /// are views, else a copy.
    ///
    /// # Errors
    ///
    /// As [`push`](Self::push).
    #[inline]
    pub(crate) fn push_part(&mut self, row: usize, whole: &str, part: &str) -> Result<()> {
        if let StrOut::View {
            builder,
            source: Some(source),
        } = self
        {
            if let (Some(at), Some(&view)) = (slice_start(whole, part), source.views().get(row)) {
                // The view's layout (Arrow's format): the length in the
                // low 32 bits; over 12 bytes, the buffer index at bit 64
                // and the offset at bit 96.
                let len = view as u32;
                if part.len() > 12 && len as usize == whole.len() {
                    let block = (view >> 64) as u32;
                    let offset = (view >> 96) as u32;
                    // `part` lies inside `whole`, which lies inside the
                    // block; were the view wrong, `try_append_view`
                    // checks the range against the block.
                    let (Ok(at), Ok(part_len)) = (u32::try_from(at), u32::try_from(part.len()))
                    else {
                        return exec_err!("a string view longer than 4 GiB");
                    };
                    builder.try_append_view(block, offset.saturating_add(at), part_len)?;
                    return Ok(());
                }
            }
        }
        self.push(Some(part))
    }

    /// The finished array.
    pub(crate) fn finish(self) -> ArrayRef {
        match self {
            StrOut::Utf8(mut b) => Arc::new(b.finish()),
            StrOut::Large(mut b) => Arc::new(b.finish()),
            StrOut::View { mut builder, .. } => Arc::new(builder.finish()),
        }
    }
}

/// The bytes of text of the rows of a (maybe sliced) string array, from
/// its offsets.
fn text_len<O: Copy + TryInto<usize>>(offsets: &[O]) -> usize {
    let at = |o: Option<&O>| o.and_then(|&o| o.try_into().ok()).unwrap_or(0);
    at(offsets.last()).saturating_sub(at(offsets.first()))
}

/// Where `part` starts in `whole`, when it is a slice of it (compared by
/// address: the row functions return slices of their input).
#[inline]
fn slice_start(whole: &str, part: &str) -> Option<usize> {
    let start = (part.as_ptr() as usize).checked_sub(whole.as_ptr() as usize)?;
    (start.checked_add(part.len())? <= whole.len()).then_some(start)
}

/// The return type of a string function: the type of its first argument
/// when that is a string type, else Utf8.
pub(crate) fn string_type_like(arg_types: &[DataType]) -> DataType {
    match arg_types.first() {
        Some(t @ (DataType::LargeUtf8 | DataType::Utf8View)) => t.clone(),
        _ => DataType::Utf8,
    }
}

/// The argument coercion of every function: each argument is a string
/// (Utf8, LargeUtf8 or Utf8View kept as they are; a NULL literal or a
/// dictionary of strings becomes a plain string type).
pub(crate) fn coerce_strings(name: &str, arg_types: &[DataType]) -> Result<Vec<DataType>> {
    arg_types
        .iter()
        .map(|t| match t {
            DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View => Ok(t.clone()),
            DataType::Null => Ok(DataType::Utf8),
            DataType::Dictionary(_, value)
                if matches!(
                    value.as_ref(),
                    DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View
                ) =>
            {
                Ok(value.as_ref().clone())
            }
            other => plan_err!("{name}: expected string arguments, got {other}"),
        })
        .collect()
}
