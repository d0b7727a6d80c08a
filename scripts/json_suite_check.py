#!/usr/bin/python3
"""The JSON conformance suite (corpus/json/, `f3go export-json`): the committed export equals a
fresh one, every file is valid under its schema.json (JSON Schema draft 2020-12, Debian's
python3-jsonschema), the schema refuses a case with a key missing, and the suite holds every case
of corpus/cases/. Usage: scripts/json_suite_check.py F3GO_BINARY [REPO]. Exit 0 when all hold."""
import copy
import filecmp
import json
import pathlib
import subprocess
import sys
import tempfile

import jsonschema

REGENERATE = "./build/release/f3go export-json --out corpus/json"


def fail(message):
    print("json_suite_check: " + message, file=sys.stderr)
    sys.exit(1)


def check_up_to_date(f3go, repo, fresh):
    subprocess.run([f3go, "export-json", "--corpus", str(repo / "corpus"), "--out", str(fresh)],
                   check=True, stdout=subprocess.DEVNULL)
    committed = repo / "corpus" / "json"
    names = sorted(p.name for p in fresh.iterdir())
    have = sorted(p.name for p in committed.iterdir()) if committed.is_dir() else []
    if names != have:
        fail(f"corpus/json/ holds {have}, a fresh export {names}: regenerate it with `{REGENERATE}`")
    for name in names:
        if not filecmp.cmp(fresh / name, committed / name, shallow=False):
            fail(f"corpus/json/{name} is out of date: regenerate it with `{REGENERATE}`")
    return names


def check_schema(fresh, names):
    schema = json.loads((fresh / "schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    cases = 0
    first = None
    for name in names:
        if not name.endswith(".json") or name == "schema.json":
            continue
        document = json.loads((fresh / name).read_text(encoding="utf-8"))
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        if errors:
            e = errors[0]
            fail(f"corpus/json/{name}: $.{'.'.join(map(str, e.path))}: {e.message}")
        cases += len(document["cases"])
        first = first or document
    broken = copy.deepcopy(first)
    del broken["cases"][0]["expectations"][0]["answer"]
    if validator.is_valid(broken):
        fail("schema.json accepts a case whose expectation has no answer")
    return cases


def main():
    f3go = sys.argv[1]
    repo = pathlib.Path(sys.argv[2] if len(sys.argv) > 2 else pathlib.Path(__file__).resolve().parent.parent)
    with tempfile.TemporaryDirectory() as tmp:
        fresh = pathlib.Path(tmp) / "json"
        names = check_up_to_date(f3go, repo, fresh)
        cases = check_schema(fresh, names)
    files = len(list((repo / "corpus" / "cases").rglob("*.case")))
    if cases != files:
        fail(f"the JSON suite holds {cases} cases, corpus/cases/ {files} case files")
    print(f"json_suite_check: {cases} cases in {len(names) - 2} files, each valid under schema.json and up to date")


main()
