#!/usr/bin/env python3
"""The travel half of the mail benchmark: single messages out of the generated mbox, each given to
kitinerary-extractor and to `borderlog mail --dry-run` in turn, and both tools' reservations scored against
the generator's ground truth.

  compare.py split CORPUS_DIR EML_DIR
      writes each travel and control message of CORPUS_DIR/mail.mbox (listed in index.jsonl) to EML_DIR/NNNN.eml,
      undoing the mboxrd escaping (one `>` off every line that reads `>+From `), and EML_DIR/list.jsonl
  compare.py run EML_DIR [--kitinerary BIN] [--borderlog BIN] [--reps N]
      runs the tools on every message, alternating which goes first, and keeps each output in
      EML_DIR/out/TOOL/NNNN.json and each wall time (microseconds, measured as Benchmarks/measure.py does) in
      EML_DIR/times.jsonl; the median of REPS runs per message is the message's time
  compare.py describe CORPUS_DIR
      one line: what the corpus holds (from its summary.json)
  compare.py report CORPUS_DIR EML_DIR [--borderlog-mbox FILE.jsonl]
      scores each tool against CORPUS_DIR/truth.jsonl (after deduplicating its per-message reservations the way
      borderlog does: one per reservation number and what it reserves, the latest message by Date winning) and
      prints Markdown tables: by shape, totals, time per message. --borderlog-mbox scores a `mail --dry-run` over
      the whole mbox too.
"""
import argparse
import email.utils
import json
import os
import re
import statistics
import subprocess
import sys
import time
from datetime import datetime

TYPES = {"FlightReservation": "flight", "LodgingReservation": "lodging", "TrainReservation": "train",
         "BusReservation": "bus", "BoatReservation": "boat", "RentalCarReservation": "rentalCar"}
FIELDS = {"flight": ["flight", "from", "to", "departure", "arrival"],
          "lodging": ["name", "country", "checkin", "checkout"],
          "train": ["fromName", "toName", "fromCountry", "toCountry", "departure", "arrival"],
          "rentalCar": ["pickupCountry", "pickup", "dropoffCountry", "dropoff"]}
FIELDS["bus"] = FIELDS["boat"] = FIELDS["train"]


# ---------------------------------------------------------------------------------------------------------- split

def split(corpus, out):
    os.makedirs(out, exist_ok=True)
    rows = [json.loads(line) for line in open(os.path.join(corpus, "index.jsonl"))]
    listing = []
    with open(os.path.join(corpus, "mail.mbox"), "rb") as mbox:
        for n, row in enumerate(rows):
            mbox.seek(row["offset"])
            data = mbox.read(row["length"])
            data = data[data.index(b"\n") + 1:]  # the From_ separator line
            data = re.sub(rb"(?m)^>(>*From )", rb"\1", data)
            name = f"{n:04d}.eml"
            with open(os.path.join(out, name), "wb") as f:
                f.write(data)
            listing.append(dict(row, file=name))
    with open(os.path.join(out, "list.jsonl"), "w") as f:
        for row in listing:
            f.write(json.dumps(row) + "\n")
    print(f"split: {len(listing)} messages into {out}", file=sys.stderr)


# ------------------------------------------------------------------------------------------------------------ run

def timed(argv, out_path, env=None):
    """Wall time of one process in microseconds (perf_counter around fork and wait4, as measure.py) and its status."""
    with open(out_path, "wb") as out:
        start = time.perf_counter()
        child = subprocess.Popen(argv, stdout=out, stderr=subprocess.DEVNULL, env=env)
        _, status, usage = os.wait4(child.pid, 0)
        elapsed = time.perf_counter() - start
    return round(elapsed * 1e6), os.waitstatus_to_exitcode(status), usage.ru_maxrss


def run(eml_dir, kitinerary, borderlog, reps):
    listing = [json.loads(line) for line in open(os.path.join(eml_dir, "list.jsonl"))]
    tools = {}
    if kitinerary:
        tools["kitinerary"] = lambda path: [kitinerary, path]
    if borderlog:
        tools["borderlog"] = lambda path: [borderlog, "mail", "--dry-run", path]
    for tool in tools:
        os.makedirs(os.path.join(eml_dir, "out", tool), exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with open(os.path.join(eml_dir, "times.jsonl"), "w") as times:
        for n, row in enumerate(listing):
            path = os.path.join(eml_dir, row["file"])
            order = list(tools) if n % 2 == 0 else list(reversed(tools))
            result = {"file": row["file"]}
            for _ in range(reps):
                for tool in order:
                    us, status, rss = timed(tools[tool](path), os.path.join(eml_dir, "out", tool, row["file"] + ".json"), env)
                    result.setdefault(tool, []).append(us)
                    result[tool + "_status"] = status
                    result[tool + "_rss_kb"] = max(rss, result.get(tool + "_rss_kb", 0))
            times.write(json.dumps(result) + "\n")
    print(f"run: {len(listing)} messages × {reps} with {', '.join(tools)}", file=sys.stderr)


# --------------------------------------------------------------------------------------------------- normalising

def value(v):
    if isinstance(v, dict):
        return v.get("@value") or v.get("name")
    if isinstance(v, list):
        return value(v[0]) if v else None
    return v


def country(place):
    if not isinstance(place, dict):
        return None
    c = (place.get("address") or {}).get("addressCountry") if isinstance(place.get("address"), dict) else None
    return value(c)


def instant(s):
    """RFC 3339 text → (aware datetime or None, text)."""
    if not isinstance(s, str):
        return None
    try:
        dt = datetime.fromisoformat(s.replace("Z", "+00:00"))
    except ValueError:
        return None
    return dt if dt.tzinfo else None


def from_kitinerary(items):
    """KItinerary's JSON-LD output → records in the fields of `borderlog mail --dry-run`."""
    out = []
    for r in items if isinstance(items, list) else [items]:
        t = TYPES.get(r.get("@type"))
        if not t:
            continue
        f = r.get("reservationFor") or {}
        rec = {"type": t, "reservationNumber": r.get("reservationNumber"),
               "status": "cancelled" if str(r.get("reservationStatus", "")).endswith("Cancelled") else "confirmed"}
        if t == "flight":
            code = (f.get("airline") or {}).get("iataCode") or ""
            num = str(f.get("flightNumber") or "")
            rec["flight"] = num if num.startswith(code) else code + num
            rec["from"] = (f.get("departureAirport") or {}).get("iataCode")
            rec["to"] = (f.get("arrivalAirport") or {}).get("iataCode")
            rec["departure"] = value(f.get("departureTime"))
            rec["arrival"] = value(f.get("arrivalTime"))
        elif t == "lodging":
            rec["name"] = f.get("name")
            rec["country"] = country(f)
            rec["checkin"] = (value(r.get("checkinTime")) or "")[:10] or None
            rec["checkout"] = (value(r.get("checkoutTime")) or "")[:10] or None
        elif t == "rentalCar":
            rec["pickupCountry"] = country(r.get("pickupLocation"))
            rec["pickup"] = value(r.get("pickupTime"))
            rec["dropoffCountry"] = country(r.get("dropoffLocation"))
            rec["dropoff"] = value(r.get("dropoffTime"))
        else:
            keys = {"train": ("departureStation", "arrivalStation"), "bus": ("departureBusStop", "arrivalBusStop"),
                    "boat": ("departureBoatTerminal", "arrivalBoatTerminal")}[t]
            rec["fromName"] = (f.get(keys[0]) or {}).get("name")
            rec["toName"] = (f.get(keys[1]) or {}).get("name")
            rec["fromCountry"] = country(f.get(keys[0]))
            rec["toCountry"] = country(f.get(keys[1]))
            rec["departure"] = value(f.get("departureTime"))
            rec["arrival"] = value(f.get("arrivalTime"))
        out.append(rec)
    return out


def key(rec):
    """A reservation's identity: its number and what it reserves (flight and day, hotel and check-in, ...)."""
    t = rec.get("type")
    number = str(rec.get("reservationNumber") or "").strip().upper()
    if t == "flight":
        what = (rec.get("flight") or "", str(rec.get("departure") or "")[:10])
    elif t == "lodging":
        what = (str(rec.get("checkin") or "")[:10],)
    elif t == "rentalCar":
        what = (str(rec.get("pickup") or "")[:10],)
    else:
        what = (rec.get("fromName") or "", str(rec.get("departure") or "")[:10])
    return (t, number) + what


def same(field, a, b):
    if field in ("departure", "arrival", "pickup", "dropoff"):
        ia, ib = instant(a), instant(b)
        return ia is not None and ib is not None and ia == ib and ia.utcoffset() == ib.utcoffset()
    return a == b


def score(truth, found):
    """found: {key: record}. Returns per-key verdicts and the false keys."""
    verdicts = {}
    for k, t in truth.items():
        f = found.get(k)
        if f is None:
            verdicts[k] = ("missed", [])
            continue
        wrong = [x for x in FIELDS[t["type"]] if not same(x, t.get(x), f.get(x))]
        if f.get("status") != t["status"]:
            wrong.insert(0, "status")
        verdicts[k] = ("right" if not wrong else "wrong", wrong)
    false = [k for k in found if k not in truth]
    return verdicts, false


def dedup(records_with_dates):
    """[(date, seq, record)] → {key: record}, the latest message by Date winning."""
    best = {}
    for d, seq, rec in sorted(records_with_dates, key=lambda x: (x[0], x[1])):
        best[key(rec)] = rec
    return best


# ---------------------------------------------------------------------------------------------------------- report

def median_ms(values):
    return statistics.median(values) / 1000 if values else float("nan")


def report(corpus, eml_dir, borderlog_mbox):
    truth = {}
    for line in open(os.path.join(corpus, "truth.jsonl")):
        t = json.loads(line)
        truth[key(t)] = t
    listing = [json.loads(line) for line in open(os.path.join(eml_dir, "list.jsonl"))]
    times = {}
    if os.path.exists(os.path.join(eml_dir, "times.jsonl")):
        times = {r["file"]: r for r in (json.loads(line) for line in open(os.path.join(eml_dir, "times.jsonl")))}
    results = {}
    per_message = {}
    for tool in ("kitinerary", "borderlog"):
        folder = os.path.join(eml_dir, "out", tool)
        if not os.path.isdir(folder):
            continue
        recs, failures = [], 0
        for seq, row in enumerate(listing):
            path = os.path.join(folder, row["file"] + ".json")
            text = open(path, encoding="utf-8", errors="replace").read() if os.path.exists(path) else ""
            if tool == "kitinerary":
                try:
                    items = json.loads(text) if text.strip() else []
                except json.JSONDecodeError:
                    items, failures = [], failures + 1
                got = from_kitinerary(items)
            else:
                got = [json.loads(line) for line in text.splitlines() if line.strip().startswith("{")]
            per_message.setdefault(tool, {})[row["file"]] = len(got)
            when = email.utils.parsedate_to_datetime(row["date"]).timestamp()
            recs += [(when, seq, r) for r in got]
        results[tool] = (score(truth, dedup(recs)), failures)
    if borderlog_mbox and os.path.exists(borderlog_mbox):
        recs = [json.loads(line) for line in open(borderlog_mbox) if line.strip().startswith("{")]
        results["borderlog (whole mbox)"] = (score(truth, {key(r): r for r in recs}), 0)

    tools = list(results)
    shapes = sorted({t["shape"] for t in truth.values()})
    print("| shape | reservations | " + " | ".join(f"{t}: found (right / wrong fields)" for t in tools) + " |")
    print("| --- | --- | " + " | ".join("---" for _ in tools) + " |")
    for shape in shapes:
        keys = [k for k, t in truth.items() if t["shape"] == shape]
        cells = []
        for tool in tools:
            (verdicts, _), _ = results[tool]
            right = sum(verdicts[k][0] == "right" for k in keys)
            wrong = sum(verdicts[k][0] == "wrong" for k in keys)
            fields = sorted({f for k in keys for f in verdicts[k][1]})
            cells.append(f"{right + wrong} ({right} / {wrong}{': ' + ', '.join(fields) if fields else ''})")
        print(f"| {shape} | {len(keys)} | " + " | ".join(cells) + " |")
    print()
    print("| tool | reservations in truth | found | right | wrong fields | missed | false | cancelled found as cancelled |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for tool in tools:
        (verdicts, false), failures = results[tool]
        right = sum(v[0] == "right" for v in verdicts.values())
        wrong = sum(v[0] == "wrong" for v in verdicts.values())
        missed = sum(v[0] == "missed" for v in verdicts.values())
        cancelled = [k for k, t in truth.items() if t["status"] == "cancelled"]
        ok_cancel = sum(verdicts[k][0] != "missed" and "status" not in verdicts[k][1] for k in cancelled)
        print(f"| {tool} | {len(truth)} | {right + wrong} | {right} | {wrong} | {missed} | {len(false)} | {ok_cancel} of {len(cancelled)} |")
        for k in false[:5]:
            print(f"  - false: {k}", file=sys.stderr)
    if times:
        print()
        print("| tool | messages | median per message | mean per message | total | peak RSS |")
        print("| --- | --- | --- | --- | --- | --- |")
        for tool in ("kitinerary", "borderlog"):
            per = [statistics.median(r[tool]) for r in times.values() if tool in r]
            if not per:
                continue
            rss = max(r.get(tool + "_rss_kb", 0) for r in times.values()) / 1024
            print(f"| {tool} | {len(per)} | {median_ms(per):.1f} ms | {statistics.mean(per) / 1000:.1f} ms | "
                  f"{sum(per) / 1e6:.2f} s | {rss:.0f} MB |")
        both = [r for r in times.values() if "kitinerary" in r and "borderlog" in r]
        if both:
            ratios = [statistics.median(r["kitinerary"]) / statistics.median(r["borderlog"]) for r in both]
            print(f"\nkitinerary ÷ borderlog per message: median {statistics.median(ratios):.2f}×")


def describe(corpus):
    s = json.load(open(os.path.join(corpus, "summary.json")))
    t = s["reservations_by_type"]
    travel = sum(s["messages_by_kind"]["travel"].values())
    print(f"{s['messages']:,} messages ({s['bytes'] / 1048576:.0f} MB, seed {s['seed']}), {s['bookings']} bookings in {travel} "
          f"travel messages, {sum(t.values())} reservations after deduplication ("
          + ", ".join(f"{v} {k}" for k, v in sorted(t.items())) + f"), {s['reservations_by_status'].get('cancelled', 0)} "
          "of them cancelled")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("split")
    p.add_argument("corpus")
    p.add_argument("out")
    p = sub.add_parser("run")
    p.add_argument("eml_dir")
    p.add_argument("--kitinerary")
    p.add_argument("--borderlog")
    p.add_argument("--reps", type=int, default=3)
    p = sub.add_parser("describe")
    p.add_argument("corpus")
    p = sub.add_parser("report")
    p.add_argument("corpus")
    p.add_argument("eml_dir")
    p.add_argument("--borderlog-mbox")
    a = ap.parse_args()
    if a.cmd == "split":
        split(a.corpus, a.out)
    elif a.cmd == "run":
        run(a.eml_dir, a.kitinerary, a.borderlog, a.reps)
    elif a.cmd == "describe":
        describe(a.corpus)
    else:
        report(a.corpus, a.eml_dir, a.borderlog_mbox)


if __name__ == "__main__":
    main()
