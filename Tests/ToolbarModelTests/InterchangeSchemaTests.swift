import Testing
import ToolbarModel

/// Cheap consistency checks between the code, the seeds and docs/registry.schema.json.
@Suite struct InterchangeSchemaTests {
    static func schema() throws -> JSONValue {
        try JSONParser.parse(Repository.bytes("docs/registry.schema.json"))
    }

    static func definition(_ name: String, in schema: JSONValue) -> JSONValue? {
        schema["$defs"]?[name]
    }

    static func propertyNames(_ object: JSONValue?) -> [String] {
        guard case .object(let members)? = object?["properties"] else { return [] }
        return members.map(\.key).sorted()
    }

    @Test(arguments: [
        ("app", RecordJSON.appKeys), ("screen", RecordJSON.screenKeys), ("group", RecordJSON.groupKeys),
        ("command", RecordJSON.commandKeys), ("customView", RecordJSON.customViewKeys),
        ("scenario", RecordJSON.scenarioKeys), ("sourceLocation", RecordJSON.sourceKeys),
        ("signOff", RecordJSON.signOffKeys), ("suppression", RecordJSON.suppressionKeys)
    ])
    func schemaDescribesExactlyTheKeysTheReaderAccepts(definition: String, keys: [String]) throws {
        let schema = try Self.schema()
        #expect(Self.propertyNames(Self.definition(definition, in: schema)) == keys.sorted())
        #expect(Self.definition(definition, in: schema)?["additionalProperties"] == .bool(false))
    }

    @Test func schemaEnumsMatchTheModelsAllowedValues() throws {
        let schema = try Self.schema()
        let expected: [(String, [String])] = [
            ("placement", Placement.allowedValues), ("contentKind", ContentKind.allowedValues),
            ("spacerSizing", SpacerSizing.allowedValues), ("classification", Classification.allowedValues),
            ("axisBehavior", AxisBehavior.allowedValues), ("commandRole", CommandRole.allowedValues),
            ("sizeClassCondition", SizeClassCondition.allowedValues), ("usageFrequency", UsageFrequency.allowedValues),
            ("columnRole", ColumnRole.allowedValues), ("searchPlacement", SearchPlacement.allowedValues),
            ("minimizationBehavior", MinimizationBehavior.allowedValues),
            ("verticalBehavior", VerticalBehavior.allowedValues),
            ("verticalCompression", VerticalCompression.allowedValues), ("toolbarRole", ToolbarRole.allowedValues),
            ("navigationKind", NavigationKind.allowedValues), ("titleDisplayMode", TitleDisplayMode.allowedValues),
            ("sizeClass", SizeClass.allowedValues), ("dynamicTypeSize", DynamicTypeSize.allowedValues),
            ("verticalBarEdge", VerticalBarEdge.allowedValues), ("scenarioTarget", ScenarioTarget.allowedValues),
            ("visibilityPriority", VisibilityPriority.allowedValues)
        ]
        for (name, values) in expected {
            let listed: [String]
            if case .array(let items)? = Self.definition(name, in: schema)?["enum"] {
                listed = items.compactMap { if case .string(let text) = $0 { text } else { nil } }
            } else {
                listed = []
            }
            #expect(listed.sorted() == values.sorted(), "schema enum \(name)")
        }
    }

    /// Every key in every seed file is a property the schema describes at that place.
    @Test(arguments: SeedData.names)
    func seedKeysAreAllDescribedInTheSchema(name: String) throws {
        let schema = try Self.schema()
        let seed = try JSONParser.parse(SeedData.bytes(name))
        var unknown: [String] = []
        check(seed, against: schema, schema: schema, path: "$", unknown: &unknown)
        #expect(unknown.isEmpty, "not in the schema: \(unknown)")
    }

    private func resolve(_ node: JSONValue, in schema: JSONValue) -> JSONValue {
        if case .string(let reference)? = node["$ref"], reference.hasPrefix("#/$defs/"),
            let target = Self.definition(String(reference.dropFirst(8)), in: schema)
        {
            return target
        }
        return node
    }

    private func check(
        _ value: JSONValue, against node: JSONValue, schema: JSONValue, path: String,
        unknown: inout [String]
    ) {
        let node = resolve(node, in: schema)
        switch value {
        case .object(let members):
            for member in members {
                guard let property = node["properties"]?[member.key] else {
                    unknown.append("\(path).\(member.key)")
                    continue
                }
                check(member.value, against: property, schema: schema, path: "\(path).\(member.key)", unknown: &unknown)
            }
        case .array(let elements):
            guard let items = node["items"] else { return }
            for (index, element) in elements.enumerated() {
                check(element, against: items, schema: schema, path: "\(path)[\(index)]", unknown: &unknown)
            }
        default:
            return
        }
    }
}
