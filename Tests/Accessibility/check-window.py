#!/usr/bin/python3
"""Walks the running axscope window over AT-SPI (as a screen reader does) and checks that every
control is named for people: no control without a name or named after its GTK type, and the
controls a VoiceOver-style workflow needs are all there. Then drives the window with real keys
(xdotool) and listens as Orca does: each stop the VoiceOver cursor reaches must be announced (the
name of the window's alert object changes). Then runs a second `axscope COPY` (a copy of FILE)
and checks that it opened a second window in the running instance (single instance); then breaks
the copy on disk and checks that the failed reload is announced.

Usage: check-window.py AXSCOPE FILE. It starts AXSCOPE itself (on the demo), after registering
its event listener: GTK 4.8 sends events only to listeners that existed when the app started.
The app's standard error goes to $APP_LOG when set. Run by .ci/run under dbus-run-session."""
import os
import re
import shutil
import subprocess
import tempfile
import sys
import time

import pyatspi
from gi.repository import GLib

CONTROL_ROLES = {'push button', 'toggle button', 'page tab', 'radio button', 'check box', 'entry', 'search field', 'list', 'menu button', 'image', 'status bar'}
REQUIRED = {'Open', 'Previous stop', 'Next stop', 'Layers', 'Zoom out', 'Fit to window', 'Zoom in',
            'Filter the view tree by label or id', 'View tree', 'Snapshot canvas', 'Touch', 'Groups', 'Speak',
            'Panels', 'Main menu', 'Inspector', 'State', 'Speech', 'Problems'}


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


def everything(node, depth=0):
    if depth > 60:
        return
    yield node.getRoleName(), node.name or ''
    for child in node:
        if child is not None:
            yield from everything(child, depth + 1)


binary, second = sys.argv[1], sys.argv[2]
announced = []


def name_changed(event):
    try:
        if event.source is not None and event.source.getRoleName() == 'alert':
            announced.append(event.any_data)
    except GLib.Error:
        pass  # an object destroyed since (a label the inspector rebuilt)


pyatspi.Registry.registerEventListener(name_changed, 'object:property-change:accessible-name')
log = open(os.environ['APP_LOG'], 'w') if os.environ.get('APP_LOG') else subprocess.DEVNULL
process = subprocess.Popen([binary], stderr=log)
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
# Every object of ours has a name of its own; left are GTK's and libadwaita's internal parts
# (a header bar's gizmos, scroll bars and their ranges, a tree row's expander icon) and the
# announcer before its first announcement.
INTERNAL = {'AdwGizmo', 'GtkScrollbar', 'GtkRange', 'GtkBuiltinIcon', 'GtkLabel'}
typed = sorted({name for _, name in everything(app) if name.startswith(('Gtk', 'Adw')) and name not in INTERNAL})
print(f'{len(found)} controls; badly named: {bad}; missing: {sorted(missing)}; named after their type: {typed}')
if bad or missing or typed:
    process.kill()
    sys.exit(1)


def pump(seconds, until=lambda: False):
    """Lets AT-SPI's events arrive for `seconds`, or until `until()` holds."""
    context = GLib.MainContext.default()
    deadline = time.time() + seconds
    while time.time() < deadline and not until():
        context.iteration(False)
        time.sleep(0.01)


def press(keys, window_name):
    """Presses `keys` in the window titled `window_name`, then lets AT-SPI's events arrive."""
    window = subprocess.run(['xdotool', 'search', '--sync', '--name', window_name], capture_output=True, text=True,
                            timeout=20).stdout.split()[0]
    subprocess.run(['xdotool', 'windowfocus', '--sync', window], check=True, timeout=20)
    subprocess.run(['xdotool', 'key', '--delay', '300'] + keys, check=True, timeout=60)
    pump(2)


def finish(message=None):
    process.kill()
    sys.exit(message)


press(['Right', 'Right'], 'photo-filter.axsnap')
print(f'announced after Right, Right: {announced}')
expected = ['Photo Filter. Heading.', 'Filter. Switch Button. Off.']
if announced[:2] != expected:
    finish(f'the first two stops were not announced: expected {expected}')

# Touch, Groups and Speak are toggles a screen reader reads with their state: check boxes whose
# checked state follows the setting (GTK 4.8 exposes a toggle button as a push button without
# one), and check menu items in the primary menu, at every width.
def objects(node, depth=0):
    if depth > 60:
        return
    yield node
    for child in node:
        if child is not None:
            yield from objects(child, depth + 1)


def states(node):
    return {pyatspi.stateToString(state) for state in node.getState().getStates()}


def toggles():
    return {node.name: node for node in objects(app) if node.name in ('Touch', 'Groups', 'Speak') and node.getRoleName() != 'label'}


header = toggles()
print('header toggles: ' + ', '.join(f'{name}: {node.getRoleName()} {sorted(states(node) & {"checked"})}' for name, node in header.items()))
if sorted(header) != ['Groups', 'Speak', 'Touch'] or any(node.getRoleName() != 'check box' or 'checked' in states(node)
                                                         for node in header.values()):
    finish('Touch, Groups and Speak are not unchecked check boxes')
header['Touch'].queryAction().doAction(0)
pump(2, until=lambda: 'checked' in states(toggles()['Touch']))
if 'checked' not in states(toggles()['Touch']):
    finish('Touch, pressed, did not become checked')
press(['F10'], 'photo-filter.axsnap')
items = {node.name: node for node in objects(app) if node.name in ('Touch Mode', 'Grouped Navigation', 'Speak Aloud')
         and node.getRoleName() != 'label'}
print('menu items: ' + ', '.join(f'{name}: {node.getRoleName()} {sorted(states(node) & {"checked"})}' for name, node in items.items()))
if sorted(items) != ['Grouped Navigation', 'Speak Aloud', 'Touch Mode'] \
        or any(node.getRoleName() != 'check box' for node in items.values()) \
        or 'checked' not in states(items['Touch Mode']) or 'checked' in states(items['Grouped Navigation']):
    finish('the primary menu does not offer Touch Mode (checked), Grouped Navigation and Speak Aloud as check boxes')
press(['Escape'], 'photo-filter.axsnap')
toggles()['Touch'].queryAction().doAction(0)
pump(2, until=lambda: 'checked' not in states(toggles()['Touch']))

# The header's Problems button reads the audit's counts once the audit is done (audit.md §10).
counts = re.compile(r'^\d+ errors?, \d+ warnings?, \d+ infos?$')
problems = []
deadline = time.time() + 20
while time.time() < deadline and not problems:
    pump(0.5)
    problems = [name for role, name in controls(app) if role == 'push button' and counts.match(name or '')]
print(f'the Problems button: {problems}')
if not problems:
    finish('no header button reads the audit counts ("1 error, 2 warnings, 1 info")')

name = second.rsplit('/', 1)[-1]
copy = os.path.join(tempfile.mkdtemp(), name)
shutil.copy(second, copy)
started = time.time()
subprocess.run([binary, copy], timeout=30, check=True)
print(f'second `axscope {name}` returned after {time.time() - started:.1f} s')
titles = []
deadline = time.time() + 20
while time.time() < deadline and not any(name in title for title in titles):
    titles = [frame.name for frame in app if frame is not None]
    time.sleep(0.5)
print(f'windows of the first instance: {titles}')
if not any(name in title for title in titles):
    finish(f'no window of the first instance shows {name}: {titles}')

# A reload that fails is announced. (GTK 4.8 sends events only for objects a reader has already
# seen; Orca reads the new window on its own, here the walk does.)
pump(2)
list(controls(app))
del announced[:]
with open(copy, 'w') as broken:
    broken.write('{"format": "axsnap", "version": 1,\n "screen": 5}')
failure = f'{name} could not be loaded: {copy}:2:12: error: screen: expected an object'
pump(15, until=lambda: any(text.startswith(failure) for text in announced))
print(f'announced after breaking the file: {announced}')
if not any(text.startswith(failure) for text in announced):
    finish(f'the failed reload was not announced: expected "{failure}…"')
finish()
