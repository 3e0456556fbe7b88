import Testing
import ToolbarModel
import ToolbarScanner

/// The seed documents' code listings scan into the commands their text describes.
@Suite struct SeedScanTests {
    let result = Fixtures.seeds

    @Test func crowdedEditorIsOneFlatTrailingGroupOfEightCommands() throws {
        let screen = try #require(Fixtures.screen(result, "CrowdedPhotoEditorView"))
        #expect(
            screen.commands.map(\.command.key)
                == ["undo", "redo", "crop", "filters", "replace", "export", "share", "clear"])
        #expect(screen.groups.count == 1)
        #expect(screen.groups.first?.placement == .topBarTrailing)
        #expect(screen.commands.allSatisfy { $0.command.placement == .topBarTrailing })
        #expect(screen.commands.allSatisfy { $0.command.group == screen.groups.first?.name })
        let clear = try #require(screen.command("clear"))
        #expect(clear.command.role == .destructive)
        #expect(clear.command.classification == .destructive)
        #expect(clear.command.needsConfirmation, "the confirmationDialog is tied to isShowingClearConfirmation")
        #expect(screen.command("undo")?.command.symbol == "arrow.uturn.backward")
        #expect(screen.commands.map(\.command.order) == Array(1...8))
    }

    @Test func refactoredEditorReadsContentAcrossExtensionsAndFiles() throws {
        let screen = try #require(Fixtures.screen(result, "PhotoEditorView"))
        #expect(
            screen.commands.map(\.command.key) == [
                "editor-status", "undo", "redo", "crop", "filters", "adjust", "share", "replace-photo", "export-image",
                "divider", "clear-edits"
            ])
        #expect(screen.files == ["Seed000/PhotoEditorView+Toolbar.swift", "Seed000/PhotoEditorView.swift"])
        #expect(screen.screen.source == SourceLocation(file: "Seed000/PhotoEditorView.swift", line: 3, column: 8))
    }

    @Test func undoAndRedoAreAHighPriorityLeadingGroup() throws {
        let screen = try #require(Fixtures.screen(result, "PhotoEditorView"))
        let group = try #require(screen.groups.first { $0.name == "undo-redo" })
        #expect(group.placement == .topBarLeading)
        #expect(group.priority == .high)
        for key in ["undo", "redo"] {
            let command = try #require(screen.command(key))
            #expect(command.command.group == "undo-redo")
            #expect(command.command.priority == nil, "the priority is the group's")
            #expect(command.command.classification == .primary)
            #expect(command.classificationInferred)
        }
    }

    @Test func shareIsPinnedTrailingAndPrimary() throws {
        let share = try #require(Fixtures.screen(result, "PhotoEditorView")?.command("share"))
        #expect(share.command.placement == .topBarPinnedTrailing)
        #expect(share.command.classification == .primary)
        #expect(share.command.group == nil)
        #expect(share.location == SourceLocation(file: "Seed000/PhotoEditorView+Toolbar.swift", line: 75, column: 13))
    }

    @Test func editingToolsExistOnlyWhenTheSizeClassesLeaveRoom() throws {
        let screen = try #require(Fixtures.screen(result, "PhotoEditorView"))
        for key in ["crop", "filters", "adjust"] {
            let command = try #require(screen.command(key))
            #expect(command.command.sizeClassCondition == .regularWidthOrCompactHeight)
            #expect(command.condition == "hasRoomForEditingTools")
            #expect(command.command.placement == .secondaryAction)
            #expect(command.command.group == "crop-filters-adjust")
            #expect(command.command.classification == .secondary)
        }
        #expect(screen.command("undo")?.command.sizeClassCondition == .always)
    }

    @Test func overflowMenuHoldsReplaceExportADividerAndClear() throws {
        let screen = try #require(Fixtures.screen(result, "PhotoEditorView"))
        let overflow = screen.commands.filter { $0.command.placement == .overflowMenu }
        #expect(overflow.map(\.command.key) == ["replace-photo", "export-image", "divider", "clear-edits"])
        #expect(overflow[2].command.content == .divider)
        #expect(overflow[2].command.classification == nil)
        #expect(overflow[0].command.classification == .overflow)
        #expect(overflow[1].command.title == "Export Image")
        let clear = overflow[3].command
        #expect(clear.role == .destructive && clear.classification == .destructive && clear.needsConfirmation)
    }

    @Test func statusItemIsCustomContentThatDimsWhenInactive() throws {
        let status = try #require(Fixtures.screen(result, "PhotoEditorView")?.command("editor-status"))
        #expect(status.command.content == .custom)
        #expect(status.command.placement == .principal)
        #expect(status.command.customView?.reactsToActiveState == true)
        #expect(status.command.customView?.showsTextAndSymbol == true)
        let ignoring = result.findings.filter {
            $0.id == "custom-content-ignores-appears-active" && $0.screen == "PhotoEditorView"
        }
        #expect(ignoring.isEmpty)
    }

    @Test func scrollingEditorMinimizesAndIsFlaggedForTheUndocumentedName() throws {
        let screen = try #require(Fixtures.screen(result, "ScrollingPhotoEditorView"))
        #expect(screen.screen.minimization == .onScrollDown)
        #expect(screen.screen.scrollPrimary)
        let finding = try #require(result.findings.first { $0.id == "undocumented-api-name" })
        let expected = SourceLocation(file: "Seed000/ScrollingPhotoEditorView.swift", line: 25, column: 14)
        #expect(finding.location == expected)
        let unresolved = result.findings.filter {
            $0.id == "unresolved-toolbar-content" && $0.screen == screen.typeName
        }
        #expect(unresolved.count == 4, "its content lives in PhotoEditorView's extensions")
    }

    @Test func verticalBarOrderAndAxisOverrides() throws {
        let screen = try #require(Fixtures.screen(result, "VerticalBarSheetView"))
        let placements: [Placement] = [.cancellationAction, .topBarPinnedTrailing, .topBarTrailing, .bottomBar]
        #expect(screen.commands.map(\.command.placement) == placements)
        let select = try #require(screen.command("select"))
        #expect(select.command.axis == .horizontalOnly)
        #expect(select.command.alternateTitle == "Done")
        #expect(select.command.content == .text)
        #expect(screen.command("cart-total-view")?.command.axis == .verticalPreferred)
        #expect(screen.command("done-button")?.command.classification == .primary)
        #expect(screen.screen.availabilityGated)
        #expect(Fixtures.screen(result, "CalculatorView")?.screen.verticalBehavior == .disabled)
    }

    @Test func uiKitGroupsPinnedOverflowAndOverrides() throws {
        let screen = try #require(Fixtures.screen(result, "VerticalBarViewController"))
        #expect(screen.framework == .uiKit)
        #expect(
            screen.commands.map(\.command.key)
                == ["close", "done", "select", "favorite", "status", "export", "delete-all"])
        #expect(screen.command("close")?.command.placement == .topBarLeading)
        #expect(screen.command("done")?.command.placement == .topBarPinnedTrailing)
        #expect(screen.command("done")?.command.classification == .primary)
        #expect(screen.command("select")?.command.axis == .horizontalOnly)
        #expect(screen.command("favorite")?.command.priority == .high)
        #expect(screen.command("favorite")?.command.accessibilityLabel == "Favorite")
        #expect(screen.command("status")?.command.content == .custom)
        #expect(screen.command("status")?.command.axis == .verticalPreferred)
        #expect(screen.command("export")?.command.placement == .overflowMenu)
        let delete = try #require(screen.command("delete-all"))
        #expect(delete.command.role == .destructive && delete.command.needsConfirmation)
        #expect(screen.groups.map(\.name) == ["select-favorite"], "a group of one item is that item")
        #expect(screen.screen.availabilityGated, "guard #available counts")
        #expect(Fixtures.screen(result, "CalculatorViewController")?.screen.verticalBehavior == .disabled)
    }

    @Test func everyCommandValidatesAsARegistryRecord() throws {
        for screen in result.screens {
            try screen.screen.validate()
            for group in screen.groups { try group.validate() }
            for command in screen.commands { try command.command.validate() }
        }
    }
}
