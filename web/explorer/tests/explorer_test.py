#!/usr/bin/python3
"""The explorer in a real browser (headless Chromium through selenium and chromium-driver), against
native `f3go` on the same positions and rules.

The page is assembled with the real module (scripts/publish_explorer.sh) and opened from a file://
URL. For each position (corpus/positions and corpus cases, POSITIONS below) the board is entered as
a reader would: the size chosen, the board cleared, the side to move and the flybombs set, and
every stone and flower placed by clicking its point (the corpus positions by pasting their text
into the load box). The page's board must be the position's. Then, under each rule configuration
(CONFIGS: the profile chosen and readings switched in the rules panel, found by its filter), what
the page shows at every point (its data- attributes: the stone, the private eye of its string and
the clause that decided, the attribute of a flower, the reasons each side's flybomb is forbidden
there) and its score are compared with `f3go analyze --json` on the position text the page shows,
under the same rules given as a rules file. Then: a string clicked in explain mode gives the text
of `f3go explain` (zh, then en); a report link (在浏览器中试) opens the explorer in compare mode
with both readings, each agreeing with native f3go and the two differing; a few turns played and
undone; a malformed position refused with the oracle's message. Counts are asserted.

Usage: explorer_test.py F3GO MODULE [--screenshot PNG]
  F3GO    the native f3go binary
  MODULE  the oracle's module (build/wasm/web/f3go.mjs)
  --screenshot PNG  also saves the 19×19 position with flowers (docs/explorer_19x19.png)
Exit: 0 every comparison agreed; 1 a difference (named); 2 bad arguments.
"""
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

# Entered by clicking every point (cases: their position part), then by pasting (corpus/positions).
CLICKED = [
    "attribute/attr_holographic_black_like", "attribute/attr_holographic_white_like", "attribute/attr_holographic_neutral",
    "attribute/attr_row_4_2_3_3_tie_attribute", "attribute/attr_same_string_twice", "forbidden/holographic_black_like_flower",
    "forbidden/one_liberty_eye_corner_flower", "forbidden/tiger_mouth_flower", "forbidden/tiger_mouth_edge",
    "forbidden/capture_point_and_eye", "forbidden/points_mixed_black", "private_eye/pe_capture_allowed_fill_order",
    "private_eye/pe_eye_would_capture_A", "private_eye/pe_multi_regions", "private_eye/pe_opponent_true_eye",
    "private_eye/pe_zero_liberty_string", "private_eye/pe_own_colour_profiles", "score/neutral_flower_between",
    "score/neutral_pocket_dead_list", "seeds/seed004_F2", "seeds/seed004_F5",
]
PASTED = ["flowers_9x9", "readme_7x7", "seed004_rst", "midgame_19x19"]

# (profile, {switch: reading}): chosen in the page's rules panel, given to f3go as a rules file.
CONFIGS = [
    ("2022", {}),
    ("2018", {}),
    ("2022", {"eye.examined": "region"}),
    ("2022", {"eye.simulated_legality": "capture_allowed", "eye.opponent_eye": "with_stones"}),
    ("2022", {"flybomb.tiger_mouth": "open_any", "flybomb.whose_shapes": "both"}),
    ("2018", {"region.needs_split": "always"}),
]
CASE_KEYS = ("case:", "title:", "clauses:", "source:", "moves:", "dead:", "ask:", "expect")
# What a panel shows: every point's data- attributes, the score's, the position text.
READ_PANEL = """
const panel = arguments[0], score = document.querySelector(panel + ' .score').dataset;
return {points: Array.from(document.querySelectorAll(panel + ' g.pt')).map(g => [g.dataset.point, g.dataset.cell,
          g.dataset.privateEye, g.dataset.eyeReason, g.dataset.attribute, g.dataset.forbiddenBlack, g.dataset.forbiddenWhite]),
        score: {black: score.black, white: score.white, neutral: score.neutral, result: score.result},
        text: document.getElementById('position-text').textContent};
"""


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


class Native:
    def __init__(self, f3go, scratch):
        self.f3go, self.scratch, self.runs = f3go, scratch, 0

    def write(self, name, text):
        path = os.path.join(self.scratch, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    def run(self, *args):
        self.runs += 1
        p = subprocess.run([self.f3go, *args], capture_output=True, text=True, timeout=300)
        check(p.returncode == 0, f"f3go {' '.join(args)} exited {p.returncode}: {p.stderr.strip()}")
        return p.stdout

    def rules_file(self, profile, settings):
        lines = [f"rules: {profile}"] + [f"set: {k}={v}" for k, v in settings.items()]
        return self.write("config.rules", "\n".join(lines) + "\n")

    def analyze(self, position_text, profile, settings):
        pos = self.write("position.pos", position_text)
        return json.loads(self.run("analyze", "--json", "--rules", self.rules_file(profile, settings), pos))


def compact_to_config(text):
    """The (profile, settings) of a compact rules text ("2022;eye.examined=region;komi=5")."""
    parts = text.split(";")
    return parts[0], dict(p.split("=", 1) for p in parts[1:])


def native_points(a):
    """What the page should show at each point, from native f3go's analysis: [point, cell,
    private eye, reason, attribute, forbidden black, forbidden white], in the page's order."""
    n, letters = a["size"], "ABCDEFGHJKLMNOPQRST"
    points = {}
    for r, row in enumerate(a["position"]["board"]):
        for x, cell in enumerate(row):
            name = letters[x] + str(n - r)
            points[name] = [name, cell, "", "", "", "", ""]
    for s in a["strings"]:
        for p in s["stones"]:
            points[p][2:4] = ["true" if s["private_eye"] else "false", s["reason"]]
    for f in a["flowers"]:
        for p in f["stones"]:
            points[p][4] = f["attribute"]
    for k, side in ((5, "black"), (6, "white")):
        for p, reasons in a["flybomb_forbidden"][side].items():
            points[p][k] = ",".join(reasons)
    return [points[letters[i % n] + str(i // n + 1)] for i in range(n * n)]


def position_part(case_text):
    """A case file's position: its lines without the case's own keys."""
    return "".join(l for l in case_text.splitlines(True) if not l.lstrip().startswith(CASE_KEYS))


class Page:
    def __init__(self, url):
        options = webdriver.ChromeOptions()
        for a in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1500,2200"):
            options.add_argument(a)
        options.binary_location = "/usr/bin/chromium"
        self.d = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
        self.open(url)
        self.switches = {s["name"]: s for s in self.d.execute_script("return F3Go.explorerState.oracle.switches();")}

    def open(self, url):
        self.d.get(url)
        WebDriverWait(self.d, 120).until(lambda d: d.find_element(By.ID, "status").get_attribute("data-state") != "loading")
        status = self.d.find_element(By.ID, "status")
        check(status.get_attribute("data-state") == "ready", "the page did not load the oracle: " + status.text)

    def el(self, css):
        return self.d.find_element(By.CSS_SELECTOR, css)

    def click(self, css):
        e = self.el(css)
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", e)
        e.click()

    def error(self):
        e = self.d.find_element(By.ID, "error")
        return e.text if e.is_displayed() else ""

    def no_error(self, doing):
        check(not self.error(), f"{doing}: the page says {self.error()!r}")

    def set_value(self, css, value):
        self.d.execute_script("arguments[0].value = arguments[1];"
                              "arguments[0].dispatchEvent(new Event('change', {bubbles: true}));", self.el(css), value)

    def mode(self, mode):
        self.click(f"input[name=mode][value='{mode}']")

    def position_text(self):
        return self.el("#position-text").get_attribute("textContent")

    def shown(self, panel=1):
        return self.d.execute_script(READ_PANEL, f"#panel-{panel}")

    def points(self, panel=1):
        return self.shown(panel)["points"]

    def rules_text(self, panel=1):
        return self.el(f"#panel-{panel} .rules-text").text

    # ---- entering a position ----

    def enter_by_clicks(self, a):
        """The position of native analysis `a`, entered on the board by clicks."""
        n = a["size"]
        self.mode("edit")
        Select(self.el("#size")).select_by_value(str(n))
        self.click("#clear")
        Select(self.el("#to-move")).select_by_value(a["position"]["to_move"])
        for side in ("black", "white"):
            self.set_value(f"#flybombs-{side}", str(a["position"]["flybombs_left"][side]))
        tool, clicks = None, 0
        for name, cell, *_ in native_points(a):
            if cell == ".":
                continue
            if cell != tool:
                self.click(f"input[name=tool][value='{cell}']")
                tool = cell
            self.click(f"#panel-1 g.pt[data-point='{name}']")
            clicks += 1
        self.no_error("entering a position by clicks")
        return clicks

    def paste(self, text):
        box = self.el("#load-text")
        self.d.execute_script("arguments[0].value = arguments[1];", box, text)
        self.click("#load-button")

    def choose(self, profile, settings):
        """The configuration chosen in panel 1: the profile, every switch back to its default, then
        each setting found by the filter and chosen."""
        panel = "#panel-1 .rules-panel"
        Select(self.el(panel + " select.profile")).select_by_value(profile)
        shown = self.d.execute_script("const out = {}; document.querySelectorAll(arguments[0] + ' select[data-switch]')"
                                      ".forEach(s => { out[s.dataset.switch] = s.value; }); return out;", panel)
        for name, s in self.switches.items():
            want = settings.get(name, s["defaults"][profile])
            if shown[name] == want:
                continue
            select = self.el(f"{panel} select[data-switch='{name}']")
            search = self.el(panel + " input.filter")
            search.clear()
            search.send_keys(name)
            Select(select).select_by_value(want)
        self.no_error(f"choosing {profile} {settings}")


def compare(page, native, what, panel=1, config=None):
    """The page's points and score against native f3go on the page's position text; the number of
    facts compared."""
    profile, settings = config or compact_to_config(page.rules_text(panel))
    shown = page.shown(panel)
    a = native.analyze(shown["text"], profile, settings)
    mine, theirs = shown["points"], native_points(a)
    check(len(mine) == len(theirs), f"{what}: {len(mine)} points on the page, {len(theirs)} in f3go")
    for m, t in zip(mine, theirs):
        check(m == t, f"{what}: at {t[0]} the page shows {m[1:]}, f3go {t[1:]}")
    score = shown["score"]
    for k in ("black", "white", "neutral"):
        check(float(score[k]) == float(a["score"][k]), f"{what}: score {k} {score[k]} on the page, {a['score'][k]} in f3go")
    check(score["result"] == a["score"]["result"], f"{what}: result {score['result']} on the page, {a['score']['result']} in f3go")
    return sum(1 for t in theirs for v in t[2:] if v)


def positions():
    out = []
    for c in CLICKED:
        with open(os.path.join(ROOT, "corpus", "cases", c + ".case"), encoding="utf-8") as f:
            out.append((c, position_part(f.read()), True))
    for p in PASTED:
        with open(os.path.join(ROOT, "corpus", "positions", p + ".pos"), encoding="utf-8") as f:
            out.append((p, f.read(), False))
    return out


def check_positions(page, native):
    counts = {"positions": 0, "comparisons": 0, "facts": 0, "clicks": 0, "eyes": 0, "attributes": set(), "forbidden": 0,
              "differing": 0}
    for name, text, clicked in positions():
        target = native.analyze(text, "2022", {})
        if clicked:
            counts["clicks"] += page.enter_by_clicks(target)
        else:
            page.paste(text)
            page.no_error("pasting " + name)
        shown = native.analyze(page.position_text(), "2022", {})
        check(shown["position"]["board"] == target["position"]["board"], f"{name}: the page's board is not the position's")
        seen = set()
        for profile, settings in CONFIGS:
            page.choose(profile, settings)
            counts["facts"] += compare(page, native, f"{name} under {profile} {settings}", config=(profile, settings))
            counts["comparisons"] += 1
            mine = page.points()
            seen.add(json.dumps(mine))
            counts["eyes"] += sum(1 for p in mine if p[2] == "true")
            counts["attributes"].update(p[4] for p in mine if p[4])
            counts["forbidden"] += sum(1 for p in mine if p[5] or p[6])
        counts["differing"] += len(seen) > 1
        counts["positions"] += 1
        print(f"ok {name}: {len(CONFIGS)} configurations", flush=True)
    return counts


def check_explain(page, native):
    """A string clicked in explain mode: the text of f3go explain, zh and then en."""
    page.paste(open(os.path.join(ROOT, "corpus", "positions", "seed004_rst.pos"), encoding="utf-8").read())
    page.choose("2018", {})
    page.mode("explain")
    for point in ("H8", "F5"):
        page.click(f"#panel-1 g.pt[data-point='{point}']")
        pos = native.write("explain.pos", page.position_text())
        rules = native.rules_file("2018", {})
        for lang in ("zh", "en"):
            if (lang == "en") != (page.el("#explain-lang").text == "中文"):
                page.click("#explain-lang")
            shown = page.el("#explain-1").get_attribute("textContent")
            want = native.run("explain", "--lang", lang, "--rules", rules, pos, point)
            check(shown.strip() == want.strip(), f"explain {point} ({lang}): the page shows\n{shown}\nf3go says\n{want}")
        shaded = page.d.execute_script("return document.querySelectorAll('#panel-1 g.pt rect[fill-opacity]').length;")
        regions = [s for s in native.analyze(page.position_text(), "2018", {})["strings"] if point in s["stones"]]
        want_shaded = len({p for s in regions for r in s["regions"] for p in r["points"]})
        check(shaded == want_shaded, f"explain {point}: {shaded} points shaded, its regions hold {want_shaded}")
    page.mode("edit")


def check_report_link(page, native, f3go, scratch):
    """The first private-eye diagram's link in the report opens the explorer in compare mode."""
    report = os.path.join(scratch, "report")
    native.run("report", "--lang", "zh", "--out", report)
    page.d.get("file://" + os.path.join(report, "index.html"))
    link = page.d.execute_script(
        "const a = document.querySelector(\"div.case[data-kind='private_eye'] p.try a\"); return a && a.href;")
    check(link, "the report has no 在浏览器中试 link under a private-eye diagram")
    fragment = urllib.parse.unquote(link.split("#", 1)[1])
    page.open(link)
    check(page.el("#panel-2").is_displayed(), "the report's link did not open the compare mode")
    facts = 0
    for panel in (1, 2):
        facts += compare(page, native, f"report link, configuration {panel}", panel=panel)
    check(f"rules={page.rules_text(1)}" in fragment and f"rules2={page.rules_text(2)}" in fragment,
          f"the link's rules {fragment!r} are not the panels' {page.rules_text(1)!r}, {page.rules_text(2)!r}")
    differences = int(page.el("#diffs").get_attribute("data-count"))
    check(differences > 0, "the report's two readings show no difference in the explorer")
    return facts, differences


def check_play(page):
    """Turns played by clicks: a stone with its flower, a stone with 虚着, then undone; the record."""
    page.mode("edit")
    Select(page.el("#size")).select_by_value("5")
    page.click("#clear")
    page.set_value("#flybombs-black", "3")
    page.set_value("#flybombs-white", "3")
    page.mode("play")
    page.no_error("entering play")
    check(len(page.d.find_elements(By.CSS_SELECTOR, "#panel-1 g.pt circle[fill='#1a5fb4']")) == 25,
          "play on an empty 5×5: not every point shown legal")
    page.click("#panel-1 g.pt[data-point='C3']")
    rings = page.d.execute_script("return Array.from(document.querySelectorAll(\"#panel-1 g.pt circle[r='5']\"))"
                                  ".map(c => c.parentNode.dataset.point);")
    check(len(rings) == 24 and "C3" not in rings, f"after the stone C3 the flower points shown are {rings}")
    page.click("#panel-1 g.pt[data-point='D4']")
    page.no_error("a flybomb turn")
    cells = {p[0]: p[1] for p in page.points()}
    check(cells["C3"] == "X" and cells["D4"] == "F", f"after C3 D4: C3 {cells['C3']}, D4 {cells['D4']}")
    check(page.el("#to-move").get_attribute("value") == "white", "after black's turn white is not to move")
    page.click("#panel-1 g.pt[data-point='B2']")
    page.click("#flower-pass")
    page.no_error("a turn with 虚着")
    cells = {p[0]: p[1] for p in page.points()}
    check(cells["B2"] == "O", "after B2 虚着 no white stone at B2")
    page.click("#export-sgf")
    sgf = page.el("#load-text").get_attribute("value")
    check(sgf.startswith("(;") and "FP[]" in sgf, "the exported record lacks the 虚着 (FP[]): " + sgf[:200])
    page.click("#undo")
    page.click("#undo")
    cells = {p[0]: p[1] for p in page.points()}
    check(all(c == "." for c in cells.values()), "after two undos the board is not empty")
    page.mode("edit")


def check_parameters(page, native):
    """Komi and N typed in the rules panel: the page's score and rules text against native f3go under
    the same parameters; a komi the oracle refuses is named on the page and the komi in force kept."""
    page.paste(open(os.path.join(ROOT, "corpus", "positions", "readme_7x7.pos"), encoding="utf-8").read())
    page.choose("2022", {})
    panel = "#panel-1 .rules-panel"
    check(page.el(panel + " [data-parameter='komi']").get_attribute("value") == "3.75",
          "the komi field does not show the profile's komi 3.75")
    before = page.shown()["score"]["result"]
    page.set_value(panel + " [data-parameter='komi']", "-20.5")
    page.set_value(panel + " [data-parameter='flybombs']", "1")
    page.no_error("typing komi -20.5 and N = 1")
    profile, settings = compact_to_config(page.rules_text())
    check(settings.get("komi") == "-20.5" and settings.get("flybombs") == "1",
          f"the rules text {page.rules_text()!r} does not carry the komi and N typed")
    compare(page, native, "readme_7x7 with komi -20.5 and N = 1")
    check(page.shown()["score"]["result"] != before, f"komi -20.5 left the result at {before}")
    page.set_value(panel + " [data-parameter='komi']", "abc")
    check("komi" in page.error(), "a komi of 'abc': the page says " + repr(page.error()))
    check("komi=-20.5" in page.rules_text(), "a refused komi changed the rules in force: " + page.rules_text())
    page.set_value(panel + " [data-parameter='komi']", "")
    page.set_value(panel + " [data-parameter='flybombs']", "")
    page.no_error("clearing komi and N")
    check(compact_to_config(page.rules_text())[1] == {}, "clearing komi and N left " + page.rules_text())


def check_bad_input(page):
    page.paste("size: 5\n5 . . X\n")
    message = page.error()
    check("position" in message and ":" in message, "a malformed position: the page says " + repr(message))
    check(page.el("#status").get_attribute("data-state") == "ready", "a malformed position broke the page")


def screenshot(page, path):
    """slow_rings_19x19 (flowers of the three attributes, two strings with a private eye) with the
    regions of the string at L5 shaded and its clause chain."""
    page.paste(open(os.path.join(ROOT, "corpus", "positions", "slow_rings_19x19.pos"), encoding="utf-8").read())
    page.choose("2022", {})
    page.el("#panel-1 .rules-panel input.filter").clear()
    page.d.execute_script("document.querySelector('#panel-1 .rules-panel details').open = false;")
    if page.el("#explain-lang").text == "中文":
        page.click("#explain-lang")
    page.mode("explain")
    page.click("#panel-1 g.pt[data-point='L5']")
    page.d.execute_script("window.scrollTo(0, 0);")
    page.d.save_screenshot(path)
    page.mode("edit")


def main():
    args = sys.argv[1:]
    shot = None
    if "--screenshot" in args:
        at = args.index("--screenshot")
        shot = os.path.abspath(args[at + 1])
        del args[at:at + 2]
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    f3go, module = (os.path.abspath(a) for a in args)
    start = time.time()
    with tempfile.TemporaryDirectory() as scratch:
        page_dir = os.path.join(scratch, "explorer")
        subprocess.run(["bash", os.path.join(ROOT, "scripts", "publish_explorer.sh"), module, page_dir], check=True,
                       stdout=subprocess.DEVNULL)
        native = Native(f3go, scratch)
        page = Page("file://" + os.path.join(page_dir, "index.html"))
        try:
            counts = check_positions(page, native)
            check_explain(page, native)
            check_play(page)
            check_parameters(page, native)
            check_bad_input(page)
            if shot:
                screenshot(page, shot)
            link_facts, link_differences = check_report_link(page, native, f3go, scratch)
            logs = [e for e in page.d.get_log("browser") if e["level"] == "SEVERE" and "favicon" not in e["message"]]
            check(not logs, "the browser's console: " + "; ".join(e["message"] for e in logs))
        except Failure as e:
            print("FAIL: " + str(e), file=sys.stderr)
            return 1
        finally:
            page.d.quit()
    check(counts["positions"] >= 20 and len(CONFIGS) >= 5, "fewer than 20 positions or 5 configurations")
    for what in ("eyes", "forbidden", "differing"):
        if not counts[what]:
            print(f"FAIL: no position shows any {what}: the comparison would not notice them missing", file=sys.stderr)
            return 1
    if counts["attributes"] != {"black", "white", "neutral"}:
        print(f"FAIL: attributes seen {sorted(counts['attributes'])}, not all three", file=sys.stderr)
        return 1
    print(f"ok: {counts['positions']} positions ({counts['clicks']} stones and flowers placed by clicks) × {len(CONFIGS)} "
          f"configurations = {counts['comparisons']} comparisons with f3go, {counts['facts']} facts agreed "
          f"({counts['eyes']} private-eye stones, {counts['forbidden']} forbidden points; {counts['differing']} positions "
          f"read differently by some configuration); explain zh/en; report link: {link_facts} facts, "
          f"{link_differences} differences; play and undo; komi and N typed; {native.runs} runs of f3go; {time.time() - start:.0f} s")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as e:
        print("FAIL: " + str(e), file=sys.stderr)
        sys.exit(1)
