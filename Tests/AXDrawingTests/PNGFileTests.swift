@testable import AXDrawing
import CCairo
import Foundation
import Testing

/// The PNG writer: chunks as the format lays them out, and the pixels back as cairo reads them.
@Suite struct PNGFileTests {
    /// A row of bytes no compressor shrinks much (a linear congruential sequence).
    static func noise(_ y: Int, _ bytes: UnsafeMutableBufferPointer<UInt8>) {
        var seed = UInt32(truncatingIfNeeded: y &* 2_654_435_761 &+ 1)
        for i in bytes.indices {
            seed = seed &* 1_103_515_245 &+ 12_345
            bytes[i] = UInt8(truncatingIfNeeded: seed >> 16)
        }
    }

    /// The type and length of each chunk of a PNG file, after checking its signature and CRCs.
    static func chunks(_ data: [UInt8]) -> [(type: String, length: Int)] {
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        var result: [(String, Int)] = [], at = 8
        func word(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        while at + 12 <= data.count {
            let length = word(at)
            let crc: Int? = data[(at + 4)..<(at + 8 + length)].withContiguousStorageIfAvailable { Int(crc32(0, $0.baseAddress, UInt32($0.count))) }
            #expect(crc == word(at + 8 + length))
            result.append((String(decoding: data[(at + 4)..<(at + 8)], as: UTF8.self), length))
            at += 12 + length
        }
        #expect(at == data.count)
        return result
    }

    @Test(arguments: [false, true])
    func aLargeImageSpansIDATChunksAndReadsBack(alpha: Bool) throws {
        let (width, height, channels) = (300, 200, alpha ? 4 : 3)
        let path = FileManager.default.temporaryDirectory.path + "/axscope-pngfile-\(getpid())-\(alpha).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(PNGFile.write(to: path, width: width, height: height, alpha: alpha, row: Self.noise) == nil)
        let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let chunks = Self.chunks(data)
        #expect(chunks.first?.type == "IHDR" && chunks.first?.length == 13)
        #expect(Array(data[16..<26]) == [0, 0, 1, 44, 0, 0, 0, 200, 8, alpha ? 6 : 2])
        #expect(chunks.dropFirst().first?.type == "sRGB" && chunks.dropFirst().first?.length == 1)
        #expect(chunks.last?.type == "IEND" && chunks.last?.length == 0)
        let idat = chunks.dropFirst(2).dropLast()
        #expect(idat.count == (width * height * channels) / PNGFile.chunkSize + 1)
        #expect(idat.allSatisfy { $0.type == "IDAT" })
        #expect(idat.dropLast().allSatisfy { $0.length == PNGFile.chunkSize })

        let surface = try #require(cairo_image_surface_create_from_png(path))
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        #expect(cairo_image_surface_get_width(surface) == Int32(width) && cairo_image_surface_get_height(surface) == Int32(height))
        let stride = Int(cairo_image_surface_get_stride(surface)), pixels = try #require(cairo_image_surface_get_data(surface))
        var expected = [UInt8](repeating: 0, count: width * channels), mismatches = 0
        for y in 0..<height {
            expected.withUnsafeMutableBufferPointer { Self.noise(y, $0) }
            for x in 0..<width {
                let value = UnsafeRawPointer(pixels + y * stride + x * 4).loadUnaligned(as: UInt32.self)
                let a = alpha ? Int(expected[x * 4 + 3]) : 255
                // cairo premultiplies what it reads.
                let rgb = (0..<3).map { (Int(expected[x * channels + $0]) * a + 127) / 255 }
                let read = [Int(value >> 16 & 0xff), Int(value >> 8 & 0xff), Int(value & 0xff), Int(value >> 24)]
                if read != rgb + [a] { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func anUnwritablePathGivesTheSystemsMessage() {
        #expect(PNGFile.write(to: "/nonexistent-dir/x.png", width: 1, height: 1, alpha: false) { _, _ in } == "No such file or directory")
    }
}
