"""Canonicalizing URLs at cluster scale with Dask: bags and dataframe columns,
partition by partition, each partition one batch call without the GIL.

    import dask.bag as db, urikit.dask
    keys = urikit.dask.normalize_bag(db.read_text("urls-*.txt").map(str.rstrip), "cache-key")
    df["key"] = urikit.dask.normalize_series(df["url"], "cache-key", web=True)

Rejected items become None (errors="none", the default here), stay as they
were (errors="keep") or fail the computation (errors="raise"). Missing
values of a column (None, NaN) stay missing.
"""

from __future__ import annotations

from typing import Any, List, Optional

from . import Errors, Profile, normalize_many


def normalize_partition(items: Any, profile: Profile = "cache-key", web: bool = False, base: Optional[str] = None,
                        errors: Errors = "none") -> List[Optional[str]]:
    """normalize_many over one partition (any iterable); what normalize_bag maps."""
    return list(normalize_many(list(items), profile, web=web, base=base, errors=errors))


def normalize_bag(bag: Any, profile: Profile = "cache-key", *, web: bool = False, base: Optional[str] = None,
                  errors: Errors = "none") -> Any:
    """A dask.bag.Bag of the canonical form of each item of `bag` (str or bytes)."""
    return bag.map_partitions(normalize_partition, profile, web, base, errors)


def normalize_pandas(series: Any, profile: Profile = "cache-key", web: bool = False, base: Optional[str] = None,
                     errors: Errors = "none") -> Any:
    """The canonical forms of a pandas Series (same index and name; missing values stay missing)."""
    import pandas as pd

    present = series.notna()
    values: List[Optional[str]] = [None] * len(series)
    done = normalize_many(series[present].tolist(), profile, web=web, base=base, errors=errors)
    for position, value in zip(present.to_numpy().nonzero()[0], done):
        values[position] = value
    return pd.Series(values, index=series.index, name=series.name, dtype=object)


def normalize_series(series: Any, profile: Profile = "cache-key", *, web: bool = False, base: Optional[str] = None,
                     errors: Errors = "none") -> Any:
    """The canonical form of each value of `series`: a dask Series (a dataframe column)
    partition by partition, lazily, or a pandas Series at once (normalize_pandas)."""
    if not hasattr(series, "map_partitions"):  # a pandas Series
        return normalize_pandas(series, profile, web, base, errors)
    return series.map_partitions(normalize_pandas, profile, web, base, errors, meta=(series.name, object))
