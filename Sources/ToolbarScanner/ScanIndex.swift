import ToolbarModel
import ToolbarScanTypes
import ToolbarSyntax

/// A type declaration or extension and the file it is in.
struct TypePart {
    let type: SyntaxType
    let file: String
}

/// A member and where it is declared.
struct MemberRef {
    let member: SyntaxMember
    let file: String
    /// The full name of the type (or extended protocol) declaring it.
    let owner: String
}

/// One type with every part the scan has read (its declaration and extensions), and what the
/// readers ask of it: members by name, environment reads, stored properties.
final class TypeInfo {
    /// Full dotted name (`Outer.Inner`).
    let name: String
    private(set) var parts: [TypePart] = []
    /// Members by name; the first declaration wins (overloads: the first one).
    private(set) var members: [String: MemberRef] = [:]
    /// Every function and initializer with its overloads, by name.
    private(set) var overloads: [String: [MemberRef]] = [:]
    /// Environment values read through `@Environment(\.value)` → the property's name.
    private(set) var environment: [String: String] = [:]
    /// Instance stored properties in declaration order (a struct's memberwise initializer).
    private(set) var storedProperties: [String] = []

    init(name: String) {
        self.name = name
    }

    func add(_ part: TypePart) {
        parts.append(part)
        for member in part.type.members {
            let reference = MemberRef(member: member, file: part.file, owner: name)
            if members[member.name] == nil { members[member.name] = reference }
            if member.kind != .property { overloads[member.name, default: []].append(reference) }
            if member.kind == .property, member.isStored, !member.isStatic,
                !member.attributes.contains(where: { $0.hasPrefix("@Environment") || $0.hasPrefix("@State") })
            {
                storedProperties.append(member.name)
            }
            for attribute in member.attributes where attribute.hasPrefix("@Environment") {
                for value in [
                    "horizontalSizeClass", "verticalSizeClass", "appearsActive", "toolbarVerticalEdge",
                    "dismiss", "editMode", "isPresented"
                ]
                where attribute.contains("." + value) {
                    environment[value] = member.name
                }
            }
        }
    }

    var inheritedTypes: [String] { parts.flatMap(\.type.inheritedTypes) }
    var files: [String] { Array(Set(parts.map(\.file))).sorted() }
    var shortName: String { String(name.split(separator: ".").last ?? "") }
    var isExtensionOnly: Bool { parts.allSatisfy { $0.type.kind == .extensionType } }

    func conforms(to names: Set<String>) -> Bool {
        inheritedTypes.map(Self.withoutGenerics).contains {
            names.contains($0) || names.contains(String($0.split(separator: ".").last ?? ""))
        }
    }

    /// `UIHostingController<ImportView>` → `UIHostingController`.
    static func withoutGenerics(_ name: String) -> String {
        String(name.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
    }

    var isView: Bool { conforms(to: ["View"]) }
    var isToolbarContent: Bool { conforms(to: ["ToolbarContent", "CustomizableToolbarContent"]) }
    var isViewModifier: Bool { conforms(to: ["ViewModifier"]) }
    var isViewController: Bool {
        inheritedTypes.map(Self.withoutGenerics).contains {
            $0.hasSuffix("ViewController") || $0.hasSuffix("Controller")
        }
            || name.hasSuffix("ViewController")
    }
    /// Extensions of SwiftUI's protocols: their members are helpers every view can call.
    var isProtocolExtension: Bool { isExtensionOnly && ScanIndex.helperProtocols.contains(name) }
}

/// Every type the scan has read, plus what it can read on demand: files that declare a type or a
/// helper a screen refers to are parsed when first asked for (found through each file's
/// ``FileDeclarations``), so a screen is read whole even when its helpers' files did not change.
final class ScanIndex {
    /// Protocols whose extensions hold helpers (`extension View { func closeButton() … }`).
    static let helperProtocols: Set<String> = ["View", "SwiftUI.View", "ToolbarContent", "Scene"]

    private(set) var types: [String: TypeInfo] = [:]
    private var byShortName: [String: [String]] = [:]
    let declarations: [String: FileDeclarations]
    let typeNames: Set<String>
    let functionNames: Set<String>
    let localization: LocalizationTables
    /// The app's deployment target, when the scan was told it.
    var deploymentTarget: OSVersion?
    /// Files whose types are in the index.
    private(set) var readFiles: Set<String> = []
    /// Files parsed on demand, in the order they were needed.
    private(set) var loadedOnDemand: [String] = []
    /// Parses a file the scan did not read (all bodies), for `loadFiles`.
    private let load: (String) -> SyntaxFile?
    /// Per file, the members its scan parse left unread, each read again on its own when asked.
    private let skipped: [String: SkippedBodies]
    /// Skipped members already read by `full`, by file: a helper is asked for at each of its calls.
    private var fullMembers: [String: [MemberKey: SyntaxMember]] = [:]
    private var askedTypes: Set<String> = []
    private var askedFunctions: Set<String> = []

    init(
        facts: [(path: String, file: SyntaxFile)], declarations: [String: FileDeclarations],
        localization: LocalizationTables, skipped: [String: SkippedBodies],
        load: @escaping (String) -> SyntaxFile?
    ) {
        self.declarations = declarations
        self.skipped = skipped
        var typeNames: Set<String> = []
        var functionNames: Set<String> = []
        for declared in declarations.values {
            typeNames.formUnion(declared.types)
            functionNames.formUnion(declared.functions)
        }
        self.typeNames = typeNames
        self.functionNames = functionNames
        self.localization = localization
        self.load = load
        for (path, file) in facts { add(file, path: path) }
    }

    /// Type names in the order they were first read (files sorted by path).
    private(set) var order: [String] = []

    private func add(_ file: SyntaxFile, path: String) {
        guard readFiles.insert(path).inserted else { return }
        for type in file.types {
            let info: TypeInfo
            if let existing = types[type.name] {
                info = existing
            } else {
                info = TypeInfo(name: type.name)
                types[type.name] = info
                order.append(type.name)
                byShortName[String(type.name.split(separator: ".").last ?? ""), default: []].append(type.name)
            }
            info.add(TypePart(type: type, file: path))
        }
    }

    // MARK: - Looking up

    /// The type called `name` (full or last component), reading the files that declare it first.
    func type(named name: String) -> TypeInfo? {
        let short = String(name.split(separator: ".").last ?? "")
        if askedTypes.insert(short).inserted, typeNames.contains(short) {
            loadFiles { $0.types.contains(short) }
        }
        if let info = types[name] { return info }
        guard let candidates = byShortName[short] else { return nil }
        return candidates.sorted().first.flatMap { types[$0] }
    }

    /// Helper functions called `name` declared in extensions of View or ToolbarContent.
    func helperFunctions(named name: String) -> [MemberRef] {
        if askedFunctions.insert(name).inserted, functionNames.contains(name) {
            loadFiles { $0.functions.contains(name) }
        }
        return Self.helperProtocols.sorted().flatMap { types[$0]?.overloads[name] ?? [] }
    }

    /// Whether some file of the app declares a function called `name` (no parsing).
    func declaresFunction(_ name: String) -> Bool { functionNames.contains(name) }

    /// Whether some file of the app declares a type called `name` (no parsing).
    func declaresType(_ name: String) -> Bool {
        typeNames.contains(String(name.split(separator: ".").last ?? ""))
    }

    /// The member as written, its body read even if the first parse skipped it: its declaration
    /// alone is parsed again (see `SkippedBodies`), not the whole file (a second parse of each
    /// UIKit file was over a third of a UIKit scan), and no file's tree is kept for it.
    ///
    /// Every member with a skipped body comes from a parse whose `SkippedBodies` the index holds
    /// (files parsed on demand read every body), so nothing else is needed here.
    func full(_ reference: MemberRef) -> SyntaxMember {
        guard reference.member.bodySkipped else { return reference.member }
        let key = MemberKey(owner: reference.owner, name: reference.member.name, position: reference.member.position)
        if let member = fullMembers[reference.file]?[key] { return member }
        guard let member = skipped[reference.file]?.full(reference.member, owner: reference.owner) else {
            return reference.member
        }
        fullMembers[reference.file, default: [:]][key] = member
        return member
    }

    struct MemberKey: Hashable {
        let owner: String
        let name: String
        let position: SyntaxPosition
    }

    /// A static member's value: `L10n.options` → the expression `L10n.tr("Localizable", "options", …)`
    /// with its declaration's documentation comment.
    func staticValue(_ path: String) -> (value: SyntaxExpression, doc: String?, file: String)? {
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count >= 2, parts[0].first?.isUppercase == true, declaresType(parts[0]) || types[parts[0]] != nil
        else { return nil }
        _ = type(named: parts[0])
        let typeName = parts.dropLast().joined(separator: ".")
        guard let info = types[typeName] ?? type(named: typeName),
            let reference = info.members[parts[parts.count - 1]], reference.member.isStatic
        else { return nil }
        let member = full(reference)
        for statement in member.body {
            switch statement {
            case .expression(let value, _), .returnStatement(let value, _):
                return (value, member.docComment, reference.file)
            default: continue
            }
        }
        return nil
    }

    private func loadFiles(where matches: (FileDeclarations) -> Bool) {
        for path in declarations.keys.sorted() where !readFiles.contains(path) {
            guard let declared = declarations[path], matches(declared), let file = load(path) else { continue }
            loadedOnDemand.append(path)
            add(file, path: path)
        }
    }
}
