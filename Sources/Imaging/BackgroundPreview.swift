import CLeptonica
import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A report preview encoded on a thread of its own while the engine reads the page: the
/// copying, scaling and encoding overlap recognition instead of following it.
///
/// The thread makes its preview from its own copy of the pixels, and never touches the
/// engine's image but to read it for that copy: a Leptonica 1.82 image's reference count
/// is not atomic, so only the caller's thread may clone or free it. The one engine that
/// writes into the image it is given, Tesseract with an RGBA image (it removes the alpha
/// channel in place), gets it only after the copy: an image with four samples a pixel is
/// copied here, on the caller's thread, before this returns.
///
/// The thread runs under Linux's batch policy while it works: it takes its share of a
/// core but does not preempt the engine's thread each time it starts.
public final class BackgroundPreview: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let made = Mutex<ImagePreview?>(nil)

    /// Starts encoding a copy of `pixels` (`LeptonicaImage.preview`). When the copy cannot
    /// be made, `wait` returns nil: the report then shows no picture, as for any preview
    /// Leptonica cannot make.
    public init(encoding pixels: LeptonicaImage, longSide: Int = ImagePreview.defaultLongSide) {
        let copiedHere = pixels.samplesPerPixel == 4 ? pixels.copied() : nil
        if pixels.samplesPerPixel == 4 && copiedHere == nil {
            done.signal()
            return
        }
        // The thread holds `pixels` (so it is not freed before the copy) and reads it only.
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let preview = Self.asBatchWork { (copiedHere ?? pixels.copied())?.preview(longSide: longSide) }
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
    /// Samples a pixel: 4 for an image with an alpha channel.
    public var samplesPerPixel: Int { Int(pixGetSpp(pix)) }

    /// A deep copy: new pixels that no other image shares (nil when Leptonica cannot
    /// allocate them).
    public func copied() -> LeptonicaImage? {
        pixCopy(nil, pix).map { LeptonicaImage(taking: $0) }
    }
}
