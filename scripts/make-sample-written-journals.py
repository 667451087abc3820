#!/usr/bin/env python3
"""Writes the sample archive's written journals (no audio, so no espeak-ng or ffmpeg):

  sample-archive/journals/Partners Check-in/partners-export.json
      Grandma Rose and Grandpa Joe's partners' check-ins: a morning need, an evening mood
      (Great, Okay, Difficult), a gratitude and one thing to make tomorrow great.
  sample-archive/journals/Daily Questions - Grandma Rose/daily-questions.csv
      Grandma Rose's daily questions as the app exports them (UTF-8 with a byte-order mark,
      quoted fields, CRLF): date, question, type, answer (empty: skipped), archived.

The same weeks as the sample check-ins (2024-02-19 to 2024-03-10). Run it again to remake
the same bytes: every choice below is fixed, none is random. scripts/make-sample-journals.sh
runs it too, as it remakes the whole folder."""
import datetime
import json
import pathlib
import sys

# Where to write: sample-archive/journals, or the folder given (make-sample-journals.sh's stage).
ROOT = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent / "sample-archive" / "journals"
FIRST = datetime.date(2024, 2, 19)
DAYS = [FIRST + datetime.timedelta(days=n) for n in range(21)]

NEEDS = {
    "Grandma Rose": ["A slow breakfast together", "Help carrying the shopping", "An hour of quiet for my letters",
                     "A walk to the harbour", "You to listen to my worry about Ann", "Tea in the garden",
                     "A hand with the high shelf"],
    "Grandpa Joe": ["Ten minutes to read the paper in peace", "A lift to the hardware shop", "Your company at the bench",
                    "A reminder about my pills", "An early night", "Soup for lunch", "To hear how your day went"],
}
GRATITUDES = {
    "Grandma Rose": ["You made soup when I was tired", "You fixed the squeaky gate", "You laughed at my old joke again",
                     "You drove me to see Ann", "You brought me the first daffodils", "You warmed the car for me",
                     "You listened all evening"],
    "Grandpa Joe": ["You found my glasses, twice", "You kept the radio low for my nap", "You sang while cooking",
                    "You wrote to my brother for me", "You let me win at cards", "You remembered the stool for Lily",
                    "You held my hand at the doctor's"],
}
TOMORROWS = ["A walk before lunch", "Call Lily after school", "Bake bread together", "Sit in the sun at ten",
             "Go to the market early", "Finish the puzzle", "Phone Ann in the evening"]
MOODS = ["Great", "Okay", "Great", "Difficult", "Okay", "Great", "Okay"]


def partners_entries():
    entries = []
    for n, day in enumerate(DAYS):
        for p, person in enumerate(["Grandma Rose", "Grandpa Joe"]):
            pick = (n + 3 * p) % 7
            # Grandpa Joe skips some mornings; Grandma Rose one evening: "No entry yet".
            if not (person == "Grandpa Joe" and n % 5 == 2):
                entries.append({"date": day.isoformat(), "person": person, "time": "morning", "need": NEEDS[person][pick]})
            if not (person == "Grandma Rose" and n == 12):
                entries.append({"date": day.isoformat(), "person": person, "time": "evening",
                                "mood": MOODS[(n + p) % 7], "gratitude": GRATITUDES[person][pick],
                                "tomorrow": TOMORROWS[(pick + 2) % 7]})
    return entries


SMILES = ["Lily's drawing of the cat, with six legs", "The first crocus by the gate", "Joe singing \"Blue Moon\", badly",
          "A letter from Ann, three pages", "The baker gave me an extra roll", "Sun on the kitchen table",
          "Tom's voice message, all giggles"]


def question_rows():
    rows = []
    for n, day in enumerate(DAYS):
        if n in (4, 11, 17):        # days the app was not opened: missed
            continue
        d = day.isoformat()
        rows.append([d, "Did I walk today?", "yes-no", "" if n == 9 else ("no" if n % 4 == 3 else "yes"), ""])
        rows.append([d, "Hours of sleep", "number", ["7", "6.5", "8", "7.5", "5", "7", "8.5"][n % 7], ""])
        rows.append([d, "Glasses of water", "number", "" if n % 6 == 5 else str(4 + n % 4), ""])
        rows.append([d, "What made me smile?", "text", "" if n % 8 == 6 else SMILES[n % 7], ""])
        if day < datetime.date(2024, 3, 1):   # archived on the 1st of March: asked no more
            rows.append([d, "Did I call a friend?", "yes-no", "yes" if n % 3 == 0 else "no", "yes"])
    return rows


def csv_field(text):
    return '"' + text.replace('"', '""') + '"' if any(c in text for c in ',"\n') else text


def main():
    partners = ROOT / "Partners Check-in"
    partners.mkdir(parents=True, exist_ok=True)
    document = {"journal": "Partners' Check-in", "exported": "2024-03-10", "entries": partners_entries()}
    (partners / "partners-export.json").write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

    questions = ROOT / "Daily Questions - Grandma Rose"
    questions.mkdir(parents=True, exist_ok=True)
    lines = ["date,question,type,answer,archived"] + [",".join(csv_field(f) for f in row) for row in question_rows()]
    (questions / "daily-questions.csv").write_bytes(b"\xef\xbb\xbf" + ("\r\n".join(lines) + "\r\n").encode("utf-8"))


if __name__ == "__main__":
    main()
