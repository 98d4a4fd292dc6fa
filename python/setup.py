"""Installs the `bao` module: pure Python over the installed libbao
(ctypes), so nothing is compiled and nothing is fetched: `pip install
./python` with Debian's python3 and pip works offline.  No
pyproject.toml on purpose: with one, pip would build in an isolated
environment and fetch setuptools from the network; without one it uses
the setuptools already in the environment (a venv has it).

The version is the project's, read from ../CMakeLists.txt's project()
line when installed from the source tree."""

import os
import re

from setuptools import setup

HERE = os.path.dirname(os.path.abspath(__file__))


def version():
    try:
        with open(os.path.join(HERE, "..", "CMakeLists.txt")) as f:
            m = re.search(r"project\(bao VERSION ([0-9.]+)", f.read())
        return m.group(1)
    except (OSError, AttributeError):
        return "0.0.0"


setup(
    name="bao",
    version=version(),
    description="The Bao engine of libbao (positions, legal moves, events, "
                "perft, the exact solver, records), over ctypes",
    long_description=open(os.path.join(HERE, "README.md")).read(),
    long_description_content_type="text/markdown",
    license="See LICENSE in the bao source tree",
    packages=["bao"],
    python_requires=">=3.7",
)
