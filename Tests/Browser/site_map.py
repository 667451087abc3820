"""Where the pages of a built site are, found in the site itself rather than assumed."""
import re
from pathlib import Path


class Site:
    def __init__(self, root):
        self.root = Path(root)
        if not (self.root / "index.html").is_file():
            raise FileNotFoundError("no index.html in %s: is it a built site?" % self.root)

    def url(self, page):
        """The file:// address of a page given by its path in the site."""
        return (self.root / page).as_uri()

    def story(self, story_id):
        return "stories/%s/index.html" % story_id

    def story_pages(self):
        return sorted(str(p.relative_to(self.root)) for p in self.root.glob("stories/*/index.html"))

    def calendar_years(self):
        """calendar/<year>/index.html for each year that has stories, oldest first."""
        years = [p for p in self.root.glob("calendar/*/index.html") if re.fullmatch(r"\d{4}", p.parent.name)]
        return sorted(str(p.relative_to(self.root)) for p in years)

    def busiest_calendar_year(self):
        """The year page with the most days with stories: the hardest calendar to fit."""
        def days(page):
            return (self.root / page).read_text(encoding="utf-8").count('class="day"')
        return max(self.calendar_years(), key=days)

    def day(self, day):
        """The page of a day of the journals: days/2024-03-05/index.html."""
        return "days/%s/index.html" % day

    def day_month(self, year, month):
        return "days/%04d/%02d/index.html" % (year, month)

    def all_pages(self):
        """Every page of the site: home, stories, lists, calendar years, search, about."""
        return sorted(str(p.relative_to(self.root)) for p in self.root.rglob("*.html"))
