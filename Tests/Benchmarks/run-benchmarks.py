#!/usr/bin/env python3
"""Runs every axscope command on generated snapshots of 10k, 100k and 1M elements side by side
with Python's parse of the same file, and prints one table per variant: time, ratio to Python, peak
memory, growth from each size to the next. Times are wall clock and CPU (user + system): on a
shared machine the CPU time is the steadier, so the ratios and the growth are of CPU time.

Variants (`--variants`): flat (sections of 100 rows, and the equivalent WebDriverAgent XML for
`import`), deep (each section a chain of 50 nested stacks), expressions (every row with blocks,
`visibleWhen`, the switches with actions), android (a raw uiautomator dump, against ElementTree.parse;
its largest size is `--android-sizes`' last, 700,000 nodes by default: a dump with every attribute
uiautomator writes takes 341 bytes a node, and every reader refuses a file over 256 MiB).

    Tests/Benchmarks/run-benchmarks.py [--runs N] [--rounds N] [--sizes 10000,100000,1000000] [--no-build] [--keep DIR]
                                       [--variants flat,deep,expressions,android]
                                       [--axscope BINARY]   (another build, to compare)
                                       [--window]   (also the window, from outside: window-keypress.py)

Release build (`swift build -c release --static-swift-stdlib --experimental-lto-mode=full`, as
meson-helpers installs it). Each command and each Python parse is its own process, timed from
outside (wall clock, and CPU time and peak resident memory from the child's rusage). Each command
runs once in each of `--rounds` rounds (3 by default) in a run of the script, and Python before
each round and after the last; the table shows the fastest time and the largest peak."""
import argparse
import os
import platform
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PY_JSON = "import json, sys; [json.load(open(f)) for f in sys.argv[1:]]"
PERTURB = os.path.join(os.path.dirname(os.path.abspath(__file__)), "perturb-snapshot.py")
PY_XML = "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])"


REFUSED_AS_TOO_LARGE = set()


def measure(argv, stdout_path):
    """(wall seconds, CPU seconds), peak resident MiB and an error (or None) of one process.
    `audit` exits 1 when it finds a problem: that is a result, not a refusal (which prints an error)."""
    with open(stdout_path, "wb") as out:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdout=out, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        error = process.stderr.read().decode(errors="replace")
        process.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    findings = code == 1 and argv[1] == "audit" and ": error: " not in error
    # An import whose snapshot would be over the 256 MiB a snapshot file may be converts the
    # whole dump and then writes nothing: a measured run, marked in the table.
    too_large = code == 1 and argv[1] == "import" and "the snapshot would be larger than" in error
    if too_large:
        REFUSED_AS_TOO_LARGE.add(tuple(argv))
    if code != 0 and not findings and not too_large:
        return None, None, f"exit {code}: {error.strip().splitlines()[-1] if error.strip() else ''}"
    return (elapsed, usage.ru_utime + usage.ru_stime), usage.ru_maxrss / 1024, None


def better(previous, result):
    """Of two measurements of one command (the first may be None): the faster time and the larger
    peak; an error, if either failed."""
    if previous is None or result[2]:
        return result
    if previous[2]:
        return previous
    return min(previous[0], result[0], key=lambda t: t[1]), max(previous[1], result[1]), None


def commands(axscope, snap, xml, count, work):
    """(name, argv, reference) for each command; reference is 'json', 'xml', or for `diff`, which reads
    two files, 'json-self' or 'json-changed': Python's parse of the same two files. `import` only
    where there is an XML (`xml` not None)."""
    middle = f"e{count // 2}"
    result = [
        ("validate", [axscope, "validate", snap], "json"),
        ("order", [axscope, "order", snap], "json"),
        ("order --json", [axscope, "order", "--json", snap], "json"),
        ("inspect --json", [axscope, "inspect", "--json", snap, middle], "json"),
        ("simulate --json", [axscope, "simulate", "--json", snap, "--steps", f"next,next,focus:{middle},activate,last"], "json"),
        ("render (screen, PNG)", [axscope, "render", snap, "-o", os.path.join(work, "crop.png"), "--focus", "3"], "json"),
    ]
    if xml:
        result.append(("import (WDA XML)", [axscope, "import", xml, "-o", os.path.join(work, "imported.axsnap")], "xml"))
    help_text = subprocess.run([axscope, "--help"], capture_output=True, text=True).stdout
    if "axscope audit" in help_text:
        result.append(("audit", [axscope, "audit", snap], "json"))
        result.append(("audit --json", [axscope, "audit", "--json", snap], "json"))
        result.append(("audit --sarif", [axscope, "audit", "--sarif", snap], "json"))
    if "axscope diff" in help_text:
        result.append(("diff (file with itself)", [axscope, "diff", snap, snap], "json-self"))
        changed = changed_copy(snap)
        for flag in ("", "--json", "--sarif"):
            result.append((f"diff {flag} (changed copy)".replace("  ", " "),
                           [axscope, "diff", snap, changed, "--fail-on", "none"] + ([flag] if flag else []), "json-changed"))
    return result


def android_dump(path, count):
    """Writes a raw `uiautomator dump` of about `count` nodes: a window's FrameLayout holding a
    RecyclerView of Settings-like rows (a clickable LinearLayout with an icon, a title and a summary:
    4 nodes each), every attribute uiautomator writes, on a 1080-pixel-wide screen."""
    def node(cls, bounds, text="", desc="", rid="", clickable=False, scrollable=False, close=True):
        flags = (f'checkable="false" checked="false" clickable="{str(clickable).lower()}" enabled="true" '
                 f'focusable="{str(clickable).lower()}" focused="false" scrollable="{str(scrollable).lower()}" '
                 f'long-clickable="false" password="false" selected="false"')
        left, top, right, bottom = bounds
        return (f'<node index="0" text="{text}" resource-id="{rid}" class="{cls}" package="com.example.settings" '
                f'content-desc="{desc}" {flags} bounds="[{left},{top}][{right},{bottom}]"' + (" />" if close else ">"))
    rows = max(1, (count - 3) // 4)
    with open(path, "w") as out:
        out.write("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">")
        out.write(node("android.widget.FrameLayout", (0, 0, 1080, 2400), close=False))
        out.write(node("androidx.recyclerview.widget.RecyclerView", (0, 220, 1080, 2400), rid="com.example.settings:id/list",
                       scrollable=True, close=False))
        for row in range(rows):
            top = 220 + row * 200
            out.write(node("android.widget.LinearLayout", (0, top, 1080, top + 200), clickable=True, close=False))
            out.write(node("android.widget.ImageView", (44, top + 60, 128, top + 144), rid="android:id/icon"))
            out.write(node("android.widget.TextView", (189, top + 40, 700, top + 100), text=f"Setting {row}", rid="android:id/title"))
            out.write(node("android.widget.TextView", (189, top + 100, 900, top + 160), text=f"Summary of setting {row}",
                           rid="android:id/summary"))
            out.write("</node>")
        out.write("</node></node></hierarchy>")


def android_commands(axscope, dump, count, work):
    """(name, argv, reference) for the commands on an Android dump; every reference is 'xml'."""
    return [
        ("order (uiautomator dump)", [axscope, "order", dump, "--density", "2.625"], "xml"),
        ("order --json (uiautomator dump)", [axscope, "order", "--json", dump, "--density", "2.625"], "xml"),
        ("import (uiautomator dump)", [axscope, "import", dump, "--density", "2.625", "-o", os.path.join(work, "android.axsnap")], "xml"),
        ("audit (uiautomator dump)", [axscope, "audit", dump, "--density", "2.625"], "xml"),
    ]


def run_android(axscope, sizes, work, rounds):
    """As run_once, for the Android dumps against Python's ElementTree.parse of each."""
    results, python, files = {}, {}, {}
    for count in sizes:
        dump = os.path.join(work, f"android-{count}.xml")
        if not os.path.exists(dump):
            android_dump(dump, count)
        files[count] = (os.path.getsize(dump) / 2**20, os.path.getsize(dump) / 2**20)
        out = os.path.join(work, "stdout")
        python[count], results[count] = {}, {}
        for round in range(rounds + 1):
            times = measure([sys.executable, "-c", PY_XML, dump], out)[0]
            python[count]["xml"] = min(python[count].get("xml", times), times, key=lambda t: t[1])
            if round == rounds:
                break
            for name, argv, _ in android_commands(axscope, dump, count, work):
                results[count][name] = better(results[count].get(name), measure(argv, out))
        results[count]["python ElementTree.parse"] = (python[count]["xml"], None, None)
    return results, python, files


def changed_copy(snap):
    """The path of the changed copy of `snap` that perturb-snapshot.py writes, for `diff`."""
    return snap[:-len(".axsnap")] + "-changed.axsnap"


def run_once(axscope, benchmark, sizes, work, rounds, shape="flat"):
    """{size: {name: ((wall, CPU), MiB, error)}}, {size: {reference: (wall, CPU)}}, {size: (snap MiB, xml MiB)}."""
    results, python, files = {}, {}, {}
    for count in sizes:
        snap = os.path.join(work, f"{shape}-{count}.axsnap")
        xml = os.path.join(work, f"flat-{count}.xml") if shape == "flat" else None
        if not os.path.exists(snap):
            subprocess.run([benchmark, str(count), "--generate", snap, "--shape", shape], check=True)
        if xml and not os.path.exists(xml):
            subprocess.run([benchmark, str(count), "--generate-xml", xml], check=True)
        if not os.path.exists(changed_copy(snap)):
            subprocess.run([sys.executable, PERTURB, snap, changed_copy(snap)], check=True)
        files[count] = (os.path.getsize(snap) / 2**20, os.path.getsize(xml) / 2**20 if xml else 0)
        out = os.path.join(work, "stdout")
        # Python before and after the commands: the faster of the two.
        refs = {"json": [sys.executable, "-c", PY_JSON, snap],
                "json-self": [sys.executable, "-c", PY_JSON, snap, snap],
                "json-changed": [sys.executable, "-c", PY_JSON, snap, changed_copy(snap)]}
        if xml:
            refs["xml"] = [sys.executable, "-c", PY_XML, xml]
        python[count], results[count] = {}, {}

        def measure_python():
            for kind, argv in refs.items():
                times = measure(argv, out)[0]
                python[count][kind] = min(python[count].get(kind, times), times, key=lambda t: t[1])

        # Python before each round of the commands and after the last; each command once a round,
        # interleaved with the others: the fastest time, the largest peak.
        for round in range(rounds):
            measure_python()
            for name, argv, _ in commands(axscope, snap, xml, count, work):
                results[count][name] = better(results[count].get(name), measure(argv, out))
        measure_python()
        results[count]["python json.load"] = (python[count]["json"], None, None)
        if xml:
            results[count]["python ElementTree.parse"] = (python[count]["xml"], None, None)
        results[count]["python json.load of both files (for diff)"] = (python[count]["json-changed"], None, None)
    return results, python, files


def table(axscope, results, python, files, sizes, android=False, shape="flat"):
    """The Markdown table of one variant: for each size, time and ratio to Python; the peak at the
    largest size; the growth (of CPU time) from each size to the next."""
    large = sizes[-1]
    listed = (android_commands(axscope, "D", large, "/tmp") if android
              else commands(axscope, "F", "X" if shape == "flat" else None, large, "/tmp"))
    kinds = {name: kind for name, _, kind in listed}
    head = "| command | " + " | ".join(f"{count:,}: wall / CPU s | ×python (CPU)" for count in sizes)
    head += f" | peak MiB at {large:,} (× file) | growth (CPU) " + ", ".join(
        f"{a // 1000:,}k→{b // 1000:,}k" for a, b in zip(sizes, sizes[1:])) + " |"
    lines = [head, "|---|" + "---|---|" * len(sizes) + "---|---|"]
    for name in results[sizes[0]]:
        kind = kinds.get(name, "xml" if "ElementTree" in name else "json-changed" if "both" in name else "json")
        cells = [name]
        for count in sizes:
            times, _, error = results[count][name]
            if error:
                cells += [error, "—"]
            else:
                refused = any(argv[1] == "import" and f"flat-{count}.xml" in argv[2] and name.startswith("import")
                              for argv in REFUSED_AS_TOO_LARGE)
                mark = " (converted, not written: over 256 MiB)" if refused else ""
                cells += [f"{times[0]:.2f} / {times[1]:.2f}{mark}", f"{times[1] / python[count][kind][1]:.2f}"]
        _, peak, error = results[large][name]
        file_mib = files[large][1 if kind == "xml" else 0] * (2 if kind.startswith("json-") else 1)
        cells.append(f"{peak:.0f} ({peak / file_mib:.1f} ×)" if peak else "—")
        growths = []
        for a, b in zip(sizes, sizes[1:]):
            small_times, large_times = results[a][name][0], results[b][name][0]
            growths.append(f"{large_times[1] / small_times[1]:.1f}" if small_times and large_times else "—")
        cells.append(" / ".join(growths))
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def window_rows(axscope, sizes, work):
    """The "window" rows: window-keypress.py on the bundled demo and each size's snapshot (the real
    window under its own Xvfb, key press to changed pixels), its lines as printed."""
    files = ["demo"] + [os.path.join(work, f"flat-{count}.axsnap") for count in sizes]
    script = os.path.join(ROOT, "Tests", "Benchmarks", "window-keypress.py")
    result = subprocess.run(["/usr/bin/python3", script, "--axscope", axscope] + files, capture_output=True, text=True)
    if result.returncode != 0:
        return "window: " + (result.stderr.strip().splitlines() or ["failed"])[-1]
    return "\n".join("window, " + line.replace(work + "/", "") for line in result.stdout.strip().splitlines())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3,
                        help="times each command runs in a run, the fastest kept (Python: one more)")
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--android-sizes", default="10000,100000,700000",
                        help="the android variant's sizes (a 1,000,000-node dump is over the 256 MiB input limit)")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--keep", help="directory for the generated files (kept between runs)")
    parser.add_argument("--axscope", help="the axscope binary to measure (default: the release build)")
    parser.add_argument("--variants", default="flat,deep,expressions,android",
                        help="which benchmarks: flat (generated .axsnap and WDA XML), deep (chains of 50 nested "
                             "stacks), expressions (blocks, visibleWhen, switches with actions), android (uiautomator dumps)")
    parser.add_argument("--window", action="store_true",
                        help="also time the window from outside (a few minutes; needs Xvfb and python3-xlib)")
    options = parser.parse_args()
    sizes = [int(size) for size in options.sizes.split(",")]
    if not options.no_build:
        # As meson-helpers builds what it installs: the Swift runtime and Foundation linked in,
        # optimised at link time.
        for product in ("axscope", "axscope-benchmark"):
            subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--experimental-lto-mode=full",
                            "--product", product], cwd=ROOT, check=True)
    bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.strip()
    axscope, benchmark = options.axscope or os.path.join(bin_dir, "axscope"), os.path.join(bin_dir, "axscope-benchmark")
    work = options.keep or tempfile.mkdtemp(prefix="axscope-bench-")
    os.makedirs(work, exist_ok=True)
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {platform.node()}, {os.cpu_count()} cores, "
          f"load {os.getloadavg()[0]:.1f}, files in {work}")
    variants = options.variants.split(",")
    for run in range(options.runs):
        for shape in ("flat", "deep", "expressions"):
            if shape not in variants:
                continue
            results, python, files = run_once(axscope, benchmark, sizes, work, options.rounds, shape)
            sizes_text = ", ".join(f"{c:,}: {files[c][0]:.1f} MiB snapshot" + (f", {files[c][1]:.1f} MiB XML" if files[c][1] else "")
                                   for c in sizes)
            print(f"\nrun {run + 1} of {options.runs}, {shape} ({sizes_text}; load {os.getloadavg()[0]:.1f})\n")
            print(table(axscope, results, python, files, sizes, shape=shape))
            sys.stdout.flush()
        if "android" in variants:
            android_sizes = [int(size) for size in options.android_sizes.split(",")]
            results, python, files = run_android(axscope, android_sizes, work, options.rounds)
            sizes_text = ", ".join(f"{c:,}: {files[c][0]:.1f} MiB dump" for c in android_sizes)
            print(f"\nrun {run + 1} of {options.runs}, android ({sizes_text}; load {os.getloadavg()[0]:.1f})\n")
            print(table(axscope, results, python, files, android_sizes, android=True))
        if options.window:
            print("\n" + window_rows(axscope, sizes, work))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
