#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""make test-postgres-meta: ext/postgres/META.json against the PGXN Meta Spec
1.0.0 and the project.

    check-meta.py                 the tree's ext/postgres/META.json, paths from the tree's root
    check-meta.py --dist DIR      DIR/META.json of an unpacked PGXN distribution, paths from DIR

The spec (version 1.0.0, whose address every META.json names in meta-spec.url;
this file holds its rules, as PGXN's JSON schemas for v1 state them): the required keys name, abstract, version, maintainer, license, provides,
meta-spec, each in its form (a Term name, a SemVer version, a maintainer
string or list, a licence from the spec's list, a list of them or an object
of names to URIs, provides mapping Terms to an object with file and version,
meta-spec 1.0.x); the optional keys in theirs (prereqs' phases, relationships
and version ranges, resources' homepage, bugtracker and repository - url with
type, or web -, tags, release_status, no_index); no other key but x_*.
The project: the name is the extension's (sortid.control), the licence MIT
(LICENSE), the distribution's and each extension's version the project's (the
VERSION file at the root when there is one, else include/sortid.h's
SORTID_VERSION_*), each file and docfile exists, the file is the control
file's default_version script.  Then the validator itself: each of a list of
broken copies of the META.json must be rejected, so that the checks can fail.
Ends with "postgres-meta: N passed, N failed"; exits non-zero on any failure.
"""
import copy
import json
import os
import re
import sys

TREE = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../.."))
passed = failed = 0

# ---- the spec -------------------------------------------------------------------

SEMVER = (r"(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)"
          r"(?:-(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*)?"
          r"(?:\+[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*)?")
RANGE_CLAUSE = r"\s*(?:(?:[=!]=|[<>]=?)\s*)?(?:%s|0)\s*" % SEMVER
LICENSES = {"agpl_3", "apache_1_1", "apache_2_0", "artistic_1", "artistic_2", "bsd", "freebsd",
            "gfdl_1_2", "gfdl_1_3", "gpl_1", "gpl_2", "gpl_3", "lgpl_2_1", "lgpl_3_0", "mit",
            "mozilla_1_0", "mozilla_1_1", "openssl", "perl_5", "postgresql", "qpl_1_0", "ssleay",
            "sun", "zlib", "open_source", "restricted", "unrestricted", "unknown"}
REQUIRED = ["name", "abstract", "version", "maintainer", "license", "provides", "meta-spec"]
OPTIONAL = ["description", "generated_by", "tags", "no_index", "prereqs", "release_status", "resources"]
PHASES = {"configure", "build", "test", "runtime", "develop"}
RELATIONS = {"requires", "recommends", "suggests", "conflicts"}
SPEC_URLS = {"https://pgxn.org/meta/spec.txt", "http://pgxn.org/meta/spec.txt"}


def full(pattern, s):
    return isinstance(s, str) and re.fullmatch(pattern, s, re.ASCII) is not None


def is_custom(key):
    return isinstance(key, str) and re.fullmatch(r"[xX]_.+", key) is not None


def is_term(s):
    return isinstance(s, str) and len(s) >= 2 and not re.search(r"[/\\\s\x00-\x1f\x7f]", s)


def is_text(s):
    return isinstance(s, str) and len(s) >= 1


def is_uri(s):
    return full(r"[A-Za-z][A-Za-z0-9+.-]*:[^\s]+", s)


def is_email(s):
    return full(r"[^@\s]+@[^@\s]+\.[^@\s]+", s)


def is_version_range(v):
    return v == 0 or full(RANGE_CLAUSE + r"(?:," + RANGE_CLAUSE + r")*", v)


def unknown(obj, allowed, where):
    return ["%s: unknown key %r (only %s or x_*)" % (where, k, ", ".join(sorted(allowed)))
            for k in obj if k not in allowed and not is_custom(k)]


def license_errors(v):
    if isinstance(v, str):
        return [] if v in LICENSES else ["license: %r is not one of the spec's licences" % v]
    if isinstance(v, list):
        return (["license: an empty list"] if not v else
                ["license: %r is not one of the spec's licences" % x for x in v if x not in LICENSES])
    if isinstance(v, dict):
        return (["license: an empty object"] if not v else
                ["license: %r must map to a URI" % k for k, u in v.items() if not is_uri(u)])
    return ["license: a string, a list or an object"]


def extension_errors(name, ext):
    where = "provides.%s" % name
    if not isinstance(ext, dict):
        return [where + ": an object"]
    errs = unknown(ext, {"file", "version", "abstract", "docfile", "docpath"}, where)
    for k in ("file", "version"):
        if k not in ext:
            errs.append("%s: %s is required" % (where, k))
    if "file" in ext and not (is_text(ext["file"]) and len(ext["file"]) >= 2):
        errs.append(where + ".file: a relative path")
    if "docfile" in ext and not (is_text(ext["docfile"]) and len(ext["docfile"]) >= 2):
        errs.append(where + ".docfile: a relative path")
    for k in ("file", "docfile"):
        p = ext.get(k)
        if isinstance(p, str) and (p.startswith("/") or "\\" in p or ".." in p.split("/")):
            errs.append("%s.%s: %r is not a relative Unix path inside the distribution" % (where, k, p))
    if "version" in ext and not full(SEMVER, ext["version"]):
        errs.append("%s.version: %r is not a SemVer" % (where, ext["version"]))
    if "abstract" in ext and not is_text(ext["abstract"]):
        errs.append(where + ".abstract: a non-empty string")
    return errs


def prereqs_errors(v):
    if not isinstance(v, dict) or not v:
        return ["prereqs: a non-empty object"]
    errs = unknown(v, PHASES, "prereqs")
    for phase in PHASES & set(v):
        rels = v[phase]
        if not isinstance(rels, dict) or not rels:
            errs.append("prereqs.%s: a non-empty object" % phase)
            continue
        errs += unknown(rels, RELATIONS, "prereqs." + phase)
        for rel in RELATIONS & set(rels):
            deps = rels[rel]
            if not isinstance(deps, dict) or not deps:
                errs.append("prereqs.%s.%s: a non-empty object" % (phase, rel))
                continue
            for dep, rng in deps.items():
                if not is_term(dep):
                    errs.append("prereqs.%s.%s: %r is not a Term" % (phase, rel, dep))
                if not is_version_range(rng):
                    errs.append("prereqs.%s.%s.%s: %r is not a version range" % (phase, rel, dep, rng))
    return errs


# The objects under resources: each key's (test, what it must be), and the
# sets of keys one of which must be all present.
BUGTRACKER = ({"web": (is_uri, "a URI"), "mailto": (is_email, "an email address")},
              [{"web"}, {"mailto"}], "web or mailto")
REPOSITORY = ({"url": (is_uri, "a URI"), "web": (is_uri, "a URI"),
               "type": (lambda x: full(r"[a-z0-9]+", x), "a lowercase VCS name")},
              [{"url", "type"}, {"web"}], "url with type, or web,")


def object_errors(v, where, form):
    keys, needs, needs_text = form
    if not isinstance(v, dict):
        return [where + ": an object"]
    errs = unknown(v, set(keys), where)
    if not any(n <= set(v) for n in needs):
        errs.append("%s: %s is required" % (where, needs_text))
    return errs + ["%s.%s: %s" % (where, k, what) for k, (good, what) in keys.items() if k in v and not good(v[k])]


def resources_errors(v):
    if not isinstance(v, dict) or not v:
        return ["resources: a non-empty object"]
    errs = unknown(v, {"homepage", "bugtracker", "repository"}, "resources")
    if "homepage" in v and not is_uri(v["homepage"]):
        errs.append("resources.homepage: a URI")
    if "bugtracker" in v:
        errs += object_errors(v["bugtracker"], "resources.bugtracker", BUGTRACKER)
    if "repository" in v:
        errs += object_errors(v["repository"], "resources.repository", REPOSITORY)
    return errs


def spec_errors(meta):
    """Every way META.json departs from the PGXN Meta Spec 1.0.0."""
    if not isinstance(meta, dict):
        return ["the document is not a JSON object"]
    errs = ["%s is required" % k for k in REQUIRED if k not in meta]
    errs += unknown(meta, set(REQUIRED + OPTIONAL), "META.json")
    if "name" in meta and not is_term(meta["name"]):
        errs.append("name: %r is not a Term (2+ characters, no slash, backslash, space or control)" % meta["name"])
    if "version" in meta and not full(SEMVER, meta["version"]):
        errs.append("version: %r is not a SemVer" % meta["version"])
    for k in ("abstract", "description", "generated_by"):
        if k in meta and not is_text(meta[k]):
            errs.append(k + ": a non-empty string")
    if "maintainer" in meta:
        m = meta["maintainer"]
        if not (is_text(m) or (isinstance(m, list) and m and all(is_text(x) for x in m))):
            errs.append("maintainer: a non-empty string or a non-empty list of them")
    if "license" in meta:
        errs += license_errors(meta["license"])
    if "provides" in meta:
        p = meta["provides"]
        if not isinstance(p, dict) or not p:
            errs.append("provides: a non-empty object")
        else:
            for name, ext in p.items():
                if not is_term(name):
                    errs.append("provides: %r is not a Term" % name)
                errs += extension_errors(name, ext)
    if "meta-spec" in meta:
        ms = meta["meta-spec"]
        if not isinstance(ms, dict):
            errs.append("meta-spec: an object")
        else:
            errs += unknown(ms, {"version", "url"}, "meta-spec")
            if not full(r"1\.0\.\d+", ms.get("version")):
                errs.append("meta-spec.version: %r is not 1.0.x" % ms.get("version"))
            if "url" in ms and ms["url"] not in SPEC_URLS:
                errs.append("meta-spec.url: not the spec's URL")
    if "tags" in meta:
        t = meta["tags"]
        if not (isinstance(t, list) and t and all(
                isinstance(x, str) and 2 <= len(x) <= 255 and not re.search(r"[/\\\x00-\x1f\x7f]", x)
                for x in t)):
            errs.append("tags: a non-empty list of 2 to 255 characters without slash, backslash or control")
    if "release_status" in meta and meta["release_status"] not in ("stable", "testing", "unstable"):
        errs.append("release_status: stable, testing or unstable")
    if "no_index" in meta:
        ni = meta["no_index"]
        if not isinstance(ni, dict) or not ni:
            errs.append("no_index: a non-empty object")
        else:
            errs += unknown(ni, {"file", "directory"}, "no_index")
            for k in ("file", "directory"):
                if k in ni and not (is_text(ni[k]) or (isinstance(ni[k], list) and ni[k] and
                                                       all(is_text(x) for x in ni[k]))):
                    errs.append("no_index.%s: a path or a non-empty list of paths" % k)
    if "prereqs" in meta:
        errs += prereqs_errors(meta["prereqs"])
    if "resources" in meta:
        errs += resources_errors(meta["resources"])
    return errs


# ---- the project ------------------------------------------------------------------

def check(name, good, detail=""):
    global passed, failed
    if good:
        passed += 1
        print("ok   " + name)
    else:
        failed += 1
        print("FAIL %s%s" % (name, ": " + detail if detail else ""))


def project_version(root):
    path = os.path.join(root, "VERSION")
    if os.path.exists(path):
        with open(path) as f:
            return f.read().strip()
    with open(os.path.join(root, "include/sortid.h")) as f:
        header = f.read()
    parts = [re.search(r"#define SORTID_VERSION_%s\s+(\d+)" % p, header) for p in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(m.group(1) for m in parts) if all(parts) else None


def control(root):
    with open(os.path.join(root, "ext/postgres/sortid.control")) as f:
        return dict(re.findall(r"^(\w+)\s*=\s*'([^']*)'", f.read(), re.M))


# Broken copies the validator must reject: (what, change).
def _set(path, value):
    def change(m):
        *head, last = path
        for k in head:
            m = m[k]
        if value is KeyError:
            del m[last]
        else:
            m[last] = value
    return change


MUTANTS = [
    ("resources.repository with only type", _set(["resources"], {"repository": {"type": "git"}})),
    ("resources.repository with url but no type", _set(["resources"], {"repository": {"url": "https://example.org/s.git"}})),
    ("resources.homepage not a URI", _set(["resources"], {"homepage": "sortid home"})),
    ("resources.bugtracker without web or mailto", _set(["resources"], {"bugtracker": {}})),
    ("resources with an unknown key", _set(["resources"], {"wiki": "https://example.org/"})),
    ("an empty resources", _set(["resources"], {})),
    ("no name", _set(["name"], KeyError)),
    ("no abstract", _set(["abstract"], KeyError)),
    ("no maintainer", _set(["maintainer"], KeyError)),
    ("no license", _set(["license"], KeyError)),
    ("no provides", _set(["provides"], KeyError)),
    ("no meta-spec", _set(["meta-spec"], KeyError)),
    ("a name with a space", _set(["name"], "sort id")),
    ("version 1.0 (not SemVer)", _set(["version"], "1.0")),
    ("version 01.0.0 (not SemVer)", _set(["version"], "01.0.0")),
    ("an empty abstract", _set(["abstract"], "")),
    ("an empty maintainer list", _set(["maintainer"], [])),
    ("license MIT (not the spec's spelling)", _set(["license"], "MIT")),
    ("license object with a non-URI", _set(["license"], {"MIT": "the LICENSE file"})),
    ("provides entry without file", lambda m: [e.pop("file") for e in m["provides"].values()]),
    ("provides entry without version", lambda m: [e.pop("version") for e in m["provides"].values()]),
    ("provides version 1.0", lambda m: [e.update(version="1.0") for e in m["provides"].values()]),
    ("provides file outside the distribution", lambda m: [e.update(file="../sortid.sql") for e in m["provides"].values()]),
    ("provides entry with an unknown key", lambda m: [e.update(path="x") for e in m["provides"].values()]),
    ("an empty provides", _set(["provides"], {})),
    ("meta-spec version 2.0.0", _set(["meta-spec", "version"], "2.0.0")),
    ("meta-spec url elsewhere", _set(["meta-spec", "url"], "https://example.org/spec")),
    ("a tag with a slash", _set(["tags"], ["uuid/ulid"])),
    ("release_status beta", _set(["release_status"], "beta")),
    ("prereqs phase install", _set(["prereqs"], {"install": {"requires": {"PostgreSQL": "13.0.0"}}})),
    ("prereqs relationship needs", _set(["prereqs"], {"runtime": {"needs": {"PostgreSQL": "13.0.0"}}})),
    ("prereqs range >= 13", _set(["prereqs"], {"runtime": {"requires": {"PostgreSQL": ">= 13"}}})),
    ("a top-level key outside the spec", _set(["homepage"], "https://example.org/")),
]


def main():
    args = sys.argv[1:]
    if args[:1] == ["--dist"] and len(args) == 2:
        root, meta_path, where = os.path.abspath(args[1]), os.path.join(args[1], "META.json"), "the distribution's"
    elif not args:
        root, meta_path, where = TREE, os.path.join(TREE, "ext/postgres/META.json"), "the tree's"
    else:
        sys.exit("usage: check-meta.py [--dist UNPACKED_PGXN_DIR]")
    print("META.json: %s (paths from %s)" % (meta_path, root))
    version = project_version(root)
    check("the project's version is found", version is not None)
    try:
        with open(meta_path) as f:
            meta = json.load(f)
    except (OSError, ValueError) as e:
        check("META.json is JSON", False, str(e))
        meta = {}
    errs = spec_errors(meta)
    check("%s META.json follows the PGXN Meta Spec 1.0.0" % where, not errs, "; ".join(errs))
    for k in REQUIRED:
        check("has %s" % k, k in meta)
    check("name is the extension's (sortid.control)", meta.get("name") == "sortid")
    check("license is mit (LICENSE)", meta.get("license") == "mit")
    check("version %s = the project's %s" % (meta.get("version"), version), meta.get("version") == version)
    ctl = control(root)
    provides = meta.get("provides") if isinstance(meta.get("provides"), dict) else {}
    check("provides the extension sortid", "sortid" in provides)
    for ext, p in provides.items():
        p = p if isinstance(p, dict) else {}
        check("provides %s: version %s = the project's" % (ext, p.get("version")), p.get("version") == version)
        for k in ("file", "docfile"):
            path = p.get(k)
            if k == "file" or path is not None:
                check("provides %s: %s %s exists" % (ext, k, path),
                      isinstance(path, str) and os.path.isfile(os.path.join(root, path)))
        want = "%s--%s.sql" % (ext, ctl.get("default_version"))
        check("provides %s: file is the control file's default_version script %s" % (ext, want),
              os.path.basename(str(p.get("file"))) == want)
    if not errs:
        for what, change in MUTANTS:
            bad = copy.deepcopy(meta)
            change(bad)
            check("the validator rejects " + what, spec_errors(bad) != [])
    print("postgres-meta: %d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
