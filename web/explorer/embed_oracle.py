#!/usr/bin/python3
"""Writes oracle_sources.js: the oracle's module files (the entry, the built f3go.mjs, and every
file it imports by a relative path './NAME' in a static import, found in the folders given) as the texts of a classic
script, window.F3GO_ORACLE_SOURCES = {entry, files}, which oracle_loader.js turns into modules.
A browser refuses to import a module file from a file:// page, but runs a classic script.

Usage: embed_oracle.py OUT ENTRY [FOLDER...]   (an import is looked for beside ENTRY, then in each FOLDER)
Exit: 0 written; 2 a file cannot be found or read (named).
"""
import json
import os
import re
import sys

# A static import or re-export at the start of a line (not one quoted in a comment).
IMPORT = re.compile(r"""^[ \t]*(?:import|export)\b[^;'"]*?\bfrom\s*(['"])\./([^'"/]+)\1""", re.M)


def fail(message):
    print("embed_oracle.py: " + message, file=sys.stderr)
    sys.exit(2)


def find(name, folders):
    for folder in folders:
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            return path
    fail(f"{name} is imported but is in none of: {', '.join(folders)}")


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    out, entry = sys.argv[1], sys.argv[2]
    folders = [os.path.dirname(os.path.abspath(entry))] + sys.argv[3:]
    files, pending = {}, [(os.path.basename(entry), entry)]
    while pending:
        name, path = pending.pop()
        if name in files:
            continue
        try:
            with open(path, encoding="utf-8") as f:
                files[name] = f.read()
        except OSError as e:
            fail(f"{path}: {e.strerror}")
        pending += [(m.group(2), find(m.group(2), folders)) for m in IMPORT.finditer(files[name])]
    text = "window.F3GO_ORACLE_SOURCES = " + json.dumps({"entry": os.path.basename(entry), "files": files}) + ";\n"
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
