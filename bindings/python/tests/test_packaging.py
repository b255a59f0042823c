# SPDX-License-Identifier: MIT
"""The package as users get it, offline, with Debian's setuptools and pip:
a wheel built and installed into a fresh venv, `pip install
--no-build-isolation` of the source folder, and an sdist that builds alone
(libsortid's sources inside), each then imported and used."""
import os
import pathlib
import subprocess
import sys
import tarfile

import pytest

from conftest import PACKAGE

pytestmark = pytest.mark.packaging

PYTHON = "/usr/bin/python3"  # Debian's, whatever python3 comes first on PATH
CHECK = ("import sortid, sys; u = sortid.ULID(); "
         "assert sortid.ULID.from_str(str(u)) == u; "
         "assert sortid.validate(sortid.bulk_bytes(1000)) == 1000; "
         "assert not sortid.__file__.startswith(sys.argv[1]); print(sortid.__file__)")


def run(*cmd, cwd=None):
    env = dict(os.environ)
    for name in ("PYTHONPATH", "LD_PRELOAD", "SORTID_WERROR", "SORTID_SANITIZE"):
        env.pop(name, None)
    env["PIP_NO_INDEX"] = "1"  # offline: never reach for an index
    r = subprocess.run(list(cmd), cwd=cwd, env=env, capture_output=True, text=True, check=False)
    assert r.returncode == 0, "%s\n%s\n%s" % (" ".join(cmd), r.stdout, r.stderr)
    return r.stdout


@pytest.fixture()
def venv(tmp_path):
    path = tmp_path / "venv"
    run(PYTHON, "-m", "venv", "--system-site-packages", str(path))
    return path / "bin" / "python"


def use(python, cwd):
    out = run(str(python), "-c", CHECK, str(PACKAGE), cwd=cwd)
    assert "site-packages" in out


def test_wheel_into_a_fresh_venv(tmp_path, venv):
    dist = tmp_path / "dist"
    run(PYTHON, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps", "-w", str(dist),
        str(PACKAGE))
    wheels = list(dist.glob("sortid-*.whl"))
    assert len(wheels) == 1
    run(str(venv), "-m", "pip", "install", "--no-deps", str(wheels[0]))
    use(venv, tmp_path)
    out = run(str(venv), "-m", "sortid", "show", "--int", "01BTGNYV6HRNK8K8VKZASZCFPE",
              cwd=tmp_path)
    assert out.strip() == "1820576928786795198723644692628913870"
    files = run(str(venv), "-c", "import importlib.metadata as m; "
                "print('\\n'.join(str(f) for f in m.files('sortid')))", cwd=tmp_path)
    assert "sortid/py.typed" in files and "sortid/__init__.pyi" in files


def test_pip_install_of_the_source_folder(tmp_path, venv):
    run(str(venv), "-m", "pip", "install", "--no-build-isolation", "--no-deps",
        str(PACKAGE))
    use(venv, tmp_path)


def test_sdist_builds_alone(tmp_path, venv):
    dist = tmp_path / "dist"
    run(PYTHON, "setup.py", "-q", "sdist", "-d", str(dist), cwd=PACKAGE)
    sdists = list(dist.glob("sortid-*.tar.gz"))
    assert len(sdists) == 1
    with tarfile.open(sdists[0]) as tar:
        names = tar.getnames()
        tar.extractall(tmp_path / "unpacked")
    top = names[0].split("/")[0]
    for needed in ("libsortid/include/sortid.h", "libsortid/src/generator.c",
                   "libsortid/src/arch/arch.mk", "ext/module.c", "setup.py",
                   "sortid/__init__.pyi", "sortid/py.typed"):
        assert "%s/%s" % (top, needed) in names, needed
    unpacked = tmp_path / "unpacked" / top
    assert not (unpacked.parent.parent / "src").exists()  # nothing around it to borrow
    run(str(venv), "-m", "pip", "install", "--no-build-isolation", "--no-deps", str(unpacked))
    use(venv, tmp_path)


def test_the_stubs_declare_every_public_name():
    import ast
    import sortid
    tree = ast.parse((pathlib.Path(sortid.__file__).parent / "__init__.pyi").read_text())
    declared = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    declared |= {t.id for n in tree.body if isinstance(n, (ast.AnnAssign, ast.Assign))
                 for t in ([n.target] if isinstance(n, ast.AnnAssign) else n.targets)
                 if isinstance(t, ast.Name)}
    missing = sorted(set(sortid.__all__) - declared)
    assert not missing, "public names the stubs do not declare: %s" % missing
