#!/usr/bin/env python3
"""Standard input is read within the input limit plus a small constant (issue 31, item 5).

Feeds `axscope validate -` through a pipe and measures the child's peak resident memory
(ru_maxrss): 320 MiB, over the 256 MiB limit, must be refused with at most 256 MiB + 48 MiB
resident; 200 MiB, under it, must peak within 16 MiB of reading the same bytes from a file.
Usage: check-stdin-peak.py AXSCOPE
"""
import os
import resource
import subprocess
import sys
import tempfile

MIB = 1 << 20
BLOCK = b" " * MIB


def peak(arguments, stdin_size=None, stdin_file=None):
    """The peak resident memory of `arguments` in MiB, and its standard error."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if stdin_size is None:
        result = subprocess.run(arguments, stdin=stdin_file, capture_output=True)
        err = result.stderr
    else:
        child = subprocess.Popen(arguments, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            for _ in range(stdin_size // MIB):
                child.stdin.write(BLOCK)
        except BrokenPipeError:
            pass
        try:
            child.stdin.close()
        except BrokenPipeError:
            pass
        err = child.stderr.read()
        child.wait()
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    # ru_maxrss of RUSAGE_CHILDREN is the largest child's: run the largest expectation first.
    return max(after, before) / 1024, err.decode()


def main():
    axscope = sys.argv[1]
    over, err = peak([axscope, "validate", "-"], stdin_size=320 * MIB)
    print(f"320 MiB on standard input: peak {over:.0f} MiB; {err.strip()}")
    if "input larger than the limit of 256 MiB" not in err:
        sys.exit("expected the limit's refusal")
    if over > 256 + 48:
        sys.exit(f"standard input peaked at {over:.0f} MiB, over the limit plus 48 MiB")
    with tempfile.NamedTemporaryFile() as file:
        for _ in range(200):
            file.write(BLOCK)
        file.flush()
        # Each in a child of its own, so that ru_maxrss is that child's.
        from_file = measure_alone([axscope, "validate", file.name])
        with open(file.name, "rb") as source:
            from_pipe = measure_alone([axscope, "validate", "-"], stdin=source, through_pipe=True)
    print(f"200 MiB: from a file peak {from_file:.0f} MiB, through a pipe {from_pipe:.0f} MiB")
    if from_pipe > from_file + 16:
        sys.exit("a pipe takes more than 16 MiB over a file of the same size")


def measure_alone(arguments, stdin=None, through_pipe=False):
    """Runs this script's `peak` in a fresh Python child, so that ru_maxrss is that run's own."""
    code = (
        "import resource, subprocess, sys\n"
        "args = sys.argv[2:]\n"
        "if sys.argv[1] == 'pipe':\n"
        "    cat = subprocess.Popen(['cat'], stdin=sys.stdin, stdout=subprocess.PIPE)\n"
        "    subprocess.run(args, stdin=cat.stdout, capture_output=True)\n"
        "    cat.wait()\n"
        "else:\n"
        "    subprocess.run(args, capture_output=True)\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    )
    mode = "pipe" if through_pipe else "file"
    result = subprocess.run([sys.executable, "-c", code, mode] + arguments, stdin=stdin, capture_output=True, check=True)
    return int(result.stdout) / 1024


if __name__ == "__main__":
    main()
