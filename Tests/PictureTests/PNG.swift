import CZlib
import Foundation

/// A decoded PNG as 8-bit RGBA pixels: enough of the format for Chromium's screenshots and the
/// reference pictures (8-bit truecolor or truecolor with alpha, not interlaced), inflated with
/// the system zlib.
///
/// ```swift
/// let png = try PNG(data: Data(contentsOf: url))
/// png.pixel(x: 0, y: 0)   // (255, 255, 255, 255)
/// ```
struct PNG {
    let width: Int
    let height: Int
    /// RGBA, row by row.
    let rgba: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure("not a PNG file")
        }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        var i = 8
        var w = 0, h = 0, depth = 0, colorType = 0, interlace = 0
        var idat: [UInt8] = []
        while i + 8 <= bytes.count {
            let length = be32(i)
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = i + 8
            guard length >= 0, body + length + 4 <= bytes.count else { throw Failure("truncated \(type) chunk") }
            switch type {
            case "IHDR":
                w = be32(body); h = be32(body + 4)
                depth = Int(bytes[body + 8]); colorType = Int(bytes[body + 9]); interlace = Int(bytes[body + 12])
            case "IDAT":
                idat.append(contentsOf: bytes[body..<(body + length)])
            default:
                break
            }
            if type == "IEND" { break }
            i = body + length + 4
        }
        guard w > 0, h > 0, w < 20_000, h < 20_000 else { throw Failure("bad size \(w)x\(h)") }
        guard depth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
            throw Failure("unsupported PNG: bit depth \(depth), color type \(colorType), interlace \(interlace)")
        }
        let channels = colorType == 6 ? 4 : 3
        let stride = w * channels
        var raw = [UInt8](repeating: 0, count: h * (stride + 1))
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            idat.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw Failure("zlib could not inflate the image data (\(status))") }
        // Undo the per-row filters (the PNG specification, "Filtering").
        var pixels = [UInt8](repeating: 0, count: h * stride)
        for y in 0..<h {
            let filter = raw[y * (stride + 1)]
            let src = y * (stride + 1) + 1, dst = y * stride
            for x in 0..<stride {
                let a = x >= channels ? Int(pixels[dst + x - channels]) : 0
                let b = y > 0 ? Int(pixels[dst - stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(pixels[dst - stride + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure("bad filter \(filter) in row \(y)")
                }
                pixels[dst + x] = UInt8((Int(raw[src + x]) + predictor) & 0xFF)
            }
        }
        if channels == 4 {
            rgba = pixels
        } else {
            var out = [UInt8](repeating: 255, count: w * h * 4)
            for p in 0..<(w * h) {
                out[4 * p] = pixels[3 * p]; out[4 * p + 1] = pixels[3 * p + 1]; out[4 * p + 2] = pixels[3 * p + 2]
            }
            rgba = out
        }
        width = w
        height = h
    }

    func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let i = 4 * (y * width + x)
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// How two pictures differ: pixels whose largest channel difference exceeds `threshold`.
    static func difference(_ a: PNG, _ b: PNG, threshold: Int = 48) -> (pixels: Int, fraction: Double)? {
        guard a.width == b.width, a.height == b.height else { return nil }
        var n = 0
        for p in 0..<(a.width * a.height) {
            var worst = 0
            for c in 0..<3 { worst = max(worst, abs(Int(a.rgba[4 * p + c]) - Int(b.rgba[4 * p + c]))) }
            if worst > threshold { n += 1 }
        }
        return (n, Double(n) / Double(a.width * a.height))
    }
}
