#!/usr/bin/env python3
"""Writes a changed copy of a snapshot that `axscope-benchmark N --generate` made, for timing
`axscope diff` on a realistic B (run-benchmarks.py's "diff (changed copy)" row).

    Tests/Benchmarks/perturb-snapshot.py IN OUT

One row in a hundred (the 56th of each hundred rows of the file, in sections or in the deep
shape's nested levels), in turn: relabelled (its
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


def is_container(node):
    """A section or one of the deep shape's nested levels (`s3`, `s3d7`), not a row."""
    return node["id"].startswith("s") and "children" in node


def perturb_children(children, counter):
    """`children` with every hundredth row (counting rows across the whole file, the 56th of each
    hundred) perturbed in turn; nested containers are walked in place."""
    result = []
    for position, node in enumerate(children):
        if is_container(node):
            node["children"] = perturb_children(node["children"], counter)
            result.append(node)
            continue
        counter["rows"] += 1
        if counter["rows"] % 100 == 56:
            following = children[position + 1] if position + 1 < len(children) else None
            if following is not None and is_container(following):
                following = None
            result += perturb(node, following, counter["edited"] % 5, counter["edited"])
            counter["edited"] += 1
        else:
            result.append(node)
    return result


def main():
    source, target = sys.argv[1], sys.argv[2]
    with open(source) as file:
        snapshot = json.load(file)
    root = snapshot["root"]
    root["children"] = perturb_children(root.get("children", []), {"rows": 0, "edited": 0})
    with open(target, "w") as file:
        json.dump(snapshot, file, separators=(",", ":"), ensure_ascii=False)
        file.write("\n")


if __name__ == "__main__":
    main()
