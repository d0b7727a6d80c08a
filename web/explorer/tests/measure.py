#!/usr/bin/python3
"""Measures the explorer in headless Chromium (docs/performance.md, "In the browser"): the module's
size (the file, and the WebAssembly inside it), the time from opening the page to the oracle ready,
and for each 19×19 position of corpus/positions the oracle's analysis in the page (oracle.analyze,
the median of RUNS) and the page's whole update after a change (analysis, drawing, URL), beside the
native `f3go analyze --json` on the same position (the process, median of RUNS).

Usage: measure.py F3GO MODULE [RUNS]   (RUNS default 5)
Prints a Markdown table. Exit: 0; 2 bad arguments or a page that does not load.
"""
import base64
import glob
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
WASM = re.compile(rb"data:application/octet-stream;base64,([A-Za-z0-9+/=]+)")

TIME_ANALYSIS = """
const [text, runs] = arguments, oracle = F3Go.explorerState.oracle, times = [];
for (let i = 0; i < runs; ++i) { const t0 = performance.now(); oracle.analyze(text, ''); times.push(performance.now() - t0); }
return times;
"""


def browser():
    options = webdriver.ChromeOptions()
    for a in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1600"):
        options.add_argument(a)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)


def load(d, url):
    t0 = time.time()
    d.get(url)
    WebDriverWait(d, 120).until(lambda d: d.find_element(By.ID, "status").get_attribute("data-state") != "loading")
    status = d.find_element(By.ID, "status")
    if status.get_attribute("data-state") != "ready":
        sys.exit("measure.py: the page did not load: " + status.text)
    return time.time() - t0, float(status.get_attribute("data-load-ms"))


def native_ms(f3go, path, runs):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([f3go, "analyze", "--json", path], check=True, stdout=subprocess.DEVNULL)
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    f3go, module = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) == 4 else 5
    data = open(module, "rb").read()
    wasm = WASM.search(data)
    wasm_bytes = len(base64.b64decode(wasm.group(1))) if wasm else 0
    with tempfile.TemporaryDirectory() as scratch:
        page = os.path.join(scratch, "explorer")
        subprocess.run(["bash", os.path.join(ROOT, "scripts", "publish_explorer.sh"), module, page], check=True,
                       stdout=subprocess.DEVNULL)
        d = browser()
        try:
            url = "file://" + os.path.join(page, "index.html")
            loads = [load(d, url) for _ in range(3)]
            rows = []
            for path in sorted(glob.glob(os.path.join(ROOT, "corpus", "positions", "*19x19.pos"))):
                text = open(path, encoding="utf-8").read()
                times = d.execute_script(TIME_ANALYSIS, text, runs)
                d.execute_script("document.getElementById('load-text').value = arguments[0];"
                                 "document.getElementById('load-button').click();", text)
                update = float(d.find_element(By.CSS_SELECTOR, "#panel-1").get_attribute("data-ms"))
                rows.append((os.path.relpath(path, ROOT), statistics.median(times), min(times), update,
                             native_ms(f3go, path, runs)))
        finally:
            d.quit()
    print(f"- module `{os.path.basename(module)}`: {len(data):,} bytes, of which WebAssembly {wasm_bytes:,} bytes "
          f"(embedded in base64); the published explorer folder: {sum(os.path.getsize(f) for f in glob.glob(os.path.join(ROOT, 'docs', 'explorer', '*'))):,} bytes")
    print(f"- load (open the page from file:// until the oracle is ready), 3 loads: "
          f"{', '.join(f'{w * 1000:.0f} ms' for w, _ in loads)} (of which the module's start: "
          f"{', '.join(f'{m:.0f} ms' for _, m in loads)})")
    print(f"- load average while measuring: {', '.join(f'{x:.1f}' for x in os.getloadavg())} (1, 5, 15 min)\n")
    print(f"| position | analysis in the browser, median of {runs} (min) | the page's analysis in an update | native `f3go analyze --json`, the process, median of {runs} |")
    print("| --- | --- | --- | --- |")
    for name, median, low, update, native in rows:
        print(f"| `{name}` | {median:.1f} ms ({low:.1f} ms) | {update:.1f} ms | {native:.1f} ms |")


if __name__ == "__main__":
    main()
