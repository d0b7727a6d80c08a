#!/usr/bin/env python3
"""How far each rule switch spreads: the non-test C++ files that name it.

A switch is named by `Switch::<name>`, by its reading enum (`Ko::`) or by its accessor in Rules
(`.ko()`), all read from oracle/rules.h. Test folders (tests/, properties/, fuzz/), bench/ and web/
are not counted: what is counted is what adding a switch must touch in the oracle, the engines and
the tools above them.

The check (ctest scripts_switch_fanout): a switch of scripts/switch_fanout.txt may not spread to
more files than that file records for it, and a switch it does not list (one added since) may be
named in at most 6 files — its row in oracle/rules.h, each engine's reading and the memo's
classification in optimized/known_eyes.cpp. When a switch spreads less than recorded, the check
says so, and the record is brought down with --write.

Usage: scripts/switch_fanout.py [--write] [SOURCE_DIR]
"""
import glob
import os
import re
import sys

NEW_SWITCH_LIMIT = 6
FOLDERS = ['oracle', 'reference', 'optimized', 'smt', 'gtp', 'judge', 'cli', 'testkit']


def switches(root):
    """(register ID, Switch name, reading enum, accessor) for each switch of oracle/rules.h."""
    h = open(os.path.join(root, 'oracle/rules.h'), encoding='utf-8').read()
    accessors = {m.group(4): (m.group(1), m.group(2)) for m in re.finditer(
        r'^\s+(\w+) (\w+)\(\) const \{ return get<(\w+)>\(Switch::(\w+)\)', h, re.M)}
    body = re.search(r'enum class Switch : std::uint8_t \{(.*?)\n\s*count\n', h, re.S)
    if not body:
        sys.exit('switch_fanout: no `enum class Switch` in oracle/rules.h')
    out = []
    for name, sid in re.findall(r'^\s+(\w+),\s*// (A\d\d|N\d\d)', body.group(1), re.M):
        enum, accessor = accessors.get(name, (None, None))
        out.append((sid, name, enum, accessor))
    if len(out) < 40:
        sys.exit(f'switch_fanout: only {len(out)} switches read from oracle/rules.h')
    return out


def sources(root):
    files = []
    for d in FOLDERS:
        for f in glob.glob(os.path.join(root, d, '**', '*.*'), recursive=True):
            rel = os.path.relpath(f, root)
            if '/tests/' not in rel and rel.endswith(('.cpp', '.h')):
                files.append(rel)
    return sorted(files)


def fanout(root):
    text = {f: open(os.path.join(root, f), encoding='utf-8').read() for f in sources(root)}
    table = {}
    for sid, name, enum, accessor in switches(root):
        patterns = [r'Switch::' + name + r'\b']
        if enum:
            patterns += [r'\b' + enum + r'::', r'\.' + accessor + r'\(\)']
        table[sid] = sorted(f for f, t in text.items() if any(re.search(p, t) for p in patterns))
    return table


def main():
    args = sys.argv[1:]
    write = '--write' in args
    args = [a for a in args if a != '--write']
    root = os.path.normpath(args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
    record_path = os.path.join(root, 'scripts', 'switch_fanout.txt')
    table = fanout(root)
    if write:
        with open(record_path, 'w', encoding='utf-8') as out:
            out.write('# switch, and the non-test files that name it (written by scripts/switch_fanout.py --write)\n')
            for sid, files in table.items():
                out.write(f'{sid} {len(files)}\n')
        print(f'switch_fanout: wrote {record_path}')
        return 0
    record = {}
    for line in open(record_path, encoding='utf-8'):
        if line.strip() and not line.startswith('#'):
            sid, n = line.split()
            record[sid] = int(n)
    bad = 0
    for sid, files in table.items():
        limit = record.get(sid, NEW_SWITCH_LIMIT)
        status = 'ok'
        if len(files) > limit:
            status = f'spreads to {len(files)} files, at most {limit} allowed'
            bad += 1
        elif sid in record and len(files) < limit:
            status = f'now {len(files)}, recorded {limit}: bring the record down with --write'
        print(f'{sid} {len(files):2d} {status}: {" ".join(files)}')
    print(f'switch_fanout: {len(table)} switches, {bad} spread too far')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
