import AXAudit
import AXImport
import AXModel
import AXTestSupport
import Foundation
import Testing

/// The bundled samples' findings (README, "Audit"), and every iOS dump of the shared samples
/// audited without error.
@Suite struct SampleAuditTests {
    static func audit(_ path: String) throws -> AuditReport {
        let bytes = Array(FileManager.default.contents(atPath: path) ?? Data())
        let options = AuditOptions(minSeverity: .info)
        guard ImportFormat.detect(bytes) != nil else {
            return try Auditor.audit(try SnapshotLoader.load(bytes: bytes, fileName: path).snapshot, file: path,
                                     source: .snapshot(bytes), options: options)
        }
        let conversion = try Importer.convert(bytes, fileName: path)
        let snapshot = try SnapshotLoader.load(bytes: Array(conversion.text.utf8), fileName: path).snapshot
        #expect(conversion.elementLines.count == snapshot.nodes.count)
        return try Auditor.audit(snapshot, file: path, source: .dump(lines: conversion.elementLines), isDump: true, options: options)
    }

    @Test(arguments: [
        ("photo-filter", ["announcement-cut-off warning zoomView", "announcement-cut-off info cameraButton"]),
        ("profile-modal", ["target-too-small warning closeButton"]),
        ("nested-views", ["swallowed-actions error orangeView", "unreachable-control warning greenButton"]),
        ("name-list", []),
        ("form-contain", []),
    ])
    func bundledSample(name: String, findings: [String]) throws {
        #expect(AuditFixture.summary(try Self.audit(Fixture.sample(name))) == findings)
    }

    @Test(arguments: [
        "wda-xml/alumnium_RN_FooBar_onboarding_anonymised.xml", "wda-xml/alumnium_ToDoList_table_bulletin_EDITED-by-author.xml",
        "wda-xml/shirates-core_ios_Calendar_DateAndTime_ja.xml", "wda-xml/shirates-core_ios_KeyboardScreen.xml",
        "wda-xml/shirates-core_ios_SettingsTopScreen.xml", "xcuitest/AX_SwiftUI_HelloWorld.debugdescription.txt",
        "xcuitest/XQUITestDemo_MineTab_TabBar_zh-Hans.debugdescription.txt",
    ])
    func sharedDump(path: String) throws {
        let report = try Self.audit(Fixture.shared(path))
        #expect(report.imported)
        #expect(report.notRun.filter { !$0.partial }.count == 9)
        #expect(report.findings.allSatisfy { $0.location.column == 1 && $0.location.endLine == nil })
    }
}
