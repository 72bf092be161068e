from typing import final

DATAFUSION_MAJOR: int

@final
class UrlFunction:
    """One of urlkit's SQL functions, for ``datafusion.udf(f)``."""

    @property
    def name(self) -> str: ...
    def __datafusion_scalar_udf__(self) -> object: ...

def functions() -> list[UrlFunction]: ...
def function(name: str) -> UrlFunction: ...
