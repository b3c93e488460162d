import Foundation
import Testing

/// `understudy test --report DIR` on Tests/RunnerFixtures/report (a passing swipe, a failing
/// sheet, a snapshot that does not match), its page opened in headless Chromium and read as a
/// person would: the list, the failing test's film under the slider and the arrow keys, the
/// snapshot's two sides. With UPDATE_REPORT_SCREENSHOTS=1 it also writes docs/images/report-*.png.
@Suite(.serialized) struct ReportPageTests {
    /// The fixture copied to a temporary directory (the run must not touch the stored snapshot)
    /// and run with `--report out`.
    static func runFixture() throws -> (dir: URL, result: Runner.Result) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Runner.fixtures.appendingPathComponent("report"), to: dir)
        let result = try Runner.test(["--report", "out", "spec"], in: dir)
        return (dir, result)
    }

    @Test func theReportIsAFolderWithThePageAndEachStageTestsFilm() throws {
        let (dir, result) = try ReportPageTests.runFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(result.status == 1)
        #expect(result.summary == "1 passed, 2 failed")
        #expect(result.stderr.contains("understudy test: report written to out/index.html\n"))
        let out = dir.appendingPathComponent("out")
        let films = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("tests").path).sorted()
        // The spec's path made safe, a hash of it, the test's number.
        #expect(films.count == 3 && films.allSatisfy { $0.hasPrefix("spec_report_spec.lua-") && $0.count == "spec_report_spec.lua-12345678-1.js".count })
        #expect(films.map { $0.suffix(5) } == ["-1.js", "-2.js", "-3.js"])
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        // Self-contained: nothing is fetched from a server.
        #expect(!page.contains("src=\"http") && !page.contains("href=\"http") && !page.contains("https://"))
        // A swipe's 30 samples are one entry of the film's event list.
        let swipe = try String(contentsOf: out.appendingPathComponent("tests/" + films[0]), encoding: .utf8)
        #expect(swipe.contains("panChanged ×"))
        // Without --report nothing is written.
        let plain = try Runner.test(["spec"], in: dir)
        #expect(plain.summary == "1 passed, 2 failed")
        #expect(!plain.stderr.contains("report written"))
    }

    /// Two specs whose paths differ only in '/' and '_' get films of their own.
    @Test func filmsOfSpecsWithSimilarPathsStayApart() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (path, title) in [("spec/a/b_spec.lua", "one"), ("spec/a_b_spec.lua", "two")] {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try """
                it("\(title)", function()
                  local s = stage.actionController{}
                  s:addAction{ title = "\(title)" }
                  s:present()
                  stage.clock.advance(1)
                end)
                """.write(to: url, atomically: true, encoding: .utf8)
        }
        let r = try Runner.test(["--report", "out", "spec"], in: dir)
        #expect(r.status == 0, "\(r)")
        let films = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/tests").path)
        #expect(films.count == 2, "\(films)")
        let texts = try films.map { try String(contentsOf: dir.appendingPathComponent("out/tests/" + $0), encoding: .utf8) }
        #expect(texts.filter { $0.contains(">one<") }.count == 1 && texts.filter { $0.contains(">two<") }.count == 1)
    }

    @Test func thePageShowsFailuresFirstWithTheirFilmAndTheSnapshotDiff() throws {
        guard HeadlessChromium.executable != nil else {
            Issue.record("chromium is not installed (make test-deps installs it)")
            return
        }
        let (dir, result) = try ReportPageTests.runFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(result.status == 1)
        // The failing test's changing instants, counted apart through the public API.
        let counted = try Runner.run(Runner.binary.path, ["instants.lua"], in: dir)
        let instants = try #require(Int(counted.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(counted.stderr)")
        #expect(instants == 2)

        let browser = try HeadlessChromium()
        defer { browser.close() }
        try browser.open(dir.appendingPathComponent("out/index.html").absoluteString)
        try browser.waitUntil("document.querySelectorAll('#list a').length === 3")

        // Failures first, each with its message.
        let rows = try #require(try browser.evaluate("""
            [...document.querySelectorAll('#list a')].map(a => [a.classList.contains('failure'),
              a.querySelector('.name').textContent, (a.querySelector('.msg') || {}).textContent || ''])
            """) as? [[Any]])
        #expect(rows.map { $0[0] as? Bool } == [true, true, false])
        #expect(rows.first?[1] as? String == "report a sheet that should stay fails")
        // An expect failure's first line names only the matcher: its first finding goes with it.
        // (Bound first: inside #expect, `(x as? String ?? "").hasPrefix(...)` passed whatever x was.)
        let firstMessage = rows.first?[2] as? String
        #expect(firstMessage == "expect(received):toBe(expected) \u{2014} Expected: \"presented\"")
        #expect(rows.last?[1] as? String == "report swipes a row open")
        let text = try browser.evaluate("document.getElementById('totals').textContent") as? String
        #expect((text ?? "").hasPrefix("3 tests1 passed2 failed1 file"))
        // Before a test is chosen: the files, with their tests and failures.
        #expect(try browser.evaluate("[...document.querySelectorAll('#files td')].slice(0, 3).map(td => td.textContent)") as? [String]
                == ["spec/report_spec.lua", "3", "2"])

        // The status filter and the text filter.
        _ = try browser.evaluate("document.querySelector('#filters [data-status=success]').click()")
        #expect(try browser.evaluate("document.querySelectorAll('#list a').length") as? Int == 1)
        _ = try browser.evaluate("document.querySelector('#filters [data-status=all]').click()")
        _ = try browser.evaluate("{ const s = document.getElementById('search'); s.value = 'snapshot'; s.dispatchEvent(new Event('input')) }")
        #expect(try browser.evaluate("document.querySelectorAll('#list a').length") as? Int == 0)
        _ = try browser.evaluate("{ const s = document.getElementById('search'); s.value = 'stored'; s.dispatchEvent(new Event('input')) }")
        #expect(try browser.evaluate("document.querySelectorAll('#list a').length") as? Int == 1)
        _ = try browser.evaluate("{ const s = document.getElementById('search'); s.value = ''; s.dispatchEvent(new Event('input')) }")

        // The failing test: its message, the failing line marked in its source, and its film
        // with one picture per changing instant and one of the failing moment, shown first.
        _ = try browser.evaluate("document.querySelector('#list a').click()")
        try browser.waitUntil("document.getElementById('scrub')")
        #expect((try browser.evaluate("document.querySelector('pre.message').textContent") as? String ?? "")
                .hasPrefix("spec/report_spec.lua:22: expect(received):toBe(expected)\n\nExpected: \"presented\""))
        #expect(try browser.evaluate("document.querySelector('.source .here').textContent") as? String
                == "22    expect(sheet.state):toBe(\"presented\")")
        let frames = try #require(try browser.evaluate("+document.getElementById('scrub').max + 1") as? Int)
        #expect(frames == instants + 1)
        #expect(try browser.evaluate("+document.getElementById('scrub').value") as? Int == frames - 1)
        #expect((try browser.evaluate("document.getElementById('counter').textContent") as? String ?? "").hasSuffix("failed here"))
        let failing = try #require(try browser.evaluate("document.getElementById('screen').src") as? String)
        #expect(failing.hasPrefix("data:image/svg+xml"))

        // Moving the slider changes the screen, the highlighted events and the spec line.
        _ = try browser.evaluate("{ const r = document.getElementById('scrub'); r.value = 0; r.dispatchEvent(new Event('input')) }")
        let first = try #require(try browser.evaluate("document.getElementById('screen').src") as? String)
        #expect(first != failing)
        #expect(try browser.evaluate("[...document.querySelectorAll('#events li.current')].map(li => li.textContent)") as? [String]
                == ["18[  0.000] sheet#1 willPresentView"])
        #expect(try browser.evaluate("document.querySelector('.step .here').textContent") as? String == "18    sheet:present()")
        // The arrow keys step through the instants. The tap at 1 s changed nothing on the
        // screen: its event belongs to the picture of 0.5 s.
        _ = try browser.evaluate("document.activeElement.blur()")
        try browser.press("ArrowRight", code: 39)
        #expect(try browser.evaluate("+document.getElementById('scrub').value") as? Int == 1)
        #expect(try browser.evaluate("document.getElementById('screen').src") as? String != first)
        #expect(try browser.evaluate("[...document.querySelectorAll('#events li.current')].map(li => li.textContent)") as? [String]
                == ["19[  0.500] sheet#1 didPresentView", "20[  1.000] screen tap x=196.5 y=728 layer=\"sheet#1\""])
        try browser.press("ArrowLeft", code: 37)
        #expect(try browser.evaluate("document.getElementById('screen').src") as? String == first)
        // Each picture is an SVG the browser draws.
        try browser.waitUntil("document.getElementById('screen').complete && document.getElementById('screen').naturalWidth > 0")
        #expect(try browser.evaluate("document.getElementById('screen').naturalWidth") as? Int == 417)
        if ProcessInfo.processInfo.environment["UPDATE_REPORT_SCREENSHOTS"] == "1" {
            _ = try browser.evaluate("{ const r = document.getElementById('scrub'); r.value = 1; r.dispatchEvent(new Event('input')) }")
            _ = try browser.evaluate("document.querySelector('pre.message').scrollIntoView()")
            try browser.screenshot().write(to: Runner.repository.appendingPathComponent("docs/images/report-film.png"))
        }

        // The snapshot: the stored and the received text side by side, the changed line marked.
        _ = try browser.evaluate("document.querySelectorAll('#list a')[1].click()")
        try browser.waitUntil("document.querySelector('.diff')")
        #expect(try browser.evaluate("[...document.querySelectorAll('.diff .expected .changed')].map(d => d.textContent)") as? [String]
                == ["|+------------Mute------------+|"])
        #expect(try browser.evaluate("[...document.querySelectorAll('.diff .received .changed')].map(d => d.textContent)") as? [String]
                == ["|+-----------Block------------+|"])
        if ProcessInfo.processInfo.environment["UPDATE_REPORT_SCREENSHOTS"] == "1" {
            _ = try browser.evaluate("document.querySelector('.diff').previousElementSibling.scrollIntoView()")
            try browser.screenshot().write(to: Runner.repository.appendingPathComponent("docs/images/report-snapshot.png"))
        }

        // The passing swipe: its samples are one entry, highlighted while any of their pictures shows.
        _ = try browser.evaluate("document.querySelectorAll('#list a')[2].click()")
        try browser.waitUntil("document.getElementById('scrub')")
        let entries = try #require(try browser.evaluate("[...document.querySelectorAll('#events li')].map(li => li.textContent)") as? [String])
        #expect(entries.filter { $0.contains("panChanged") }.count == 1)
        #expect(entries.contains { $0.contains("panChanged ×") })
        let pictures = try #require(try browser.evaluate("+document.getElementById('scrub').max + 1") as? Int)
        #expect(pictures > 10)
        _ = try browser.evaluate("{ const r = document.getElementById('scrub'); r.value = 5; r.dispatchEvent(new Event('input')) }")
        #expect((try browser.evaluate("document.querySelector('#events li.current').textContent") as? String ?? "").contains("panChanged ×"))
    }
}
