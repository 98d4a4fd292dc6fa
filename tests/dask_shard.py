#!/usr/bin/env python3
"""The Dask path (python/bao/dask.py) and --shard on a local cluster: two
worker processes judge the parts of 1,000 games of bao random, and what
they gather is byte for byte the single process's output (annotate and
analyze at a fixed depth, on one thread); html's pages written into one
directory by the workers are those of one process, and the site of the
1,000 games made in parts on the workers and merged is one process's
site, file for file.  The expected output
is the one process's run of the same binary: the property is that
cutting the input into parts changes nothing.

Usage: dask_shard.py BAO_BINARY PYTHON_DIR LIBRARY_DIR
Exit 77 when Dask distributed is not installed (a failure under CI=true).
"""
import filecmp
import os
import subprocess
import sys
import tempfile

bao_bin, python_dir, library_dir = sys.argv[1:4]
try:
    from distributed import Client, LocalCluster
except ImportError:
    print("SKIP: Dask distributed (python3-distributed) is not installed")
    sys.exit(1 if os.environ.get("CI") == "true" else 77)

# the workers are processes: they import bao.dask as this one does
os.environ["PYTHONPATH"] = python_dir + os.pathsep + os.environ.get(
    "PYTHONPATH", "")
os.environ["BAO_LIBRARY"] = library_dir
sys.path.insert(0, python_dir)
import bao.dask  # noqa: E402

failed = passed = 0


def check(cond, what):
    global failed, passed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL: " + what)


def one(*argv):
    return subprocess.run([bao_bin, *argv], stdout=subprocess.PIPE, check=True,
                          stderr=subprocess.DEVNULL).stdout


def dirs_same(a, b):
    c = filecmp.dircmp(a, b)
    names = c.common_files
    same, diff, errs = filecmp.cmpfiles(a, b, names, shallow=False)
    return not c.left_only and not c.right_only and not diff and not errs \
        and len(same) > 0


def main():
    # (the workers are spawned processes, which import this file again:
    # only the main process runs the checks)
    with tempfile.TemporaryDirectory() as tmp:
        games = os.path.join(tmp, "games.txt")
        few = os.path.join(tmp, "few.yaml")
        with open(games, "wb") as f:
            f.write(one("random", "--games", "1000", "--seed", "39"))
        with open(few, "wb") as f:
            f.write(one("random", "--games", "12", "--seed", "3", "--format",
                        "yaml"))
        cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
        try:
            check(len(client.nthreads()) == 2, "the local cluster has not two "
                  "workers")
            for command in ("annotate", "analyze"):
                options = ["--depth", "1", "--jobs", "1"]
                alone = one(command, *options, games)
                for parts in (2, 7):
                    got = bao.dask.run(client, command, [games], options,
                                       parts=parts, bao=bao_bin)
                    check(len(alone) > 100000 and got == alone,
                          f"{command} in {parts} parts on Dask: not the output "
                          f"of one process ({len(got)} bytes, {len(alone)})")
            pages1 = os.path.join(tmp, "p1") + "/"
            pages2 = os.path.join(tmp, "p2") + "/"
            one("html", "--no-engine", "--depth", "2", "-o", pages1, few)
            check(bao.dask.run(client, "html", [few],
                               ["--no-engine", "--depth", "2", "-o", pages2],
                               parts=5, bao=bao_bin) == b"",
                  "html on Dask gives output")
            check(dirs_same(pages1, pages2), "html's pages from the workers are "
                  "not those of one process")
            # a site of the 1,000 games: parts judged on the workers in
            # folders of their own, gathered and merged into one folder
            site1 = os.path.join(tmp, "s1") + "/"
            site2 = os.path.join(tmp, "s2")
            site_options = ["--no-engine", "--depth", "1", "--jobs", "1"]
            one("site", *site_options, "-o", site1, games)
            check(bao.dask.site(client, [games], site2, site_options,
                                parts=3, bao=bao_bin) == 0,
                  "site on Dask: the merge failed")
            check(len(os.listdir(site1)) > 1000, "site: not a page a game")
            check(dirs_same(site1, site2), "site on Dask: not the site of "
                  "one process")
            try:
                bao.dask.site(client, [os.path.join(tmp, "none")],
                              os.path.join(tmp, "s3"), parts=2, bao=bao_bin)
                check(False, "a site's part that fails does not raise")
            except bao.dask.PartFailed as e:
                check(e.status == 2, "a site's failed part: " + str(e))
            try:
                bao.dask.run(client, "annotate", [os.path.join(tmp, "none")],
                             parts=2, bao=bao_bin)
                check(False, "a part that fails does not raise")
            except bao.dask.PartFailed as e:
                check(e.status == 2 and "cannot open" in e.stderr,
                      "a failed part says the wrong thing: " + str(e))
            try:
                bao.dask.part_command(bao_bin, "stats", [games], [], 1, 2)
                check(False, "bao stats in parts is not refused")
            except ValueError:
                check(True, "")
        finally:
            client.close()
            cluster.close()

    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed or not passed else 0)


if __name__ == "__main__":
    main()
