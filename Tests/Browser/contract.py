"""The page contract the tests hold the site to: every class name and id the tests look for.

A renamed class in the templates is a one-line change here.
"""

# Story page: the player.
PLAYER = "div.player"                      # data-story="STORY-ID", data-duration="SECONDS"
AUDIO = "#player"                          # the <audio controls preload="none">
PLAYER_CONTROLS = ".player-controls"       # hidden until the page script runs
PLAY = "button.player-play"                # "Play"/"Pause" and the story's length
BACK = "button.player-back"
FORWARD = "button.player-forward"
SEEK = "input.player-seek[type=range]"
TIME = ".player-time"                      # "0:12 of 4:31"
SPEED = "select.player-speed"
RESUME = ".player-resume"                  # hidden unless a position is remembered
RESUME_BUTTON = "button.player-resume-button"

# Story page: the transcript.
CUE = "p.cue"                              # id="cue-N", data-start="SECONDS"
CUE_TIME_BUTTON = "button.cue-time"        # what the script makes of span.cue-time
CUE_TIME_LINK = "a.cue-time"               # must not exist: a link would leave the page without JS
CUE_CURRENT_CLASS = "cue-current"
SPEAKER = ".speaker"                       # "Sam:", on the first line of a turn
CUE_INTERVIEWER_CLASS = "cue-interviewer"  # a line of anyone but the narrator: set apart

# Story page: its chapters, after the player (docs/chapters.md).
CHAPTER = ".chapter-list li.chapter"       # id="chapter-N", data-start="SECONDS"
CHAPTER_TIME = "a.chapter-time"            # href="FILE#t=SECONDS": plays the page's player with JS
CHAPTER_CURRENT_CLASS = "chapter-current"  # with aria-current="true" while it is heard
# The story the chapter tests use: the sample gives it chapters, and an AAC recording.
CHAPTERS_STORY_ID = "2024-03-09-how-we-met"

# Lists of stories.
CARD = ".story-card"
CARD_TITLE_LINK = ".story-card-title a"
CARD_PLAY = "button.card-play"             # hidden without JavaScript
LIST_PLAYER = ".list-player"
PLAY_ALL = "button.play-all"
NOW_PLAYING = ".now-playing"               # role=status
LIST_AUDIO = ".list-player audio"
NEXT = "button.player-next"

# What a reader can press or type into: each must be at least 44 x 44 CSS px (WCAG 2.5.8
# asks 24; DESIGN.md asks 44), but for links inside running text (see test_layout.py).
TARGETS = "a, button, input, select, summary"

# The story the player tests use: a timed transcript of more than three lines and an AAC
# recording, which every Chromium build plays.
STORY_ID = "2024-03-05-the-day-we-moved"

# Every page's navigation: folded behind "Menu" on a narrow screen or with large text.
MENU_BUTTON = "button.menu-button"         # aria-expanded, aria-controls="site-menu"
MENU = "#site-menu"
SITE_TITLE = ".site-title"                 # an h1 on the home page, a p elsewhere
PLAY_ALL_HOME = ".home-stories button.play-all"   # "Play the 5 newest stories"

# Search: a result's excerpt, with the matched words marked and a link to the transcript's moment.
SEARCH_EXCERPT = "p.search-excerpt"
SEARCH_MOMENT = "p.search-excerpt a"
SEARCH_RESULT_LINK = "#search-results .story-card-title a"

# A story page's code, as the book prints it under the story's QR code: "GR-4F7K" in its <dd>.
STORY_CODE = ".story-code dd"

# What a player says when its recording cannot be played (a damaged or missing file).
PLAYER_PROBLEM = ".player-problem"         # role=status

# Days: a month of the journals, a day's page, a person's days.
DAY_GRID = "ol.day-grid"
DAY_CELL = "li.day-cell"                   # a day; days with entries hold a link to the day's page
DAY_MARK = ".day-mark"                     # "Grandma Rose: Okay", the mood's colour in .mood-mark
MOOD_MARK = ".mood-mark"
# A mood's word, always beside its colour (a swatch drawn before it, ::before), on every page:
# a story's facts, the stories' calendar (on a computer) and the Days pages (MOOD_MARK).
STORY_MOOD = ".story-facts .mood"
CALENDAR_MOOD = ".month-grid .day-mood"
DAY_PERSON = "section.day-person"          # one person's entries of the day, side by side
DAY_ENTRY = ".day-entry"                   # id="entry-ENTRY-ID"; a recorded one has a div.player
DAY_NAV = "nav.day-nav"                    # at the top: the earlier and later day, the month
DAY_JUMP = "nav.day-jump"                  # at the top: a link to each person's entries
DAY_ARCHIVE = ".day-archive"               # the one list of the day's entry.json files
# The day the Days tests use: both people left a check-in, and Grandma Rose recorded a story.
DAY = "2024-03-05"

# The written journals: a partners' check-in or a day's answers is a card of its own.
WRITTEN_ENTRY = ".written-entry"
# The daily questions' pages: a chart drawn as inline SVG, its words beneath, a calendar.
TREND_CHART = "figure.trend-chart svg"     # role=img, named by its <title> and <desc>
CHART_POINT = "g.chart-point"              # one per value, in day order, its value in its <title>
CHART_LABELS = ".chart-y li, .chart-x li"  # the axes' labels: HTML text beside and under the drawing
CHART_WORDS = "figure.trend-chart figcaption"
ANSWER_CELL = "li.answer-cell"             # answer-answered ✓, answer-skipped –, answer-missed ○
# The small bar that keeps a playing recording in reach when its player is scrolled away.
MINI_PLAYER = ".mini-player"               # role=region, aria-label="Now playing"
MINI_PLAY = "button.mini-play"             # "Pause"/"Play"
MINI_BACK = "button.mini-back"             # back to the big player
MINI_TIME = ".mini-time"                   # "0:12 of 4:31"

# Grandma Rose's number question in the sample: 18 answers over 21 days.
QUESTION = "days/questions/grandma-rose/hours-of-sleep/index.html"
