"""bao_build - the PEP 517 build backend of the `bao` module, in the tree
and in the standard library alone, so that pip builds it offline: a wheel
(build_wheel), an editable wheel (build_editable, PEP 660: a .pth file
pointing at this tree) and a source archive (build_sdist).

The version is the project's, read from the project() line of
../CMakeLists.txt (pip builds in the tree it is given), or from the
PKG-INFO of a source archive."""

import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = "bao"
SUMMARY = ("The Bao engine of libbao (positions, legal moves, events, perft, "
           "the exact solver, records), over ctypes")


def _version():
    # a source archive carries it in PKG-INFO (build_sdist)
    try:
        with open(os.path.join(HERE, "PKG-INFO")) as f:
            return re.search(r"^Version: (\S+)$", f.read(), re.M).group(1)
    except (OSError, AttributeError):
        pass
    try:
        with open(os.path.join(HERE, "..", "CMakeLists.txt")) as f:
            return re.search(r"project\(bao VERSION ([0-9.]+)", f.read()).group(1)
    except (OSError, AttributeError):
        return "0.0.0"


def _metadata():
    with open(os.path.join(HERE, "README.md")) as f:
        readme = f.read()
    return ("Metadata-Version: 2.1\nName: %s\nVersion: %s\nSummary: %s\n"
            "License: MIT\nRequires-Python: >=3.7\n"
            "Description-Content-Type: text/markdown\n\n%s"
            % (NAME, _version(), SUMMARY, readme))


def _sources():
    """The module's files, as (path in the wheel, bytes)."""
    out = []
    pkg = os.path.join(HERE, NAME)
    for name in sorted(os.listdir(pkg)):
        if name.endswith(".py"):
            with open(os.path.join(pkg, name), "rb") as f:
                out.append(("%s/%s" % (NAME, name), f.read()))
    return out


def _wheel(directory, files):
    """Writes a py3-none-any wheel of `files` with its dist-info."""
    info = "%s-%s.dist-info" % (NAME, _version())
    files = files + [
        (info + "/METADATA", _metadata().encode()),
        (info + "/WHEEL", b"Wheel-Version: 1.0\nGenerator: bao_build\n"
                          b"Root-Is-Purelib: true\nTag: py3-none-any\n")]
    record = io.StringIO()
    for path, data in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
        record.write("%s,sha256=%s,%d\n" % (path, digest.decode(), len(data)))
    record.write("%s/RECORD,,\n" % info)
    files.append((info + "/RECORD", record.getvalue().encode()))
    name = "%s-%s-py3-none-any.whl" % (NAME, _version())
    with zipfile.ZipFile(os.path.join(directory, name), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files:
            z.writestr(zipfile.ZipInfo(path, (1980, 1, 1, 0, 0, 0)), data)
    return name


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _wheel(wheel_directory, _sources())


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    return _wheel(wheel_directory, [("%s.pth" % NAME, (HERE + "\n").encode())])


def build_sdist(sdist_directory, config_settings=None):
    base = "%s-%s" % (NAME, _version())
    name = base + ".tar.gz"
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz") as t:
        for rel in ["pyproject.toml", "README.md", "_backend/bao_build.py"] + [
                p for p, _ in _sources()]:
            t.add(os.path.join(HERE, rel), arcname="%s/%s" % (base, rel))
        info = tarfile.TarInfo(base + "/PKG-INFO")
        data = _metadata().encode()
        info.size = len(data)
        t.addfile(info, io.BytesIO(data))
    return name
