#!/usr/bin/env python3
"""Writes the Debian package's copyright file (machine-readable, DEP-5) from LICENSE and NOTICE, so that the two say
the same thing and only NOTICE is kept by hand.

    packaging/copyright.py LICENSE NOTICE NAME=PATH... > copyright

NOTICE's second line is BorderLog's copyright ("Copyright 2026 The BorderLog authors"); LICENSE must be the Apache
License 2.0, which Debian ships in /usr/share/common-licenses. After its prose, NOTICE has entries in the copyright
format's own syntax (fields, continuation lines indented by one space, " ." for an empty line): each `Data:` or
`Software:` entry names a source, the `Files:` derived from it (short names), its `Copyright:` and `License:`, and
an optional `Comment:`; each `License:` entry gives a licence's text or where to find it. NAME=PATH says where a
short name is installed in the package (geo.idx=usr/share/borderlog/geo.idx). A file that several sources went into
gets one paragraph, with every holder and the licences joined by "and" (the format allows one paragraph a file).
"""
import re
import sys

FORMAT = "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
APACHE = (
    "Licensed under the Apache License, Version 2.0 (the \"License\"); you may not use this file except in\n"
    " compliance with the License. You may obtain a copy of the License at\n"
    " .\n"
    "     http://www.apache.org/licenses/LICENSE-2.0\n"
    " .\n"
    " Unless required by applicable law or agreed to in writing, software distributed under the License is\n"
    " distributed on an \"AS IS\" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.\n"
    " See the License for the specific language governing permissions and limitations under the License.\n"
    " .\n"
    " On Debian systems, the complete text of the Apache License, Version 2.0 can be found in\n"
    " \"/usr/share/common-licenses/Apache-2.0\"."
)
ENTRY = re.compile(r"^(Data|Software|License): ")
FIELD = re.compile(r"^([A-Za-z][A-Za-z-]*):[ ]?(.*)$")


class NoticeError(Exception):
    pass


def stanzas(text):
    """Each entry of NOTICE as an ordered list of (field, value), a value's continuation lines kept as written."""
    for paragraph in re.split(r"\n[ \t]*\n", text):
        lines = paragraph.strip("\n").split("\n")
        if not ENTRY.match(lines[0]):
            continue
        fields = []
        for line in lines:
            if line.startswith(" ") and fields:
                fields[-1] = (fields[-1][0], fields[-1][1] + "\n" + line)
            elif match := FIELD.match(line):
                fields.append((match.group(1), match.group(2)))
            else:
                raise NoticeError(f"NOTICE: not a field or a continuation line: {line!r}")
        yield fields


def one_line(value):
    """A field's value on one line (for a source's name inside a comment)."""
    return " ".join(part.strip() for part in value.split("\n"))


def copyright_file(license_text, notice_text, paths):
    if "Apache License" not in license_text or "Version 2.0, January 2004" not in license_text:
        raise NoticeError("LICENSE is not the Apache License 2.0")
    first = notice_text.split("\n")[:2]
    if len(first) < 2 or not first[1].startswith("Copyright "):
        raise NoticeError("NOTICE: the second line is not BorderLog's copyright")
    own = first[1][len("Copyright "):]

    sources, licences = [], {}
    for fields in stanzas(notice_text):
        kind, value = fields[0]
        if kind == "License":
            licence, _, text = value.partition("\n")
            if not text:
                raise NoticeError(f"NOTICE: the License entry {licence} has no text")
            licences[licence] = text
            continue
        entry = dict(fields)
        for required in ("Files", "Copyright", "License"):
            if required not in entry:
                raise NoticeError(f"NOTICE: {one_line(value)}: no {required} field")
        sources.append((one_line(value), entry))
    if not sources:
        raise NoticeError("NOTICE has no Data or Software entries")

    # One paragraph per installed file, in the order NOTICE first names them.
    files = {}
    for name, entry in sources:
        for short in entry["Files"].split():
            if short not in paths:
                raise NoticeError(f"NOTICE: {name}: no installed path given for {short}")
            files.setdefault(short, []).append((name, entry))

    out = [f"Format: {FORMAT}\nUpstream-Name: BorderLog\n", f"Files: *\nCopyright: {own}\nLicense: Apache-2.0\n"]
    used = ["Apache-2.0"]
    for short, entries in files.items():
        holders, names, comments = [], [], []
        if paths[short].startswith("usr/lib/") or paths[short].startswith("usr/bin/"):
            holders.append(own)
            names.append("Apache-2.0")
        for name, entry in entries:
            for holder in entry["Copyright"].split("\n"):
                if holder.strip() and holder.strip() not in holders:
                    holders.append(holder.strip())
            for licence in re.split(r"\s+and\s+", entry["License"].strip()):
                if licence not in names:
                    names.append(licence)
            comments.append(f"{name[0].upper()}{name[1:]}." + ("\n " + entry["Comment"] if "Comment" in entry else ""))
        for licence in names:
            if licence not in used:
                used.append(licence)
        out.append(
            f"Files: {paths[short]}\n"
            + "Copyright: " + "\n ".join(holders) + "\n"
            + "License: " + " and ".join(names) + "\n"
            + "Comment: " + "\n .\n ".join(comments) + "\n")
    for licence in used:
        if licence == "Apache-2.0":
            out.append(f"License: Apache-2.0\n {APACHE}\n")
        elif licence in licences:
            out.append(f"License: {licence}\n{licences[licence]}\n")
        else:
            raise NoticeError(f"NOTICE: no License entry for {licence}")
    return "\n".join(out)


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 64
    paths = {}
    for pair in argv[3:]:
        short, _, path = pair.partition("=")
        paths[short] = path.lstrip("/")
    with open(argv[1], encoding="utf-8") as license_file, open(argv[2], encoding="utf-8") as notice_file:
        license_text, notice_text = license_file.read(), notice_file.read()
    try:
        sys.stdout.write(copyright_file(license_text, notice_text, paths))
    except NoticeError as error:
        print(f"copyright: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
