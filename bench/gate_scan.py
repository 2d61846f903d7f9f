"""The static gate's findings for every .py file under the folders named, one JSON line each, then
a count by first reason. Run under two Pythons (the dev box's and the GPU machine's) and diff the
lines: the gate reads CPython's syntax tree and symbol table, which change between versions."""
import argparse
import collections
import json
import pathlib
import sys

from anvil.runtime import static_gate


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("folders", nargs="+")
    ap.add_argument("-o", "--out", help="write the JSON lines here (default: stdout)")
    args = ap.parse_args()
    out = open(args.out, "w") if args.out else sys.stdout
    first = collections.Counter()
    for folder in args.folders:
        for f in sorted(pathlib.Path(folder).rglob("*.py")):
            # As the candidate runtime reads it: the top-level __main__ block blanked first.
            _, findings = static_gate.check(static_gate.without_main_block(f.read_text()), f.name)
            first[findings[0].reason if findings else "pass"] += 1
            print(json.dumps({"file": str(f), "findings": [[x.reason, x.line, x.message] for x in findings]}), file=out)
    print(f"python {sys.version.split()[0]}: " + ", ".join(f"{k}={v}" for k, v in sorted(first.items())),
          file=sys.stderr)


if __name__ == "__main__":
    main()
