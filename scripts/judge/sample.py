#!/usr/bin/env python3
"""Draw a sample of warnings from `specfaith check --format json` reports.

usage: sample.py SEED EXCLUDE.md DIR:N [DIR:N ...]   (DIR holds CORPUS.json)

Warnings coded hygiene or include (sorry, unresolved includes: true by
construction) are left out, and so are rows already judged in EXCLUDE.md
(same file:line and code). Prints a TSV: n, corpus, file:line, code, message.
"""
import json, random, re, sys

seed, exclude, specs = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
seen = set()
for line in open(exclude):
    m = re.match(r"\|\s*\d+\s*\|\s*([\w-]+)\s*\|\s*(\S+)\s*\|\s*([\w-]+)\s*\|", line)
    if m:
        seen.add((m.group(2), m.group(3)))
random.seed(seed)
n = 0
for spec in specs:
    path, k = spec.rsplit(":", 1)
    corpus = path.rsplit("/", 1)[-1].removesuffix(".json")
    rows = []
    for f in json.load(open(path))["files"]:
        rel = f["path"].split("/dev/" + corpus + "/", 1)[-1]
        diags = list(f.get("diagnostics") or [])  # file-level: syntax, binder-default, …
        for ct in f.get("contracts") or []:
            diags += ct.get("diagnostics") or []
        for d in diags:
            if d["severity"] != "warning" or d["code"] in ("hygiene", "include"):
                continue
            at = f"{rel}:{d['line']}"
            if (at, d["code"]) in seen:
                continue
            rows.append((corpus, at, d["code"], d["message"]))
    for r in random.sample(rows, min(int(k), len(rows))):
        n += 1
        print("\t".join([str(n), *r]))
