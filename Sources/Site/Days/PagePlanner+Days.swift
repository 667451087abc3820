import StoryArchive

extension PagePlanner {
    /// The Days section, when the archive has day entries: its first page, a calendar page per
    /// month, a page per day and a page per person.
    func dayPages() -> [PageJob] {
        guard !dayViews.book.isEmpty else { return [] }
        return [daysIndex()] + dayMonthPages() + dayPagesByDay() + dayPersonPages()
    }

    private func daysIndex() -> PageJob {
        let path = SitePaths.days
        let book = dayViews.book
        let questionBook = dayViews.questions
        return PageJob(path: path, template: "days") { [contexts] in
            var years: [DaysYear] = []
            for (year, month) in book.months {
                let link = GroupLink(name: DisplayText.month(year: year, month: month),
                                     href: SitePaths.link(from: path, to: SitePaths.dayMonth(year: year, month: month)), count: "")
                if years.last?.year == year { years[years.count - 1].months.append(link) } else { years.append(DaysYear(year: year, months: [link])) }
            }
            return DaysIndexModel(page: contexts.make(path: path, title: "Days", section: path),
                                  people: book.people.map { GroupLink(name: $0.name, href: SitePaths.link(from: path, to: SitePaths.dayPerson($0.name)), count: "") },
                                  questions: questionBook.askers.map { GroupLink(name: "\($0.name)'s daily questions",
                                                                                 href: SitePaths.link(from: path, to: SitePaths.questions(person: $0.slug)), count: "") },
                                  years: years)
        }
    }

    private func dayMonthPages() -> [PageJob] {
        let months = dayViews.book.months
        return months.indices.map { position in
            let (year, month) = months[position]
            let path = SitePaths.dayMonth(year: year, month: month)
            // Months are newest first: the earlier month is the next one in the list.
            let link = { @Sendable (index: Int) -> GroupLink? in
                guard months.indices.contains(index) else { return nil }
                let (otherYear, otherMonth) = months[index]
                return GroupLink(name: DisplayText.month(year: otherYear, month: otherMonth),
                                 href: SitePaths.link(from: path, to: SitePaths.dayMonth(year: otherYear, month: otherMonth)), count: "")
            }
            return PageJob(path: path, template: "days-month") { [contexts, dayViews] in
                let name = DisplayText.month(year: year, month: month)
                return DayMonthModel(page: contexts.make(path: path, title: name, section: nil), name: name,
                                     weekdays: MonthGrid.weekdayHeadings, days: Self.dayCells(year: year, month: month, path: path, views: dayViews),
                                     previousMonth: link(position + 1), nextMonth: link(position - 1))
            }
        }
    }

    /// Every day of a month; days with entries link to their page and show each person's mood.
    private static func dayCells(year: Int, month: Int, path: String, views: DayViews) -> [DayCell] {
        let length = DisplayText.daysIn(year: year, month: month)
        let firstColumn = DisplayText.sinceMonday(year: year, month: month, day: 1) + 1
        return (1...length).compactMap { number in
            guard let day = RecordedDate(year: year, month: month, day: number) else { return nil }
            let marks = views.marks(on: day)
            return DayCell(number: number, label: DisplayText.longDate(day),
                           href: marks.isEmpty ? nil : SitePaths.link(from: path, to: SitePaths.day(day)), marks: marks,
                           startClass: number == 1 && firstColumn > 1 ? "start-\(firstColumn)" : nil)
        }
    }

    private func dayPagesByDay() -> [PageJob] {
        let days = dayViews.book.days
        // Stories grouped once rather than looked for on every day; the pages newest first, as
        // the search index lists their entries (it writes a file once its entries are read).
        let storiesByDay = Dictionary(grouping: stories) { $0.recorded.dayString }
        let shared = Shared(self)
        return days.indices.reversed().map { position in
            let day = days[position]
            let path = SitePaths.day(day)
            let entries = dayViews.book.entries(on: day)
            let link = { @Sendable (index: Int) -> GroupLink? in
                days.indices.contains(index) ? GroupLink(name: DisplayText.longDate(days[index]),
                                                         href: SitePaths.link(from: path, to: SitePaths.day(days[index])), count: "") : nil
            }
            let storiesOfDay = (storiesByDay[day.dayString] ?? []).reversed()
            return PageJob(path: path, template: "day", model: {
                let (contexts, dayViews) = (shared.planner.contexts, shared.planner.dayViews)
                let date = DisplayText.longDate(day)
                let people = dayViews.people(on: day, from: path)
                let columns = people.columns.map { column in
                    var column = column
                    column.portrait = shared.planner.portraits.portrait(of: column.person, from: path, size: 48, decorative: true)
                    return column
                }
                return DayPageModel(
                    page: contexts.make(path: path, title: date, section: nil), date: date, dateISO: day.dayString,
                    month: GroupLink(name: DisplayText.month(year: day.year, month: day.month),
                                     href: SitePaths.link(from: path, to: SitePaths.dayMonth(year: day.year, month: day.month)), count: ""),
                    previousDay: link(position - 1), nextDay: link(position + 1),
                    people: columns, recordings: people.recordings, jump: people.jump, hasJump: people.jump.count > 1, archive: people.archive,
                    stories: shared.planner.cards(Array(storiesOfDay), from: path), hasStories: !storiesOfDay.isEmpty)
            }, transcripts: entries.filter { $0.transcript != nil }.map(TranscriptItem.init))
        }
    }

    /// A person's days, newest first, by month, in pages of `ListPages.size` days.
    private func dayPersonPages() -> [PageJob] {
        dayViews.book.people.flatMap { person in
            let first = SitePaths.dayPerson(person.name)
            let pages = ListPages.split(dayViews.book.days(of: person))
            return pages.enumerated().map { offset, days in
                let number = offset + 1, path = ListPages.path(first, page: number)
                return PageJob(path: path, template: "days-person") { [contexts, dayViews, portraits] in
                    var months: [PersonMonth] = []
                    for day in days {
                        let item = dayViews.personDay(day, of: person, from: path)
                        if let last = months.last, last.name == DisplayText.month(year: day.year, month: day.month) {
                            months[months.count - 1].days.append(item)
                        } else {
                            months.append(PersonMonth(name: DisplayText.month(year: day.year, month: day.month),
                                                      href: SitePaths.link(from: path, to: SitePaths.dayMonth(year: day.year, month: day.month)),
                                                      days: [item]))
                        }
                    }
                    let asks = dayViews.questions.askers.contains { $0.slug == person.slug }
                    let title = ListPages.title("\(person.name)'s days", page: number, of: pages.count)
                    return DayPersonModel(page: contexts.make(path: path, title: title, section: nil), person: person.name,
                                          questionsHref: asks ? SitePaths.link(from: path, to: SitePaths.questions(person: person.slug)) : nil,
                                          months: months, pageNav: PageNavigation(first: first, page: number, of: pages.count),
                                          personIntro: portraits.person(named: person.name, from: path))
                }
            }
        }
    }
}
