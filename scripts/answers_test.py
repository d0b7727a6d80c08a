#!/usr/bin/python3
"""The rule author's loop, end to end: the report's answer form in headless Chromium, the file it
saves, and f3go reading that file back.

Renders the report (f3go report --lang zh), opens it from a file:// URL, marks a reading for A08,
"none of these" with a comment for A16 and a reading of the open question N04, saves (the download
lands in a scratch folder), then: f3go rules --check FILE shows the profile, the answers and the
comment; f3go report --answers FILE names the witnesses the A08 reading changes; f3go analyze
--rules FILE analyses under that reading; and f3go certify --rules FILE sends it to the engine under
test over GTP (f3go_rules). Needs chromium, chromium-driver and python3-selenium (scripts/setup.sh).

Usage: scripts/answers_test.py F3GO
"""
import os
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

A08_LINE = "set: eye.simulated_legality=capture_allowed"
# A tab (made a blank), a second line, and a line of 12,000 bytes (cut into lines within the limit).
COMMENT = "虎口应当只看\t边上的两子。\r\n第二行：Ａ16\n" + "长" * 4000


def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def run(f3go, *args, status=0):
    p = subprocess.run([f3go, *args], capture_output=True, text=True, timeout=120)
    if p.returncode != status:
        fail(f"f3go {' '.join(args)} exited {p.returncode}, not {status}: {p.stderr.strip()}")
    return p.stdout


def expect(text, part, what):
    if part not in text:
        fail(f"{what}: no {part!r} in:\n{text}")


def browser(downloads):
    options = webdriver.ChromeOptions()
    for a in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(a)
    options.binary_location = "/usr/bin/chromium"
    options.add_experimental_option("prefs", {"download.default_directory": downloads,
                                              "download.prompt_for_download": False})
    service = Service(executable_path="/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=service, options=options)
    driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
    return driver


def click_choice(driver, question, line):
    box = driver.find_element(By.CSS_SELECTOR, f"fieldset.answer[data-question='{question}']")
    for radio in box.find_elements(By.CSS_SELECTOR, "input[type=radio]"):
        if radio.get_attribute("value") == line:
            driver.execute_script("arguments[0].scrollIntoView(); arguments[0].click();", radio)
            return box
    fail(f"no choice {line!r} under {question}")


def saved_file(downloads, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        done = [f for f in os.listdir(downloads) if f.endswith(".rules")]
        if done:
            return os.path.join(downloads, done[0])
        time.sleep(0.2)
    fail("the page saved no file: " + ", ".join(os.listdir(downloads)))


def fill_form(page, downloads):
    driver = browser(downloads)
    try:
        driver.get("file://" + page)
        check = driver.find_element(By.ID, "check").get_attribute("textContent")
        if not check.startswith("ok"):
            fail("the page checks itself: " + check)
        click_choice(driver, "A08", A08_LINE)
        box = click_choice(driver, "A16", "none: A16")
        click_choice(driver, "N04", "answer: N04=2")
        save = driver.find_element(By.ID, "answers-save")
        driver.execute_script("arguments[0].click();", save)  # "none of these" without a comment
        status = driver.find_element(By.ID, "answers-status").text
        expect(status, "A16", "the page refuses 'none of these' without a comment")
        if os.listdir(downloads):
            fail("the page saved a file with a 'none of these' unexplained")
        comment = box.find_element(By.TAG_NAME, "textarea")
        comment.send_keys("x")  # typed, as the author would; then the text no keyboard types
        driver.execute_script("arguments[0].value = arguments[1];"
                              "arguments[0].dispatchEvent(new Event('input', {bubbles: true}));", comment, COMMENT)
        driver.execute_script("arguments[0].click();", save)
        return saved_file(downloads)
    finally:
        driver.quit()


def check_engine_told(f3go, answers, scratch):
    log = os.path.join(scratch, "commands.log")
    spy = os.path.join(scratch, "engine.sh")
    with open(spy, "w") as f:
        f.write(f"#!/bin/sh\ntee -a '{log}' | '{f3go}' gtp --engine optimized\n")
    os.chmod(spy, 0o755)
    out = run(f3go, "certify", "--engine", spy, "--rules", answers, "--no-corpus", "--games", "1", "--size", "3")
    expect(out, "rules:   2022;eye.simulated_legality=capture_allowed", "certify --rules FILE")
    with open(log) as f:
        expect(f.read(), "f3go_rules 2022;eye.simulated_legality=capture_allowed", "the engine under test is told")


def main():
    f3go = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with tempfile.TemporaryDirectory() as scratch:
        run(f3go, "report", "--lang", "zh", "--out", os.path.join(scratch, "page"))
        downloads = os.path.join(scratch, "downloads")
        os.mkdir(downloads)
        answers = fill_form(os.path.join(scratch, "page", "index.html"), downloads)
        text = open(answers, encoding="utf-8").read()
        for line in ("rules: 2022", A08_LINE, "none: A16", "answer: N04=2", "comment: A16 虎口应当只看 边上的两子。",
                     "comment: A16 第二行：Ａ16", "comment: A16 " + "长" * 3000, "comment: A16 " + "长" * 1000):
            expect(text, line + "\n", "the saved file")

        out = run(f3go, "rules", "--check", answers)
        expect(out, "rules 2022;eye.simulated_legality=capture_allowed", "rules --check")
        expect(out, "A08 eye.simulated_legality=capture_allowed (the program's default: no_capture_no_suicide)", "rules --check")
        expect(out, "A16: none of these readings", "rules --check")
        expect(out, "N04: reading 2 (not yet a switch", "rules --check")
        expect(out, "虎口应当只看 边上的两子。\n      第二行：Ａ16", "rules --check")

        out = run(f3go, "report", "--answers", answers)
        expect(out, "witness witness_A08_no_capture_no_suicide_capture_allowed_2022", "report --answers")
        expect(out, "no reading of the program: A16 (none of these)", "report --answers")

        position = os.path.join(root, "corpus", "positions", "seed004_rst.pos")
        expect(run(f3go, "analyze", "--rules", answers, position), "rules 2022;eye.simulated_legality=capture_allowed",
               "analyze --rules FILE")
        check_engine_told(f3go, answers, scratch)

        # A file the author edited by hand, badly: named by file, line and what.
        with open(answers, "a", encoding="utf-8") as f:
            f.write("none: A08\n")
        p = subprocess.run([f3go, "rules", "--check", answers], capture_output=True, text=True)
        if p.returncode != 2 or "A08 is answered twice (first on line" not in p.stderr or answers + ":" not in p.stderr:
            fail("a duplicate answer: " + p.stderr)
    print("ok: the form saved an answers file that f3go reads")


if __name__ == "__main__":
    main()
