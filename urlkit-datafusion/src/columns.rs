//! Reading string arguments and building string results, for Utf8,
//! LargeUtf8 and Utf8View alike, without an allocation per row.
//!
//! Every function reads its arguments through [`Strs`] (an array of any of
//! the three string types, or one scalar repeated) and writes its result
//! through [`StrOut`], one Arrow builder of the same string type as the
//! first argument: component functions return `&str` slices of the input,
//! which the builder copies into its one growing buffer.

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
#[derive(Debug)]
pub(crate) enum StrOut {
    /// `Utf8`: offsets are `i32`, so a batch's output is at most 2 GiB.
    Utf8(StringBuilder),
    /// `LargeUtf8`.
    Large(LargeStringBuilder),
    /// `Utf8View`.
    View(StringViewBuilder),
}

impl StrOut {
    /// A builder for `rows` values of type `data_type` (Utf8 for anything
    /// that is not a string type, such as a NULL literal).
    pub(crate) fn new(data_type: &DataType, rows: usize) -> StrOut {
        match data_type {
            DataType::LargeUtf8 => StrOut::Large(LargeStringBuilder::with_capacity(rows, 0)),
            DataType::Utf8View => StrOut::View(StringViewBuilder::with_capacity(rows)),
            _ => StrOut::Utf8(StringBuilder::with_capacity(rows, 0)),
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
            (StrOut::View(b), Some(v)) => b.append_value(v),
            (StrOut::View(b), None) => b.append_null(),
        }
        Ok(())
    }

    /// The finished array.
    pub(crate) fn finish(self) -> ArrayRef {
        match self {
            StrOut::Utf8(mut b) => Arc::new(b.finish()),
            StrOut::Large(mut b) => Arc::new(b.finish()),
            StrOut::View(mut b) => Arc::new(b.finish()),
        }
    }
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
