"""Builds the `urikit` package: the pure-Python modules, and urikit._urikit
compiled by CMake (python/CMakeLists.txt) from urikit's sources one folder up.

Offline, with Debian's packages: in a venv made with --system-site-packages,
`pip install --no-build-isolation ./python`. CMake options may be added with
the URIKIT_CMAKE_ARGS environment variable (split on spaces).
"""

import os
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent


class CMakeExtension(Extension):
    """An extension whose sources CMake builds (none are listed for setuptools)."""

    def __init__(self, name: str) -> None:
        super().__init__(name, sources=[])


class CMakeBuild(build_ext):
    """Configures and builds python/CMakeLists.txt, putting the module where setuptools expects it."""

    def build_extension(self, ext: Extension) -> None:
        if not (HERE.parent / "include" / "urikit" / "urikit.hpp").is_file():
            sys.exit("urikit's Python package builds from a urikit source tree: python/ must sit in it")
        target_dir = Path(self.get_ext_fullpath(ext.name)).resolve().parent
        build_dir = Path(self.build_temp).resolve() / "cmake"
        generator = ["-G", "Ninja"] if _have("ninja") else []
        configure = ["cmake", "-S", str(HERE), "-B", str(build_dir), *generator,
                     "-DCMAKE_BUILD_TYPE=Release",
                     f"-DCMAKE_LIBRARY_OUTPUT_DIRECTORY={target_dir}",
                     f"-DPython_EXECUTABLE={sys.executable}",
                     *os.environ.get("URIKIT_CMAKE_ARGS", "").split()]
        subprocess.run(configure, check=True)
        subprocess.run(["cmake", "--build", str(build_dir), "--target", "_urikit"], check=True)


def _have(program: str) -> bool:
    return any((Path(d) / program).is_file() for d in os.environ.get("PATH", "").split(os.pathsep))


setup(
    ext_modules=[CMakeExtension("urikit._urikit")],
    cmdclass={"build_ext": CMakeBuild},
)
