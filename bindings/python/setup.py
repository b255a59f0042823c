# SPDX-License-Identifier: MIT
"""Build of the sortid extension: libsortid's C sources compiled into it.

Inside the sortid repository the library's sources are copied from ../../src
and ../../include into libsortid/ before each build, so the package always
builds the library it ships with; an sdist carries that copy and builds alone.
Only setuptools and a C compiler are needed (no network, no other package).

Environment: SORTID_WERROR=1 adds the project's warnings as errors (make
python); SORTID_SANITIZE=address builds a debug extension under ASan;
SORTID_BUILD_JOBS: compilers run at once (default: one a CPU).
"""
import concurrent.futures
import os
import platform
import re
import shutil
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

try:
    from setuptools.dep_util import newer_group
except ImportError:  # setuptools 69 and later
    from setuptools.modified import newer_group

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
LIB = "libsortid"


def copy_library():
    """Refresh libsortid/ from the repository when there is one."""
    src = os.path.join(REPO, "src")
    header = os.path.join(REPO, "include", "sortid.h")
    if not (os.path.isdir(src) and os.path.isfile(header)):
        return  # an sdist: the copy it carries
    dst = os.path.join(HERE, LIB)
    shutil.rmtree(dst, ignore_errors=True)
    shutil.copytree(src, os.path.join(dst, "src"),
                    ignore=shutil.ignore_patterns("*.o", "*.a", "*.so"))
    os.makedirs(os.path.join(dst, "include"))
    shutil.copy2(header, os.path.join(dst, "include", "sortid.h"))
    shutil.copy2(os.path.join(REPO, "LICENSE"), os.path.join(dst, "LICENSE"))


def version():
    """The library's version string, from its header."""
    with open(os.path.join(HERE, LIB, "include", "sortid.h"), encoding="utf-8") as f:
        return re.search(r'#define SORTID_VERSION_STRING "([^"]+)"', f.read()).group(1)


def isa_flags():
    """Per-file flags of the SIMD kernels, read from src/arch/arch.mk (the
    one place that names them); x86-64 only, as there."""
    if platform.machine().lower() not in ("x86_64", "amd64"):
        return {}
    with open(os.path.join(HERE, LIB, "src", "arch", "arch.mk"), encoding="utf-8") as f:
        text = f.read()
    return {name + ".c": flags.split()
            for name, flags in re.findall(r"^OBJ_CFLAGS_(\w+)\.o\s*:=\s*(.+)$", text, re.M)}


def headers(folder):
    return sorted(os.path.join(folder, n) for n in os.listdir(os.path.join(HERE, folder))
                  if n.endswith(".h"))


def sources(folder):
    return sorted(os.path.join(folder, n) for n in os.listdir(os.path.join(HERE, folder))
                  if n.endswith(".c"))


def jobs():
    """Compilers run at once: SORTID_BUILD_JOBS, else one a CPU."""
    try:
        return max(1, int(os.environ.get("SORTID_BUILD_JOBS") or os.cpu_count() or 1))
    except ValueError:
        return os.cpu_count() or 1


def progress(text):
    """A line on standard error at once (pip shows it with -v)."""
    sys.stderr.write("sortid: %s\n" % text)
    sys.stderr.flush()


class BuildExt(build_ext):
    """Compiles the sources in parallel (jobs()), each SIMD kernel with its
    own flags, printing a line a file; then links as usual."""

    def build_extension(self, ext):
        path = self.get_ext_fullpath(ext.name)
        if not (self.force or newer_group(list(ext.sources) + list(ext.depends or []), path)):
            progress("%s is up to date" % os.path.basename(path))
            return
        special = isa_flags()
        todo = [(src, special.get(os.path.basename(src), [])) for src in ext.sources]
        n, done = len(todo), []
        workers = min(jobs(), n)
        progress("compiling %d files, %d at a time" % (n, workers))

        def one(job):
            src, flags = job
            objects = self.compiler.compile(
                [src], output_dir=self.build_temp, macros=ext.define_macros,
                include_dirs=ext.include_dirs, extra_postargs=ext.extra_compile_args + flags,
                depends=ext.depends, debug=self.debug)
            done.append(src)
            progress("[%d/%d] %s" % (len(done), n, src))
            return objects

        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            objects = [o for objs in pool.map(one, todo) for o in objs]
        # the objects as dependencies too, so the link is never skipped as up to date
        ext.sources, ext.extra_objects = [], list(ext.extra_objects or []) + objects
        ext.depends = list(ext.depends or []) + objects
        progress("linking %s" % os.path.basename(path))
        super().build_extension(ext)


copy_library()

cflags = ["-std=c11", "-D_GNU_SOURCE", "-DSORTID_BUILDING", "-fvisibility=hidden"]
ldflags = []
if os.environ.get("SORTID_WERROR"):
    cflags += ["-Wall", "-Wextra", "-Wshadow", "-Wstrict-prototypes", "-Wvla", "-Werror"]
if os.environ.get("SORTID_SANITIZE"):
    san = "-fsanitize=" + os.environ["SORTID_SANITIZE"]
    cflags += [san, "-fno-omit-frame-pointer", "-O1", "-g"]
    ldflags += [san]

setup(
    version=version(),
    ext_modules=[Extension(
        "sortid._sortid",
        sources=sources("ext") + sources(LIB + "/src") + sources(LIB + "/src/arch"),
        include_dirs=[LIB + "/include", LIB + "/src", "ext"],
        depends=headers("ext"),
        extra_compile_args=cflags,
        extra_link_args=ldflags,
    )],
    cmdclass={"build_ext": BuildExt},
)
