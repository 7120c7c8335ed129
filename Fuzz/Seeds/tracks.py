#!/usr/bin/env python3
"""Writes the track seeds of the fit, igc and nmea fuzz harnesses (deterministic; rerun to regenerate).

fit/ride.fit   two chained FIT files: a file_id, records with full and compressed timestamps (one wrapping
               past a 32-second boundary), a record without a fix, developer fields and a big-endian definition
igc/flight.igc a paraglider flight over midnight UTC with an FXA extension, a 2D fix, both HFDTE forms
nmea/drive.nmea RMC and GGA from several talkers, a sentence without checksum, GSV and Magellan PMGNTRK lines
"""
import os
import struct
from functools import reduce

HERE = os.path.dirname(os.path.abspath(__file__))
FIT_EPOCH = 631065600


def crc16(data):
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ 0xA001 if crc & 1 else crc >> 1
    return crc


def semicircles(degrees):
    return round(degrees * 2**31 / 180)


class Fit:
    def __init__(self):
        self.data = b""
        self.layouts = {}

    def define(self, local, glob, fields, developer=(), big=False):
        header = 0x40 | (0x20 if developer else 0) | local
        order = ">" if big else "<"
        self.data += bytes([header, 0, 1 if big else 0]) + struct.pack(order + "H", glob) + bytes([len(fields)])
        for number, fmt, base in fields:
            self.data += bytes([number, struct.calcsize(fmt), base])
        if developer:
            self.data += bytes([len(developer)])
            for index, size in enumerate(developer):
                self.data += bytes([index, size, 0])
        self.layouts[local] = (order + "".join(fmt for _, fmt, _ in fields), sum(developer))

    def message(self, local, *values, compressed=None):
        fmt, developer = self.layouts[local]
        header = 0x80 | (local & 3) << 5 | (compressed & 0x1F) if compressed is not None else local
        self.data += bytes([header]) + struct.pack(fmt, *values) + b"\xab" * developer

    def file(self):
        header = struct.pack("<BBHI4s", 14, 0x20, 2132, len(self.data), b".FIT")
        header += struct.pack("<H", crc16(header))
        body = header + self.data
        return body + struct.pack("<H", crc16(body))


TIMESTAMP, LAT, LON = (253, "I", 0x86), (0, "i", 0x85), (1, "i", 0x85)
ALTITUDE, SPEED = (2, "H", 0x84), (6, "H", 0x84)
ENHANCED_SPEED, ENHANCED_ALTITUDE = (73, "I", 0x86), (78, "I", 0x86)


def ride():
    t = 1719828030 - FIT_EPOCH  # 2024-07-01T10:00:30Z; its low five bits are 30
    first = Fit()
    first.define(2, 0, [(0, "B", 0), (4, "I", 0x86)])
    first.message(2, 4, t)
    first.define(0, 20, [TIMESTAMP, LAT, LON, ENHANCED_ALTITUDE, ENHANCED_SPEED])
    first.message(0, t, semicircles(46.2044), semicircles(6.1432), (375 + 500) * 5, 5500)
    first.message(0, t + 1, 0x7FFFFFFF, 0x7FFFFFFF, 0xFFFFFFFF, 0)
    first.define(1, 20, [LAT, LON, ALTITUDE, SPEED, (3, "B", 2)])
    first.message(1, semicircles(46.2050), semicircles(6.1440), 880 * 5, 6000, 120, compressed=(t + 3) & 0x1F)
    first.message(1, semicircles(46.2060), semicircles(6.1450), 0xFFFF, 0xFFFF, 121, compressed=(t + 6) & 0x1F)
    first.define(3, 20, [TIMESTAMP, LAT, LON], developer=[3, 1])
    first.message(3, t + 60, semicircles(46.21), semicircles(6.15))
    second = Fit()
    second.define(0, 20, [LAT, LON, TIMESTAMP], big=True)
    second.message(0, semicircles(47.3769), semicircles(8.5417), t + 86400)
    return first.file() + second.file()


def igc_degrees(value, digits, positive, negative):
    thousandths = round(abs(value) * 60000)
    return f"{thousandths // 60000:0{digits}d}{thousandths % 60000:05d}{negative if value < 0 else positive}"


def igc_fix(time, lat, lon, valid, pressure, gnss, accuracy):
    return (f"B{time}{igc_degrees(lat, 2, 'N', 'S')}{igc_degrees(lon, 3, 'E', 'W')}{'A' if valid else 'V'}"
            f"{pressure:05d}{gnss:05d}{accuracy:03d}")


def flight():
    lines = [
        "AXCT7f2a1b3c",
        "HFDTEDATE:300624,01",
        "HFPLTPILOTINCHARGE: Jane Doe",
        "I013638FXA",
        igc_fix("235930", 45.8992, 6.1294, True, 1650, 1702, 12),
        igc_fix("235958", 45.8990, 6.1301, False, 1640, 0, 99),
        igc_fix("000012", 45.8980, 6.1310, True, 1630, 1680, 8),
        "LXCTSIGNATURE",
        "HFDTE010724",
        igc_fix("001500", 45.8970, 6.1320, True, -12, 450, 5),
        "G7D6B1E2F",
    ]
    return "\r\n".join(lines) + "\r\n"


def nmea(body):
    return f"${body}*{reduce(lambda a, c: a ^ ord(c), body, 0):02X}"


def nmea_degrees(value, digits, positive, negative):
    whole = int(abs(value))
    return f"{whole:0{digits}d}{(abs(value) - whole) * 60:07.4f},{negative if value < 0 else positive}"


def drive():
    lat, lon = nmea_degrees(48.1173, 2, "N", "S"), nmea_degrees(11.5167, 3, "E", "W")
    lines = [
        nmea("GPGSV,3,1,11,03,03,111,00,04,15,270,00,06,01,010,00,13,06,292,00"),
        nmea(f"GNGGA,235959.00,{lat},{lon},1,08,0.9,545.4,M,47.0,M,,"),
        nmea(f"GNRMC,235959.00,A,{lat},{lon},22.40,84.4,230394,,,A"),
        f"$GLRMC,000001.00,A,{lat},{lon},10.00,84.4,240394,,,A",
        nmea(f"BDGGA,000002.50,{lat},{lon},2,08,0.9,546.0,M,47.0,M,,"),
        nmea("GPRMC,000003,V,,,,,,,240394,,,N"),
        nmea("PMGNTRK,4415.163,N,07631.126,W,00095,M,110833.53,A,,030409"),
    ]
    return "\r\n".join(lines) + "\r\n"


def write(name, content):
    with open(os.path.join(HERE, name), "wb") as out:
        out.write(content if isinstance(content, bytes) else content.encode())


if __name__ == "__main__":
    write("fit/ride.fit", ride())
    write("igc/flight.igc", flight())
    write("nmea/drive.nmea", drive())
