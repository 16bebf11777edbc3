import { Readable } from "node:stream";
import v8 from "node:v8";
import vm from "node:vm";
import sharp from "sharp";

/** The first bytes of an MP4 (an `ftyp` box, brand isom): what file-type reads to call a file video/mp4. */
export const MP4_HEAD = Buffer.from(`0000002066747970${Buffer.from("isom").toString("hex")}00000200${Buffer.from("isomiso2avc1mp41").toString("hex")}`, "hex");
/** The first bytes of a WebM (an EBML header with doc type "webm"). */
export const WEBM_HEAD = Buffer.from("1A45DFA39F4286810142F7810142F2810442F381084282847765626D42878104428581021853806701FFFFFFFFFFFFFF", "hex");
export const HTML_PAGE = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
export const PDF_HEAD = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n", "latin1");

/** A real image, `width` × `height`, in the given format (a colour gradient would be overkill: flat colour). */
export function sampleImage(format: "png" | "jpeg" | "webp", width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A phone photo: a JPEG carrying EXIF with a GPS position (and an orientation when asked). */
export function photoWithGps({ width = 2000, height = 1000, orientation }: { width?: number; height?: number; orientation?: number } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } }).jpeg();
  if (orientation) image = image.withMetadata({ orientation });
  return image
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "GPS-TEST-PHONE" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 2/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 41/1" },
    })
    .toBuffer();
}

/**
 * `head` followed by zeros up to `totalBytes`, produced chunk by chunk as it is read (never held whole), each
 * chunk a fresh allocation as network reads are. `onProgress` is called every 8 MB with the bytes produced so far.
 */
export function generatedUpload(head: Buffer, totalBytes: number, onProgress?: (produced: number) => void): Readable {
  const chunkSize = 64 * 1024;
  const everyBytes = 8 * 1024 * 1024;
  return Readable.from(
    (function* () {
      let produced = 0;
      let nextReport = everyBytes;
      while (produced < totalBytes) {
        const size = Math.min(chunkSize, totalBytes - produced);
        const chunk = Buffer.alloc(size);
        if (produced === 0) head.copy(chunk, 0, 0, Math.min(head.length, size));
        produced += size;
        if (onProgress && produced >= nextReport) {
          onProgress(produced);
          nextReport += everyBytes;
        }
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
}

v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

/** Memory the process holds after a full collection: the JS heap plus Buffers (which live outside it). */
export function retainedMemory(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}
