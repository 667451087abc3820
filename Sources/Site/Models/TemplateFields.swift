// What each page model offers its template, by the name the template uses.
//
// A switch per model answers a template's lookup in nanoseconds (looking names up by
// reflection, as general Mustache libraries do, was three quarters of a cold build's time).
// Each case names a property of the same name, so the names templates may use are exactly the
// models' properties (custom templates included).

extension PageContext: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "siteTitle": siteTitle
        case "lang": lang
        case "root": root
        case "documentTitle": documentTitle
        case "stylesheet": stylesheet
        case "script": script
        case "navigation": navigation
        case "generator": generator
        default: nil
        }
    }
}

extension NavigationItem: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "href": href
        case "current": current
        default: nil
        }
    }
}

extension StoryCard: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "href": href
        case "title": title
        case "date": date
        case "dateISO": dateISO
        case "duration": duration
        case "durationISO": durationISO
        case "narrator": narrator
        case "prompt": prompt
        case "category": category
        case "mood": mood
        case "showPrompt": showPrompt
        default: nil
        }
    }
}

extension MoodView: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "value": value
        case "label": label
        case "className": className
        default: nil
        }
    }
}

extension StoryPageModel: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "page": page
        case "story": story
        case "longDate": longDate
        case "categoryHref": categoryHref
        case "narratorHref": narratorHref
        case "yearHref": yearHref
        case "tags": tags
        case "hasTags": hasTags
        case "audio": audio
        case "recordingUnavailable": recordingUnavailable
        case "transcript": transcript
        case "previous": previous
        case "next": next
        case "storyJSONHref": storyJSONHref
        default: nil
        }
    }
}

extension AudioView: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "src": src
        case "type": type
        case "label": label
        case "downloadHref": downloadHref
        case "downloadName": downloadName
        case "downloadDescription": downloadDescription
        case "playbackNote": playbackNote
        default: nil
        }
    }
}

extension TranscriptView: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "timed": timed
        case "lead": lead
        case "rest": rest
        case "hasRest": hasRest
        default: nil
        }
    }
}

extension TranscriptLine: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "text": text
        case "speaker": speaker
        case "start": start
        case "clock": clock
        case "href": href
        default: nil
        }
    }
}

extension StoryListModel: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "page": page
        case "heading": heading
        case "intro": intro
        case "stories": stories
        case "count": count
        default: nil
        }
    }
}

extension GroupIndexModel: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "page": page
        case "heading": heading
        case "intro": intro
        case "groups": groups
        default: nil
        }
    }
}

extension GroupLink: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "href": href
        case "count": count
        default: nil
        }
    }
}

extension HomeModel: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "page": page
        case "featured": featured
        case "recent": recent
        case "allStoriesHref": allStoriesHref
        case "storyCount": storyCount
        case "categories": categories
        case "people": people
        case "years": years
        case "empty": empty
        default: nil
        }
    }
}

extension SearchModel: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "page": page
        case "stories": stories
        case "indexScript": indexScript
        default: nil
        }
    }
}

extension AboutModel: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "page": page
        case "storyCount": storyCount
        case "generator": generator
        default: nil
        }
    }
}

extension CalendarYearModel: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "page": page
        case "year": year
        case "months": months
        case "previousYear": previousYear
        case "nextYear": nextYear
        default: nil
        }
    }
}

extension MonthGrid: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "name": self.name
        case "weekdays": weekdays
        case "weeks": weeks
        case "days": days
        default: nil
        }
    }
}

extension WeekdayHeading: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "short": short
        case "full": full
        default: nil
        }
    }
}

extension CalendarWeek: TemplateFields {
    func child(named name: String) -> Any? {
        name == "cells" ? cells : nil
    }
}

extension CalendarCell: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "href": href
        case "summary": summary
        case "moodClass": moodClass
        case "moodLabel": moodLabel
        default: nil
        }
    }
}

extension CalendarDay: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "date": date
        case "stories": stories
        default: nil
        }
    }
}

extension CalendarIndexModel: TemplateFields {
    func child(named name: String) -> Any? {
        switch name {
        case "page": page
        case "years": years
        default: nil
        }
    }
}
