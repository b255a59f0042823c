# SPDX-License-Identifier: MIT
"""The package as users get it, offline, with Debian's setuptools and pip:
the README's install recipe run verbatim in a fresh venv of each python3 on
PATH (Debian's and any other), a wheel built and installed into a fresh
venv, `pip install --no-build-isolation` of the source folder, and an sdist
that builds alone (libsortid's sources inside), each then imported and
used."""
import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import tarfile

import pytest

from conftest import PACKAGE, REPO

pytestmark = pytest.mark.packaging

PYTHON = "/usr/bin/python3"  # Debian's, whatever python3 comes first on PATH
CHECK = ("import sortid, sys; u = sortid.ULID(); "
         "assert sortid.ULID.from_str(str(u)) == u; "
         "assert sortid.validate(sortid.bulk(1000, output=\"bytes\")) == 1000; "
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


def recipe():
    """The shell lines of the README's install recipe (the first ```sh block
    under "## Install")."""
    text = (PACKAGE / "README.md").read_text(encoding="utf-8")
    block = re.search(r"^## Install\n.*?^```sh\n(.*?)^```", text, re.S | re.M)
    assert block, "README.md: no ```sh block under ## Install"
    lines = [ln.split("#")[0].strip() for ln in block.group(1).splitlines()]
    return [ln for ln in lines if ln]


def pythons():
    """Each distinct python3 on PATH (by its sys.executable), Debian's first."""
    found = {}
    for folder in ["/usr/bin"] + os.environ.get("PATH", "").split(os.pathsep):
        exe = os.path.join(folder, "python3")
        if not os.access(exe, os.X_OK):
            continue
        real = subprocess.run([exe, "-c", "import sys, os; print(os.path.realpath(sys.executable))"],
                              capture_output=True, text=True, check=False).stdout.strip()
        if real and real not in found.values():
            found[exe] = real
    return list(found)


def test_the_recipe_needs_only_what_make_test_installs():
    apt = [ln for ln in recipe() if "apt-get install" in ln]
    assert len(apt) == 1
    mk = (PACKAGE / "python.mk").read_text(encoding="utf-8")
    packages = re.search(r"^TEST_PACKAGES \+=(.*?)(?:\n\n|\Z)", mk, re.S | re.M).group(1)
    for name in shlex.split(apt[0].split("apt-get install", 1)[1]):
        if not name.startswith("-"):
            assert name in packages.split(), name


@pytest.mark.parametrize("python", pythons())
def test_the_readme_recipe_verbatim(tmp_path, python):
    # the repository's tree as the recipe sees it from its top folder
    for name in ("bindings", "src", "include", "LICENSE"):
        (tmp_path / name).symlink_to(REPO / name)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "python3").symlink_to(python)  # `python3` in the recipe is this one
    env = dict(os.environ, PATH="%s%s%s" % (bin_dir, os.pathsep, os.environ["PATH"]))
    for name in ("PYTHONPATH", "LD_PRELOAD", "SORTID_WERROR", "SORTID_SANITIZE"):
        env.pop(name, None)
    for line in recipe():
        if "apt-get install" in line:
            continue  # root's step: the packages are make test's (test above)
        r = subprocess.run(line, shell=True, cwd=tmp_path, env=env, capture_output=True,
                           text=True, check=False)
        assert r.returncode == 0, "%s\n%s\n%s" % (line, r.stdout[-3000:], r.stderr[-3000:])
        if "bindings/python" in line:  # the build shows its progress, file by file
            assert re.search(r"sortid: (\[\d+/\d+\] |\S+ is up to date)", r.stdout + r.stderr)
    venv = tmp_path / ".venv" / "bin"
    use(venv / "python", tmp_path)
    out = subprocess.run([str(venv / "ulid"), "show", "--int", "01BTGNYV6HRNK8K8VKZASZCFPE"],
                         capture_output=True, text=True, check=True, env=env).stdout
    assert out.strip() == "1820576928786795198723644692628913870"
    bad = subprocess.run([str(venv / "ulid"), "show", "01BTGNYV6HRNK8K8VKZASZCFPU"],
                         capture_output=True, text=True, check=False, env=env)
    assert bad.returncode == 1 and bad.stderr.startswith("ulid: ")
    assert not (venv / "sortid").exists()  # the C command line's name stays its own
    assert shutil.which("ulid", path=str(venv)) == str(venv / "ulid")
