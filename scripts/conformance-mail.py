#!/usr/bin/env python3
"""conformance-mail.py BORDERLOG REALDATA_MAIL WORK: see conformance-mail.sh."""
import email.message
import glob
import json
import os
import subprocess
import sys
from datetime import datetime

TRAVEL = {"FlightReservation": "flight", "LodgingReservation": "lodging", "TrainReservation": "train",
          "BusReservation": "bus", "BoatReservation": "boat", "RentalCarReservation": "rentalCar"}

binary, root, work = sys.argv[1:4]


def value(node):
    return node.get("@value") if isinstance(node, dict) else node


def instant(text):
    if not text:
        return None
    try:
        moment = datetime.fromisoformat(str(text).replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment.timestamp() if moment.tzinfo else moment.replace(microsecond=0).isoformat()


def expected(path):
    """KItinerary's travel reservations in `path` (a .json of its output), as comparable keys."""
    items = json.load(open(path))
    keys = []
    for item in items if isinstance(items, list) else [items]:
        kind = TRAVEL.get(str(item.get("@type", "")))
        if not kind:
            continue
        trip = item.get("reservationFor") or {}
        if kind == "flight":
            airline = (trip.get("airline") or {}).get("iataCode", "")
            number = str(trip.get("flightNumber", ""))
            keys.append((kind, item.get("reservationNumber"), airline + number if number and not number.startswith(airline) else number,
                         (trip.get("departureAirport") or {}).get("iataCode"), (trip.get("arrivalAirport") or {}).get("iataCode"),
                         instant(value(trip.get("departureTime")))))
        elif kind == "lodging":
            keys.append((kind, item.get("reservationNumber"), trip.get("name"), str(value(item.get("checkinTime") or item.get("checkinDate")) or "")[:10]))
        else:
            keys.append((kind, item.get("reservationNumber")))
    return keys


def found(lines):
    keys = []
    for line in lines:
        item = json.loads(line)
        if item["type"] == "flight":
            keys.append(("flight", item.get("reservationNumber"), item.get("flight"), item.get("from"), item.get("to"),
                         instant(item.get("departure"))))
        elif item["type"] == "lodging":
            keys.append(("lodging", item.get("reservationNumber"), item.get("name"), item.get("checkin") or ""))
        else:
            keys.append((item["type"], item.get("reservationNumber")))
    return keys


def message(path, subject, html=None, attachment=None):
    mail = email.message.EmailMessage()
    mail["From"], mail["Subject"], mail["Date"] = "Fixture <fixture@example.com>", subject, "Mon, 01 Jan 2018 10:00:00 +0000"
    mail["Message-ID"] = "<%s@conformance>" % os.path.basename(path)
    if html is not None:
        mail.set_content("See the HTML part.")
        mail.add_alternative(html, subtype="html")
    if attachment is not None:
        mail.set_content("Your boarding pass is attached.")
        mail.add_attachment(open(attachment, "rb").read(), maintype="application", subtype="pdf", filename=os.path.basename(attachment))
    out = os.path.join(work, os.path.basename(path) + ".eml")
    with open(out, "wb") as handle:
        handle.write(bytes(mail))
    return out


def dry_run(path):
    result = subprocess.run([binary, "mail", "--dry-run", path], capture_output=True, text=True, timeout=60)
    if result.returncode not in (0, 2):
        raise RuntimeError("exit %d: %s" % (result.returncode, result.stderr.strip().splitlines()[-1:]))
    return [line for line in result.stdout.splitlines() if line.strip()]


cases = []
for html in sorted(glob.glob(os.path.join(root, "KDE_kitinerary", "structureddata", "*.html"))
                   + glob.glob(os.path.join(root, "KDE_kitinerary", "extractordata", "web", "*.html"))):
    oracle = html[:-5] + ".json" if os.path.exists(html[:-5] + ".json") else html + ".json"
    if os.path.exists(oracle):
        text = open(html, encoding="utf-8", errors="replace").read()
        cases.append((html, oracle, lambda html=html, text=text: message(html, "Your reservation", html=text)))
for eml in sorted(glob.glob(os.path.join(root, "KDE_kitinerary", "extractordata", "synthetic", "*.eml"))):
    cases.append((eml, eml + ".json", lambda eml=eml: eml))
for pdf in sorted(glob.glob(os.path.join(root, "KDE_kitinerary", "extractordata", "synthetic", "*.pdf"))):
    cases.append((pdf, pdf + ".json", lambda pdf=pdf: message(pdf, "Your boarding pass", attachment=pdf)))

agree = differ = 0
for source, oracle, make in cases:
    name = os.path.relpath(source, root)
    want = sorted(expected(oracle), key=str)
    try:
        if source.endswith(".pdf"):
            # A boarding pass gives flights (calendar signals), not reservations: compare the flights of the pass.
            result = subprocess.run([binary, "calendar", "--dry-run", source], capture_output=True, text=True, timeout=60)
            got = sorted([("flight", None, f.get("flight"), f.get("from"), f.get("to"), None)
                          for f in map(json.loads, result.stdout.splitlines())], key=str)
            want = sorted([(k[0], None, k[2], k[3], k[4], None) for k in want], key=str)
        else:
            got = sorted(found(dry_run(make())), key=str)
    except Exception as error:  # a crash or a hang is a disagreement
        got = ["error: %s" % error]
    ok = got == want
    agree += ok
    differ += not ok
    print("%-8s %-70s %d expected, %d found%s" % ("agree" if ok else "DIFFER", name, len(want), len(got),
                                                  "" if ok else "\n         want %s\n         got  %s" % (want, got)))
print("mail: %d agree, %d differ" % (agree, differ))
sys.exit(1 if differ else 0)
