#!/usr/bin/env python3
"""Writes a synthetic Gmail Takeout mbox with travel bookings among ordinary mail, and its ground truth
(deterministic: the same arguments give the same bytes).

Usage: generate.py OUT_DIR [--size-mb 1000] [--seed 7] [--bookings N] [--eol crlf|lf]
       generate.py OUT_DIR --quick                 # 20 MB, every travel shape at least twice

Writes into OUT_DIR:
  mail.mbox      the mailbox: Takeout's `From <X-GM-MSGID>@xxx <date>` separators, mboxrd `>From ` escaping,
                 X-GM-THRID / X-Gmail-Labels, Received / DKIM / ARC headers, messages as Gmail stores them
                 (CRLF line ends unless --eol lf)
  truth.jsonl    one line per reservation that must be found after deduplication, in the fields of
                 `borderlog mail --dry-run` (type, status, reservationNumber, provider, message, source and the
                 type's own), plus `shape` (how its sender marks it up) and `messages` (every message about it)
  index.jsonl    one line per travel message and per control message (mail that must give no reservation:
                 newsletters about flights without markup, other schema.org types): message id, Date, kind,
                 shape, and the byte offset and length of its entry in mail.mbox
  summary.json   counts by kind, type and shape

Ordinary mail (by count): personal mail and threads (plain or multipart/alternative, UTF-8 or ISO-8859-1 /
windows-1252, quoted-printable or 8bit), notifications (multipart/alternative, some with schema.org EmailMessage
markup as GitHub sends), newsletters with 40-250 KB of HTML, mailing-list mail (List-Id, `From ` lines in bodies),
mail with image and PDF attachments (random bytes, base64), spam and trash. Travel mail: see SHAPES below; one in
about 3 MB of mail (~300 bookings in 1 GB), plus later updates (same reservation number, changed time) and
cancellations (reservationStatus ReservationCancelled), a third of them placed before the message they change,
as Takeout does not keep mail in date order.
"""
import argparse
import base64
import binascii
import json
import math
import os
import random
import re
import sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

# ---------------------------------------------------------------------------------------------------------- places

# IATA, name, city, country, time zone, latitude, longitude
AIRPORTS = [
    ("FRA", "Frankfurt am Main Airport", "Frankfurt", "DE", "Europe/Berlin", 50.033, 8.571),
    ("MUC", "Munich Airport", "Munich", "DE", "Europe/Berlin", 48.354, 11.786),
    ("BER", "Berlin Brandenburg Airport", "Berlin", "DE", "Europe/Berlin", 52.362, 13.501),
    ("LHR", "London Heathrow", "London", "GB", "Europe/London", 51.470, -0.454),
    ("LGW", "London Gatwick", "London", "GB", "Europe/London", 51.153, -0.182),
    ("CDG", "Paris Charles de Gaulle", "Paris", "FR", "Europe/Paris", 49.010, 2.548),
    ("AMS", "Amsterdam Schiphol", "Amsterdam", "NL", "Europe/Amsterdam", 52.310, 4.768),
    ("MAD", "Adolfo Suárez Madrid–Barajas", "Madrid", "ES", "Europe/Madrid", 40.472, -3.561),
    ("BCN", "Barcelona–El Prat", "Barcelona", "ES", "Europe/Madrid", 41.297, 2.078),
    ("LIS", "Lisbon Humberto Delgado", "Lisbon", "PT", "Europe/Lisbon", 38.774, -9.134),
    ("FCO", "Rome Fiumicino", "Rome", "IT", "Europe/Rome", 41.800, 12.238),
    ("ZRH", "Zurich Airport", "Zurich", "CH", "Europe/Zurich", 47.458, 8.548),
    ("VIE", "Vienna International", "Vienna", "AT", "Europe/Vienna", 48.110, 16.570),
    ("CPH", "Copenhagen Kastrup", "Copenhagen", "DK", "Europe/Copenhagen", 55.618, 12.656),
    ("OSL", "Oslo Gardermoen", "Oslo", "NO", "Europe/Oslo", 60.194, 11.100),
    ("ARN", "Stockholm Arlanda", "Stockholm", "SE", "Europe/Stockholm", 59.652, 17.919),
    ("HEL", "Helsinki-Vantaa", "Helsinki", "FI", "Europe/Helsinki", 60.317, 24.963),
    ("DUB", "Dublin Airport", "Dublin", "IE", "Europe/Dublin", 53.421, -6.270),
    ("ATH", "Athens International", "Athens", "GR", "Europe/Athens", 37.936, 23.947),
    ("IST", "Istanbul Airport", "Istanbul", "TR", "Europe/Istanbul", 41.262, 28.742),
    ("JFK", "John F. Kennedy International Airport", "New York", "US", "America/New_York", 40.640, -73.779),
    ("SFO", "San Francisco International Airport", "San Francisco", "US", "America/Los_Angeles", 37.619, -122.375),
    ("ORD", "Chicago O'Hare International", "Chicago", "US", "America/Chicago", 41.978, -87.905),
    ("YYZ", "Toronto Pearson International", "Toronto", "CA", "America/Toronto", 43.677, -79.625),
    ("NRT", "Tokyo Narita", "Tokyo", "JP", "Asia/Tokyo", 35.772, 140.393),
    ("SIN", "Singapore Changi", "Singapore", "SG", "Asia/Singapore", 1.364, 103.992),
    ("DXB", "Dubai International", "Dubai", "AE", "Asia/Dubai", 25.253, 55.364),
    ("SYD", "Sydney Kingsford Smith", "Sydney", "AU", "Australia/Sydney", -33.946, 151.177),
    ("GRU", "São Paulo–Guarulhos", "São Paulo", "BR", "America/Sao_Paulo", -23.435, -46.473),
    ("MEX", "Mexico City International", "Mexico City", "MX", "America/Mexico_City", 19.436, -99.072),
]
AIRPORT = {a[0]: a for a in AIRPORTS}
EUROPE = [a[0] for a in AIRPORTS if a[4].startswith("Europe/")]

# code, name, sender domain, home airports
AIRLINES = {
    "LH": ("Lufthansa", "lufthansa.com", ["FRA", "MUC"]), "LX": ("Swiss", "swiss.com", ["ZRH"]),
    "OS": ("Austrian Airlines", "austrian.com", ["VIE"]), "BA": ("British Airways", "britishairways.com", ["LHR", "LGW"]),
    "AF": ("Air France", "airfrance.fr", ["CDG"]), "KL": ("KLM", "klm.com", ["AMS"]),
    "IB": ("Iberia", "iberia.com", ["MAD"]), "EW": ("Eurowings", "eurowings.com", ["BER", "MUC"]),
    "U2": ("easyJet", "easyjet.com", ["LGW", "BER", "LIS"]), "UA": ("United", "united.com", ["SFO", "ORD"]),
    "DL": ("Delta", "delta.com", ["JFK"]), "TP": ("TAP Air Portugal", "flytap.com", ["LIS"]),
    "SK": ("SAS", "flysas.com", ["CPH", "OSL", "ARN"]), "AY": ("Finnair", "finnair.com", ["HEL"]),
    "EK": ("Emirates", "emirates.com", ["DXB"]), "SQ": ("Singapore Airlines", "singaporeair.com", ["SIN"]),
    "TK": ("Turkish Airlines", "thy.com", ["IST"]), "AC": ("Air Canada", "aircanada.ca", ["YYZ"]),
}
AGENTS = [("Expedia", "expedia.com"), ("Opodo", "opodo.com"), ("eDreams", "edreams.com"), ("Kiwi.com", "kiwi.com")]

# city, country code, English country name, local country name, time zone, latitude, longitude
CITIES = [
    ("Paris", "FR", "France", "France", "Europe/Paris", 48.857, 2.352),
    ("Lyon", "FR", "France", "France", "Europe/Paris", 45.764, 4.836),
    ("Berlin", "DE", "Germany", "Deutschland", "Europe/Berlin", 52.520, 13.405),
    ("München", "DE", "Germany", "Deutschland", "Europe/Berlin", 48.137, 11.576),
    ("Wien", "AT", "Austria", "Österreich", "Europe/Vienna", 48.208, 16.373),
    ("Zürich", "CH", "Switzerland", "Schweiz", "Europe/Zurich", 47.377, 8.541),
    ("Barcelona", "ES", "Spain", "España", "Europe/Madrid", 41.387, 2.168),
    ("Sevilla", "ES", "Spain", "España", "Europe/Madrid", 37.389, -5.984),
    ("Lisboa", "PT", "Portugal", "Portugal", "Europe/Lisbon", 38.722, -9.139),
    ("Roma", "IT", "Italy", "Italia", "Europe/Rome", 41.903, 12.496),
    ("Milano", "IT", "Italy", "Italia", "Europe/Rome", 45.464, 9.190),
    ("Amsterdam", "NL", "Netherlands", "Nederland", "Europe/Amsterdam", 52.368, 4.904),
    ("London", "GB", "United Kingdom", "United Kingdom", "Europe/London", 51.507, -0.128),
    ("Edinburgh", "GB", "United Kingdom", "United Kingdom", "Europe/London", 55.953, -3.188),
    ("Dublin", "IE", "Ireland", "Ireland", "Europe/Dublin", 53.350, -6.260),
    ("København", "DK", "Denmark", "Danmark", "Europe/Copenhagen", 55.676, 12.568),
    ("Praha", "CZ", "Czech Republic", "Česko", "Europe/Prague", 50.075, 14.438),
    ("Kraków", "PL", "Poland", "Polska", "Europe/Warsaw", 50.065, 19.945),
    ("Athens", "GR", "Greece", "Greece", "Europe/Athens", 37.984, 23.728),
    ("New York", "US", "United States", "United States", "America/New_York", 40.713, -74.006),
    ("San Francisco", "US", "United States", "United States", "America/Los_Angeles", 37.775, -122.419),
    ("Toronto", "CA", "Canada", "Canada", "America/Toronto", 43.653, -79.383),
    ("Tokyo", "JP", "Japan", "Japan", "Asia/Tokyo", 35.676, 139.650),
    ("Singapore", "SG", "Singapore", "Singapore", "Asia/Singapore", 1.352, 103.820),
]
HOTEL_CHAINS = [("Marriott", "marriott.com", ["Marriott", "Courtyard by Marriott", "Moxy"]),
                ("Hilton", "hilton.com", ["Hilton", "Hampton by Hilton", "DoubleTree by Hilton"]),
                ("IHG", "ihg.com", ["InterContinental", "Holiday Inn Express", "Crowne Plaza"]),
                ("Hyatt", "hyatt.com", ["Hyatt Regency", "Park Hyatt"]),
                ("Accor", "accor.com", ["Novotel", "ibis", "Mercure", "Pullman"])]
BOOKING_SITES = [("Booking.com", "booking.com"), ("Hotels.com", "hotels.com"), ("Expedia", "expedia.com"),
                 ("Agoda", "agoda.com"), ("HRS", "hrs.de")]
INDEPENDENT = ["Hôtel du Cygne", "Gasthof Zur Post", "Hotel Ambasciatori", "Pensión Jardín", "Hotel Am Steinplatz",
               "Hôtel Le Relais Saint-Honoré", "Casa do Príncipe", "Hotel Søpavillonen", "Boutique Hotel Stadthalle",
               "The Zetter Townhouse", "Hotel Krone & Post", "Pousada Alfama", "Hotel Stern", "Albergo del Senato"]

# rail stations: name, country, time zone
STATIONS = {
    "DE": ["Berlin Hbf", "München Hbf", "Frankfurt (Main) Hbf", "Köln Hbf", "Hamburg Hbf", "Stuttgart Hbf"],
    "FR": ["Paris Gare de Lyon", "Paris Gare du Nord", "Lyon Part-Dieu", "Marseille Saint-Charles", "Strasbourg"],
    "GB": ["London St Pancras International"], "BE": ["Bruxelles-Midi"], "NL": ["Amsterdam Centraal"],
    "AT": ["Wien Hbf", "Salzburg Hbf", "Innsbruck Hbf"], "CH": ["Zürich HB", "Basel SBB", "Genève"],
    "IT": ["Milano Centrale", "Venezia Santa Lucia", "Roma Termini"], "CZ": ["Praha hl.n."],
}
RAIL_OPERATORS = [  # provider, domain, routes as (from country, to country)
    ("Deutsche Bahn", "bahn.de", [("DE", "DE"), ("DE", "AT"), ("DE", "NL"), ("DE", "FR"), ("DE", "CZ")]),
    ("SNCF Connect", "sncf-connect.com", [("FR", "FR"), ("FR", "CH"), ("FR", "IT")]),
    ("Eurostar", "eurostar.com", [("GB", "FR"), ("GB", "BE"), ("FR", "GB"), ("BE", "NL")]),
    ("ÖBB", "oebb.at", [("AT", "AT"), ("AT", "DE"), ("AT", "IT"), ("AT", "CH")]),
    ("SBB", "sbb.ch", [("CH", "CH"), ("CH", "IT"), ("CH", "DE")]),
    ("Trainline", "thetrainline.com", [("FR", "IT"), ("IT", "IT"), ("DE", "BE"), ("GB", "FR")]),
]
BUS_STOPS = {"DE": ["Berlin ZOB", "München ZOB", "Hamburg ZOB"], "CZ": ["Praha Florenc"], "AT": ["Wien Erdberg"],
             "HU": ["Budapest Népliget"], "NL": ["Amsterdam Sloterdijk"], "PL": ["Kraków MDA"],
             "GB": ["London Victoria Coach Station", "Manchester Shudehill", "Birmingham Coach Station"], "FR": ["Paris Bercy Seine"], "BE": ["Brussel-Noord"]}
BUS_OPERATORS = [("FlixBus", "flixbus.com", [("DE", "CZ"), ("DE", "AT"), ("AT", "HU"), ("DE", "NL"), ("DE", "PL"),
                                             ("DE", "DE"), ("FR", "BE")]),
                 ("National Express", "nationalexpress.com", [("GB", "GB"), ("GB", "FR")])]
FERRIES = [  # provider, domain, (terminal, country, tz), (terminal, country, tz), minutes
    ("DFDS", "dfds.com", ("Dover", "GB", "Europe/London"), ("Calais", "FR", "Europe/Paris"), 90),
    ("Stena Line", "stenaline.com", ("Hoek van Holland", "NL", "Europe/Amsterdam"), ("Harwich", "GB", "Europe/London"), 405),
    ("Tallink Silja", "tallink.com", ("Helsinki West Harbour", "FI", "Europe/Helsinki"), ("Tallinn D-Terminal", "EE", "Europe/Tallinn"), 120),
    ("Viking Line", "vikingline.com", ("Stockholm Stadsgården", "SE", "Europe/Stockholm"), ("Turku", "FI", "Europe/Helsinki"), 660),
    ("Brittany Ferries", "brittany-ferries.co.uk", ("Portsmouth", "GB", "Europe/London"), ("Santander", "ES", "Europe/Madrid"), 1440),
    ("Grimaldi Lines", "grimaldi-lines.com", ("Barcelona", "ES", "Europe/Madrid"), ("Civitavecchia", "IT", "Europe/Rome"), 1200),
]
RENTALS = [("Sixt", "sixt.com"), ("Hertz", "hertz.com"), ("Europcar", "europcar.com"), ("Avis", "avis.com")]
CARS = ["VW Golf or similar", "Opel Corsa or similar", "BMW 3 Series or similar", "Fiat 500 or similar",
        "Toyota Corolla Hybrid or similar", "Škoda Octavia Combi or similar"]
CALLING = {"FR": 33, "DE": 49, "AT": 43, "CH": 41, "ES": 34, "PT": 351, "IT": 39, "NL": 31, "GB": 44, "IE": 353,
           "DK": 45, "CZ": 420, "PL": 48, "GR": 30, "US": 1, "CA": 1, "JP": 81, "SG": 65}
COUNTRY_TZ = {"DE": "Europe/Berlin", "FR": "Europe/Paris", "GB": "Europe/London", "BE": "Europe/Brussels",
              "NL": "Europe/Amsterdam", "AT": "Europe/Vienna", "CH": "Europe/Zurich", "IT": "Europe/Rome",
              "CZ": "Europe/Prague", "HU": "Europe/Budapest", "PL": "Europe/Warsaw"}

FIRST = ["Anna", "Jonas", "Marie", "Lukas", "Sofia", "Elias", "Emma", "Noah", "Léa", "Mateo", "Chloé", "Björn",
         "Zoë", "Raphaël", "Ines", "Tomasz", "Aoife", "Giulia", "Nils", "Hannah", "José", "Maja", "Oliver", "Clara"]
LAST = ["Müller", "Schmidt", "Dubois", "García", "Rossi", "Smith", "Jansen", "Novák", "Kowalski", "O'Brien",
        "Andersson", "Fernández", "Weiß", "Lefèvre", "Costa", "Bauer", "Horváth", "Nielsen", "Murphy", "Król"]
ME = ("Alex Morgan", "alex.morgan@gmail.com")

# ----------------------------------------------------------------------------------------------------------- text

WORDS_EN = ("the of and to in is you that it for on are with as be this have from or one had by word but not what all "
            "were when your can said there use each which she do how their if will up other about out many then them "
            "these so some her would make like him into time has look two more write go see number no way could people "
            "my than first water been call who oil its now find long down day did get come made may part meeting "
            "project report budget quarter review schedule deadline draft update attached please thanks regards "
            "tomorrow next week Monday Friday invoice payment account order shipping delivery subscription").split()
WORDS_DE = ("und der die das ist nicht ein eine zu mit auf für von dem den im sich des Termin Bericht Woche Grüße "
            "Besprechung nächste Rechnung Bestellung Lieferung schön Grüße über Straße Mädchen für ähnlich").split()
WORDS_FR = ("le la les de des et est pas une un pour avec sur dans réunion été très à déjà prochaine semaine "
            "merci cordialement facture commande livraison élève français garçon où").split()


def sentence(rng, words):
    n = rng.randint(6, 18)
    s = " ".join(rng.choice(words) for _ in range(n))
    return s[0].upper() + s[1:] + rng.choice([".", ".", ".", "?", "!"])


def paragraph(rng, words, lo=2, hi=6):
    return " ".join(sentence(rng, words) for _ in range(rng.randint(lo, hi)))


def wrap(text, width=72):
    out, line = [], ""
    for w in text.split(" "):
        if line and len(line) + 1 + len(w) > width:
            out.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    out.append(line)
    return "\n".join(out)


def html_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


# ------------------------------------------------------------------------------------------------- MIME building

def encoded_word(text, charset):
    try:
        text.encode("ascii")
        return text
    except UnicodeEncodeError:
        pass
    if charset == "utf-8":
        return "=?UTF-8?B?" + base64.b64encode(text.encode("utf-8")).decode() + "?="
    raw = text.encode(charset, errors="replace")
    q = "".join(chr(b) if (48 <= b <= 57 or 65 <= b <= 90 or 97 <= b <= 122) else ("_" if b == 32 else f"={b:02X}")
                for b in raw)
    return f"=?{charset.upper()}?Q?{q}?="


def body_part(ctype, text, charset, cte, extra=""):
    """A leaf part: headers and encoded body as str (ASCII, or 8-bit text decoded as latin-1 for 8bit parts)."""
    raw = text.encode(charset, errors="xmlcharrefreplace")
    if cte == "quoted-printable":
        body = binascii.b2a_qp(raw, istext=True).decode("ascii")
    elif cte == "base64":
        body = base64.encodebytes(raw).decode("ascii")
    else:
        body = raw.decode("latin-1")
        if not body.endswith("\n"):
            body += "\n"
    cs = charset.upper() if charset != "utf-8" else "UTF-8"
    return f"Content-Type: {ctype}; charset=\"{cs}\"\nContent-Transfer-Encoding: {cte}\n{extra}\n{body}"


def attachment_part(rng, pool, kind, size):
    if kind == "pdf":
        name = rng.choice(["Invoice", "Rechnung", "statement", "scan", "Ticket", "contract", "minutes"]) + \
            f"_{rng.randint(1000, 99999)}.pdf"
        ctype = "application/pdf"
        head = b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n"
    else:
        name = rng.choice(["IMG_", "PXL_", "DSC", "photo-"]) + f"{rng.randint(1000, 99999)}.jpg"
        ctype = "image/jpeg"
        head = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00"
    start = rng.randrange(0, len(pool) - size) if size < len(pool) else 0
    data = head + pool[start:start + size]
    b64 = base64.encodebytes(data).decode("ascii")
    return (f"Content-Type: {ctype}; name=\"{name}\"\nContent-Disposition: attachment; filename=\"{name}\"\n"
            f"Content-Transfer-Encoding: base64\nX-Attachment-Id: f_{rng.getrandbits(40):x}\n"
            f"Content-ID: <f_{rng.getrandbits(40):x}>\n\n{b64}")


def boundary(rng):
    return f"000000000000{rng.getrandbits(48):012x}"


def multipart(rng, subtype, parts):
    b = boundary(rng)
    body = "".join(f"--{b}\n{p}\n" for p in parts) + f"--{b}--\n"
    return f"Content-Type: multipart/{subtype}; boundary=\"{b}\"\n\n{body}"


class Clock:
    """Message dates: file position maps to time, from 2015 to the end of 2024, with jitter."""
    start = datetime(2015, 1, 1, tzinfo=timezone.utc)
    span = (datetime(2025, 1, 1, tzinfo=timezone.utc) - start).total_seconds()

    def at(self, fraction, rng):
        t = self.start.timestamp() + fraction * self.span + rng.uniform(-43200, 43200)
        return datetime.fromtimestamp(max(t, self.start.timestamp()), tz=timezone.utc)


def rfc2822(dt, tzname=None):
    if tzname:
        dt = dt.astimezone(ZoneInfo(tzname))
    off = dt.utcoffset()
    mins = int(off.total_seconds() // 60)
    sign = "+" if mins >= 0 else "-"
    mins = abs(mins)
    return dt.strftime("%a, %d %b %Y %H:%M:%S ") + f"{sign}{mins // 60:02d}{mins % 60:02d}"


class Mailbox:
    def __init__(self, path, eol, seed):
        self.out = open(path, "wb")
        self.crlf = eol == "crlf"
        self.written = 0
        self.count = 0
        self.rng = random.Random(seed * 1000003 + 17)

    def gm_id(self, dt):
        # Gmail ids start with the millisecond time in their high bits
        return (int(dt.timestamp() * 1000) << 20) | self.rng.getrandbits(20)

    def write(self, dt, sender, to, subject, content, labels, msgid=None, thread=None, extra_headers="",
              sender_tz="Europe/Berlin", charset="utf-8", received_from="mail-sor-f41.google.com"):
        rng = self.rng
        gid = self.gm_id(dt)
        thrid = thread or gid
        msgid = msgid or f"<{rng.getrandbits(64):x}.{rng.getrandbits(32):x}@{sender[1].split('@')[1]}>"
        domain = sender[1].split("@")[1]
        ip = f"{rng.randint(20, 220)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
        when = rfc2822(dt, "UTC")
        dkim = base64.b64encode(rng.getrandbits(1024).to_bytes(128, "big")).decode()
        bh = base64.b64encode(rng.getrandbits(256).to_bytes(32, "big")).decode()
        headers = (
            f"X-GM-THRID: {thrid}\n"
            f"X-Gmail-Labels: {labels}\n"
            f"Delivered-To: {ME[1]}\n"
            f"Received: by 2002:a05:6a10:{rng.getrandbits(16):x}:b0:{rng.getrandbits(12):x}:{rng.getrandbits(16):x}:"
            f"{rng.getrandbits(16):x} with SMTP id {rng.getrandbits(40):x}csp{rng.randint(100000, 9999999)};\n"
            f"        {when}\n"
            f"X-Google-Smtp-Source: {base64.b64encode(rng.getrandbits(384).to_bytes(48, 'big')).decode()}\n"
            f"X-Received: by 2002:a17:90a:{rng.getrandbits(16):x}:b0:{rng.getrandbits(12):x}:{rng.getrandbits(16):x} "
            f"with SMTP id {rng.getrandbits(40):x}mr{rng.randint(1000000, 99999999)}.{rng.randint(10, 99)}.{gid % 10**13};\n"
            f"        {when}\n"
            f"ARC-Seal: i=1; a=rsa-sha256; t={int(dt.timestamp())}; cv=none;\n"
            f"        d=google.com; s=arc-20160816;\n"
            f"        b={dkim[:70]}\n         {dkim[70:140]}\n"
            f"ARC-Authentication-Results: i=1; mx.google.com;\n"
            f"       dkim=pass header.i=@{domain} header.s=s1 header.b={dkim[:8]};\n"
            f"       spf=pass (google.com: domain of bounce@{domain} designates {ip} as permitted sender) "
            f"smtp.mailfrom=bounce@{domain}\n"
            f"Return-Path: <bounce-{rng.getrandbits(32):x}@{domain}>\n"
            f"Received: from {received_from} ({received_from}. [{ip}])\n"
            f"        by mx.google.com with ESMTPS id {rng.getrandbits(48):x}.{rng.randint(100, 999)}.2024.11.01.10.00.00\n"
            f"        for <{ME[1]}>\n"
            f"        (version=TLS1_3 cipher=TLS_AES_256_GCM_SHA384 bits=256/256);\n"
            f"        {when}\n"
            f"Received-SPF: pass (google.com: domain of bounce@{domain} designates {ip} as permitted sender) "
            f"client-ip={ip};\n"
            f"Authentication-Results: mx.google.com;\n"
            f"       dkim=pass header.i=@{domain} header.s=s1 header.b={dkim[:8]};\n"
            f"       spf=pass smtp.mailfrom=bounce@{domain}; dmarc=pass (p=REJECT sp=REJECT dis=NONE) header.from={domain}\n"
            f"DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d={domain}; s=s1;\n"
            f"        h=from:to:subject:date:message-id:mime-version:content-type;\n"
            f"        bh={bh};\n"
            f"        b={dkim[:72]}\n         {dkim[72:144]}\n         {dkim[144:]}\n"
            f"Date: {rfc2822(dt, sender_tz)}\n"
            f"From: {encoded_word(sender[0], charset)} <{sender[1]}>\n"
            f"To: {encoded_word(to[0], charset)} <{to[1]}>\n"
            f"Subject: {encoded_word(subject, charset)}\n"
            f"Message-ID: {msgid}\n"
            f"{extra_headers}"
            f"MIME-Version: 1.0\n")
        message = headers + content
        if "From " in message:  # mboxrd: every line that reads ">*From " gains one ">"
            message = re.sub(r"(?m)^(>*From )", r">\1", message)
        sep = f"From {gid}@xxx {dt.astimezone(timezone.utc).strftime('%a %b %d %H:%M:%S +0000 %Y')}\n"
        data = (sep + message + "\n").encode("latin-1")  # every part is ASCII or latin-1-mapped bytes already
        if self.crlf:
            data = data.replace(b"\n", b"\r\n")
        offset = self.written
        self.out.write(data)
        self.written += len(data)
        self.count += 1
        return msgid, gid, offset, len(data)

    def close(self):
        self.out.close()


# ------------------------------------------------------------------------------------------------ ordinary mail

def person(rng):
    first, last = rng.choice(FIRST), rng.choice(LAST)
    user = f"{first}.{last}".lower().replace("'", "")
    user = user.encode("ascii", "ignore").decode() or "x"
    dom = rng.choice(["gmail.com", "web.de", "outlook.com", "gmx.net", "orange.fr", "posteo.de", "example.org"])
    return (f"{first} {last}", f"{user}@{dom}")


def pick_charset(rng):
    return rng.choices(["utf-8", "iso-8859-1", "windows-1252"], weights=[70, 18, 12])[0]


def words_for(rng):
    return rng.choices([WORDS_EN, WORDS_EN + WORDS_DE, WORDS_EN + WORDS_FR], weights=[60, 25, 15])[0]


def html_page(rng, words, blocks, title):
    style = ("font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:20px;color:#333333;"
             "padding:0 24px 12px 24px;mso-line-height-rule:exactly")
    rows = []
    for i in range(blocks):
        img = f"https://cdn.example-news.com/img/{rng.getrandbits(64):016x}.jpg"
        rows.append(
            f'<tr><td class="m-hide" style="{style}" align="left" valign="top">'
            f'<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>'
            f'<td width="180" style="padding:0 12px 0 0"><a href="https://click.example-news.com/?u={rng.getrandbits(96):x}'
            f'&amp;m={i}" target="_blank"><img src="{img}" width="180" height="120" alt="" style="display:block;border:0"></a></td>'
            f'<td style="{style}"><h2 style="margin:0 0 8px 0;font-size:18px;color:#111">{html_escape(sentence(rng, words))}</h2>'
            f'<p style="margin:0">{html_escape(paragraph(rng, words))}</p>'
            f'<p><a href="https://click.example-news.com/?u={rng.getrandbits(96):x}" style="color:#0a66c2">Read more</a></p>'
            f'</td></tr></table></td></tr>\n')
    return ('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            '<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; '
            'charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">'
            f'<title>{html_escape(title)}</title><style type="text/css">body{{margin:0;padding:0}}'
            '@media only screen and (max-width:600px){.m-hide{display:none!important}.m-full{width:100%!important}}'
            '</style></head>\n<body style="margin:0;padding:0;background:#f4f4f4">'
            '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4">\n'
            + "".join(rows) + '</table></body></html>\n')


class Ordinary:
    def __init__(self, mbox, rng, pool):
        self.mbox, self.rng, self.pool = mbox, rng, pool
        self.threads = []  # (thread id, subject, message id, correspondent)

    def write(self, dt, room):
        rng = self.rng
        kind = rng.choices(["personal", "notification", "newsletter", "list", "attachment", "spam"],
                           weights=[29, 27, 20, 15, 6, 3])[0]
        if kind == "attachment":  # near the end, attachments small enough not to pass the size asked
            if room > 2 << 20:
                return self.attachment(dt, room), kind
            kind = "personal"
        return getattr(self, kind)(dt), kind

    def personal(self, dt):
        rng = self.rng
        charset = pick_charset(rng)
        words = words_for(rng)
        extra, thread = "", None
        if self.threads and rng.random() < 0.45:
            thread, subject, parent, who = rng.choice(self.threads)
            subject = subject if subject.startswith("Re: ") else "Re: " + subject
            extra = f"In-Reply-To: {parent}\nReferences: {parent}\n"
        else:
            who = person(rng)
            subject = sentence(rng, words)[:rng.randint(12, 60)].rstrip(" .?!")
        text = "\n\n".join(wrap(paragraph(rng, words)) for _ in range(rng.randint(1, 5)))
        if extra:
            quoted = "\n".join("> " + line for line in wrap(paragraph(rng, words)).split("\n"))
            text += f"\n\nOn {rfc2822(dt - timedelta(hours=rng.randint(1, 48)))}, {who[0]} <{who[1]}> wrote:\n{quoted}\n"
        if rng.random() < 0.08:
            text += "\nFrom what I remember, the earlier draft had it differently.\n>From the minutes: agreed.\n"
        cte = rng.choice(["quoted-printable", "8bit"]) if charset != "utf-8" or rng.random() < 0.5 else "base64"
        if rng.random() < 0.5:
            content = body_part("text/plain", text, charset, cte)
        else:
            html = "<div dir=\"ltr\">" + "".join(f"<div>{html_escape(p)}</div><div><br></div>"
                                                 for p in text.split("\n\n")) + "</div>\n"
            content = multipart(rng, "alternative", [body_part("text/plain", text, charset, cte),
                                                     body_part("text/html", html, charset, "quoted-printable")])
        sender, to, labels = (who, ("Alex Morgan", ME[1]), "Inbox,Category Personal,Opened")
        if rng.random() < 0.3:
            sender, to, labels = (ME, who, "Sent,Opened")
        msgid, gid, _, _ = self.mbox.write(dt, sender, to, subject, content, labels, thread=thread, extra_headers=extra,
                                           charset=charset)
        if thread is None:
            self.threads.append((gid, subject, msgid, who))
            if len(self.threads) > 200:
                self.threads.pop(0)

    def notification(self, dt):
        rng = self.rng
        svc = rng.choice([("GitHub", "notifications@github.com"), ("Sparkasse", "service@sparkasse.de"),
                          ("Amazon.de", "versand@amazon.de"), ("PayPal", "service@paypal.de"),
                          ("Google", "no-reply@accounts.google.com"), ("LinkedIn", "messages-noreply@linkedin.com")])
        words = WORDS_EN
        subject = f"[{svc[0]}] " + sentence(rng, words)[:50].rstrip(" .?!")
        text = "\n\n".join(wrap(paragraph(rng, words)) for _ in range(rng.randint(2, 6)))
        markup = ""
        if svc[0] == "GitHub":
            url = f"https://github.com/example/project/pull/{rng.randint(1, 9999)}#issuecomment-{rng.getrandbits(30)}"
            markup = ('<script type="application/ld+json">[\n{\n"@context": "http://schema.org",\n"@type": "EmailMessage",\n'
                      f'"potentialAction": {{\n"@type": "ViewAction",\n"target": "{url}",\n"url": "{url}",\n'
                      '"name": "View Pull Request"\n},\n"description": "View this Pull Request on GitHub",\n'
                      '"publisher": {\n"@type": "Organization",\n"name": "GitHub",\n"url": "https://github.com"\n}\n}\n'
                      ']</script>')
        html = (f"<html><head></head><body><p>{html_escape(text).replace(chr(10) + chr(10), '</p><p>')}</p>"
                + "".join(f'<table><tr><td style="color:#666;font-size:12px">{html_escape(paragraph(rng, words))}</td></tr></table>'
                          for _ in range(rng.randint(3, 30))) + f"{markup}</body></html>\n")
        content = multipart(rng, "alternative", [body_part("text/plain", text, "utf-8", "quoted-printable"),
                                                 body_part("text/html", html, "utf-8", rng.choice(["quoted-printable", "base64"]))])
        self.mbox.write(dt, svc, ("Alex Morgan", ME[1]), subject, content, "Inbox,Category Updates,Opened", charset="utf-8")

    def newsletter(self, dt, flights=False):
        rng = self.rng
        words = words_for(rng)
        charset = rng.choice(["utf-8", "utf-8", "windows-1252", "iso-8859-1"])
        sender = rng.choice([("The Guardian", "newsletters@theguardian.com"), ("Zalando", "info@service-mail.zalando.de"),
                             ("Spiegel Daily", "newsletter@spiegel.de"), ("Le Monde", "newsletters@lemonde.fr"),
                             ("IKEA Family", "ikea@news.email.ikea.com")])
        subject = sentence(rng, words)[:70].rstrip(" .?!")
        html = html_page(rng, words, rng.randint(25, 160), subject)
        text = "\n\n".join(wrap(paragraph(rng, words)) for _ in range(rng.randint(5, 30)))
        if flights:
            sender, subject, html, text = flight_talk(rng)
        extra = (f"List-Unsubscribe: <mailto:unsubscribe-{rng.getrandbits(64):x}@{sender[1].split('@')[1]}>, "
                 f"<https://{sender[1].split('@')[1]}/unsubscribe?u={rng.getrandbits(80):x}>\n"
                 "List-Unsubscribe-Post: List-Unsubscribe=One-Click\nPrecedence: bulk\n"
                 f"Feedback-ID: {rng.randint(1000, 9999)}:{rng.randint(100, 999)}:newsletter:campaign\n")
        content = multipart(rng, "alternative", [body_part("text/plain", text, charset, "quoted-printable"),
                                                 body_part("text/html", html, charset, rng.choice(["quoted-printable", "base64"]))])
        labels = rng.choice(["Category Promotions", "Category Promotions,Opened", "Inbox,Category Updates", "Trash"])
        return self.mbox.write(dt, sender, ("Alex Morgan", ME[1]), subject, content, labels, extra_headers=extra,
                               charset=charset)

    def list(self, dt):
        rng = self.rng
        lst = rng.choice([("debian-devel", "lists.debian.org"), ("swift-users", "forums.swift.org"),
                          ("linux-kernel", "vger.kernel.org"), ("tor-relays", "lists.torproject.org")])
        who = person(rng)
        words = WORDS_EN
        text = "\n\n".join(wrap(paragraph(rng, words)) for _ in range(rng.randint(2, 12)))
        if rng.random() < 0.25:
            text += "\n\nFrom the changelog of the last release:\n  * fixed the build\nFrom there on it works.\n"
        if rng.random() < 0.2:  # a patch or a log pasted inline
            text += "\n" + "\n".join(f"+    {rng.choice(words)}({rng.randint(0, 99)});" for _ in range(rng.randint(20, 300)))
        text += f"\n\n-- \nTo UNSUBSCRIBE, email to {lst[0]}-request@{lst[1]}\n"
        extra = (f"List-Id: <{lst[0]}.{lst[1]}>\nList-Post: <mailto:{lst[0]}@{lst[1]}>\nPrecedence: list\n"
                 f"List-Archive: <https://{lst[1]}/{lst[0]}/>\nX-Mailing-List: {lst[0]}@{lst[1]}\n")
        content = body_part("text/plain", text, rng.choice(["us-ascii", "utf-8"]), rng.choice(["7bit", "quoted-printable", "8bit"]))
        self.mbox.write(dt, who, (lst[0], f"{lst[0]}@{lst[1]}"), "[" + lst[0] + "] " + sentence(rng, words)[:60],
                        content, "Category Forums,Lists", extra_headers=extra)

    def attachment(self, dt, room):
        rng = self.rng
        who = person(rng)
        words = words_for(rng)
        charset = pick_charset(rng)
        text = wrap(paragraph(rng, words)) + "\n\n" + who[0].split()[0] + "\n"
        inner = multipart(rng, "alternative", [body_part("text/plain", text, charset, "quoted-printable"),
                                               body_part("text/html", f"<div dir=\"ltr\">{html_escape(text)}</div>\n",
                                                         charset, "quoted-printable")])
        parts = [inner]
        for _ in range(rng.choices([1, 2, 3, 5], weights=[60, 25, 10, 5])[0]):
            kind = rng.choice(["jpg", "jpg", "pdf"])
            size = int(min(6_000_000, room // 8, rng.lognormvariate(math.log(350_000 if kind == "jpg" else 120_000), 0.9)))
            parts.append(attachment_part(rng, self.pool, kind, size))
        self.mbox.write(dt, who, ("Alex Morgan", ME[1]), sentence(rng, words)[:40].rstrip(" .?!"),
                        multipart(rng, "mixed", parts), "Inbox,Category Personal,Opened", charset=charset)

    def spam(self, dt):
        rng = self.rng
        subject = rng.choice(["You have won!", "Re: invoice overdue", "Votre colis est en attente", "Konto gesperrt"])
        html = "<html><body>" + "".join(f"<p>{html_escape(paragraph(rng, WORDS_EN))}</p>" for _ in range(8)) + \
            '<img src="http://track.example.biz/p.gif"></body></html>\n'
        content = body_part("text/html", html, "windows-1252", "base64")
        self.mbox.write(dt, (subject.split()[0], f"info@{rng.getrandbits(32):x}.biz"), ("Alex Morgan", ME[1]),
                        subject, content, "Spam,Category Updates")


def flight_talk(rng):
    """A newsletter that talks about flights, fares and booking references without any markup."""
    code = rng.choice(list(AIRLINES))
    name, domain, hubs = AIRLINES[code]
    a, b = rng.sample(EUROPE, 2)
    pnr = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    when = (datetime(2024, 1, 1) + timedelta(days=rng.randint(0, 360))).strftime("%d %B %Y")
    lines = [f"Fly from {AIRPORT[a][2]} ({a}) to {AIRPORT[b][2]} ({b}) from EUR {rng.randint(29, 199)}",
             f"Flight {code}{rng.randint(100, 4999)} departs {when} at {rng.randint(6, 21):02d}:{rng.choice(['00', '15', '30', '45'])}",
             f"Booking reference: {pnr} - example only, your reservation is not affected",
             f"Reservation number {pnr}: check in online 24 hours before departure",
             "Boarding pass, departure gate, arrival time and seat can be found in the app"]
    text = "\n\n".join(rng.sample(lines, len(lines))) + "\n\n" + wrap(paragraph(rng, WORDS_EN))
    html = html_page(rng, WORDS_EN, rng.randint(10, 40), "Deals") .replace(
        "<table role=", "<div>" + "".join(f"<p><b>{html_escape(l)}</b></p>" for l in lines) + "</div><table role=", 1)
    return (f"{name}", f"newsletter@mailing.{domain}"), f"{name}: fares to {AIRPORT[b][2]} from EUR {rng.randint(29, 99)}", html, text


# ------------------------------------------------------------------------------------------------ travel bookings

def iso(dt, ms=False):
    s = dt.isoformat(timespec="milliseconds" if ms else "seconds")
    return s


def local(dt_naive, tzname):
    return dt_naive.replace(tzinfo=ZoneInfo(tzname))


def distance_km(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[5], a[6], b[5], b[6]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(h))


def pnr(rng, n=6):
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def departure_on(rng, day, tzname, lo=6, hi=21):
    return local(datetime(day.year, day.month, day.day, rng.randint(lo, hi), rng.choice([0, 5, 15, 25, 30, 40, 45, 55])),
                 tzname)


def plan_flight(rng, travel_day, airline=None):
    code = airline or rng.choice(list(AIRLINES))
    name, domain, hubs = AIRLINES[code]
    origin = rng.choice(hubs)
    dest = rng.choice([a for a in (EUROPE if rng.random() < 0.75 else list(AIRPORT)) if a != origin])
    legs = []
    out_day = travel_day
    legs.append(make_leg(rng, code, origin, dest, out_day))
    if rng.random() < 0.6:  # a return
        back = out_day + timedelta(days=rng.randint(2, 14))
        legs.append(make_leg(rng, code, dest, origin, back))
    return {"type": "flight", "provider": name, "domain": domain, "airline": code, "legs": legs,
            "number": pnr(rng), "passenger": (rng.choice(FIRST), rng.choice(LAST))}


def make_leg(rng, code, a, b, day):
    dep = departure_on(rng, day, AIRPORT[a][4])
    minutes = int(distance_km(AIRPORT[a], AIRPORT[b]) / 780 * 60 + 35)
    minutes -= minutes % 5
    arr = (dep + timedelta(minutes=minutes)).astimezone(ZoneInfo(AIRPORT[b][4]))
    return {"num": str(rng.randint(100, 4999)), "code": code, "from": a, "to": b, "dep": dep, "arr": arr}


def plan_lodging(rng, travel_day, site):
    city = rng.choice(CITIES)
    if site in (s[0] for s in HOTEL_CHAINS):
        chain = next(c for c in HOTEL_CHAINS if c[0] == site)
        name = f"{rng.choice(chain[2])} {city[0]}" + rng.choice(["", " City Centre", " Airport", " Hauptbahnhof", " Old Town"])
        domain = chain[1]
    else:
        name = rng.choice(INDEPENDENT)
        domain = next(s[1] for s in BOOKING_SITES + [("", "")] if s[0] == site) or "booking.com"
    nights = rng.choice([1, 1, 2, 2, 3, 4, 5, 7, 10])
    return {"type": "lodging", "provider": site, "domain": domain, "name": name, "city": city,
            "checkin": travel_day, "checkout": travel_day + timedelta(days=nights), "number": str(rng.randint(10**8, 10**10)),
            "street": f"{rng.choice(['Rue', 'Straße', 'Via', 'Calle', 'Street', 'Rua'])} {rng.choice(LAST)} {rng.randint(1, 120)}",
            "guest": (rng.choice(FIRST), rng.choice(LAST))}


def ground_leg(rng, a_name, a_cc, b_name, b_cc, day, minutes, tz_a=None, tz_b=None):
    tz_a = tz_a or COUNTRY_TZ[a_cc]
    tz_b = tz_b or COUNTRY_TZ[b_cc]
    dep = departure_on(rng, day, tz_a, 5, 20)
    arr = (dep + timedelta(minutes=minutes)).astimezone(ZoneInfo(tz_b))
    return {"fromName": a_name, "fromCountry": a_cc, "toName": b_name, "toCountry": b_cc, "dep": dep, "arr": arr}


def plan_train(rng, travel_day, legs=1):
    op = rng.choice(RAIL_OPERATORS)
    fa, fb = rng.choice(op[2])
    a = rng.choice(STATIONS[fa])
    b = rng.choice([s for s in STATIONS[fb] if s != a])
    out = []
    minutes = rng.randint(60, 420)
    out.append(ground_leg(rng, a, fa, b, fb, travel_day, minutes))
    for i in range(1, legs):
        back = travel_day + timedelta(days=rng.randint(1, 9))
        out.append(ground_leg(rng, b, fb, a, fa, back, minutes + rng.choice([-10, 0, 15])))
    for leg in out:
        leg["train"] = rng.choice(["ICE", "TGV INOUI", "EC", "RJX", "IC", "Frecciarossa", "Eurostar"]) + f" {rng.randint(10, 9999)}"
    return {"type": "train", "provider": op[0], "domain": op[1], "legs": out,
            "number": pnr(rng, rng.choice([6, 8, 12])), "passenger": (rng.choice(FIRST), rng.choice(LAST))}


def plan_bus(rng, travel_day):
    op = rng.choice(BUS_OPERATORS)
    fa, fb = rng.choice(op[2])
    a = rng.choice(BUS_STOPS[fa])
    b = rng.choice([s for s in BUS_STOPS[fb] if s != a])
    leg = ground_leg(rng, a, fa, b, fb, travel_day, rng.randint(120, 900))
    leg["bus"] = f"N{rng.randint(10, 2999)}"
    return {"type": "bus", "provider": op[0], "domain": op[1], "legs": [leg],
            "number": str(rng.randint(10**9, 10**10 - 1)), "passenger": (rng.choice(FIRST), rng.choice(LAST))}


def plan_boat(rng, travel_day):
    op = rng.choice(FERRIES)
    a, b = (op[2], op[3]) if rng.random() < 0.5 else (op[3], op[2])
    leg = ground_leg(rng, a[0], a[1], b[0], b[1], travel_day, op[4], a[2], b[2])
    return {"type": "boat", "provider": op[0], "domain": op[1], "legs": [leg],
            "number": pnr(rng, 8), "passenger": (rng.choice(FIRST), rng.choice(LAST))}


def plan_rental(rng, travel_day):
    op = rng.choice(RENTALS)
    ap = AIRPORT[rng.choice(EUROPE)]
    pickup = departure_on(rng, travel_day, ap[4], 8, 18)
    if rng.random() < 0.3:  # one-way, to another country's airport
        drop_ap = AIRPORT[rng.choice([a for a in EUROPE if AIRPORT[a][3] != ap[3]])]
    else:
        drop_ap = ap
    dropoff = local(datetime.combine(travel_day + timedelta(days=rng.randint(1, 14)), datetime.min.time()).replace(
        hour=rng.randint(8, 20)), drop_ap[4])
    return {"type": "rentalCar", "provider": op[0], "domain": op[1], "number": f"{rng.randint(10**9, 10**10 - 1)}",
            "car": rng.choice(CARS), "pick": ap, "drop": drop_ap, "pickup": pickup, "dropoff": dropoff,
            "driver": (rng.choice(FIRST), rng.choice(LAST))}


# ------------------------------------------------------------------------------------------- schema.org objects

STATUS = {"confirmed": "http://schema.org/ReservationConfirmed", "cancelled": "http://schema.org/ReservationCancelled"}


def status_value(style, status):
    if style == "short":
        return "ReservationConfirmed" if status == "confirmed" else "ReservationCancelled"
    if style == "old":  # the form of Google's first examples
        return "http://schema.org/Confirmed" if status == "confirmed" else "http://schema.org/Cancelled"
    if style == "https":
        return STATUS[status].replace("http:", "https:")
    return STATUS[status]


def objects(b, status, style, modified, variant=None):
    """The schema.org reservations of booking B (one per leg)."""
    ctx = "http://schema.org"
    st = status_value(style.get("status", "long"), status)
    ms = style.get("ms", False)
    out = []
    if b["type"] == "flight":
        for leg in b["legs"]:
            ap_a, ap_b = AIRPORT[leg["from"]], AIRPORT[leg["to"]]
            if style.get("local_times"):
                dep, arr = leg["dep"].strftime("%Y-%m-%dT%H:%M:%S"), leg["arr"].strftime("%Y-%m-%dT%H:%M:%S")
            else:
                dep, arr = iso(leg["dep"], ms), iso(leg["arr"], ms)
            flight = {"@type": "Flight",
                      "flightNumber": (leg["code"] + leg["num"]) if style.get("prefixed") else leg["num"],
                      "airline": {"@type": "Airline", "name": AIRLINES[leg["code"]][0], "iataCode": leg["code"]},
                      "departureAirport": {"@type": "Airport", "name": ap_a[1], "iataCode": ap_a[0]},
                      "departureTime": dep,
                      "arrivalAirport": {"@type": "Airport", "name": ap_b[1], "iataCode": ap_b[0]},
                      "arrivalTime": arr}
            r = {"@context": ctx, "@type": "FlightReservation", "reservationNumber": b["number"],
                 "reservationStatus": st,
                 "underName": {"@type": "Person", "name": f"{b['passenger'][0]} {b['passenger'][1]}"},
                 "reservationFor": flight}
            if style.get("agent"):
                r["bookingAgent"] = {"@type": "Organization", "name": style["agent"][0], "url": f"https://www.{style['agent'][1]}/"}
            if modified:
                r["modifiedTime"] = iso(modified)
            r["airplaneSeat"] = f"{b['legs'].index(leg) * 7 + 12}{'ACDF'[len(leg['num']) % 4]}"
            r["checkinUrl"] = f"https://www.{b['domain']}/checkin?pnr={b['number']}&ln={b['passenger'][1]}"
            out.append(r)
    elif b["type"] == "lodging":
        city = b["city"]
        country = {"code": city[1], "name": city[2], "local": city[3],
                   "object": {"@type": "Country", "name": city[2]}}.get(style.get("country", "code"))
        address = {"@type": "PostalAddress", "streetAddress": b["street"], "addressLocality": city[0],
                   "postalCode": f"{10000 + len(b['name']) * 531 % 89999}"}
        if country is not None and style.get("country") != "none":
            address["addressCountry"] = country
        place = {"@type": style.get("hotel_type", "LodgingBusiness"), "name": b["name"], "address": address}
        if not style.get("no_phone"):  # KItinerary reads a country from the calling code, so it must agree
            place["telephone"] = f"+{CALLING[city[1]]} {len(b['name']) * 7919 % 900 + 100} {len(b['street']) * 104729 % 9000 + 1000}"
        if style.get("geo"):
            place["geo"] = {"@type": "GeoCoordinates", "latitude": city[5] + 0.003, "longitude": city[6] - 0.002}
        tz = ZoneInfo(city[4])
        if style.get("dates_only"):
            cin, cout = b["checkin"].isoformat(), b["checkout"].isoformat()
        else:
            cin = iso(datetime.combine(b["checkin"], datetime.min.time()).replace(hour=15, tzinfo=tz))
            cout = iso(datetime.combine(b["checkout"], datetime.min.time()).replace(hour=11, tzinfo=tz))
        names = ("checkinTime", "checkoutTime") if style.get("time_names") else ("checkinDate", "checkoutDate")
        r = {"@context": ctx, "@type": "LodgingReservation", "reservationNumber": b["number"], "reservationStatus": st,
             "underName": {"@type": "Person", "name": f"{b['guest'][0]} {b['guest'][1]}"},
             "reservationFor": place, names[0]: cin, names[1]: cout}
        if modified:
            r["modifiedTime"] = iso(modified)
        out.append(r)
    elif b["type"] in ("train", "bus", "boat"):
        kinds = {"train": ("TrainReservation", "TrainTrip", "departureStation", "arrivalStation", "TrainStation"),
                 "bus": ("BusReservation", "BusTrip", "departureBusStop", "arrivalBusStop", "BusStation"),
                 "boat": ("BoatReservation", "BoatTrip", "departureBoatTerminal", "arrivalBoatTerminal", "BoatTerminal")}
        rtype, ttype, dkey, akey, stype = kinds[b["type"]]
        for leg in b["legs"]:
            trip = {"@type": ttype,
                    dkey: {"@type": stype, "name": leg["fromName"],
                           "address": {"@type": "PostalAddress", "addressCountry": leg["fromCountry"]}},
                    "departureTime": iso(leg["dep"], ms),
                    akey: {"@type": stype, "name": leg["toName"],
                           "address": {"@type": "PostalAddress", "addressCountry": leg["toCountry"]}},
                    "arrivalTime": iso(leg["arr"], ms)}
            if b["type"] == "train":
                trip["trainNumber"] = leg["train"]
                trip["provider"] = {"@type": "Organization", "name": b["provider"]}
            elif b["type"] == "bus":
                trip["busNumber"] = leg["bus"]
                trip["busName"] = b["provider"]
                trip["provider"] = {"@type": "Organization", "name": b["provider"]}
            else:
                trip["provider"] = {"@type": "Organization", "name": b["provider"]}
            r = {"@context": ctx, "@type": rtype, "reservationNumber": b["number"], "reservationStatus": st,
                 "underName": {"@type": "Person", "name": f"{b['passenger'][0]} {b['passenger'][1]}"},
                 "reservationFor": trip}
            if modified:
                r["modifiedTime"] = iso(modified)
            out.append(r)
    elif b["type"] == "rentalCar":
        def place(ap):
            return {"@type": "Place", "name": f"{b['provider']} {ap[1]}",
                    "address": {"@type": "PostalAddress", "streetAddress": "Terminal 1, Arrivals Hall",
                                "addressLocality": ap[2], "addressCountry": ap[3]}}
        r = {"@context": ctx, "@type": "RentalCarReservation", "reservationNumber": b["number"], "reservationStatus": st,
             "underName": {"@type": "Person", "name": f"{b['driver'][0]} {b['driver'][1]}"},
             "reservationFor": {"@type": "RentalCar", "name": b["car"],
                                "rentalCompany": {"@type": "Organization", "name": b["provider"]}},
             "pickupLocation": place(b["pick"]), "pickupTime": iso(b["pickup"], ms),
             "dropoffLocation": place(b["drop"]), "dropoffTime": iso(b["dropoff"], ms)}
        if modified:
            r["modifiedTime"] = iso(modified)
        out.append(r)
    return out


def truth_rows(b, status, msgid, messages, shape):
    rows = []
    base = {"type": b["type"], "status": status, "reservationNumber": b["number"], "provider": b["provider"],
            "message": msgid, "source": "mail.mbox"}
    if b["type"] == "flight":
        for leg in b["legs"]:
            rows.append(dict(base, flight=leg["code"] + leg["num"], **{"from": leg["from"], "to": leg["to"]},
                             departure=iso(leg["dep"]), arrival=iso(leg["arr"])))
    elif b["type"] == "lodging":
        rows.append(dict(base, name=b["name"], country=b["city"][1], checkin=b["checkin"].isoformat(),
                         checkout=b["checkout"].isoformat()))
    elif b["type"] == "rentalCar":
        rows.append(dict(base, pickupCountry=b["pick"][3], pickup=iso(b["pickup"]), dropoffCountry=b["drop"][3],
                         dropoff=iso(b["dropoff"])))
    else:
        for leg in b["legs"]:
            rows.append(dict(base, fromName=leg["fromName"], toName=leg["toName"], fromCountry=leg["fromCountry"],
                             toCountry=leg["toCountry"], departure=iso(leg["dep"]), arrival=iso(leg["arr"])))
    for r in rows:
        r["shape"] = shape
        r["messages"] = messages
    return rows


# ------------------------------------------------------------------------------------------------ serialisations

def to_jsonld(obj, indent):
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def microdata(obj, inline, prop=None):
    """schema.org object → HTML microdata: `<meta content>` / `<link href>` (the airlines' way) or visible
    `<span>` / `<time datetime>` text (Google's inline examples)."""
    t = obj.get("@type", "Thing")
    attr = f' itemprop="{prop}"' if prop else ""
    tag = "div"
    parts = [f'<{tag}{attr} itemscope itemtype="http://schema.org/{t}">']
    for k, v in obj.items():
        if k.startswith("@"):
            continue
        if isinstance(v, dict):
            parts.append(microdata(v, inline, k))
        elif isinstance(v, list):
            for item in v:
                parts.append(microdata(item, inline, k) if isinstance(item, dict) else
                             f'<meta itemprop="{k}" content="{html_escape(str(item))}">')
        else:
            s = str(v)
            if s.startswith("http://schema.org/") or s.startswith("https://"):
                parts.append(f'<link itemprop="{k}" href="{html_escape(s)}">')
            elif not inline:
                parts.append(f'<meta itemprop="{k}" content="{html_escape(s)}">')
            elif re.match(r"\d{4}-\d\d-\d\d", s):
                parts.append(f'<time itemprop="{k}" datetime="{s}">{s[:10]} {s[11:16]}</time><br>')
            else:
                parts.append(f'<span itemprop="{k}">{html_escape(s)}</span><br>')
    parts.append(f"</{tag}>")
    return "\n".join(parts)


# Each shape: the markup a kind of sender ships. kind, weight (share among bookings), planner, serialiser, notes.
SHAPES = {
    # flights
    "flight-jsonld-google": dict(type="flight", w=8, airlines=["UA", "DL", "AC", "EK", "SQ"], form="jsonld", status="old",
                                 indent=2, note="Google's reference form: one object per leg (array for several)"),
    "flight-jsonld-array": dict(type="flight", w=8, airlines=["BA", "AF", "KL", "TP", "TK"], form="jsonld", indent=1,
                                multi=True, note="an array of FlightReservations, one per leg"),
    "flight-jsonld-graph": dict(type="flight", w=4, airlines=["AY", "SK"], form="graph", agent=True,
                                note="@graph holding the legs, booked through an agency"),
    "flight-jsonld-graph-lone": dict(type="flight", w=2, airlines=["AY", "SK"], form="graph-lone", one_leg=True,
                                     note="@graph holding a lone object where a list belongs"),
    "flight-jsonld-missing-comma": dict(type="flight", w=4, airlines=["EW"], form="missing-comma", multi=True,
                                        note="legs concatenated without commas: [{...}{...}] (Eurowings)"),
    "flight-jsonld-local-times": dict(type="flight", w=5, airlines=["U2", "EW", "LX"], form="jsonld", indent=None,
                                      local_times=True, prefixed=True,
                                      note="times without offset (the airport's local time), flight number with airline prefix"),
    "flight-jsonld-entities": dict(type="flight", w=3, airlines=["IB", "TP", "LH"], form="entities", agent=True,
                                   note="the JSON entity-encoded (&quot;) inside the script element"),
    "flight-jsonld-trailing-comma": dict(type="flight", w=2, airlines=["OS", "SK"], form="trailing-comma", multi=True,
                                         note="a trailing comma after the last leg in the array: [{...},\\n]"),
    "flight-microdata-meta": dict(type="flight", w=8, airlines=["LH", "LX", "OS", "IB"], form="microdata", ms=True,
                                  note="microdata with <meta content>, one itemscope per leg (Lufthansa group, Iberia)"),
    "flight-microdata-inline": dict(type="flight", w=2, airlines=["KL", "AF"], form="microdata-inline", one_leg=True,
                                    note="microdata on visible spans and <time datetime>"),
    # lodging
    "lodging-jsonld-chain": dict(type="lodging", w=10, sites=["Marriott", "Hilton", "IHG", "Hyatt"], form="jsonld", indent=2,
                                 country="code", hotel_type="Hotel", note="hotel chain: checkinDate/checkoutDate with offsets, country code"),
    "lodging-jsonld-booking": dict(type="lodging", w=10, sites=["Booking.com"], form="jsonld-body", indent=4, country="name",
                                   status="short", note="booking site: in the body, addressCountry as an English name"),
    "lodging-jsonld-country-object": dict(type="lodging", w=5, sites=["Hotels.com", "Expedia"], form="jsonld", indent=None,
                                          country="object", dates_only=True, time_names=True, no_phone=True,
                                          note="addressCountry as a Country object, checkinTime/checkoutTime holding dates"),
    "lodging-jsonld-local-country": dict(type="lodging", w=3, sites=["HRS"], form="jsonld", indent=2, country="local",
                                         dates_only=True, note="addressCountry in the country's language (Deutschland, España)"),
    "lodging-microdata": dict(type="lodging", w=5, sites=["Accor"], form="microdata", country="code", hotel_type="Hotel",
                              note="microdata with <meta content> (Accor)"),
    "lodging-jsonld-geo-only": dict(type="lodging", w=3, sites=["Agoda"], form="jsonld", indent=2, country="none", geo=True,
                                    time_names=True, no_phone=True, note="no addressCountry, only geo coordinates"),
    "lodging-jsonld-sloppy": dict(type="lodging", w=3, sites=["Booking.com", "HRS"], form="sloppy", indent=2, country="code",
                                  note="an unescaped & in a name and a trailing comma after the last member"),
    # rail, coach, ferry, car
    "train-jsonld": dict(type="train", w=8, form="jsonld", indent=2, note="TrainReservation with TrainTrip"),
    "train-jsonld-multileg": dict(type="train", w=4, form="jsonld", indent=None, legs=2,
                                  note="outbound and return under one reservation number"),
    "train-microdata": dict(type="train", w=3, form="microdata", note="TrainReservation in microdata"),
    "bus-jsonld": dict(type="bus", w=5, form="jsonld", indent=2, note="BusReservation with BusTrip (FlixBus)"),
    "bus-microdata": dict(type="bus", w=2, form="microdata", note="BusReservation in microdata"),
    "boat-jsonld": dict(type="boat", w=4, form="jsonld", indent=2, note="BoatReservation with BoatTrip"),
    "rentalcar-jsonld": dict(type="rentalCar", w=5, form="jsonld", indent=2, note="RentalCarReservation"),
    "rentalcar-microdata": dict(type="rentalCar", w=2, form="microdata", note="RentalCarReservation in microdata"),
}


def plan(rng, shape_name, travel_day):
    s = SHAPES[shape_name]
    if s["type"] == "flight":
        b = plan_flight(rng, travel_day, rng.choice(s["airlines"]))
        if s.get("one_leg"):
            b["legs"] = b["legs"][:1]
        if s.get("multi") and len(b["legs"]) == 1:
            b["legs"].append(make_leg(rng, b["airline"], b["legs"][0]["to"], b["legs"][0]["from"],
                                      travel_day + timedelta(days=rng.randint(2, 10))))
        if s.get("agent"):
            agent = rng.choice(AGENTS)
            b["agent"] = agent
            b["provider"], b["domain"] = agent
        return b
    if s["type"] == "lodging":
        return plan_lodging(rng, travel_day, rng.choice(s["sites"]))
    if s["type"] == "train":
        return plan_train(rng, travel_day, s.get("legs", 1))
    if s["type"] == "bus":
        return plan_bus(rng, travel_day)
    if s["type"] == "boat":
        return plan_boat(rng, travel_day)
    return plan_rental(rng, travel_day)


def markup(rng, b, shape_name, status, modified):
    s = SHAPES[shape_name]
    style = dict(s)
    if b.get("agent"):
        style["agent"] = b["agent"]
    objs = objects(b, status, style, modified)
    form = s["form"]
    if form in ("jsonld", "jsonld-body"):
        value = objs[0] if len(objs) == 1 and not s.get("multi") else objs
        return f'<script type="application/ld+json">\n{to_jsonld(value, s.get("indent"))}\n</script>', form == "jsonld-body"
    if form == "graph":
        for o in objs:
            del o["@context"]
        return ('<script type="application/ld+json">\n'
                + to_jsonld({"@context": "https://schema.org", "@graph": objs}, 2) + "\n</script>", False)
    if form == "graph-lone":
        del objs[0]["@context"]
        return ('<script type="application/ld+json">\n'
                + to_jsonld({"@context": "https://schema.org", "@graph": objs[0]}, 2) + "\n</script>", False)
    if form == "missing-comma":
        return ('<script type="application/ld+json">['
                + "".join(to_jsonld(o, None) for o in objs) + "]</script>", True)
    if form == "trailing-comma":
        return ('<script type="application/ld+json">\n[\n'
                + ",\n".join(to_jsonld(o, 2) for o in objs) + ",\n]\n</script>", False)
    if form == "entities":
        text = to_jsonld(objs if len(objs) > 1 else objs[0], 1)
        return '<script type="application/ld+json">' + text.replace('"', "&quot;") + "</script>", True
    if form == "sloppy":
        o = objs[0]
        text = to_jsonld(o, 2)
        text = text.rstrip()[:-1].rstrip() + ",\n}"  # a trailing comma after the last member
        return f'<script type="application/ld+json">\n{text}\n</script>', False
    if form == "microdata":
        return "\n".join(microdata(o, False) for o in objs), True
    if form == "microdata-inline":
        return "\n".join(microdata(o, True) for o in objs), True
    raise ValueError(form)


def visible_summary(b):
    """What the mail shows a reader: the itinerary in a table."""
    rows = []
    if b["type"] == "flight":
        for leg in b["legs"]:
            rows.append((f"{leg['code']} {leg['num']}", f"{AIRPORT[leg['from']][2]} ({leg['from']}) → {AIRPORT[leg['to']][2]} ({leg['to']})",
                         leg["dep"].strftime("%a %d %b %Y %H:%M") + " – " + leg["arr"].strftime("%H:%M")))
    elif b["type"] == "lodging":
        rows.append((b["name"], f"{b['street']}, {b['city'][0]}",
                     f"Check-in {b['checkin'].strftime('%a %d %b %Y')} from 15:00, check-out {b['checkout'].strftime('%a %d %b %Y')} until 11:00"))
    elif b["type"] == "rentalCar":
        rows.append((b["car"], f"Pick-up {b['pick'][1]} {b['pickup'].strftime('%d %b %Y %H:%M')}",
                     f"Return {b['drop'][1]} {b['dropoff'].strftime('%d %b %Y %H:%M')}"))
    else:
        for leg in b["legs"]:
            rows.append((leg.get("train") or leg.get("bus") or b["provider"], f"{leg['fromName']} → {leg['toName']}",
                         leg["dep"].strftime("%a %d %b %Y %H:%M") + " – " + leg["arr"].strftime("%H:%M")))
    return rows


def travel_message(rng, pool, b, shape_name, status, modified, kind):
    """Headers and MIME content of one travel message."""
    summary = visible_summary(b)
    mk, in_body = markup(rng, b, shape_name, status, modified)
    ref = b["number"]
    title = {"original": "Your booking confirmation", "update": "Schedule change for your booking",
             "cancel": "Your booking has been cancelled"}[kind]
    subject = f"{title} – {ref}"
    style = "font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a;padding:8px 16px;border-bottom:1px solid #e0e0e0"
    table = "".join(f'<tr><td style="{style}"><b>{html_escape(a)}</b></td><td style="{style}">{html_escape(c)}</td>'
                    f'<td style="{style}">{html_escape(d)}</td></tr>\n' for a, c, d in summary)
    filler = "".join(f'<tr><td colspan="3" style="{style};color:#666;font-size:12px">{html_escape(paragraph(rng, WORDS_EN, 3, 8))}</td></tr>\n'
                     for _ in range(rng.randint(6, 30)))
    head_markup = "" if in_body else mk
    body_markup = mk if in_body else ""
    html = ('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml">'
            '<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">'
            f'<title>{html_escape(subject)}</title>\n{head_markup}\n</head>\n'
            '<body style="margin:0;padding:0;background:#ffffff"><center><table width="640" cellpadding="0" cellspacing="0">\n'
            f'<tr><td colspan="3" style="{style};font-size:22px"><img src="https://www.{b["domain"]}/mail/logo.png" width="140" alt="{html_escape(b["provider"])}"><br>'
            f'{html_escape(title)}</td></tr>\n<tr><td colspan="3" style="{style}">Booking reference: <b>{html_escape(ref)}</b></td></tr>\n'
            f'{table}{filler}</table></center>\n{body_markup}\n</body></html>\n')
    text = (f"{title}\n\nBooking reference: {ref}\n\n"
            + "\n".join(f"{a}\n  {c}\n  {d}" for a, c, d in summary) + "\n\n" + wrap(paragraph(rng, WORDS_EN, 3, 8)) + "\n")
    charset = rng.choices(["utf-8", "windows-1252", "iso-8859-1"], weights=[70, 20, 10])[0]
    json_text = mk
    try:
        json_text.encode(charset)
        html.replace("→", "->").replace("–", "-").encode(charset)
    except UnicodeEncodeError:
        charset = "utf-8"
    if charset != "utf-8":
        html = html.replace("→", "->").replace("–", "-").replace('charset=utf-8', f"charset={charset}")
        text = text.replace("→", "->").replace("–", "-")
        subject = subject.replace("–", "-")
    cte = rng.choices(["quoted-printable", "base64"], weights=[75, 25])[0]
    alt = multipart(rng, "alternative", [body_part("text/plain", text, charset, "quoted-printable"),
                                         body_part("text/html", html, charset, cte)])
    if rng.random() < 0.3:
        content = multipart(rng, "mixed", [alt, attachment_part(rng, pool, "pdf", rng.randint(40_000, 250_000))])
    else:
        content = alt
    sender = (b["provider"], rng.choice(["noreply", "no-reply", "reservations", "booking", "confirmation"]) + "@" + b["domain"])
    return sender, subject, content, charset


# ----------------------------------------------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out_dir")
    ap.add_argument("--size-mb", type=float, default=1000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--bookings", type=int, default=None, help="travel bookings (default: 0.3 per MB, each shape twice at least)")
    ap.add_argument("--eol", choices=["crlf", "lf"], default="crlf")
    ap.add_argument("--quick", action="store_true", help="a small corpus for tests: 20 MB")
    args = ap.parse_args()
    if args.quick:
        args.size_mb = 20
    os.makedirs(args.out_dir, exist_ok=True)
    rng = random.Random(args.seed)
    limit = int(args.size_mb * 1024 * 1024)
    pool = rng.randbytes(8 * 1024 * 1024)

    # Plan the bookings and where their messages go (a fraction of the file, which maps to a date).
    names = list(SHAPES)
    n = args.bookings if args.bookings is not None else max(2 * len(names), round(args.size_mb * 0.3))
    chosen = (names * 2)[:min(n, 2 * len(names))]
    chosen += rng.choices(names, weights=[SHAPES[s]["w"] for s in names], k=n - len(chosen))
    rng.shuffle(chosen)
    clock = Clock()
    events = []  # (fraction, seq, booking index, kind)
    bookings = []
    for i, shape_name in enumerate(chosen):
        frac = rng.uniform(0.01, 0.97)
        sent = clock.at(frac, random.Random(i))
        travel_day = (sent + timedelta(days=rng.randint(7, 120))).date()
        b = plan(rng, shape_name, travel_day)
        if SHAPES[shape_name]["form"] == "sloppy":
            b["name"] = b["name"].replace(" & ", " and ") + " & Spa"
        b["shape"] = shape_name
        kinds = ["original"]
        r = rng.random()
        if r < 0.15:
            kinds.append("update")
        elif r < 0.25:
            kinds.append("cancel")
        elif r < 0.30:
            kinds += ["update", "cancel"]
        # Each message's state, in the order they were sent; where each is filed in the mailbox.
        work = snapshot(b)
        pos, sent_at = frac, sent
        b["events"] = []
        for k, kind in enumerate(kinds):
            modified = None
            if k:
                sent_at = sent_at + timedelta(days=rng.randint(1, 5), minutes=rng.randint(1, 600))
                if rng.random() < 0.33:  # filed before the message it changes
                    pos = max(0.001, pos - rng.uniform(0.0005, 0.01))
                else:
                    pos = min(0.999, pos + rng.uniform(0.0005, 0.01))
                if kind == "update":
                    change_times(work, timedelta(minutes=rng.choice([-90, -45, -20, 25, 40, 75, 120])), rng)
                    work = snapshot(work)
                    modified = sent_at
                elif rng.random() < 0.5:
                    modified = sent_at
            status = "cancelled" if kind == "cancel" else "confirmed"
            b["events"].append({"kind": kind, "sent": sent_at, "state": work, "status": status, "modified": modified})
            events.append((pos, len(events), i, k))
        bookings.append(b)
    events.sort()
    controls = max(10, round(args.size_mb * 0.05))
    control_at = sorted(rng.uniform(0.01, 0.99) for _ in range(controls))

    mbox = Mailbox(os.path.join(args.out_dir, "mail.mbox"), args.eol, args.seed)
    ordinary = Ordinary(mbox, random.Random(args.seed + 1), pool)
    trng = random.Random(args.seed + 2)
    index = open(os.path.join(args.out_dir, "index.jsonl"), "w")
    counts = {"ordinary": {}, "travel": {}, "control": {}}
    ei = ci = 0
    while True:
        frac = mbox.written / limit
        if ei < len(events) and events[ei][0] <= frac:
            pos, _, bi, k = events[ei]
            ei += 1
            b = bookings[bi]
            ev = b["events"][k]
            kind, sent_at, state = ev["kind"], ev["sent"], ev["state"]
            sender, subject, content, charset = travel_message(trng, pool, state, b["shape"], ev["status"], ev["modified"], kind)
            tz = "Europe/Berlin"
            msgid, _, offset, length = mbox.write(sent_at, sender, ME, subject, content,
                                                 "Inbox,Important,Category Updates,Opened,Travel", sender_tz=tz,
                                                 charset=charset, received_from=f"mta-{trng.randint(1, 40)}.{b['domain']}")
            ev["message"] = msgid
            index.write(json.dumps({"message": msgid, "date": rfc2822(sent_at, tz), "kind": "travel", "shape": b["shape"],
                                    "event": kind, "type": b["type"], "offset": offset, "length": length}) + "\n")
            counts["travel"][b["type"]] = counts["travel"].get(b["type"], 0) + 1
            continue
        if ci < len(control_at) and control_at[ci] <= frac:
            ci += 1
            dt = clock.at(frac, trng)
            which = trng.choices(["flight-talk", "event-reservation", "restaurant", "parcel", "github"],
                                 weights=[50, 15, 10, 10, 15])[0]
            msgid, _, offset, length = control_message(trng, ordinary, dt, which)
            index.write(json.dumps({"message": msgid, "date": rfc2822(dt, "UTC"), "kind": "control", "shape": which,
                                    "offset": offset, "length": length}) + "\n")
            counts["control"][which] = counts["control"].get(which, 0) + 1
            continue
        if frac >= 1 and ei >= len(events) and ci >= len(control_at):
            break
        _, kind = ordinary.write(clock.at(min(frac, 1.0), ordinary.rng), limit - mbox.written)
        counts["ordinary"][kind] = counts["ordinary"].get(kind, 0) + 1
    mbox.close()
    index.close()

    # Ground truth: per booking, the state of its latest message by Date.
    by_type, by_shape, by_status = {}, {}, {}
    with open(os.path.join(args.out_dir, "truth.jsonl"), "w") as out:
        for b in bookings:
            last = max(b["events"], key=lambda ev: ev["sent"])
            for row in truth_rows(last["state"], last["status"], last["message"],
                                  [ev["message"] for ev in b["events"]], b["shape"]):
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
                by_type[row["type"]] = by_type.get(row["type"], 0) + 1
                by_shape[row["shape"]] = by_shape.get(row["shape"], 0) + 1
                by_status[row["status"]] = by_status.get(row["status"], 0) + 1
    summary = {"seed": args.seed, "size_mb": args.size_mb, "bytes": mbox.written, "messages": mbox.count,
               "bookings": len(bookings), "messages_by_kind": counts, "reservations_by_type": by_type,
               "reservations_by_status": by_status, "reservations_by_shape": by_shape,
               "shapes": {k: v["note"] for k, v in SHAPES.items()}}
    with open(os.path.join(args.out_dir, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1, ensure_ascii=False)
    print(f"generate: {mbox.count} messages, {mbox.written / 1048576:.0f} MB, {len(bookings)} bookings "
          f"({sum(counts['travel'].values())} travel messages, {sum(counts['control'].values())} control), "
          f"{sum(by_type.values())} reservations in truth.jsonl", file=sys.stderr)


def change_times(b, shift, rng):
    """A schedule change: the same day, another time (the reservation's identity stays)."""
    if b["type"] == "lodging":
        b["checkout"] = b["checkout"] + timedelta(days=rng.choice([1, 2]))
    elif b["type"] == "rentalCar":
        b["dropoff"] = b["dropoff"] + shift
    else:
        leg = b["legs"][0]
        if (leg["dep"] + shift).date() != leg["dep"].date():
            shift = -shift
        leg["dep"] = leg["dep"] + shift
        leg["arr"] = leg["arr"] + shift


def snapshot(b):
    c = dict(b)
    if "legs" in b:
        c["legs"] = [dict(leg) for leg in b["legs"]]
    return c


def control_message(rng, ordinary, dt, which):
    """Mail that must give no travel reservation."""
    if which == "flight-talk":
        return ordinary.newsletter(dt, flights=True)
    mbox = ordinary.mbox
    if which == "github":
        url = f"https://github.com/example/project/issues/{rng.randint(1, 9999)}"
        obj = {"@context": "http://schema.org", "@type": "EmailMessage",
               "potentialAction": {"@type": "ViewAction", "target": url, "url": url, "name": "View Issue"},
               "description": "View this Issue on GitHub",
               "publisher": {"@type": "Organization", "name": "GitHub", "url": "https://github.com"}}
        sender = ("GitHub", "notifications@github.com")
        subject = "Re: [example/project] Flight search times out when the airport code is lower case"
    elif which == "event-reservation":
        obj = {"@context": "http://schema.org", "@type": "EventReservation", "reservationNumber": f"E{rng.randint(10**6, 10**7)}",
               "reservationStatus": "http://schema.org/ReservationConfirmed",
               "underName": {"@type": "Person", "name": ME[0]},
               "reservationFor": {"@type": "Event", "name": "FOSDEM Social Dinner",
                                  "startDate": f"2024-02-0{rng.randint(1, 4)}T19:00:00+01:00",
                                  "location": {"@type": "Place", "name": "ULB Campus Solbosch",
                                               "address": {"@type": "PostalAddress", "addressLocality": "Brussels",
                                                           "addressCountry": "BE"}}}}
        sender = ("Eventbrite", "orders@eventbrite.com")
        subject = "Your tickets for FOSDEM Social Dinner"
    elif which == "restaurant":
        obj = {"@context": "http://schema.org", "@type": "FoodEstablishmentReservation",
               "reservationNumber": f"R{rng.randint(10**5, 10**6)}", "reservationStatus": "http://schema.org/ReservationConfirmed",
               "underName": {"@type": "Person", "name": ME[0]},
               "reservationFor": {"@type": "FoodEstablishment", "name": "Trattoria da Enzo",
                                  "address": {"@type": "PostalAddress", "addressLocality": "Roma", "addressCountry": "IT"}},
               "startTime": f"2024-06-1{rng.randint(0, 9)}T20:30:00+02:00", "partySize": 2}
        sender = ("OpenTable", "member_services@opentable.com")
        subject = "Your reservation at Trattoria da Enzo is confirmed"
    else:
        obj = {"@context": "http://schema.org", "@type": "ParcelDelivery",
               "deliveryAddress": {"@type": "PostalAddress", "addressLocality": "Berlin", "addressCountry": "DE"},
               "expectedArrivalUntil": "2024-03-12T18:00:00+01:00",
               "carrier": {"@type": "Organization", "name": "DHL"},
               "trackingNumber": f"JJD{rng.randint(10**15, 10**16)}",
               "partOfOrder": {"@type": "Order", "orderNumber": f"302-{rng.randint(10**6, 10**7)}", "merchant": {"@type": "Organization", "name": "Amazon.de"}}}
        sender = ("Amazon.de", "versand@amazon.de")
        subject = "Your parcel is on its way"
    html = (f'<html><head><script type="application/ld+json">{json.dumps(obj, indent=2)}</script></head><body>'
            + "".join(f"<p>{html_escape(paragraph(rng, WORDS_EN))}</p>" for _ in range(rng.randint(3, 10))) + "</body></html>\n")
    content = multipart(rng, "alternative", [body_part("text/plain", paragraph(rng, WORDS_EN), "utf-8", "quoted-printable"),
                                             body_part("text/html", html, "utf-8", "quoted-printable")])
    return mbox.write(dt, sender, ME, subject, content, "Inbox,Category Updates,Opened")


if __name__ == "__main__":
    main()
