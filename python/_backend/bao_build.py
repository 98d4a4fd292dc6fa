"""bao_build - the PEP 517 build backend of the `bao-game` distribution,
in the tree and in the standard library alone, so that pip builds it
offline.

A wheel (build_wheel) holds the module and the library it calls: CMake
configures the source tree this folder is in (or the copy a source
archive carries), builds the shared library alone (target bao_shared,
no tests, no WebAssembly) in a temporary folder, and the wheel carries
it as bao/libbao.so.0, found by the module before any installed one.
An editable wheel (build_editable, PEP 660) is a .pth file pointing at
this tree, the library built beside the module.  A source archive
(build_sdist) holds python/ and, under libbao/, the project's sources
that the library is built from.

The metadata is pyproject.toml's [project] table; the version is the
project's, read from the project() line of the top CMakeLists.txt.
Extra CMake arguments: the environment's BAO_CMAKE_ARGS (split on
spaces), e.g. "-DBAO_SANITIZE=address,undefined"."""

import base64
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULE = "bao"
LIBRARY = "libbao.so.0"
# what the library is built from, relative to the top of the tree (the
# source archive carries these)
TREE = ("CMakeLists.txt", "LICENSE", "cmake", "include", "src", "grammar",
        "po", "data", "man")


def _top():
    """The top of the source tree: python/'s parent, or in a source
    archive its libbao/ folder."""
    for top in (os.path.join(HERE, "libbao"), os.path.dirname(HERE)):
        if os.path.exists(os.path.join(top, "CMakeLists.txt")):
            return top
    raise RuntimeError("bao_build: no CMakeLists.txt above %s: build from the "
                       "source tree or its source archive" % HERE)


def _project():
    """pyproject.toml's [project] table."""
    with open(os.path.join(HERE, "pyproject.toml"), "rb") as f:
        data = f.read()
    try:
        import tomllib
        return tomllib.loads(data.decode())["project"]
    except ImportError:  # Python < 3.11: the few keys, read by hand
        text = data.decode()
        body = text[text.index("[project]"):]
        get = lambda k: re.search(r'^%s = "(.*)"$' % k, body, re.M).group(1)
        return {"name": get("name"), "description": get("description"),
                "requires-python": get("requires-python"),
                "license": {"text": "MIT"}, "readme": "README.md",
                "keywords": [], "classifiers": re.findall(r'^    "(.*)",$', body, re.M)}


def _version():
    with open(os.path.join(_top(), "CMakeLists.txt")) as f:
        return re.search(r"project\(bao VERSION ([0-9.]+)", f.read()).group(1)


def _dist():
    return _project()["name"].replace("-", "_")


def _metadata():
    p = _project()
    with open(os.path.join(HERE, p.get("readme", "README.md"))) as f:
        readme = f.read()
    lines = ["Metadata-Version: 2.1", "Name: " + p["name"], "Version: " + _version(),
             "Summary: " + p["description"],
             "License: " + p.get("license", {}).get("text", ""),
             "Requires-Python: " + p["requires-python"]]
    if p.get("keywords"):
        lines.append("Keywords: " + ",".join(p["keywords"]))
    lines += ["Classifier: " + c for c in p.get("classifiers", [])]
    lines.append("Description-Content-Type: text/markdown")
    return "\n".join(lines) + "\n\n" + readme


def _sources():
    """The module's files, as (path in the wheel, bytes)."""
    out = []
    pkg = os.path.join(HERE, MODULE)
    for name in sorted(os.listdir(pkg)):
        if name.endswith(".py") or name == "py.typed":
            with open(os.path.join(pkg, name), "rb") as f:
                out.append(("%s/%s" % (MODULE, name), f.read()))
    return out


def _library(dest):
    """Builds libbao.so with CMake from the tree and copies it to dest."""
    cmake = shutil.which("cmake")
    if not cmake:
        raise RuntimeError("bao_build: cmake is needed to build libbao "
                           "(Debian: apt install cmake pkg-config libyaml-dev "
                           "libpcre2-dev)")
    with tempfile.TemporaryDirectory(prefix="bao-wheel-") as build:
        args = [cmake, "-S", _top(), "-B", build, "-DCMAKE_BUILD_TYPE=Release",
                "-DBUILD_TESTING=OFF", "-DBAO_WASM=OFF"]
        args += os.environ.get("BAO_CMAKE_ARGS", "").split()
        jobs = os.environ.get("BAO_JOBS", "2")
        for cmd in (args, [cmake, "--build", build, "--target", "bao_shared",
                           "-j", jobs]):
            r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            if r.returncode:
                sys.stderr.write(r.stdout.decode("utf-8", "replace"))
                raise RuntimeError("bao_build: %s failed" % " ".join(cmd[:2]))
        shutil.copyfile(os.path.join(build, LIBRARY), dest)


def _tag():
    plat = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return "py3-none-" + plat


def _wheel(directory, files, tag):
    """Writes a wheel of `files` with its dist-info."""
    info = "%s-%s.dist-info" % (_dist(), _version())
    purelib = "true" if tag.endswith("-any") else "false"
    files = files + [
        (info + "/METADATA", _metadata().encode()),
        (info + "/WHEEL", ("Wheel-Version: 1.0\nGenerator: bao_build\n"
                           "Root-Is-Purelib: %s\nTag: %s\n" % (purelib, tag)).encode())]
    record = io.StringIO()
    for path, data in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
        record.write("%s,sha256=%s,%d\n" % (path, digest.decode(), len(data)))
    record.write("%s/RECORD,,\n" % info)
    files.append((info + "/RECORD", record.getvalue().encode()))
    name = "%s-%s-%s.whl" % (_dist(), _version(), tag)
    with zipfile.ZipFile(os.path.join(directory, name), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files:
            zi = zipfile.ZipInfo(path, (1980, 1, 1, 0, 0, 0))
            zi.external_attr = (0o755 if path.endswith(".so.0") else 0o644) << 16
            z.writestr(zi, data)
    return name


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    with tempfile.TemporaryDirectory() as tmp:
        lib = os.path.join(tmp, LIBRARY)
        _library(lib)
        with open(lib, "rb") as f:
            files = _sources() + [("%s/%s" % (MODULE, LIBRARY), f.read())]
    return _wheel(wheel_directory, files, _tag())


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    _library(os.path.join(HERE, MODULE, LIBRARY))
    return _wheel(wheel_directory, [("%s.pth" % _dist(), (HERE + "\n").encode())],
                  _tag())


def build_sdist(sdist_directory, config_settings=None):
    """python/'s files at the top (pyproject.toml, PKG-INFO), the
    library's sources under libbao/."""
    base = "%s-%s" % (_dist(), _version())
    name = base + ".tar.gz"
    top = _top()
    skip = re.compile(r"(^|/)(__pycache__|build[^/]*|\.git)(/|$)|\.so(\.\d+)*$")
    keep = lambda ti: None if skip.search(ti.name) else ti
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz") as t:
        for rel in ("pyproject.toml", "README.md", "_backend", MODULE):
            t.add(os.path.join(HERE, rel), arcname="%s/%s" % (base, rel), filter=keep)
        for rel in TREE:
            if os.path.exists(os.path.join(top, rel)):
                t.add(os.path.join(top, rel), arcname="%s/libbao/%s" % (base, rel),
                      filter=keep)
        data = _metadata().encode()
        info = tarfile.TarInfo(base + "/PKG-INFO")
        info.size = len(data)
        t.addfile(info, io.BytesIO(data))
    return name
