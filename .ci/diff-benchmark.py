#!/usr/bin/env python3
"""Times `axscope diff A B --json` against `axscope order A --json` (README, Performance).

A is generated as Sources/axscope-benchmark generates its snapshot (sections of 100 rows of
labels, buttons, switches with value blocks, images with circle shapes and a combine row every
tenth); B changes 1% of the stops: a quarter relabelled, a quarter removed, a quarter inserted,
a quarter made accessibilityHidden. Usage: diff-benchmark.py AXSCOPE [ELEMENTS...]
"""
import os, subprocess, sys, tempfile, time


def rows(count, edit=None):
    """The node objects of `count` elements; `edit(index, text)` may change or drop one."""
    out, per_section = [], 100
    for section in range((count + per_section - 1) // per_section):
        children = []
        for row in range(min(per_section, count - section * per_section)):
            made = section * per_section + row
            y = section * 4400 + row * 44
            frame = "[%d,%d,120,40]" % ((row % 3) * 130, y)
            kind = row % 10
            if kind == 0:
                node = ('{"id":"e%d","type":"stack","childBehavior":"combine","frame":%s,"children":[{"id":"e%dt","type":"label",'
                        '"frame":%s,"text":"Row %d"},{"id":"e%db","type":"button","frame":%s,"label":"Delete"}]}'
                        % (made, frame, made, frame, made, made, frame))
            elif kind in (1, 4, 7):
                node = '{"id":"e%d","type":"button","frame":%s,"text":"Button %d","hint":"Opens item %d."}' % (made, frame, made, made)
            elif kind == 2:
                node = ('{"id":"e%d","type":"switch","frame":%s,"label":"Setting %d","valueBlock":{"expr":"on ? \'1\' : \'0\'"}}'
                        % (made, frame, made))
            elif kind == 3:
                node = '{"id":"e%d","type":"image","frame":%s,"label":"Photo %d","contentShape":{"shape":"circle"}}' % (made, frame, made)
            else:
                node = '{"id":"e%d","type":"label","frame":%s,"text":"Text %d"}' % (made, frame, made)
            if edit:
                node = edit(made, node)
            if node:
                children.append(node)
        out.append('{"id":"s%d","type":"stack","frame":[0,%d,393,4400],"children":[%s]}'
                   % (section, section * 4400, ",".join(children)))
    return ('{"format":"axsnap","version":1,"title":"benchmark","screen":{"width":393,"height":852},\n'
            '"state":{"on":true},"root":{"id":"window","type":"window","frame":[0,0,393,852],"children":[\n'
            + ",\n".join(out) + "\n]}}\n")


def edit(index, node):
    """1% of the elements: every 100th, in turn relabelled, removed, inserted before, hidden."""
    if index % 100 != 55:
        return node
    step = (index // 100) % 4
    if step == 0:
        return node.replace('"Text ', '"Changed text ')
    if step == 1:
        return None
    if step == 2:
        frame = node[node.index('"frame":') + 8:node.index("]") + 1]
        return '{"id":"new%d","type":"button","frame":%s,"text":"Inserted"},' % (index, frame) + node
    return node[:-1] + ',"accessibilityHidden":true}'


def best_of(runs, command):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    axscope, counts = sys.argv[1], [int(n) for n in sys.argv[2:]] or [100_000]
    folder = tempfile.mkdtemp(prefix="axscope-diff-benchmark-")
    for count in counts:
        a, b = os.path.join(folder, "a-%d.axsnap" % count), os.path.join(folder, "b-%d.axsnap" % count)
        with open(a, "w") as f:
            f.write(rows(count))
        with open(b, "w") as f:
            f.write(rows(count, edit))
        runs = 3 if count <= 100_000 else 1
        order = best_of(runs, [axscope, "order", a, "--json"])
        diff = best_of(runs, [axscope, "diff", a, b, "--json", "--fail-on", "none"])
        print("%9d elements: order --json %.2f s, diff --json %.2f s, ratio %.2f (best of %d)"
              % (count, order, diff, diff / order, runs))


main()
