#!/usr/bin/env python3
"""Checks that the domain targets read no file and no environment: the caller hands them values.

BorderLogModel, BorderLogInference and BorderLogRules may compute with Foundation (dates, time zones, JSON coding)
but may not open, list, write or stat files, read the environment or the bundle, nor depend on a target that does.
Settings (the config folder, the environment, the bundled rule book, the data home) live in BorderLogSettings.

    scripts/check-purity.py      # from the repository root; exit status 1 naming each file, line and call
"""
import os
import re
import sys

PURE = {"BorderLogModel": set(), "BorderLogInference": {"BorderLogModel"},
        "BorderLogRules": {"BorderLogModel", "BorderLogInference"}}
# Calls that reach the file system, the environment or the process's bundle.
FORBIDDEN = re.compile(
    r"\b(FileManager|FileHandle|ProcessInfo|Bundle|NSHomeDirectory|getenv|setenv|fopen|fread|fwrite|opendir|mkdtemp|"
    r"realpath|unlink|InputStream|OutputStream)\b"
    r"|Data\(contentsOf|String\(contentsOf|contentsOfFile|\.write\(to(File)?:|URL\(fileURLWithPath|\b(open|stat|lstat)\(")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(\w+)")


def code(line):
    """The line without its comment and string literals (a doc comment may name what it does not call)."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return line.split("//", 1)[0]


def main():
    problems = []
    for target, allowed in PURE.items():
        for directory, _, files in os.walk(os.path.join("Sources", target)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as source:
                    for number, line in enumerate(source, 1):
                        imported = IMPORT.match(line)
                        if imported and imported.group(1).startswith("BorderLog") and imported.group(1) not in allowed:
                            problems.append(f"{path}:{number}: imports {imported.group(1)}; {target} may import only {sorted(allowed) or 'no target'}")
                        found = FORBIDDEN.search(code(line))
                        if found:
                            problems.append(f"{path}:{number}: {found.group(0).strip()} reads or writes outside the values it is handed; move it to BorderLogSettings or a reader")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
