#!/usr/bin/env python3
"""Lists every module a target's Swift files import without the target declaring it in Package.swift.

A module reached only through another dependency builds today and breaks when that dependency drops it, so each
target names what it imports: a target of this package, or a product of a package dependency (each product used
here is a module of the same name). Toolchain modules (Foundation, Glibc, Testing, …) need no declaration.

    scripts/check-imports.py      # from the repository root; exit status 1 when a target lacks a declaration
"""
import json
import os
import re
import subprocess
import sys

TOOLCHAIN = {"Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Glibc", "Musl", "Darwin",
             "Dispatch", "Synchronization", "Testing", "XCTest", "_Concurrency", "os", "PackageDescription"}
IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)")


def imported_modules(folder):
    modules = set()
    for directory, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(directory, name), encoding="utf-8") as source:
                    modules.update(m.group(1) for m in map(IMPORT.match, source) if m)
    return modules


def declared_modules(target):
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def main():
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
    missing_any = False
    for target in package["targets"]:
        folder = target.get("path") or ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]
        if not os.path.isdir(folder):
            continue
        missing = sorted(imported_modules(folder) - declared_modules(target) - TOOLCHAIN - {target["name"]})
        if missing:
            missing_any = True
            print(f"{target['name']}: imports {', '.join(missing)} without declaring it")
    return 1 if missing_any else 0


if __name__ == "__main__":
    sys.exit(main())
