#!/usr/bin/python3
"""Times the window from outside, as a user sees it: starts the real `axscope` window under its own
Xvfb on each file, waits until the snapshot is shown, then sends real key presses (XTest) and times
each from the key event to the window's next changed pixels (an XDamage event on the window), and
prints the median, 95th percentile and worst per file.

    Tests/Benchmarks/window-keypress.py [--axscope BINARY] [--presses N] [--settle S] [--json] [FILE ...]

`demo` (the default) is the bundled demo snapshot. The keys are Right (next stop) eight times, then
Left seven times, Right seven times and so on, between the first stop and the eighth, so that every
press moves the VoiceOver cursor and redraws the canvas.
Before each press the window must have been still (no damage) for `--quiet` seconds. Needs
python3-xlib and Xvfb; the window runs with GDK_BACKEND=x11 and GSK_RENDERER=cairo, as the
in-process window benchmark does."""
import argparse
import json
import os
import select
import subprocess
import sys
import time

from Xlib import X, XK, display as xdisplay
from Xlib.ext import damage, xtest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def start_xvfb():
    """An Xvfb on a free display: (process, display name)."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
                              pass_fds=[write_end], stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read_end, 16)
        if not chunk:
            raise RuntimeError("Xvfb did not start")
        number += chunk
    os.close(read_end)
    return server, ":" + number.decode().strip()


class Window:
    """The application's toplevel window on the display, with a damage object that reports each
    change of its pixels."""

    def __init__(self, connection, window):
        self.connection, self.window = connection, window
        connection.damage_query_version()
        window.damage_create(damage.DamageReportRawRectangles)
        connection.flush()

    def damages(self, timeout):
        """Times (perf_counter) of the damage events that arrive within `timeout` seconds."""
        result, end = [], time.perf_counter() + timeout
        while True:
            result += self._drain()
            left = end - time.perf_counter()
            if left <= 0:
                return result
            select.select([self.connection.fileno()], [], [], left)

    def next_damage(self, timeout):
        """The time of the next damage event, or None after `timeout` seconds."""
        end = time.perf_counter() + timeout
        while True:
            arrived = self._drain()
            if arrived:
                return arrived[0]
            left = end - time.perf_counter()
            if left <= 0:
                return None
            select.select([self.connection.fileno()], [], [], left)

    def wait_quiet(self, quiet, limit=30):
        """Waits until no damage has come for `quiet` seconds (at most `limit` seconds)."""
        end = time.perf_counter() + limit
        while time.perf_counter() < end and self.damages(quiet):
            pass

    def _drain(self):
        times = []
        while self.connection.pending_events():
            event = self.connection.next_event()
            if event.type == self.connection.extension_event.DamageNotify:
                times.append(time.perf_counter())
        return times

    def title(self):
        return self.window.get_wm_name()

    def pixels(self):
        geometry = self.window.get_geometry()
        return self.window.get_image(0, 0, geometry.width, geometry.height, X.ZPixmap, 0xFFFFFFFF).data

    def press(self, keysym):
        code = self.connection.keysym_to_keycode(keysym)
        xtest.fake_input(self.connection, X.KeyPress, code)
        xtest.fake_input(self.connection, X.KeyRelease, code)
        self.connection.sync()


def find_toplevel(connection, limit):
    """The first viewable toplevel window, waiting up to `limit` seconds for it."""
    root = connection.screen().root
    end = time.perf_counter() + limit
    while time.perf_counter() < end:
        for window in root.query_tree().children:
            if window.get_attributes().map_state == X.IsViewable:
                return window
        time.sleep(0.02)
    raise RuntimeError("no window appeared")


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def measure(axscope, path, presses, quiet, load_limit, settle=0.0):
    """{'shown': s, 'presses': [ms], 'unchanged': n} for one file (path None: the demo)."""
    server, name = start_xvfb()
    app = None
    try:
        environment = dict(os.environ, DISPLAY=name, GDK_BACKEND="x11", GSK_RENDERER="cairo")
        start = time.perf_counter()
        app = subprocess.Popen([axscope] + ([path] if path else []), env=environment,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        connection = xdisplay.Display(name)
        window = Window(connection, find_toplevel(connection, 30))
        # The title becomes the file's name when the snapshot is shown; the next frame shows it.
        expected = os.path.basename(path) if path else "photo-filter.axsnap"
        end = start + load_limit
        while window.title() != expected:
            if time.perf_counter() > end or app.poll() is not None:
                raise RuntimeError(f"{expected} was not shown within {load_limit} s")
            window.damages(0.02)
        shown = (window.next_damage(5) or time.perf_counter()) - start
        window.window.set_input_focus(X.RevertToParent, X.CurrentTime)
        window.damages(settle)
        window.wait_quiet(1.0)
        right, left = XK.string_to_keysym("Right"), XK.string_to_keysym("Left")
        times, unchanged = [], 0
        for number in range(presses):
            window.wait_quiet(quiet)
            before = window.pixels()
            sent = time.perf_counter()
            window.press(right if number == 0 or (number - 1) // 7 % 2 == 0 else left)
            arrived = window.next_damage(600)
            if arrived is None:
                raise RuntimeError("a key press changed nothing within 600 s")
            times.append((arrived - sent) * 1000)
            window.wait_quiet(quiet)
            if window.pixels() == before:
                unchanged += 1
        return {"shown": shown, "presses": times, "unchanged": unchanged}
    finally:
        for process in (app, server):
            if process and process.poll() is None:
                process.terminate()
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--axscope", default=os.path.join(ROOT, ".build", "release", "axscope"))
    parser.add_argument("--presses", type=int, default=40)
    parser.add_argument("--quiet", type=float, default=0.5, help="seconds without damage before each press")
    parser.add_argument("--load-limit", type=float, default=300)
    parser.add_argument("--settle", type=float, default=0,
                        help="seconds to wait after the snapshot is shown, before the first press (e.g. until the "
                             "background audit is done)")
    parser.add_argument("--json", action="store_true", help="print one JSON object per file")
    parser.add_argument("files", nargs="*", default=["demo"])
    options = parser.parse_args()
    for file in options.files:
        result = measure(options.axscope, None if file == "demo" else os.path.abspath(file),
                         options.presses, options.quiet, options.load_limit, options.settle)
        presses = result["presses"]
        summary = {"file": file, "shown_s": round(result["shown"], 3), "presses": len(presses),
                   "median_ms": round(percentile(presses, 0.5), 1), "p95_ms": round(percentile(presses, 0.95), 1),
                   "worst_ms": round(max(presses), 1), "unchanged": result["unchanged"]}
        if options.json:
            print(json.dumps(summary))
        else:
            print(f"{file}: shown after {summary['shown_s']:.2f} s; {len(presses)} key presses, key to changed pixels: "
                  f"median {summary['median_ms']:.1f} ms, 95th percentile {summary['p95_ms']:.1f} ms, "
                  f"worst {summary['worst_ms']:.1f} ms" + (f" ({result['unchanged']} left the pixels as they were)"
                                                           if result["unchanged"] else ""))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
