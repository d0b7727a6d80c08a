#!/usr/bin/python3
"""The house's contract rule: a function's precondition is stated in its comment ("Precondition:
...") and asserted on the first line of its body. For every C++ source of the project, each comment
block holding "Precondition:" must stand directly above a function declaration or definition (a
template line may come between); a declaration's definition is found by name and parameter types in
the same file, else in the sibling .cpp, else in another .cpp of its folder. The first statement of
the definition's body must be `assert(` (the project has no assertion macro of its own). A pure
virtual function's precondition is asserted by each override. "Precondition of every function below
that takes T:" is the precondition of each function declared below it in its class, or in the rest
of its file, with a parameter of type T. "Precondition: none" states that there
is none, and ALLOWED names the few preconditions no expression can check, each with its reason.
Prints one line per violation and the number of preconditions checked; exits 1 on a violation, or
when fewer than MIN_CHECKED were found (so that it cannot pass by finding nothing).
Usage: scripts/contract_check.py [--list] [REPO] (default: this script's repository; --list prints
where each precondition is asserted)."""
import bisect
import pathlib
import re
import sys

FOLDERS = ["oracle", "reference", "optimized", "smt", "gtp", "judge", "cli", "testkit", "properties",
           "fuzz", "bench", "web/api"]
SUFFIXES = {".h", ".hpp", ".cpp", ".cc"}
MIN_CHECKED = 100
VERBOSE = "--list" in sys.argv
TALLY = {"none": 0, "allowed": set()}
MARK = re.compile(r"Precondition:(?!:)")
NONE = re.compile(r"Precondition: none\b")  # a function that states it has none
# One precondition of several functions: every function declared below it in its scope (the class,
# or the rest of the file) with a parameter of type T.
GROUP = re.compile(r"Precondition of every function below that takes (\w+):")

# Functions whose precondition cannot be asserted on their first line, each with the reason:
# (file, function name) -> reason.
ALLOWED = {
    ("smt/encoding.h", "Enc"): "a lifetime (`b` outlives the Enc), which no expression can assert",
    ("smt/session.h", "Session"): "a lifetime (`b` outlives the Session), which no expression can assert",
}


# ---- Reading a source: code with comments and literals blanked, and its comments. ----

def token_before(text, i, chars="_"):
    """The word (letters, digits and `chars`) that ends just before text[i]."""
    j = i
    while j > 0 and (text[j - 1].isalnum() or text[j - 1] in chars):
        j -= 1
    return text[j:i]


def prefix_is_number(text, i):
    """The token that ends just before text[i] is a number (so a ' there is a digit separator)."""
    return token_before(text, i, "_.")[:1].isdigit()


def mask(text):
    """(code, comments): code is text with every comment and string or character literal replaced
    by spaces (newlines kept, so offsets and lines agree); comments lists (offset, end, body)."""
    out = list(text)
    comments = []
    i, n = 0, len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            comments.append((i, end, text[i + 2:end]))
            blank(i, end)
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            comments.append((i, end, text[i + 2:end - 2]))
            blank(i, end)
            i = end
        elif c == '"' and token_before(text, i) in ("R", "u8R", "uR", "UR", "LR"):  # a raw string
            delim = text[i + 1:text.find("(", i)]
            end = text.find(")" + delim + '"', i)
            end = n if end < 0 else end + len(delim) + 2
            blank(i + 1, end - 1)
            i = end
        elif c == '"' or (c == "'" and not prefix_is_number(text, i)):
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            blank(i + 1, j)
            i = j + 1
        else:
            i += 1
    code = "".join(out)
    # Preprocessor lines (with their continuations) are not code either.
    code = re.sub(r"(?m)^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", lambda m: re.sub(r"[^\n]", " ", m.group(0)), code)
    return code, comments


class Source:
    def __init__(self, path, rel):
        self.path = path
        self.rel = rel
        self.text = path.read_text(encoding="utf-8")
        self.code, self.comments = mask(self.text)
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        self.scopes = scopes(self.code)

    def line_of(self, offset):
        return bisect.bisect_right(self.line_starts, offset)

    def line_text(self, line, code=True):
        a = self.line_starts[line - 1]
        b = self.line_starts[line] if line < len(self.line_starts) else len(self.text)
        return (self.code if code else self.text)[a:b]


def scopes(code):
    """Every {...} of the code as (open, close, kind, name); kind is namespace, class or block."""
    out, stack, last = [], [], 0
    for i, c in enumerate(code):
        if c == "{":
            header = code[last:i].strip()
            m = re.search(r"\b(?:class|struct|union)\s+(?:\w+\s+)*?(\w+)\s*(?:final\s*)?(?::[^;{}()]*)?$",
                          header)
            if re.search(r"\benum\b", header):
                kind, name = "block", ""
            elif m:
                kind, name = "class", m.group(1)
            elif re.search(r"\bnamespace\b[\w:\s]*$", header) or re.search(r"\bextern\s*$", header):
                kind, name = "namespace", ""
            else:
                kind, name = "block", ""
            stack.append([i, None, kind, name])
            last = i + 1
        elif c == "}":
            if stack:
                s = stack.pop()
                s[1] = i
                out.append(tuple(s))
            last = i + 1
        elif c == ";":
            last = i + 1
    return out


def enclosing(src, offset):
    """The innermost scope holding offset, or None at file scope (namespaces are looked through)."""
    best = None
    for s in src.scopes:
        if s[0] < offset < s[1] and s[2] != "namespace" and (best is None or s[0] > best[0]):
            best = s
    return best


# ---- Reading a function's head. ----

def balanced(code, i, open_c, close_c):
    """The offset just past the bracket that closes the one at code[i]."""
    assert code[i] == open_c
    depth = 0
    for j in range(i, len(code)):
        if code[j] == open_c:
            depth += 1
        elif code[j] == close_c:
            depth -= 1
            if depth == 0:
                return j + 1
    return len(code)


def skip_ws(code, i):
    while i < len(code) and code[i].isspace():
        i += 1
    return i


def skip_template(code, i):
    """Past `template <...>` lines at i (angle brackets balanced)."""
    while True:
        i = skip_ws(code, i)
        if not code.startswith("template", i):
            return i
        j = skip_ws(code, i + len("template"))
        if j >= len(code) or code[j] != "<":
            return i
        i = balanced(code, j, "<", ">")


QUALIFIERS = re.compile(r"\s*(?:(?:const|noexcept|override|final|volatile)\b(?:\s*\([^()]*\))?|&&|&)")


def after_parameters(code, i):
    """From just past a parameter list: ('body', offset of '{'), ('declaration', offset of ';'),
    or (None, offset) when what follows is neither."""
    n = len(code)
    while True:
        m = QUALIFIERS.match(code, i)
        if not m or m.end() == i:
            break
        i = m.end()
    i = skip_ws(code, i)
    if code.startswith("->", i):  # a trailing return type
        while i < n and code[i] not in "{;":
            i = balanced(code, i, "(", ")") if code[i] == "(" else i + 1
    i = skip_ws(code, i)
    if i < n and code[i] == "=":
        j = code.find(";", i)
        if re.match(r"=\s*0\s*;", code[i:j + 1]):
            return "pure", j
        return ("declaration", j) if re.match(r"=\s*(?:default|delete)\s*;", code[i:j + 1]) else (None, i)
    if i < n and code[i] == ";":
        return "declaration", i
    if i < n and code[i] == "{":
        return "body", i
    if i < n and code[i] == ":" and not code.startswith("::", i):  # a constructor's initialisers
        i += 1
        while True:
            m = re.compile(r"\s*[\w:<>, ]*?\s*([({])").match(code, i)
            if not m:
                return None, i
            i = balanced(code, m.start(1), m.group(1), ")" if m.group(1) == "(" else "}")
            i = skip_ws(code, i)
            if i < n and code[i] == ",":
                i += 1
                continue
            return ("body", i) if i < n and code[i] == "{" else (None, i)
    return None, i


NAME_BEFORE_PAREN = re.compile(r"((?:\w+\s*::\s*)*(?:operator\s*(?:\(\s*\)|[^\w\s(]+|\w+)|~?\w+))\s*$")


def function_head(code, i):
    """The function declared or defined at offset i: (name, params, kind, offset) with kind 'body'
    (offset of its '{'), 'declaration' or 'pure' (offset of its ';'); or None when no function
    starts there."""
    i = skip_template(code, i)
    start, angle, n = i, 0, len(code)
    while i < n:
        c = code[i]
        if c == "<":
            angle += 1
        elif c == ">" and angle > 0:
            angle -= 1
        elif angle == 0 and c in ";{}=":
            return None
        elif c == "(" and angle == 0 and not re.search(r"\boperator\s*$", code[start:i]):
            break
        i += 1
    head = code[start:i]
    if i >= n or re.match(r"\s*(?:class|struct|union|enum|using|typedef|namespace|return)\b", head):
        return None
    m = NAME_BEFORE_PAREN.search(head)
    if not m:
        return None
    close = balanced(code, i, "(", ")")
    kind, at = after_parameters(code, close)
    if kind is None:
        return None
    name = re.sub(r"\s+", "", m.group(1))
    return name, code[i + 1:close - 1], kind, at


def parameter_types(params):
    """The parameter types of a parameter list, without names or default arguments."""
    parts, depth, cur = [], 0, ""
    for c in params:
        if c in "(<[{":
            depth += 1
        elif c in ")>]}":
            depth -= 1
        if c == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += c
    parts.append(cur)
    types = []
    for p in parts:
        p = re.sub(r"\[\[[^\]]*\]\]", "", p)  # attributes: [[maybe_unused]]
        p = p.split("=")[0].strip() if re.search(r"[^=!<>]=[^=]", " " + p + " ") else p.strip()
        if not p:
            continue
        tokens = re.findall(r"\w+|::|[^\w\s]", p)
        if len(tokens) > 1 and re.match(r"\w+$", tokens[-1]) and tokens[-2] != "::":
            tokens = tokens[:-1]
        types.append(re.sub(r"\w+ :: ", "", " ".join(tokens)))  # reference::Points is Points
    return tuple(t for t in types if t != "void")


# ---- Finding a declaration's definition. ----

def definitions(src, name):
    """Every definition (with a body) of a function called `name` in src: (qualified name, params,
    offset of '{')."""
    out = []
    pattern = re.compile(r"(?<![\w.>])((?:\w+\s*::\s*)*" + re.escape(name) + r")\s*\(")
    for m in pattern.finditer(src.code):
        if re.search(r"(?:\.|->)\s*$", src.code[:m.start()][-3:]):
            continue
        paren = m.end() - 1
        close = balanced(src.code, paren, "(", ")")
        kind, at = after_parameters(src.code, close)
        if kind == "body":
            out.append((re.sub(r"\s+", "", m.group(1)), src.code[paren + 1:close - 1], at, m.start()))
    return out


def find_definition(sources, src, name, params, owner):
    """The definition of the function `name` declared in src (inside class `owner`, or free):
    (source, offset of '{', offset of name), or an error text."""
    short = name.split("::")[-1]
    want = parameter_types(params)
    sibling = src.path.with_suffix(".cpp")
    folder = [s for p, s in sources.items() if p.parent == src.path.parent and p.suffix in (".cpp", ".cc")
              and p != sibling]
    tiers = [[src], [sources[sibling]] if sibling in sources else [], folder]
    for tier in tiers:
        found = []
        for s in tier:
            for qual, ps, at, begin in definitions(s, short):
                if parameter_types(ps) != want:
                    continue
                qualifier = qual.split("::")[-2] if "::" in qual else None
                if owner and qualifier != owner:
                    continue
                found.append((s, at, begin))
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            return "more than one definition matches (" + ", ".join(
                f"{s.rel}:{s.line_of(b)}" for s, _, b in found) + ")"
    return "no definition found in " + src.rel + (", " + sources[sibling].rel if sibling in sources else "") + \
        " or the other sources of its folder"


# ---- The check. ----

def precondition_blocks(src, mark):
    """Each match of `mark` in a comment block: (line of the mark, last line of the block, a trailing
    comment or not, the match)."""
    out = []
    for start, end, body in src.comments:
        for m in mark.finditer(body):
            line = src.line_of(start + 2 + m.start())
            trailing = src.text[src.line_starts[src.line_of(start) - 1]:start].strip() != ""
            last = src.line_of(end - 1 if end > start else start)
            while last < len(src.line_starts) and src.line_text(last + 1).strip() == "" and \
                    src.line_text(last + 1, code=False).strip().startswith(("//", "/*")):
                last += 1
            out.append((line, last, trailing, m))
    return out


def group_functions(src, last, type_name):
    """The functions declared below line `last` in its scope (a class, or the rest of the file, in
    namespaces) with a parameter of type `type_name`: (offset, function_head)."""
    here = src.line_starts[last] if last < len(src.line_starts) else len(src.code)
    scope = enclosing(src, here)
    end = scope[1] if scope is not None else len(src.code)
    out = []
    for offset in src.line_starts[last:]:
        if offset >= end:
            break
        before = src.code[:offset].rstrip()
        if src.code[offset:src.code.find("\n", offset)].strip() == "" or enclosing(src, offset) != scope or \
                (before and before[-1] not in ";{}:"):
            continue
        head = function_head(src.code, offset)
        if head and any(re.search(r"\b" + type_name + r"\b", t) for t in parameter_types(head[1])):
            out.append((offset, head))
    return out


def check_group(sources, src, line, last, type_name):
    """(functions checked, violations) of a precondition of every function below that takes T."""
    where = f"{src.rel}:{line}"
    found = group_functions(src, last, type_name)
    if not found:
        return 1, [f"{where}: a precondition of every function below that takes {type_name}: none found"]
    violations = []
    for offset, head in found:
        violations += check_function(sources, src, where, line, enclosing(src, offset), head, offset)
    return len(found), violations


def overrides(sources, name, params):
    """Every override of the pure virtual function `name(params)`: (source, offset of its name,
    its class, 'body' or 'declaration', offset)."""
    want = parameter_types(params)
    pattern = re.compile(r"(?<![\w.>:])" + re.escape(name) + r"\s*\(")
    out = []
    for s in sources.values():
        for m in pattern.finditer(s.code):
            paren = m.end() - 1
            close = balanced(s.code, paren, "(", ")")
            kind, at = after_parameters(s.code, close)
            scope = enclosing(s, m.start())
            if kind in ("body", "declaration") and re.search(r"\boverride\b", s.code[close:at]) and \
                    parameter_types(s.code[paren + 1:close - 1]) == want and scope is not None and scope[2] == "class":
                out.append((s, m.start(), scope[3], kind, at))
    return out


def first_is_assert(src, body):
    return re.match(r"\s*assert\s*\(", src.code[body + 1:]) is not None


def check_override(sources, name, params, where):
    """The overrides of the pure virtual function that do not assert its precondition first."""
    found = overrides(sources, name, params)
    if not found:
        return [f"{where}: function {name}: no override of this pure virtual function found"]
    out = []
    for s, begin, owner, kind, at in found:
        if kind == "declaration":
            d = find_definition(sources, s, name, params, owner)
            if isinstance(d, str):
                out.append(f"{s.rel}:{s.line_of(begin)}: function {owner}::{name}: {d}")
                continue
            s, at, begin = d
        if not first_is_assert(s, at):
            out.append(f"{s.rel}:{s.line_of(begin)}: function {owner}::{name}: its precondition (stated at {where}) "
                       f"is not asserted on its first line")
        elif VERBOSE:
            print(f"{where}: function {name}: asserted by its override at {s.rel}:{s.line_of(at + 1)}")
    return out


def check_one(sources, src, line, last, trailing):
    """The violations of the precondition stated at src:line (none when it is asserted)."""
    where = f"{src.rel}:{line}"
    not_above = f"{where}: a Precondition: comment not directly above a function declaration or definition"
    if trailing:
        return [f"{where}: a Precondition: comment after code documents no function"]
    if last >= len(src.line_starts) or src.line_text(last + 1).strip() == "":
        return [not_above]
    offset = src.line_starts[last]
    scope = enclosing(src, offset)
    if scope is not None and scope[2] == "block":
        return [f"{where}: a Precondition: comment inside a function body documents no function"]
    head = function_head(src.code, offset)
    if head is None:
        return [not_above]
    return check_function(sources, src, where, line, scope, head, offset)


def check_function(sources, src, where, line, scope, head, begin):
    """The violations of the function `head` (function_head) declared at offset `begin` of src,
    inside `scope`, whose precondition is stated at `where` (the comment's `line`)."""
    name, params, kind, at = head
    key = (src.rel, name.split("::")[-1])
    if key in ALLOWED:
        TALLY["allowed"].add(key)
        if VERBOSE:
            print(f"{where}: function {name}: allowed without an assert: {ALLOWED[key]}")
        return []
    if NONE.search(src.line_text(line, code=False)):
        TALLY["none"] += 1
        return []
    if kind == "pure":
        return check_override(sources, name, params, where)
    if kind == "body":
        def_src, body, def_at = src, at, begin
    else:
        owner = scope[3] if scope is not None and scope[2] == "class" else None
        found = find_definition(sources, src, name, params, owner)
        if isinstance(found, str):
            return [f"{where}: function {name}: {found}"]
        def_src, body, def_at = found
    if not first_is_assert(def_src, body):
        return [f"{def_src.rel}:{def_src.line_of(def_at)}: function {name}: its precondition is not asserted on "
                f"its first line"]
    if VERBOSE:
        print(f"{where}: function {name}: asserted at {def_src.rel}:{def_src.line_of(body + 1)}")
    return []


def main():
    args = [a for a in sys.argv[1:] if a != "--list"]
    repo = pathlib.Path(args[0] if args else pathlib.Path(__file__).resolve().parent.parent)
    sources = {}
    for folder in FOLDERS:
        for path in sorted((repo / folder).rglob("*")):
            if path.suffix in SUFFIXES and path.is_file():
                sources[path] = Source(path, str(path.relative_to(repo)))
    checked, violations = 0, []
    for src in sources.values():
        for line, last, trailing, _ in precondition_blocks(src, MARK):
            checked += 1
            violations += check_one(sources, src, line, last, trailing)
        for line, last, _, m in precondition_blocks(src, GROUP):
            n, v = check_group(sources, src, line, last, m.group(1))
            checked += n
            violations += v
    for file, name in sorted(set(ALLOWED) - TALLY["allowed"]):
        violations.append(f"{file}: function {name}: on the allow-list, but no such precondition is found")
    for v in violations:
        print(v)
    print(f"contract_check: {checked} preconditions checked ({TALLY['none']} stated as none, "
          f"{len(TALLY['allowed'])} allowed without an assert), {len(violations)} violations")
    if checked < MIN_CHECKED:
        print(f"contract_check: fewer than {MIN_CHECKED} preconditions found: the sources were not read")
        return 1
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
