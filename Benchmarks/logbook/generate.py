#!/usr/bin/env python3
"""A Flighty-shaped logbook of N flights between real airports, for the logbook benchmark.

    Benchmarks/logbook/generate.py OUT.csv N
"""
import random
import sys
from datetime import datetime, timedelta

AIRPORTS = ["LHR", "CDG", "FRA", "AMS", "MAD", "FCO", "ZRH", "VIE", "CPH", "DUB", "LIS", "ATH", "JFK", "EWR", "SFO",
            "LAX", "ORD", "YYZ", "NRT", "SIN", "HKG", "SYD", "DXB", "DOH", "IST", "GRU", "MEX", "BOS", "MUC", "BCN"]
HEADER = ("Date,Airline,Flight,From,To,Dep Terminal,Dep Gate,Arr Terminal,Arr Gate,Canceled,Diverted To,"
          "Gate Departure (Scheduled),Gate Departure (Actual),Take off (Scheduled),Take off (Actual),Landing (Scheduled),"
          "Landing (Actual),Gate Arrival (Scheduled),Gate Arrival (Actual),Aircraft Type Name,Tail Number,PNR,Seat,"
          "Seat Type,Cabin Class,Flight Reason,Notes")


def main(path, count):
    rng = random.Random(7)
    start = datetime(2000, 1, 1, 6, 0)
    with open(path, "w") as out:
        out.write(HEADER + "\n")
        for index in range(count):
            origin, destination = rng.sample(AIRPORTS, 2)
            departure = start + timedelta(hours=7 * index + rng.randrange(0, 5))
            arrival = departure + timedelta(minutes=rng.randrange(50, 900))
            scheduled = departure - timedelta(minutes=rng.randrange(0, 30))
            canceled = "true" if rng.random() < 0.01 else "false"
            fmt = "%Y-%m-%dT%H:%M"
            out.write(",".join([
                departure.strftime("%Y-%m-%d"), "XYZ", str(100 + index % 9000), origin, destination, "1", "A1", "2", "",
                canceled, "", scheduled.strftime(fmt), departure.strftime(fmt), "", "", "", "", "", arrival.strftime(fmt),
                "Airbus A320", "D-ABCD", "ABC123", "12A", "Window", "Economy", "Business", "",
            ]) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
