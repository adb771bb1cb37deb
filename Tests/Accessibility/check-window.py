#!/usr/bin/python3
"""Walks the running axscope window over AT-SPI (as a screen reader does) and checks that every
control is named for people: no control without a name or named after its GTK type, and the
controls a VoiceOver-style workflow needs are all there. Then, with `AXSCOPE FILE` as arguments,
runs a second `axscope FILE` and checks that it opened a second window in the running instance
(single instance). Run by .ci/run under dbus-run-session."""
import subprocess
import sys
import time

import pyatspi

CONTROL_ROLES = {'push button', 'toggle button', 'check box', 'entry', 'search field', 'list', 'menu button', 'image', 'status bar'}
REQUIRED = {'Open', 'Previous stop', 'Next stop', 'Layers', 'Zoom out', 'Fit to window', 'Zoom in',
            'Filter the view tree by label or id', 'View tree', 'Snapshot canvas', 'Touch', 'Groups', 'Speak'}


def find_app(timeout):
    deadline = time.time() + timeout
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name and 'axscope' in app.name.lower():
                return app
        time.sleep(0.5)
    return None


def controls(node, depth=0):
    if depth > 60:
        return
    if node.getRoleName() in CONTROL_ROLES:
        yield node.getRoleName(), node.name
    for child in node:
        if child is not None:
            yield from controls(child, depth + 1)


app = find_app(30)
if app is None:
    sys.exit('axscope did not appear on the accessibility bus')
found = list(controls(app))
for role, name in found:
    print(f'{role}: {name!r}')
bad = [(role, name) for role, name in found if not name or name.startswith('Gtk') or name.split()[0] == name.split()[-1] and len(name.split()) == 2]
missing = REQUIRED - {name for _, name in found}
if not any(role == 'status bar' and name.endswith('stops. Press Right or Tab for the first.') for role, name in found):
    missing.add('the status line (role status bar, reading the stop count)')
print(f'{len(found)} controls; badly named: {bad}; missing: {sorted(missing)}')
if bad or missing:
    sys.exit(1)

if len(sys.argv) == 3:
    binary, second = sys.argv[1], sys.argv[2]
    name = second.rsplit('/', 1)[-1]
    started = time.time()
    subprocess.run([binary, second], timeout=30, check=True)
    print(f'second `axscope {name}` returned after {time.time() - started:.1f} s')
    deadline = time.time() + 20
    while time.time() < deadline:
        titles = [frame.name for frame in app if frame is not None]
        if any(name in title for title in titles):
            print(f'windows of the first instance: {titles}')
            sys.exit(0)
        time.sleep(0.5)
    sys.exit(f'no window of the first instance shows {name}: {titles}')
