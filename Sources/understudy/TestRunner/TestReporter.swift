#if canImport(Glibc)
import Glibc
#endif

/// What a reporter sees of a run, always in the files' order (whatever order the workers finish
/// in): a file begins, its records arrive one by one, it ends; then the run finishes.
protocol TestReporter: AnyObject {
    func fileBegan(_ file: FileResult)
    func record(_ record: TestRecord, in file: FileResult)
    func fileEnded(_ file: FileResult)
    func finished(_ files: [FileResult], counts: TestCounts)
}

/// Feeds reporters in file order while results arrive out of order: the first unfinished file
/// streams live; files after it are held until it ends, then released at once. Output is the
/// same for any `--jobs`.
final class OrderedFeed {
    let files: [FileResult]
    let reporters: [TestReporter]
    private var head = 0
    private var forwarded = 0
    private var began = false

    init(files: [FileResult], reporters: [TestReporter]) {
        self.files = files
        self.reporters = reporters
    }

    /// File `index` has new records or has finished.
    func updated(_ index: Int) {
        guard index == head else { return }
        while head < files.count {
            let file = files[head]
            if !began {
                for r in reporters { r.fileBegan(file) }
                began = true
            }
            while forwarded < file.records.count {
                for r in reporters { r.record(file.records[forwarded], in: file) }
                forwarded += 1
            }
            guard file.finished else { return }
            for r in reporters { r.fileEnded(file) }
            head += 1
            forwarded = 0
            began = false
        }
    }
}
