#!/usr/bin/env python3
"""Writes a changed copy of a snapshot that `axscope-benchmark N --generate` made, for timing
`axscope diff` on a realistic B (run-benchmarks.py's "diff (changed copy)" row).

    Tests/Benchmarks/perturb-snapshot.py IN OUT

One element in a hundred (of every section's children, the 56th), in turn: relabelled (its
`text` or `label` gets " changed"), removed, preceded by an inserted button, swapped in place with
the next element (frames exchanged, so both move in the spoken order), made `accessibilityHidden`.
Deterministic; the output is compact JSON like the generator's."""
import json
import sys


def perturb(element, following, step, index):
    """The nodes that replace `element` (the next sibling, `following`, may change too)."""
    if step == 0:
        key = "text" if "text" in element else "label"
        if key in element:
            element[key] += " changed"
        return [element]
    if step == 1:
        return []
    if step == 2:
        inserted = {"id": f"inserted{index}", "type": "button", "frame": list(element["frame"]), "text": "Inserted"}
        return [inserted, element]
    if step == 3:
        if following is not None:
            element["frame"], following["frame"] = following["frame"], element["frame"]
        return [element]
    element["accessibilityHidden"] = True
    return [element]


def main():
    source, target = sys.argv[1], sys.argv[2]
    with open(source) as file:
        snapshot = json.load(file)
    edited = 0
    for section in snapshot["root"]["children"]:
        children = section.get("children", [])
        result = []
        for position, element in enumerate(children):
            if position % 100 == 55:
                following = children[position + 1] if position + 1 < len(children) else None
                result += perturb(element, following, edited % 5, edited)
                edited += 1
            else:
                result.append(element)
        section["children"] = result
    with open(target, "w") as file:
        json.dump(snapshot, file, separators=(",", ":"), ensure_ascii=False)
        file.write("\n")


if __name__ == "__main__":
    main()
