/// One page to write: where, with which template, from which data.
struct PageJob: Sendable {
    var path: String
    var template: String
    var model: any PageModel
}

/// The data of a page: rendered by Mustache (each model names its fields, see
/// TemplateFields.swift) and fingerprinted (through Encodable) so an unchanged page is not
/// rendered again.
protocol PageModel: Encodable, TemplateFields, Sendable {}

extension StoryPageModel: PageModel {}
extension StoryListModel: PageModel {}
extension GroupIndexModel: PageModel {}
extension HomeModel: PageModel {}
extension SearchModel: PageModel {}
extension AboutModel: PageModel {}
extension CalendarYearModel: PageModel {}
extension CalendarIndexModel: PageModel {}
