internal import SwiftParser
internal import SwiftSyntax

/// Parses Swift source with the toolchain's parser and returns its types, members and
/// simplified statements as plain values.
public enum SyntaxExtractor {
    /// Parses `source` and extracts every type declaration and extension with its members.
    ///
    /// With `bodiesMentioning`, a member's body is read only when its source text contains one of
    /// those words, or it is a `Bool` property or returns/builds `ToolbarContent`; other bodies are
    /// left empty (reading every body of a large file costs as much as a third of the parse).
    public static func extract(source: String, bodiesMentioning words: [String]? = nil) -> SyntaxFile {
        extractKeepingSkipped(source: source, bodiesMentioning: words).file
    }

    /// As `extract(source:bodiesMentioning:)`, also returning the members whose bodies were left
    /// unread: a caller that later needs one of them reads it from there instead of parsing the
    /// whole file again. The tree itself is not kept (it is many times the size of the source).
    ///
    /// The skipped members of a type for which `readingAhead(name, inheritedTypes)` (this part's
    /// clause) holds are read whole now, while the tree is there, and kept so: for types whose
    /// every member a caller will ask for. The returned facts do not change.
    public static func extractKeepingSkipped(
        source: String, bodiesMentioning words: [String]?,
        readingAhead: ((_ typeName: String, _ inheritedTypes: [String]) -> Bool)? = nil
    ) -> (file: SyntaxFile, skipped: SkippedBodies) {
        let tree = Parser.parse(source: source)
        let bytes = Array(source.utf8)
        var reader = TreeReader(lines: LineTable(bytes))
        if let words {
            reader.filter = BodyFilter(bytes: bytes, words: words.map { Array($0.utf8) })
        }
        reader.readingAhead = readingAhead
        reader.readItems(tree.statements, typePath: [])
        let file = SyntaxFile(types: reader.types, hasErrors: tree.hasError)
        let skipped = SkippedBodies(
            source: reader.skipped.isEmpty ? [] : bytes, lines: reader.lines, declarations: reader.skipped,
            read: reader.readAhead)
        return (file, skipped)
    }
}

/// The members of one parse whose bodies `SyntaxExtractor.extractKeepingSkipped` left unread,
/// each as the place of its declaration in the file's text (which this keeps, not the parse's
/// tree). Reading one parses just that declaration again, inside a type body as it was written,
/// and gives its positions in the file: the member is the one a parse of the whole file reads.
public final class SkippedBodies: Sendable {
    struct Key: Hashable {
        let owner: String
        let name: String
        let position: SyntaxPosition
    }

    /// The file's UTF-8 text (empty when nothing was skipped).
    private let source: [UInt8]
    private let lines: LineTable
    /// Where each skipped member's declaration is in `source`, leading trivia (its doc comment)
    /// included. The bindings of one `var a = 1, b = 2` share a declaration.
    private let declarations: [Key: Range<Int>]
    /// Skipped members read whole already (see `readingAhead`).
    private let read: [Key: SyntaxMember]

    init(source: [UInt8], lines: LineTable, declarations: [Key: Range<Int>], read: [Key: SyntaxMember]) {
        self.source = source
        self.lines = lines
        self.declarations = declarations
        self.read = read
    }

    /// How many members were left unread.
    public var count: Int { declarations.count + read.count }

    /// `member` of the type (or extension) named `owner` with its body read, exactly as a parse
    /// without `bodiesMentioning` reads it; `nil` when this parse did not skip it. (A declaration
    /// parses in a type body as it does in place, so it reads back; no whole-file parse stands
    /// behind this that could hide a mistake here from the tests comparing with one.)
    public func full(_ member: SyntaxMember, owner: String) -> SyntaxMember? {
        find(member, owner: owner, parsing: reread)
    }

    /// `file` (the facts of this parse) with every skipped body read: what a parse without
    /// `bodiesMentioning` returns.
    public func filling(_ file: SyntaxFile) -> SyntaxFile {
        var whole = file
        // The bindings of one `var a = 1, b = 2` share a declaration, parsed again once for all.
        var parsed: [Range<Int>: [SyntaxMember]] = [:]
        func parseOnce(_ range: Range<Int>) -> [SyntaxMember] {
            if let known = parsed[range] { return known }
            let members = reread(range)
            parsed[range] = members
            return members
        }
        for typeIndex in whole.types.indices {
            let owner = whole.types[typeIndex].name
            for memberIndex in whole.types[typeIndex].members.indices {
                let member = whole.types[typeIndex].members[memberIndex]
                guard member.bodySkipped, let found = find(member, owner: owner, parsing: parseOnce) else { continue }
                whole.types[typeIndex].members[memberIndex] = found
            }
        }
        return whole
    }

    /// `member` read whole: as read ahead, or from its declaration parsed by `parsing`.
    private func find(
        _ member: SyntaxMember, owner: String, parsing: (Range<Int>) -> [SyntaxMember]
    ) -> SyntaxMember? {
        let key = Key(owner: owner, name: member.name, position: member.position)
        if let whole = read[key] { return whole }
        guard let range = declarations[key] else { return nil }
        return parsing(range).first { $0.name == member.name && $0.position == member.position }
    }

    /// What the declaration is parsed in: any type body reads a member alike.
    private static let opening = Array("struct T {".utf8)
    private static let closing = Array("\n}".utf8)

    /// The members declared at `range` (one, or a `var`'s bindings), parsed again on their own.
    private func reread(_ range: Range<Int>) -> [SyntaxMember] {
        var text = Self.opening
        text.reserveCapacity(Self.opening.count + range.count + Self.closing.count)
        text += source[range]
        text += Self.closing
        let tree = text.withUnsafeBufferPointer { Parser.parse(source: $0) }
        guard !tree.hasError, tree.statements.count == 1, case .decl(let wrapper) = tree.statements.first?.item,
            let members = wrapper.as(StructDeclSyntax.self)?.memberBlock.members, members.count == 1,
            let decl = members.first?.decl
        else { return [] }
        // Offsets in `text` are the file's, moved by where the declaration starts.
        var reader = TreeReader(lines: lines)
        reader.base = range.lowerBound - Self.opening.count
        return reader.readMember(decl)
    }
}

// MARK: - Declarations

struct TreeReader {
    let lines: LineTable
    var types: [SyntaxType] = []
    var filter: BodyFilter?
    /// Where the declarations of the members whose bodies `filter` left unread are in the text.
    var skipped: [SkippedBodies.Key: Range<Int>] = [:]
    /// Types whose skipped members are read whole at once (see `SyntaxExtractor.extractKeepingSkipped`).
    var readingAhead: ((_ typeName: String, _ inheritedTypes: [String]) -> Bool)?
    /// Those members, read whole.
    var readAhead: [SkippedBodies.Key: SyntaxMember] = [:]
    /// What to add to a node's offset for its offset in the file (a declaration parsed again on
    /// its own: see `SkippedBodies`).
    var base = 0

    /// Whether to read the body of a member with these attributes and type.
    func wants(_ node: some SyntaxProtocol, attributes: [String], typeText: String?) -> Bool {
        guard let filter else { return true }
        return BodyFilter.buildsToolbarContent(attributes: attributes, typeText: typeText) || filter.mentionsWord(node)
    }

    init(lines: LineTable) {
        self.lines = lines
    }

    func position(_ node: some SyntaxProtocol) -> SyntaxPosition {
        lines.position(base + node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    mutating func readItems(_ items: CodeBlockItemListSyntax, typePath: [String]) {
        for item in items {
            if case .decl(let decl) = item.item { readDecl(decl, typePath: typePath) }
        }
    }

    mutating func readDecl(_ decl: DeclSyntax, typePath: [String]) {
        if let node = decl.as(StructDeclSyntax.self) {
            readType(
                node.name.text, .structType, node.inheritanceClause, node.attributes, node.memberBlock,
                node.name, typePath)
        } else if let node = decl.as(ClassDeclSyntax.self) {
            readType(
                node.name.text, .classType, node.inheritanceClause, node.attributes, node.memberBlock,
                node.name, typePath)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            readType(
                node.name.text, .enumType, node.inheritanceClause, node.attributes, node.memberBlock,
                node.name, typePath)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            readType(
                node.name.text, .actorType, node.inheritanceClause, node.attributes, node.memberBlock,
                node.name, typePath)
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            let name = normalized(node.extendedType)
            readType(
                name, .extensionType, node.inheritanceClause, node.attributes, node.memberBlock,
                node.extendedType, [])
        } else if let node = decl.as(IfConfigDeclSyntax.self) {
            // Declarations in every clause that can be compiled for iOS.
            for clause in IfConfigEvaluation.clauses(node) where clause.state != .inactive {
                switch clause.clause.elements {
                case .statements(let items): readItems(items, typePath: typePath)
                case .decls(let members):
                    for member in members { readDecl(member.decl, typePath: typePath) }
                default: break
                }
            }
        }
    }

    mutating func readType(
        _ name: String, _ kind: SyntaxTypeKind, _ inheritance: InheritanceClauseSyntax?,
        _ attributes: AttributeListSyntax, _ memberBlock: MemberBlockSyntax, _ nameNode: some SyntaxProtocol,
        _ typePath: [String]
    ) {
        let path = typePath + [name]
        let index = types.count
        let inherited = inheritance?.inheritedTypes.map { normalized($0.type) } ?? []
        types.append(
            SyntaxType(
                name: path.joined(separator: "."), kind: kind, inheritedTypes: inherited,
                attributes: attributes.map { normalized($0) }, members: [], position: position(nameNode)))
        var members: [SyntaxMember] = []
        let ahead = filter != nil && (readingAhead?(types[index].name, inherited) ?? false)
        readMembers(memberBlock.members, path: path, ahead: ahead, into: &members)
        types[index].members = members
    }

    mutating func readMembers(
        _ list: MemberBlockItemListSyntax, path: [String], ahead: Bool = false, into members: inout [SyntaxMember]
    ) {
        let owner = path.joined(separator: ".")
        for item in list {
            let decl = item.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                let read = readVariable(variable)
                for member in read where member.bodySkipped { keepSkipped(member, decl, owner: owner, ahead: ahead) }
                members += read
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let member = readFunction(function)
                if member.bodySkipped { keepSkipped(member, decl, owner: owner, ahead: ahead) }
                members.append(member)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                let member = readInitializer(initializer)
                if member.bodySkipped { keepSkipped(member, decl, owner: owner, ahead: ahead) }
                members.append(member)
            } else if let config = decl.as(IfConfigDeclSyntax.self) {
                for clause in IfConfigEvaluation.clauses(config) where clause.state != .inactive {
                    if case .decls(let nested) = clause.clause.elements {
                        readMembers(nested, path: path, ahead: ahead, into: &members)
                    }
                }
            } else {
                readDecl(decl, typePath: path)
            }
        }
    }

    /// Remembers where the declaration of a member whose body the filter left unread is, or
    /// (`ahead`) the member read whole.
    mutating func keepSkipped(_ member: SyntaxMember, _ decl: DeclSyntax, owner: String, ahead: Bool) {
        let key = SkippedBodies.Key(owner: owner, name: member.name, position: member.position)
        if ahead,
            let whole = TreeReader(lines: lines).readMember(decl).first(where: {
                $0.name == member.name && $0.position == member.position
            })
        {
            readAhead[key] = whole
        } else {
            skipped[key] = decl.position.utf8Offset..<decl.endPosition.utf8Offset
        }
    }

    /// The members a member declaration declares: one, or a `var`'s bindings.
    func readMember(_ decl: DeclSyntax) -> [SyntaxMember] {
        if let variable = decl.as(VariableDeclSyntax.self) { return readVariable(variable) }
        if let function = decl.as(FunctionDeclSyntax.self) { return [readFunction(function)] }
        if let initializer = decl.as(InitializerDeclSyntax.self) { return [readInitializer(initializer)] }
        return []
    }

    func readFunction(_ function: FunctionDeclSyntax) -> SyntaxMember {
        let attributes = function.attributes.map { normalized($0) }
        let typeText = function.signature.returnClause.map { normalized($0.type) }
        var body: [SyntaxStatement] = []
        var skipped = false
        if let block = function.body {
            if wants(block, attributes: attributes, typeText: typeText) {
                body = statements(block.statements)
            } else {
                skipped = true
            }
        }
        return SyntaxMember(
            name: function.name.text, kind: .function, attributes: attributes, typeText: typeText,
            isOverride: isOverride(function.modifiers), body: body, position: position(function.name),
            parameters: parameters(function.signature.parameterClause),
            isStatic: isStatic(function.modifiers), docComment: docComment(function),
            bodySkipped: skipped)
    }

    func readInitializer(_ initializer: InitializerDeclSyntax) -> SyntaxMember {
        var body: [SyntaxStatement] = []
        var skipped = false
        if let block = initializer.body {
            if wants(block, attributes: [], typeText: nil) {
                body = statements(block.statements)
            } else {
                skipped = true
            }
        }
        return SyntaxMember(
            name: "init", kind: .initializer, attributes: initializer.attributes.map { normalized($0) },
            typeText: nil, isOverride: isOverride(initializer.modifiers), body: body,
            position: position(initializer.initKeyword),
            parameters: parameters(initializer.signature.parameterClause), bodySkipped: skipped)
    }

    func readVariable(_ variable: VariableDeclSyntax) -> [SyntaxMember] {
        var members: [SyntaxMember] = []
        let attributes = variable.attributes.map { normalized($0) }
        let isStatic = isStatic(variable.modifiers)
        let doc = docComment(variable)
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let typeText = binding.typeAnnotation.map { normalized($0.type) }
            var body: [SyntaxStatement] = []
            var stored = true
            switch binding.accessorBlock?.accessors {
            case .getter?: stored = false
            case .accessors(let accessors)?:
                stored = !accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
            default: break
            }
            guard wants(binding, attributes: attributes, typeText: typeText) else {
                members.append(
                    SyntaxMember(
                        name: identifier.identifier.text, kind: .property, attributes: attributes, typeText: typeText,
                        isOverride: isOverride(variable.modifiers), body: [], position: position(identifier),
                        isStatic: isStatic, docComment: doc, isStored: stored,
                        bodySkipped: binding.accessorBlock != nil || binding.initializer != nil))
                continue
            }
            switch binding.accessorBlock?.accessors {
            case .getter(let items)?:
                body = statements(items)
            case .accessors(let accessors)?:
                for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                    body = accessor.body.map { statements($0.statements) } ?? []
                }
            default:
                if let value = binding.initializer?.value {
                    body = [.expression(expression(value), position(value))]
                }
            }
            members.append(
                SyntaxMember(
                    name: identifier.identifier.text, kind: .property, attributes: attributes,
                    typeText: typeText, isOverride: isOverride(variable.modifiers),
                    body: body, position: position(identifier), isStatic: isStatic, docComment: doc, isStored: stored))
        }
        return members
    }

    func parameters(_ clause: FunctionParameterClauseSyntax) -> [SyntaxParameter] {
        clause.parameters.map { parameter in
            let first = parameter.firstName.text
            let second = parameter.secondName?.text
            return SyntaxParameter(
                label: first == "_" ? nil : first, name: second ?? first, typeText: normalized(parameter.type),
                attributes: parameter.attributes.map { normalized($0) }, hasDefault: parameter.defaultValue != nil,
                defaultValue: parameter.defaultValue.map { expression($0.value) })
        }
    }

    func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The first line of a `///` comment in front of the declaration.
    func docComment(_ node: some SyntaxProtocol) -> String? {
        guard let token = node.firstToken(viewMode: .sourceAccurate) else { return nil }
        var last: String?
        for piece in token.leadingTrivia {
            switch piece {
            case .docLineComment(let text):
                if last == nil { last = String(text.dropFirst(3)).trimmingSpaces() }
            case .newlines, .spaces, .tabs, .carriageReturns, .carriageReturnLineFeeds: continue
            default: last = nil
            }
        }
        return last
    }

    func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }
}
