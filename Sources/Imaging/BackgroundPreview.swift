import CLeptonica
import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A report preview encoded on a thread of its own while the engine reads the page: the
/// scaling and encoding overlap recognition instead of following it.
///
/// The thread gets its own copy of the pixels, taken here on the caller's thread: a
/// Leptonica 1.82 image's reference count is not atomic, and Tesseract writes into an
/// RGBA PNG's image it is given (it removes the alpha channel in place), so the engine's
/// image is never read from two threads. That copy is what stays on the caller's thread:
/// a millisecond for a greyscale page, up to 20 ms for a 2,000 × 3,200 colour scan.
///
/// The thread runs under Linux's batch policy while it encodes: it takes its share of a
/// core but does not preempt the engine's thread each time it starts.
public final class BackgroundPreview: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let made = Mutex<ImagePreview?>(nil)

    /// Starts encoding a copy of `pixels` (`LeptonicaImage.preview`). When the copy cannot
    /// be made, `wait` returns nil: the report then shows no picture, as for any preview
    /// Leptonica cannot make.
    public init(encoding pixels: LeptonicaImage, longSide: Int = ImagePreview.defaultLongSide) {
        guard let copy = pixels.copied() else {
            done.signal()
            return
        }
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let preview = Self.asBatchWork { copy.preview(longSide: longSide) }
            made.withLock { $0 = preview }
            done.signal()
        }
    }

    /// A preview already made (a file shown as it is: `ImagePreview.reusing`).
    public init(made preview: ImagePreview) {
        made.withLock { $0 = preview }
        done.signal()
    }

    /// The preview, once its thread has finished (at once if it has).
    public func wait() -> ImagePreview? {
        done.wait()
        done.signal()    // a second wait returns at once
        return made.withLock { $0 }
    }

    /// Runs `work` with this thread under SCHED_BATCH, then puts its policy back (the
    /// thread is the dispatch pool's, and runs other work after).
    private static func asBatchWork<T>(_ work: () -> T) -> T {
        #if os(Linux)
        let batch: Int32 = 3    // SCHED_BATCH, which Glibc's module does not export
        var parameters = sched_param()
        let previous = sched_getscheduler(0)
        guard previous >= 0, sched_getparam(0, &parameters) == 0,
              sched_setscheduler(0, batch, &parameters) == 0 else { return work() }
        defer { _ = sched_setscheduler(0, previous, &parameters) }
        #endif
        return work()
    }
}

extension LeptonicaImage {
    /// A deep copy: new pixels that no other image shares (nil when Leptonica cannot
    /// allocate them).
    public func copied() -> LeptonicaImage? {
        pixCopy(nil, pix).map { LeptonicaImage(taking: $0) }
    }
}
