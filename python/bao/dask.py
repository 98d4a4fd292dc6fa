"""bao.dask: a collection judged on a Dask cluster, gathered into one output.

The ``bao`` command judges the games of its input in parts (``--shard
K/N``: the K-th of N runs of consecutive games, counted over the files in
order); the N outputs put end to end are the output of one run.  This
module maps the parts to the workers of a Dask cluster (each runs the
command on its part, on files that every worker can read: a shared file
system), and gathers what they wrote in the order of the parts::

    from distributed import Client
    import bao.dask
    client = Client("tcp://scheduler:8786")
    text = bao.dask.run(client, "annotate", ["archive.txt"],
                        options=["--depth", "3"], parts=64)
    bao.dask.run(client, "html", ["archive.txt"], options=["-o", "pages/"])

``annotate`` and ``analyze`` give their output back as bytes (one record
set of judgements, byte for byte that of one process at a fixed
``--depth``); ``html -o DIR/`` writes its pages into DIR from every
worker (the same pages one process writes) and gives back b"".

A site is made by ``site``: each worker makes the game pages of its part
and their marks (``bao site --shard K/N``) in a folder of its own and
sends them back; the client puts them into one folder and makes the rest
there (``bao site --merge``: the index, the tree, the players' pages),
so that the folder is the site one process makes::

    bao.dask.site(client, ["archive.txt"], "site/",
                  options=["--depth", "3"], parts=64)

The workers need the records (a shared file system, or the same paths on
every machine); the site's folder is the client's alone.

Dask is used as it is (Debian's python3-distributed, or pip's
``distributed``); nothing here runs without a client.  The Slurm and
GNU parallel recipes of the same parts are in docs/cluster.md.
"""

import os
import shutil
import subprocess
import tempfile
from typing import Dict, List, Optional, Sequence

#: The commands whose parts put end to end are one run.
COMMANDS = ("annotate", "analyze", "html")


class PartFailed(RuntimeError):
    """A part's command failed: its exit status and standard error."""

    def __init__(self, part: str, status: int, stderr: str):
        # (args as given: the worker's exception is pickled to the client)
        super().__init__(part, status, stderr)
        self.part = part
        self.status = status
        self.stderr = stderr

    def __str__(self):
        return f"bao --shard {self.part}: exit {self.status}: {self.stderr}"


def part_command(bao: str, command: str, files: Sequence[str],
                 options: Sequence[str], k: int, n: int) -> List[str]:
    """The command line of part k (1-based) of n."""
    if command not in COMMANDS:
        raise ValueError(f"bao {command} has no parts; one of {COMMANDS}")
    if not 1 <= k <= n:
        raise ValueError(f"part {k} of {n}")
    return [bao, command, *options, "--shard", f"{k}/{n}", *files]


def run_part(argv: Sequence[str]) -> bytes:
    """Runs one part (on a worker); its standard output.  Exit status 1
    (a record has an error) still gives its output, as one process
    would; 2 raises PartFailed."""
    done = subprocess.run(list(argv), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, check=False)
    if done.returncode not in (0, 1):
        raise PartFailed(argv[argv.index("--shard") + 1], done.returncode,
                         done.stderr.decode("utf-8", "replace"))
    return done.stdout


def run(client, command: str, files: Sequence[str],
        options: Sequence[str] = (), parts: Optional[int] = None,
        bao: str = "bao") -> bytes:
    """``bao COMMAND OPTIONS FILES`` in `parts` parts on the workers of
    `client` (a distributed.Client), gathered in order.  Default parts:
    four per worker thread, so that a slow part does not hold the rest.
    Give ``--jobs 1`` in `options` when each worker thread is one core."""
    if parts is None:
        threads = sum(client.nthreads().values()) or 1
        parts = 4 * threads
    futures = [client.submit(run_part,
                             part_command(bao, command, files, options, k,
                                          parts),
                             key=f"bao-{command}-{k}-of-{parts}", pure=False)
               for k in range(1, parts + 1)]
    return b"".join(client.gather(futures))


def run_site_part(argv: Sequence[str]) -> Dict[str, bytes]:
    """Runs one part of a site (on a worker) into a folder of its own:
    the files it wrote (its game pages and its marks), by name.  A
    record with an error (exit 1) still gives its pages, as one process
    would; 2 raises PartFailed."""
    tmp = tempfile.mkdtemp(prefix="bao-site-")
    try:
        out = os.path.join(tmp, "site") + "/"
        done = subprocess.run([*argv, "-o", out], stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, check=False)
        if done.returncode not in (0, 1):
            raise PartFailed(argv[argv.index("--shard") + 1],
                             done.returncode,
                             done.stderr.decode("utf-8", "replace"))
        files = {}
        for name in sorted(os.listdir(out)):
            with open(os.path.join(out, name), "rb") as f:
                files[name] = f.read()
        return files
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def site(client, files: Sequence[str], out_dir: str,
         options: Sequence[str] = (), parts: Optional[int] = None,
         bao: str = "bao") -> int:
    """``bao site OPTIONS -o OUT_DIR FILES`` with the games judged in
    `parts` parts on the workers of `client`: their pages and marks
    gathered into `out_dir` (made when missing), then ``bao site --merge``
    run here.  The merge's exit status (0, or 1 when a record has an
    error); a part or the merge that fails raises PartFailed."""
    if parts is None:
        threads = sum(client.nthreads().values()) or 1
        parts = 4 * threads
    futures = [client.submit(run_site_part,
                             [bao, "site", *options, "--shard",
                              f"{k}/{parts}", *files],
                             key=f"bao-site-{k}-of-{parts}", pure=False)
               for k in range(1, parts + 1)]
    os.makedirs(out_dir, exist_ok=True)
    for written in client.gather(futures):
        for name, data in written.items():
            # (the parts' files are apart by name: each game's page and
            # each part's marks are one part's)
            with open(os.path.join(out_dir, name), "wb") as f:
                f.write(data)
    merge = [bao, "site", *options, "--merge", "-o",
             os.path.join(out_dir, ""), *files]
    done = subprocess.run(merge, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, check=False)
    if done.returncode not in (0, 1):
        raise PartFailed("merge", done.returncode,
                         done.stderr.decode("utf-8", "replace"))
    return done.returncode
