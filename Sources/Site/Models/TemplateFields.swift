// What each page model offers its template, by the name the template uses.
//
// A switch per model answers a template's lookup in nanoseconds (looking names up by
// reflection, as general Mustache libraries do, was three quarters of a cold build's time).
// Each case names a property of the same name, so the names templates may use are exactly the
// models' properties (custom templates included).

extension PageContext: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "siteTitle": siteTitle.templateValue
        case "lang": lang.templateValue
        case "root": root.templateValue
        case "documentTitle": documentTitle.templateValue
        case "stylesheet": stylesheet.templateValue
        case "script": script.templateValue
        case "navigation": navigation.templateValue
        case "generator": generator.templateValue
        default: nil
        }
    }
}

extension NavigationItem: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "label": label.templateValue
        case "href": href.templateValue
        case "current": current.templateValue
        default: nil
        }
    }
}

extension StoryCard: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "href": href.templateValue
        case "title": title.templateValue
        case "date": date.templateValue
        case "dateISO": dateISO.templateValue
        case "duration": duration.templateValue
        case "durationISO": durationISO.templateValue
        case "narrator": narrator.templateValue
        case "prompt": prompt.templateValue
        case "category": category.templateValue
        case "mood": mood.templateValue
        case "showPrompt": showPrompt.templateValue
        default: nil
        }
    }
}

extension MoodView: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "value": value.templateValue
        case "label": label.templateValue
        case "className": className.templateValue
        default: nil
        }
    }
}

extension StoryPageModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "story": story.templateValue
        case "longDate": longDate.templateValue
        case "categoryHref": categoryHref.templateValue
        case "narratorHref": narratorHref.templateValue
        case "yearHref": yearHref.templateValue
        case "tags": tags.templateValue
        case "hasTags": hasTags.templateValue
        case "audio": audio.templateValue
        case "recordingUnavailable": recordingUnavailable.templateValue
        case "transcript": transcript.templateValue
        case "previous": previous.templateValue
        case "next": next.templateValue
        case "storyJSONHref": storyJSONHref.templateValue
        default: nil
        }
    }
}

extension AudioView: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "src": src.templateValue
        case "type": type.templateValue
        case "label": label.templateValue
        case "downloadHref": downloadHref.templateValue
        case "downloadName": downloadName.templateValue
        case "downloadDescription": downloadDescription.templateValue
        case "playbackNote": playbackNote.templateValue
        default: nil
        }
    }
}

extension TranscriptView: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "timed": timed.templateValue
        case "lead": lead.templateValue
        case "rest": rest.templateValue
        case "hasRest": hasRest.templateValue
        default: nil
        }
    }
}

extension TranscriptPiece: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "previous", "next": .flag(false)
        default: view.child(named: name)
        }
    }
}

extension TranscriptLine: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "id": id.templateValue
        case "text": text.templateValue
        case "speaker": speaker.templateValue
        case "start": start.templateValue
        case "clock": clock.templateValue
        case "href": href.templateValue
        default: nil
        }
    }
}

extension StoryListModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "heading": heading.templateValue
        case "intro": intro.templateValue
        case "stories": stories.templateValue
        case "count": count.templateValue
        default: nil
        }
    }
}

extension GroupIndexModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "heading": heading.templateValue
        case "intro": intro.templateValue
        case "groups": groups.templateValue
        default: nil
        }
    }
}

extension GroupLink: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "name": self.name.templateValue
        case "href": href.templateValue
        case "count": count.templateValue
        default: nil
        }
    }
}

extension HomeModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "featured": featured.templateValue
        case "recent": recent.templateValue
        case "allStoriesHref": allStoriesHref.templateValue
        case "storyCount": storyCount.templateValue
        case "categories": categories.templateValue
        case "people": people.templateValue
        case "years": years.templateValue
        case "empty": empty.templateValue
        default: nil
        }
    }
}

extension SearchModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "stories": stories.templateValue
        case "indexScript": indexScript.templateValue
        default: nil
        }
    }
}

extension AboutModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "storyCount": storyCount.templateValue
        case "generator": generator.templateValue
        default: nil
        }
    }
}

extension CalendarYearModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "year": year.templateValue
        case "months": months.templateValue
        case "previousYear": previousYear.templateValue
        case "nextYear": nextYear.templateValue
        default: nil
        }
    }
}

extension MonthGrid: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "id": id.templateValue
        case "name": self.name.templateValue
        case "weekdays": weekdays.templateValue
        case "weeks": weeks.templateValue
        case "days": days.templateValue
        default: nil
        }
    }
}

extension WeekdayHeading: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "short": short.templateValue
        case "full": full.templateValue
        default: nil
        }
    }
}

extension CalendarWeek: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        name == "cells" ? cells.templateValue : nil
    }
}

extension CalendarCell: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "number": number.templateValue
        case "href": href.templateValue
        case "summary": summary.templateValue
        case "moodClass": moodClass.templateValue
        case "moodLabel": moodLabel.templateValue
        default: nil
        }
    }
}

extension CalendarDay: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "id": id.templateValue
        case "date": date.templateValue
        case "stories": stories.templateValue
        default: nil
        }
    }
}

extension CalendarIndexModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "years": years.templateValue
        default: nil
        }
    }
}
