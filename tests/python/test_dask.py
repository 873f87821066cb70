"""urikit.dask and python -m urikit.dedup: the same answers as a serial set(), partition by partition."""

import collections
import json
import subprocess
import sys
import textwrap
import time

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
    present = [line for line in lines if line != ""]
    keys = urikit.normalize_many(present, profile, web=web, errors="none")
    return collections.Counter(k for k in keys if k is not None), sum(k is None for k in keys)


def check_against_serial(directory, lines, partitions=None):
    counts, summary = read_output(directory)
    expected, rejected = serial(lines)
    assert counts == expected
    assert summary["lines"] == len(lines) and summary["blank_lines"] == lines.count("")
    assert summary["accepted"] == sum(expected.values()) and summary["unique"] == len(expected)
    assert sum(summary["rejected"].values()) == rejected
    assert set(summary["rejected_examples"]) == set(summary["rejected"])
    if partitions is not None:
        assert summary["output_files"] == partitions and len(list(directory.glob("urls-*.tsv"))) == partitions
    assert not list(directory.glob(".urikit-dedup-*")), "the temporary folder is gone"
    return summary


def test_dedup_on_a_two_process_local_cluster_equals_a_serial_set(shared_data, tmp_path):
    inputs = sorted(str(p) for p in shared_data.glob("*.txt"))
    code = dedup.main(inputs + ["--output", str(tmp_path), "--workers", "2", "--partitions", "3",
                                "--blocksize", "512KiB", "--quiet"])
    assert code == 0
    check_against_serial(tmp_path, [line for name in inputs for line in data_lines(name)], partitions=3)


def test_dedup_in_process_with_automatic_blocks_equals_a_serial_set(shared_data, tmp_path):
    inputs = sorted(str(p) for p in shared_data.glob("*.txt"))
    assert dedup.main(inputs + ["--output", str(tmp_path), "--in-process", "--quiet"]) == 0
    summary = check_against_serial(tmp_path, [line for name in inputs for line in data_lines(name)], partitions=1)
    assert summary["seconds"] > 0 and summary["lines_per_second"] > 0


@pytest.mark.parametrize("profile", ["dedup", "http-cache"])
def test_dedup_takes_every_profile(shared_data, tmp_path, profile):
    name = str(shared_data / "isaacs_files.txt")
    assert dedup.main([name, "--output", str(tmp_path), "--in-process", "--profile", profile, "--quiet"]) == 0
    counts, _ = read_output(tmp_path)
    keys = urikit.normalize_many(data_lines(name), profile, errors="none")
    assert counts == collections.Counter(k for k in keys if k is not None)


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
    assert summary["blank_lines"] == 1
    assert summary["rejected"] == {"invalid_utf8": 1, "relative_without_base": 3}
    assert summary["rejected_examples"] == {
        "invalid_utf8": [{"input": str(data), "line": 7, "text": "http://a/\\xff"}],
        "relative_without_base": [{"input": str(data), "line": 2, "text": "NA"},
                                  {"input": str(data), "line": 3, "text": '"http://q/",b'},
                                  {"input": str(data), "line": 6, "text": "null"}]}
    assert json.loads(result.stdout)["unique"] == 2


def test_dedup_on_an_existing_cluster_by_address_with_a_relative_output(shared_data, tmp_path, monkeypatch):
    from distributed import LocalCluster

    name = str(shared_data / "isaacs_files.txt")
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        monkeypatch.chdir(tmp_path)  # the workers started elsewhere: "out" must mean the client's
        assert dedup.main([name, "--output", "out", "--scheduler", cluster.scheduler_address, "--quiet"]) == 0
    counts, _ = read_output(tmp_path / "out")
    assert counts == serial(data_lines(name))[0]


def test_a_run_that_cannot_start_says_why_in_one_line_and_keeps_earlier_outputs(shared_data, tmp_path, capsys):
    name = str(shared_data / "isaacs_files.txt")
    assert dedup.main([name, "--output", str(tmp_path), "--in-process", "--quiet"]) == 0
    before = sorted(p.name for p in tmp_path.iterdir())
    code = dedup.main([name, "--output", str(tmp_path), "--scheduler", "tcp://127.0.0.1:9", "--quiet"])
    assert code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("urikit-dedup: cannot reach the scheduler at tcp://127.0.0.1:9") and "\n" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == before, "the earlier outputs stay"


# --- nothing lost in silence: inputs, workers that vanish, ends a process sees ---

def _run(args, **kw):
    return subprocess.run([sys.executable, "-m", "urikit.dedup", *args], capture_output=True, text=True, **kw)


def test_compressed_inputs_are_read_by_their_name_and_refused_as_text(tmp_path):
    import bz2
    import gzip
    import lzma

    lines = b"http://A/x\nhttp://a:80/x\n\nbad url\nhttp://b/\n" * 100
    plain = tmp_path / "plain.txt"
    plain.write_bytes(lines)
    for suffix, compress in ((".gz", gzip.compress), (".bz2", bz2.compress), (".xz", lzma.compress)):
        packed = tmp_path / f"urls{suffix}"
        packed.write_bytes(compress(lines))
        for where in (["--in-process"], ["--workers", "1"]):
            out = tmp_path / f"out{suffix}{len(where)}"
            r = _run([str(packed), "--output", str(out), "--profile", "http", "--quiet", *where])
            assert r.returncode == 0, r.stderr
            counts, summary = read_output(out)
            assert counts == {"http://a/x": 200, "http://b/": 100}, suffix
            assert summary["lines"] == 500 and summary["rejected"] == {"invalid_character": 100}
    disguised = tmp_path / "urls.txt"
    disguised.write_bytes(gzip.compress(lines))
    r = _run([str(disguised), "--output", str(tmp_path / "x"), "--in-process"])
    assert r.returncode == 2 and r.stderr.strip().count("\n") == 0
    assert "is gzip-compressed, not text: name it .gz or pass --compression gzip" in r.stderr
    assert not (tmp_path / "x" / "summary.json").exists()
    r = _run([str(disguised), "--output", str(tmp_path / "y"), "--in-process", "--compression", "gzip"])
    assert r.returncode == 0, r.stderr
    binary = tmp_path / "data.bin"
    binary.write_bytes(b"http://a/\n\0\1\2")
    r = _run([str(binary), "--output", str(tmp_path / "z"), "--in-process"])
    assert r.returncode == 2 and "is not a text file (a NUL byte at byte 10)" in r.stderr
    broken = tmp_path / "broken.gz"
    broken.write_bytes(b"not gzip at all")
    r = _run([str(broken), "--output", str(tmp_path / "w"), "--in-process"])
    assert r.returncode == 2 and "cannot be read as gzip" in r.stderr


def test_relative_references_are_counted_and_said(tmp_path):
    data = tmp_path / "in.txt"
    data.write_bytes(b"http://a/x\npage.html\n/abs\n?q\nhttp://a/x\n")
    r = _run([str(data), "--output", str(tmp_path / "o"), "--in-process", "--quiet"])
    assert r.returncode == 0
    assert json.loads(r.stdout)["relative_references"] == 3
    assert "3 accepted lines are relative references (no scheme)" in r.stderr
    r = _run([str(data), "--output", str(tmp_path / "w"), "--in-process", "--quiet", "--web"])
    assert json.loads(r.stdout)["relative_references"] == 0 and r.stderr == ""


def test_usage_errors_are_one_line(tmp_path):
    data = tmp_path / "in.txt"
    data.write_text("http://a/\n")
    for args, says in ((["--output", str(data)], "is a file, not a folder"),
                       (["--output", str(tmp_path), "--blocksize", "lots", "--in-process"], "is not a size"),
                       (["--output", str(tmp_path), "--profile", "nope"], "invalid choice"),
                       (["--output", str(tmp_path), "--in-process", "--memory-limit", "1GiB"], "local cluster")):
        r = _run([str(data), *args])
        assert r.returncode == 2 and says in r.stderr, args
        assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr, r.stderr


def test_in_process_needs_no_dask(tmp_path):
    data = tmp_path / "in.txt"
    data.write_text("http://A/x\nhttp://a/x\n")
    script = ("import sys; sys.modules['dask'] = sys.modules['distributed'] = None\n"
              "from urikit.dedup import main\n"
              f"sys.exit(main([{str(data)!r}, '--output', {str(tmp_path / 'o')!r}, '--in-process', '--quiet']))")
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert read_output(tmp_path / "o")[0] == {"http://a/x": 2}


class _GoneCluster:
    """A client whose workers are all gone: tasks never end."""

    def __init__(self, killed=False):
        self.killed = killed

    def nthreads(self):
        return {}


class _Pending:
    status = "pending"

    def done(self):
        return False


class _Clock:
    """dedup's time for _wait: each sleep advances it by what was asked, at once."""

    def __init__(self):
        self.now = 1000.0
        self.sleeps = 0

    def monotonic(self):
        return self.now

    def sleep(self, seconds):
        self.sleeps += 1
        self.now += seconds


def test_a_cluster_left_without_workers_ends_the_run_with_an_error(monkeypatch):
    args = dedup.parse_args([__file__, "--output", "/tmp", "--worker-timeout", "0.5", "--quiet"])
    clock = _Clock()  # the run's clock, not the machine's: no verdict from how fast this machine is
    monkeypatch.setattr(dedup, "time", clock)
    with pytest.raises(dedup.DedupError, match="no worker for 0.5 s with 0 of 2 tasks done: the workers are gone"):
        dedup._wait(_GoneCluster(), [_Pending(), _Pending()], args)
    assert clock.sleeps == 3  # alone from the first poll; three sleeps of 0.2 s later it is over 0.5


def test_a_worker_killed_over_and_over_says_blocksize(monkeypatch):
    from distributed import KilledWorker

    class Client:
        def compute(self, tasks):
            return tasks

        def gather(self, futures):
            raise KilledWorker("count_block-123", "tcp://w:1", 3)

        def cancel(self, futures):
            pass

    monkeypatch.setattr(dedup, "_wait", lambda *a: None)
    args = dedup.parse_args([__file__, "--output", "/tmp", "--quiet"])
    with pytest.raises(dedup.DedupError, match=r"out of memory.*--blocksize, now 1048576.*--memory-limit"):
        dedup._compute(Client(), [], [], args, 1048576)


def test_progress_is_lines_when_stderr_is_not_a_terminal(shared_data, tmp_path):
    r = _run([str(shared_data / "isaacs_files.txt"), "--output", str(tmp_path), "--workers", "1",
              "--blocksize", "64KiB"])
    assert r.returncode == 0, r.stderr
    assert "\r" not in r.stderr
    assert r.stderr.splitlines()[-1].startswith("urikit-dedup: ") and "tasks done" in r.stderr


# The dedup command with its block step made to wait for a signal (signal.pause):
# the run cannot end before the signal arrives, whatever the machine's load.
_PAUSED_DEDUP = """
import signal, sys
import urikit.dedup as dedup
def paused(*args):
    signal.pause()
dedup.count_block = paused
sys.exit(dedup.main(sys.argv[1:]))
"""


def test_interrupted_and_killed_runs_leave_no_temporary_folder(tmp_path):
    """SIGINT and SIGTERM in the middle of a run remove its temporary folder. The
    run's block step waits for the signal, and the test waits for a state, not a
    moment: the run's files of runs, which exist only inside the try whose finally
    removes the folder."""
    import os
    import signal
    import socket

    out = tmp_path / "out"
    out.mkdir()
    stale = out / ".urikit-dedup-0123abcd"  # a run killed with SIGKILL: its process is gone
    stale.mkdir()
    (stale / "owner").write_text(f"{socket.gethostname()} 999999999\n")
    urls = tmp_path / "urls.txt"
    urls.write_text("".join(f"http://example.com/{i}/a/../b?x={i}&a=1\n" for i in range(1000)))
    for sig, status in ((signal.SIGINT, 130), (signal.SIGTERM, 128 + signal.SIGTERM)):
        p = subprocess.Popen([sys.executable, "-c", _PAUSED_DEDUP, str(urls), "--output", str(out), "--in-process"],
                             stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 600  # a hang guard only: the run waits for the signal
        while not [d for d in out.glob(".urikit-dedup-*") if d != stale and (d / "runs-00000").exists()]:
            assert p.poll() is None, p.communicate()[1]
            assert time.monotonic() < deadline
            time.sleep(0.02)
        os.kill(p.pid, sig)
        _, err = p.communicate(timeout=600)
        assert p.returncode == status, err
        assert "Traceback" not in err and err.count("\n") <= 1, err
        assert list(out.glob(".urikit-dedup-*")) == [], "every temporary folder removed"


def test_normalize_bag_and_series_partition_by_partition():
    urls = ["HTTP://A:80/a/./b", "bad url", "http://a/b", None, "http://b/?z=1&a=2#f"]
    with dask.config.set(scheduler="sync"):
        bag = db.from_sequence([u for u in urls if u is not None], npartitions=2)
        assert urikit.dask.normalize_bag(bag).compute() == ["http://a/a/b", None, "http://a/b", "http://b/?a=2&z=1"]
        frame = dd.from_pandas(pd.DataFrame({"url": urls}), npartitions=2)
        keys = urikit.dask.normalize_series(frame.url, "http", errors="keep").compute()
    assert keys.tolist() == ["http://a/a/b", "bad url", "http://a/b", None, "http://b/?z=1&a=2#f"]
    assert keys.name == "url"


def test_the_cpp_block_step_counts_splits_and_merges_as_the_definition_says():
    from urikit import _urikit as _c

    data = b"HTTP://A/x\r\nhttp://a/x\n\nbad url\nhttp://b/\nhttp://c/?b=1&a=2\nhttp://c/?a=2&b=1"  # no final newline
    lines, blank, accepted, relative, rejected, examples, runs = _c.dedup_count_block(data, "cache-key", False, 3)
    assert (lines, blank, accepted, relative) == (7, 1, 5, 0)
    assert rejected == {"invalid_character": 1} and examples == {"invalid_character": [(4, b"bad url")]}
    assert len(runs) == 3
    merged = {}
    for run in runs:
        rows = [r.split(b"\t") for r in run.decode().encode().splitlines()]
        assert [k for k, _ in rows] == sorted(k for k, _ in rows), "each run is sorted"
        merged.update({k: int(n) for k, n in rows})
    assert merged == {b"http://a/x": 2, b"http://b/": 1, b"http://c/?a=2&b=1": 2}
    one, other = b"a\t1\nc\t2\n", b"a\t5\nb\t1\n"
    assert _c.dedup_merge_counts([one, other]) == b"a\t6\nb\t1\nc\t2\n"
    assert _c.dedup_merge_counts([]) == b""
    with pytest.raises(TypeError):
        _c.dedup_merge_counts(["a\t1\n"])


def test_a_block_count_over_its_budget_is_written_out_and_merges_to_the_same_counts():
    from urikit import _urikit as _c

    lines = [b"http://h/%d" % (i % 500) for i in range(3000)] + [b""] * 100
    data = b"\n".join(lines)
    want = collections.Counter(line for line in lines if line)
    for budget in (0, 1, 2000, 50_000):
        n, blank, accepted, relative, rejected, examples, runs = _c.dedup_count_block(data, "rfc3986", False, 2, None,
                                                                                      budget)
        assert (n, blank, accepted) == (3099, 99, 3000)  # the last empty item ends the data: no line
        merged = b"".join(_c.dedup_merge_counts([run]) for run in runs)
        got = {url: int(count) for url, count in (row.split(b"\t") for row in merged.splitlines())}
        assert got == want, budget


# Peak memory of one block step, in a child: the peak resident size reset
# (/proc/self/clear_refs) once the block is made, read after the step. A
# 64 MiB block of blank lines reserved a bucket per line (8.2 times the
# block more); one of short distinct lines took 12.8 times the block before
# the count was written out as it outgrew the block (2.5 times now).
_PEAK = textwrap.dedent("""
    import sys
    from urikit import _urikit as _c
    def status(field):
        for line in open("/proc/self/status"):
            if line.startswith(field):
                return int(line.split()[1]) * 1024
    size = 64 << 20
    if sys.argv[1] == "blank":
        data = b"\\n" * size
    else:
        buf, i = bytearray(), 0
        while len(buf) < size:
            buf += b"/%x\\n" % i
            i += 1
        data = bytes(buf[:size])
        del buf
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")
    before = status("VmRSS")
    _c.dedup_count_block(data, "rfc3986", False, 4)
    print((status("VmHWM") - before) / size)
""")


@pytest.mark.parametrize("kind", ["blank", "short_distinct"])
def test_a_block_step_needs_at_most_a_few_times_the_block_whatever_its_lines(kind):
    # timeout: a hang guard only (the child takes up to 8 s)
    r = subprocess.run([sys.executable, "-c", _PEAK, kind], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    assert float(r.stdout) <= 4, f"peak {r.stdout.strip()} times the block"


def test_auto_blocks_give_every_worker_thread_at_least_two(tmp_path):
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_bytes(b"x" * 3_000_000)
    b.write_bytes(b"y" * 1_000_000)
    for threads in (1, 2, 8):
        size = dedup.block_size([str(a), str(b)], threads, "auto")
        assert 4_000_000 / size >= 2 * threads - 1e-9 or size == dedup.MIN_BLOCK, threads
    assert dedup.block_size([str(a)], 2, "64MiB") == "64MiB"
    assert dedup.block_size([str(a)], 1000, "auto") == dedup.MIN_BLOCK, "never below 256 KiB"


class _FakeClient:
    """What the pre-flight asks of a distributed.Client."""

    def __init__(self, threads, run):
        self._threads, self._run = threads, run

    def nthreads(self):
        return self._threads

    def run(self, fn):
        return self._run(fn)


def test_the_preflight_refuses_a_cluster_without_workers_or_without_this_urikit():
    import argparse

    args = argparse.Namespace(scheduler="tcp://h:8786")
    with pytest.raises(dedup.DedupError, match="has no workers"):
        dedup._preflight(_FakeClient({}, lambda fn: {}), args)

    def missing(fn):
        raise ModuleNotFoundError("No module named 'urikit'")

    with pytest.raises(dedup.DedupError, match="cannot import urikit.*install it on every worker"):
        dedup._preflight(_FakeClient({"w1": 1}, missing), args)
    with pytest.raises(dedup.DedupError, match="other urikit versions"):
        dedup._preflight(_FakeClient({"w1": 1}, lambda fn: {"w1": "0.1.0"}), args)
    dedup._preflight(_FakeClient({"w1": 1}, lambda fn: {"w1": fn()}), args)  # this urikit: passes
