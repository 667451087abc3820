import Foundation
import StoryCore

extension Archive {
    /// The item in `<collection>/<folder>/`, its id the folder's name; nil when that is not a folder.
    public func loadItem<Item: ArchiveItem>(_ type: Item.Type, folder name: String) -> Result<Item, ItemProblem>? {
        let directory = directory(of: Item.collection).appendingPathComponent(name, isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
              isDirectory.boolValue else { return nil }
        return readItem(Item.self, in: directory).map { item in
            var item = item
            item.id = name   // the folder name is the id, even if the file was edited
            return item
        }
    }

    /// Reads one `story.json` or `entry.json`.
    public func readItem<Item: ArchiveItem>(_ type: Item.Type, in directory: URL) -> Result<Item, ItemProblem> {
        let file = directory.appendingPathComponent(Item.collection.metadataFileName).path
        return Item.read(fromFile: file).flatMap { item in
            guard item.schema <= Item.schemaVersion else {
                return .failure(ItemProblem(file: file, message:
                    "written by a newer StoryChop (schema \(item.schema); this one reads up to \(Item.schemaVersion)) — update StoryChop"))
            }
            return .success(item)
        }
    }

    /// The names in the collection's folder that may be item folders (hidden ones left out),
    /// in the order of their bytes.
    public func folderNames(of collection: ArchiveCollection) throws(ArchiveError) -> [String] {
        let folder = directory(of: collection).path
        do {
            return try FolderListing.names(in: folder)
        } catch {
            if error.code == ENOENT { return [] }
            throw ArchiveError.io(folder, "cannot list the \(collection.folderName)", errno: error.code)
        }
    }

    /// Every item of the collection in `names`, read on every core, with those that could not be read.
    func loadItems<Item: ArchiveItem>(_ type: Item.Type, names: [String]) -> (items: [Item], problems: [ItemProblem]) {
        var items: [Item] = []
        var problems: [ItemProblem] = []
        for result in names.parallelMap({ loadItem(Item.self, folder: $0) }) {
            switch result {
            case .success(let item)?: items.append(item)
            case .failure(let problem)?: problems.append(problem)
            case nil: continue
            }
        }
        return (items, problems)
    }
}
