"""urikit.dask and python -m urikit.dedup: the same answers as a serial set(), partition by partition."""

import collections
import json
import subprocess
import sys

import pytest

pytest.importorskip("distributed")
import dask  # noqa: E402
import dask.bag as db  # noqa: E402
import dask.dataframe as dd  # noqa: E402
import pandas as pd  # noqa: E402

import urikit  # noqa: E402
import urikit.dask  # noqa: E402
from urikit import dedup  # noqa: E402

from conftest import data_lines  # noqa: E402


def read_output(directory):
    counts = {}
    for path in sorted(directory.glob("urls-*.tsv")):
        with open(path, encoding="ascii", newline="") as f:
            for line in f:
                url, count = line.rstrip("\n").split("\t")
                assert url not in counts, "a URL in two partitions"
                counts[url] = int(count)
    return counts, json.loads((directory / "summary.json").read_text())


def serial(lines, profile="cache-key", web=False):
    keys = urikit.normalize_many(lines, profile, web=web, errors="none")
    return collections.Counter(k for k in keys if k is not None), sum(k is None for k in keys)


def test_dedup_on_a_two_process_local_cluster_equals_a_serial_set(shared_data, tmp_path):
    inputs = sorted(str(p) for p in shared_data.glob("*.txt"))
    code = dedup.main(inputs + ["--output", str(tmp_path), "--workers", "2", "--partitions", "3",
                                "--blocksize", "512KiB", "--quiet"])
    assert code == 0
    counts, summary = read_output(tmp_path)
    lines = [line for name in inputs for line in data_lines(name)]
    expected, rejected = serial(lines)
    assert set(counts) == set(expected)
    assert counts == expected
    assert summary["lines"] == len(lines) and summary["accepted"] == sum(expected.values())
    assert summary["unique"] == len(expected) and sum(summary["rejected"].values()) == rejected
    assert summary["output_files"] == 3 and len(list(tmp_path.glob("urls-*.tsv"))) == 3
    assert all(e["error"] in summary["rejected"] for e in summary["rejected_examples"])


def test_dedup_reads_lines_as_text_only(tmp_path):
    data = tmp_path / "in.txt"
    data.write_bytes(b'http://A/x\r\nNA\n"http://q/",b\n\nhttp://a:80/x\nnull\nhttp://a/\xff\nhttp://a/%7Ex\nhttp://a/~x')
    out = tmp_path / "out"
    script = [sys.executable, "-m", "urikit.dedup", str(data), "--output", str(out), "--workers", "1",
              "--profile", "http", "--web", "--quiet"]
    result = subprocess.run(script, capture_output=True, text=True, check=True)
    counts, summary = read_output(out)
    assert counts == {"http://a/x": 2, "http://a/~x": 2}
    # "NA", "null" and the quoted line are relative references: refused, not converted or unquoted;
    # a byte that is not UTF-8 is refused by the web mode (the URL Standard reads scalar values)
    assert summary["rejected"] == {"blank_line": 1, "invalid_utf8": 1, "relative_without_base": 3}
    assert sorted(e["line"] for e in summary["rejected_examples"]) == sorted([
        '"http://q/",b', "", "NA", "http://a/\\xff", "null"])
    assert json.loads(result.stdout)["unique"] == 2


def test_dedup_on_an_existing_cluster_by_address(shared_data, tmp_path):
    from distributed import LocalCluster

    name = str(shared_data / "isaacs_files.txt")
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        assert dedup.main([name, "--output", str(tmp_path), "--scheduler", cluster.scheduler_address, "--quiet"]) == 0
    counts, _ = read_output(tmp_path)
    assert counts == serial(data_lines(name))[0]


def test_normalize_bag_and_series_partition_by_partition():
    urls = ["HTTP://A:80/a/./b", "bad url", "http://a/b", None, "http://b/?z=1&a=2#f"]
    with dask.config.set(scheduler="sync"):
        bag = db.from_sequence([u for u in urls if u is not None], npartitions=2)
        assert urikit.dask.normalize_bag(bag).compute() == ["http://a/a/b", None, "http://a/b", "http://b/?a=2&z=1"]
        frame = dd.from_pandas(pd.DataFrame({"url": urls}), npartitions=2)
        keys = urikit.dask.normalize_series(frame.url, "http", errors="keep").compute()
    assert keys.tolist() == ["http://a/a/b", "bad url", "http://a/b", None, "http://b/?z=1&a=2#f"]
    assert keys.name == "url"
