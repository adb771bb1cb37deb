internal import CCairo
import Glibc

/// A PNG file written a row at a time through zlib: 8-bit sRGB, with or without alpha, no row
/// filter, deflated at level 3 (libpng's fast settings), in IDAT chunks of 64 KiB. Rows are made
/// as they are compressed, so that no copy of the whole image is made first.
enum PNGFile {
    /// The size of each IDAT chunk but the last.
    static let chunkSize = 1 << 16

    /// Writes a `width` × `height` image to `path`; `row` fills one row's `width` × 3 (or 4, with
    /// `alpha`) bytes. Returns the system's or zlib's message on failure.
    static func write(to path: String, width: Int, height: Int, alpha: Bool,
                      row: (_ y: Int, _ bytes: UnsafeMutableBufferPointer<UInt8>) -> Void) -> String? {
        guard let file = fopen(path, "wb") else { return String(cString: strerror(errno)) }
        var writer = Writer(file: file)
        writer.put([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        var header = Writer.bigEndian(UInt32(width)) + Writer.bigEndian(UInt32(height))
        header += [8, alpha ? 6 : 2, 0, 0, 0]
        writer.chunk("IHDR", header)
        // The pixels are sRGB (perceptual intent), as libpng's simplified writer marked them.
        writer.chunk("sRGB", [0])
        if let message = writer.deflateRows(width * (alpha ? 4 : 3), height, row) {
            fclose(file)
            return message
        }
        writer.chunk("IEND", [])
        if fclose(file) != 0, writer.failure == nil { writer.failure = String(cString: strerror(errno)) }
        return writer.failure
    }

    private struct Writer {
        let file: UnsafeMutablePointer<FILE>
        /// The first write that failed, as the system tells it.
        var failure: String?

        init(file: UnsafeMutablePointer<FILE>) { self.file = file }

        static func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)] }

        mutating func put(_ bytes: UnsafeRawBufferPointer) {
            guard failure == nil, !bytes.isEmpty else { return }
            if fwrite(bytes.baseAddress, 1, bytes.count, file) != bytes.count { failure = String(cString: strerror(errno)) }
        }

        mutating func put(_ bytes: [UInt8]) { bytes.withUnsafeBytes { put($0) } }

        /// A chunk: its length, type, data and the CRC of type and data.
        mutating func chunk(_ type: String, _ data: UnsafeRawBufferPointer) {
            let typeBytes = Array(type.utf8)
            put(Writer.bigEndian(UInt32(data.count)) + typeBytes)
            put(data)
            var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, 4) }
            if let base = data.baseAddress { crc = crc32(crc, base.assumingMemoryBound(to: UInt8.self), UInt32(data.count)) }
            put(Writer.bigEndian(UInt32(crc)))
        }

        mutating func chunk(_ type: String, _ data: [UInt8]) { data.withUnsafeBytes { chunk(type, $0) } }

        /// The rows, each after its filter byte (0: none), as one zlib stream in IDAT chunks;
        /// zlib's message if it fails.
        mutating func deflateRows(_ rowBytes: Int, _ height: Int, _ row: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) -> String? {
            var stream = z_stream()
            guard axscope_deflate_init(&stream, 3) == Z_OK else { return "zlib could not start" }
            defer { deflateEnd(&stream) }
            let line = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 + rowBytes)
            let out = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: PNGFile.chunkSize)
            defer {
                line.deallocate()
                out.deallocate()
            }
            line[0] = 0
            stream.next_out = out.baseAddress
            stream.avail_out = UInt32(out.count)
            for y in 0...height {
                let flush: Int32
                if y < height {
                    row(y, UnsafeMutableBufferPointer(rebasing: line[1...]))
                    stream.next_in = line.baseAddress
                    stream.avail_in = UInt32(line.count)
                    flush = Z_NO_FLUSH
                } else {
                    flush = Z_FINISH
                }
                while true {
                    let status = deflate(&stream, flush)
                    if status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR {
                        return stream.msg.map { String(cString: $0) } ?? "zlib failed (\(status))"
                    }
                    let full = stream.avail_out == 0
                    if full || status == Z_STREAM_END {
                        chunk("IDAT", UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: out[..<(out.count - Int(stream.avail_out))])))
                        stream.next_out = out.baseAddress
                        stream.avail_out = UInt32(out.count)
                    }
                    if status == Z_STREAM_END || (!full && stream.avail_in == 0 && flush == Z_NO_FLUSH) { break }
                }
            }
            return nil
        }
    }
}
