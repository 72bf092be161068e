//! Variable values (RFC 6570 §2.3): strings, lists and associative arrays,
//! the [`Context`] trait that supplies them, and [`Vars`], a simple map.

use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec::Vec;

/// The value of one variable, borrowed from a [`Context`] (§2.3).
///
/// An empty list or associative array counts as undefined, as §2.3 says;
/// an empty string is defined.
///
/// # Examples
///
/// ```
/// use urlkit::template::{Context, Value, Vars};
///
/// let mut vars = Vars::new();
/// vars.set("who", "fred");
/// assert!(matches!(vars.get_value("who"), Some(Value::String("fred"))));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value<'a> {
    /// A string: Unicode text, percent-encoded as UTF-8 where it must be.
    String(&'a str),
    /// A list of strings.
    List(&'a [String]),
    /// An associative array of (name, value) pairs, in the order written.
    Assoc(&'a [(String, String)]),
}

impl Value<'_> {
    /// Whether §2.3 counts the value as undefined: an empty list or an
    /// empty associative array.
    pub(crate) fn is_undefined(&self) -> bool {
        match self {
            Value::String(_) => false,
            Value::List(items) => items.is_empty(),
            Value::Assoc(pairs) => pairs.is_empty(),
        }
    }
}

/// Where expansion finds the variables' values: implement it for your own
/// type to expand without copying values into a [`Vars`].
///
/// # Examples
///
/// ```
/// use urlkit::template::{Context, UriTemplate, Value};
///
/// struct Repo {
///     owner: String,
///     name: String,
/// }
///
/// impl Context for Repo {
///     fn get_value(&self, name: &str) -> Option<Value<'_>> {
///         match name {
///             "owner" => Some(Value::String(&self.owner)),
///             "repo" => Some(Value::String(&self.name)),
///             _ => None,
///         }
///     }
/// }
///
/// let t = UriTemplate::parse("/repos{/owner,repo}")?;
/// let repo = Repo { owner: "rust-lang".into(), name: "rust".into() };
/// assert_eq!(t.expand(&repo)?, "/repos/rust-lang/rust");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub trait Context {
    /// The value of the variable `name` (as written in the template,
    /// percent-encoding included), or `None` when it is undefined.
    fn get_value(&self, name: &str) -> Option<Value<'_>>;
}

impl<C: Context + ?Sized> Context for &C {
    fn get_value(&self, name: &str) -> Option<Value<'_>> {
        (**self).get_value(name)
    }
}

/// An owned value of a [`Vars`] map.
///
/// # Examples
///
/// ```
/// use urlkit::template::VarValue;
///
/// assert_eq!(VarValue::from("x"), VarValue::String("x".into()));
/// assert_eq!(VarValue::from(vec!["a", "b"]), VarValue::List(vec!["a".into(), "b".into()]));
/// assert_eq!(
///     VarValue::from(vec![("k", "v")]),
///     VarValue::Assoc(vec![("k".into(), "v".into())])
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum VarValue {
    /// A string.
    String(String),
    /// A list of strings.
    List(Vec<String>),
    /// An associative array, in the order its pairs are written.
    Assoc(Vec<(String, String)>),
}

impl VarValue {
    /// The value, borrowed, as expansion reads it.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{Value, VarValue};
    /// assert_eq!(VarValue::from("x").as_value(), Value::String("x"));
    /// ```
    #[must_use]
    pub fn as_value(&self) -> Value<'_> {
        match self {
            VarValue::String(s) => Value::String(s),
            VarValue::List(items) => Value::List(items),
            VarValue::Assoc(pairs) => Value::Assoc(pairs),
        }
    }
}

impl From<&str> for VarValue {
    fn from(s: &str) -> VarValue {
        VarValue::String(s.into())
    }
}

impl From<String> for VarValue {
    fn from(s: String) -> VarValue {
        VarValue::String(s)
    }
}

impl From<Vec<String>> for VarValue {
    fn from(items: Vec<String>) -> VarValue {
        VarValue::List(items)
    }
}

impl From<Vec<&str>> for VarValue {
    fn from(items: Vec<&str>) -> VarValue {
        VarValue::List(items.into_iter().map(String::from).collect())
    }
}

impl From<Vec<(String, String)>> for VarValue {
    fn from(pairs: Vec<(String, String)>) -> VarValue {
        VarValue::Assoc(pairs)
    }
}

impl From<Vec<(&str, &str)>> for VarValue {
    fn from(pairs: Vec<(&str, &str)>) -> VarValue {
        VarValue::Assoc(
            pairs
                .into_iter()
                .map(|(k, v)| (String::from(k), String::from(v)))
                .collect(),
        )
    }
}

/// A simple [`Context`]: variable names mapped to owned values. Matching
/// ([`crate::template::Matcher`]) gives its results back in one.
///
/// # Examples
///
/// ```
/// use urlkit::template::{UriTemplate, Vars};
///
/// let mut vars = Vars::new();
/// vars.set("q", "rust uri").set("tags", vec!["a", "b"]);
/// let t = UriTemplate::parse("/search{?q,tags*}")?;
/// assert_eq!(t.expand(&vars)?, "/search?q=rust%20uri&tags=a&tags=b");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Vars {
    entries: BTreeMap<String, VarValue>,
}

impl Vars {
    /// An empty map: every variable undefined.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(urlkit::template::Vars::new().is_empty());
    /// ```
    #[must_use]
    pub fn new() -> Vars {
        Vars::default()
    }

    /// Sets `name` to `value`, replacing any value it had.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{VarValue, Vars};
    /// let mut vars = Vars::new();
    /// vars.set("x", "1").set("x", "2");
    /// assert_eq!(vars.get("x"), Some(&VarValue::from("2")));
    /// ```
    pub fn set(&mut self, name: impl Into<String>, value: impl Into<VarValue>) -> &mut Vars {
        self.entries.insert(name.into(), value.into());
        self
    }

    /// The value of `name`, if it is set.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::Vars;
    /// assert_eq!(Vars::new().get("x"), None);
    /// ```
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&VarValue> {
        self.entries.get(name)
    }

    /// Removes `name`, giving back its value.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::Vars;
    /// let mut vars = Vars::new();
    /// vars.set("x", "1");
    /// assert!(vars.remove("x").is_some());
    /// assert!(vars.is_empty());
    /// ```
    pub fn remove(&mut self, name: &str) -> Option<VarValue> {
        self.entries.remove(name)
    }

    /// How many variables are set.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::Vars;
    /// let mut vars = Vars::new();
    /// vars.set("a", "1").set("b", "2");
    /// assert_eq!(vars.len(), 2);
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no variable is set.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(urlkit::template::Vars::new().is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The variables and their values, by name.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::Vars;
    /// let mut vars = Vars::new();
    /// vars.set("b", "2").set("a", "1");
    /// let names: Vec<&str> = vars.iter().map(|(name, _)| name).collect();
    /// assert_eq!(names, ["a", "b"]);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (&str, &VarValue)> {
        self.entries.iter().map(|(k, v)| (k.as_str(), v))
    }
}

impl Context for Vars {
    fn get_value(&self, name: &str) -> Option<Value<'_>> {
        self.entries.get(name).map(VarValue::as_value)
    }
}

impl<K: Into<String>, V: Into<VarValue>> FromIterator<(K, V)> for Vars {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Vars {
        let mut vars = Vars::new();
        for (k, v) in iter {
            vars.set(k, v);
        }
        vars
    }
}
